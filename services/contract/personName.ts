// How a person's name reads, one rule per language (issue 14): Russian puts the family name first, as Russian
// documents and staff lists do ("Соколов Дмитрий Иванович"); English and French put the given name first
// ("Dmitry Sokolov", "Dmitri Sokolov"). The server's lists and the browser's pages both follow it, in the page's
// language (the request's content-language), so one person reads the same everywhere on one page.
export type NameLang = "ru" | "en" | "fr";

/** Whether the family name comes first in this language. */
export const familyNameFirst = (lang: string): boolean => lang !== "en" && lang !== "fr";

export interface PersonNameParts {
  readonly first_name: string;
  readonly last_name: string;
  readonly middle_name?: string | null;
  readonly email?: string;
}

/** A person's full name in the language's order; the e-mail when the person has no name. */
export const personName = (u: PersonNameParts, lang: string): string => {
  const parts = familyNameFirst(lang) ? [u.last_name, u.first_name, u.middle_name] : [u.first_name, u.middle_name, u.last_name];
  return parts.map((p) => p?.trim()).filter(Boolean).join(" ") || u.email || "";
};

/**
 * The same rule in SQL over a users table alias `a` (trusted: an alias, never input). The name columns are never
 * null ('' when empty); an empty middle name must not leave two spaces between the given and the family name.
 */
export const fullNameSql = (a: string, lang: string): string =>
  familyNameFirst(lang)
    ? `trim(${a}.last_name || ' ' || ${a}.first_name || ' ' || ${a}.middle_name)`
    : `trim(${a}.first_name || case when ${a}.middle_name = '' then '' else ' ' || ${a}.middle_name end || ' ' || ${a}.last_name)`;
