import { SystemRoleNames } from "../../../../services/contract/permissions.js";
import { fullNameSql } from "../../../../services/contract/personName.js";
import type { Lang, Texts } from "../lists/index.js";

/** User status names (spec 000 §3). */
export const StatusNames: Record<number, Texts> = {
  1: { ru: "Активен", en: "Active", fr: "Actif" },
  2: { ru: "Заблокирован", en: "Blocked", fr: "Bloqué" },
  3: { ru: "В архиве", en: "Archived", fr: "Archivé" },
  4: { ru: "Ожидает", en: "Pending", fr: "En attente" },
};
export const GenderNames: Record<number, Texts> = {
  1: { ru: "Мужской", en: "Male", fr: "Homme" },
  2: { ru: "Женский", en: "Female", fr: "Femme" },
};
export const GroupStatusNames: Record<number, Texts> = {
  1: { ru: "Активна", en: "Active", fr: "Active" },
  2: { ru: "Неактивна", en: "Inactive", fr: "Inactive" },
};
export const GroupTypeNames: Record<number, Texts> = {
  1: { ru: "Статическая", en: "Static", fr: "Statique" },
  2: { ru: "Динамическая", en: "Dynamic", fr: "Dynamique" },
};
export const LanguageNames: Record<string, Texts> = {
  ru: { ru: "Русский", en: "Russian", fr: "Russe" },
  en: { ru: "Английский", en: "English", fr: "Anglais" },
  fr: { ru: "Французский", en: "French", fr: "Français" },
};
export const RoleNames: Record<number, Texts> = SystemRoleNames;

export const roleName = (id: number, lang: Lang) => RoleNames[id]?.[lang] ?? String(id);

/** A full name in the reader's language's order (services/contract/personName.ts): family name first in Russian. */
export const FULL_NAME_SQL = (a: string, lang: Lang) => fullNameSql(a, lang);
