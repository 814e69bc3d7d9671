// Where the platform administration pages live, and which tabs a client page has.
import type { CatalogueResource } from "../../../services/contract/catalogue";

/** The client's own settings (clients area) and its per-client catalogues (generic catalogue, read by client_id). */
export const settingsTabs = ["basicInformation", "branding", "password-policy-settings"] as const;
export const catalogueTabs = [
  "emailTemplates", "tags", "unitsByClient", "userGroupCategories", "userJobEmploymentLevels", "userJobPositions",
  "userJobRelations", "workflowCategories", "libraryFolderCategories", "manageForms", "customDictionaries",
] as const satisfies readonly CatalogueResource[];
export type SettingsTab = (typeof settingsTabs)[number];
export type ClientTab = SettingsTab | (typeof catalogueTabs)[number];

export const isClientTab = (tab: string): tab is ClientTab =>
  (settingsTabs as readonly string[]).includes(tab) || (catalogueTabs as readonly string[]).includes(tab);

/** A client id from the URL: a positive integer, else null (the not-found page). */
export const clientIdOf = (param: string) => (/^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null);

/** The message id of a tab's name: the settings' own, a catalogue's from the catalogue pages. */
export const tabLabel = (tab: ClientTab) =>
  tab === "password-policy-settings" ? "clients.tab.passwordPolicy"
    : (settingsTabs as readonly string[]).includes(tab) ? `clients.tab.${tab}` : `catalogue.resource.${tab}`;
