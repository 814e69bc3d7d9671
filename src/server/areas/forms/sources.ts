import { SystemRoleNames } from "../../../../services/contract/permissions.js";
import type { Sql } from "../../db/types.js";
import type { Lang, Texts } from "../lists/index.js";
import { FULL_NAME_SQL, GenderNames, LanguageNames, StatusNames } from "../users/index.js";

export interface Option {
  id: number | string;
  value: string;
}

const fixed = (labels: Record<string | number, Texts>, numeric = true) => async (_s: Sql, _c: number, lang: Lang) =>
  Object.entries(labels).map(([id, t]) => ({ id: numeric ? Number(id) : id, value: t[lang] }));

const catalogue = (resource: string) => async (sql: Sql, clientId: number, lang: Lang, like?: string) =>
  sql.query<Option>(
    `select id, coalesce(nullif(data->'display_name'->>$3, ''), data->>'name', data->>'value') as value from catalogue_items
      where client_id = $1 and resource = $2 and ($4::text is null or coalesce(data->>'name', data->>'value') ilike $4) order by 2, 1 limit 2000`,
    [clientId, resource, lang, like ?? null]);

type Source = (sql: Sql, clientId: number, lang: Lang, like?: string) => Promise<Option[]>;

/**
 * Built-in field sources (`manage_form_field_source_id`). Users (3) is an autocomplete source: it answers only with
 * a search value. Custom sources (`manage_form_custom_field_source_id`) are the client's custom dictionaries.
 */
export const SOURCES: Record<number, Source> = {
  1: fixed(SystemRoleNames),
  2: async (sql, clientId, lang) => sql.query<Option>("select id, coalesce(name->>$2, name->>'en') as value from custom_roles where client_id = $1 order by id", [clientId, lang]),
  3: async (sql, clientId, lang, like) =>
    like === undefined ? [] : sql.query<Option>(
      `select u.id, ${FULL_NAME_SQL("u", lang)} as value from users u where u.client_id = $1 and u.status_id <> 3
         and (${FULL_NAME_SQL("u", lang)} ilike $2 or u.email ilike $2) order by 2, 1 limit 50`, [clientId, like]),
  4: fixed(LanguageNames, false),
  5: fixed(GenderNames),
  6: catalogue("userJobPositions"),
  7: catalogue("userJobEmploymentLevels"),
  8: catalogue("userJobRelations"),
  9: catalogue("unitsByClient"),
  10: catalogue("organizations"),
  11: catalogue("internalUnits"),
  12: catalogue("functionCodes"),
  13: fixed(StatusNames),
  14: catalogue("userGroupCategories"),
  15: catalogue("tags"),
};
export const AUTOCOMPLETE_SOURCES = [3];

const likeOf = (value: string | undefined) => (value?.trim() ? `%${value.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined);

/** The options of a built-in source; `value` filters by text (autocomplete). */
export const sourceOptions = async (sql: Sql, clientId: number, lang: Lang, sourceId: number, value?: string): Promise<Option[] | null> => {
  const source = SOURCES[sourceId];
  if (!source) return null;
  const like = likeOf(value);
  const all = await source(sql, clientId, lang, like);
  return like && sourceId !== 3 ? all.filter((o) => o.value.toLowerCase().includes(value!.trim().toLowerCase())).slice(0, 50) : all;
};

/** A custom dictionary's items as options (null: not the client's). */
export const customOptions = async (sql: Sql, clientId: number, dictionaryId: number): Promise<Option[] | null> => {
  const [row] = await sql.query<{ data: any }>("select data from catalogue_items where id = $1 and client_id = $2 and resource = 'customDictionaries'",
    [dictionaryId, clientId]);
  return row ? ((row.data.items ?? []) as Option[]).map((i) => ({ id: i.id, value: String(i.value) })) : null;
};

/** Users of the client by id as options (any status: a current manager may be archived since). */
export const userLabels = (sql: Sql, clientId: number, ids: readonly number[], lang: Lang) =>
  sql.query<Option>(`select u.id, ${FULL_NAME_SQL("u", lang)} as value from users u where u.client_id = $1 and u.id = any($2::int[]) order by u.id`, [clientId, ids]);
