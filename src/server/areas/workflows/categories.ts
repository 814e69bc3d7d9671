import type { Sql } from "../../db/types.js";

type Lang = "ru" | "en" | "fr";
const langOf = (l: string): Lang => (l === "en" || l === "fr" ? l : "ru");

/**
 * The area's own categories, used while the client has none in preferences (`workflowCategories`). Negative ids:
 * they never meet a catalogue item's id.
 */
const BUILT_IN: ReadonlyArray<{ id: number; color: string; name: Record<Lang, string> }> = [
  { id: -1, color: "#2e7d32", name: { ru: "Адаптация", en: "Onboarding", fr: "Intégration" } },
  { id: -2, color: "#1565c0", name: { ru: "Развитие", en: "Growth", fr: "Développement" } },
  { id: -3, color: "#6a1b9a", name: { ru: "Обязательное обучение", en: "Compliance", fr: "Conformité" } },
];

/** The client's workflow categories: its active preference items if it has any, else the built-in ones. */
export const categories = async (sql: Sql, clientId: number, language: string) => {
  const lang = langOf(language);
  const rows = await sql.query<{ id: number; data: any }>(
    "select id, data from catalogue_items where client_id = $1 and resource = 'workflowCategories' order by id", [clientId]);
  const own = rows.map((r) => (typeof r.data === "string" ? { id: r.id, data: JSON.parse(r.data) } : r)).filter((r) => r.data.state_id !== 2);
  if (own.length) {
    return own.map((r) => ({ id: r.id, name: String(r.data.display_name?.[lang] || r.data.name), color: r.data.color ?? null, from_preferences: true }));
  }
  return BUILT_IN.map((c) => ({ id: c.id, name: c.name[lang], color: c.color, from_preferences: false }));
};

/**
 * The client's categories as SQL (`id`, `name` text, `color` jsonb: a JSON string, JSON null or SQL null when the
 * item has none), of client $1 in `language`: the same rows and names as `categories` (an item is active unless its
 * `state_id` is 2; its name is its non-empty `display_name` of the language, else its `name`), for statements that
 * name a track's category themselves (the learning lists, learning/queries.ts).
 */
export const categoriesSql = (language: string) => {
  const lang = langOf(language);
  const own = "from catalogue_items c where c.client_id = $1 and c.resource = 'workflowCategories' and c.data->'state_id' is distinct from '2'::jsonb";
  const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;
  const builtIn = BUILT_IN.map((c) => `(${c.id}, ${quote(c.name[lang])}, ${quote(JSON.stringify(c.color))}::jsonb)`).join(", ");
  return `select c.id, coalesce(nullif(c.data->'display_name'->>'${lang}', ''), c.data->>'name') as name, c.data->'color' as color ${own}
    union all
    select b.id, b.name, b.color from (values ${builtIn}) as b(id, name, color) where not exists (select 1 ${own})`;
};

/** Names and colours of the given categories (built-in or the client's), for lists. */
export const categoryNames = async (sql: Sql, clientId: number, language: string) =>
  new Map((await categories(sql, clientId, language)).map((c) => [c.id, c]));
