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

/** Names and colours of the given categories (built-in or the client's), for lists. */
export const categoryNames = async (sql: Sql, clientId: number, language: string) =>
  new Map((await categories(sql, clientId, language)).map((c) => [c.id, c]));
