import type { Sql } from "../../db/types.js";
import type { Lang, Texts } from "./engine.js";

/** A SQL string literal of trusted text (our own labels, never user input). */
export const literal = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** `case <expr> when k then 'label' ... end` over a fixed map of our own labels. */
export const caseOf = (expr: string, labels: Readonly<Record<number, Texts>>, lang: Lang) =>
  `(case ${expr} ${Object.entries(labels).map(([k, t]) => `when ${Number(k)} then ${literal(t[lang])}`).join(" ")} end)`;

/** A catalogue item's display name in the language, falling back to its name (the `lang` key is one of ours). */
export const catalogueLabel = (alias: string, lang: Lang) =>
  `coalesce(nullif(${alias}.data->'display_name'->>${literal(lang)}, ''), ${alias}.data->>'name', ${alias}.data->>'value')`;

export const fixedSource = (labels: Readonly<Record<number, Texts>>) => async (_sql: Sql, _c: number, lang: Lang) =>
  Object.entries(labels).map(([id, t]) => ({ id: Number(id), value: t[lang] }));
