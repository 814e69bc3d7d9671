// Where the platform administration pages live, and which tabs a client page has.
import type { CatalogueResource } from "../../../services/contract/catalogue";

/** The client's own settings (clients area) and its per-client catalogues (generic catalogue, read by client_id). */
export const settingsTabs = ["basicInformation", "branding", "policy-privacy", "password-policy-settings"] as const;
/** Another client's users, groups and roles: read-only lists (virginSearch / clientRoles with client_id). */
export const peopleTabs = ["users", "groups", "roles"] as const;
export const catalogueTabs = [
  "emailTemplates", "tags", "unitsByClient", "userGroupCategories", "userJobEmploymentLevels", "userJobPositions",
  "userJobRelations", "workflowCategories", "libraryFolderCategories", "manageForms", "customDictionaries", "externalLearning",
] as const;
/**
 * What happened in the client: its e-mail. The spec's other history tabs (emailTaskHistory, pushTaskHistory,
 * publisherLogs) log the tracks' e-mail and push agents and their publication, which come with the tracks.
 */
export const historyTabs = ["emailHistory"] as const;
export type HistoryTab = (typeof historyTabs)[number];
export type SettingsTab = (typeof settingsTabs)[number];
export type PeopleTab = (typeof peopleTabs)[number];
export type CatalogueTab = (typeof catalogueTabs)[number];
export type ClientTab = SettingsTab | PeopleTab | CatalogueTab | HistoryTab;

/** The catalogue resource of a catalogue tab: the spec's tab names it `externalLearning`. */
export const tabResource = (tab: CatalogueTab): CatalogueResource => (tab === "externalLearning" ? "manageClientExternalLearning" : tab);

const all: readonly string[] = [...settingsTabs, ...peopleTabs, ...catalogueTabs, ...historyTabs];
export const isClientTab = (tab: string): tab is ClientTab => all.includes(tab);
export const isSettingsTab = (tab: ClientTab): tab is SettingsTab => (settingsTabs as readonly string[]).includes(tab);
export const isPeopleTab = (tab: ClientTab): tab is PeopleTab => (peopleTabs as readonly string[]).includes(tab);
export const isHistoryTab = (tab: ClientTab): tab is HistoryTab => (historyTabs as readonly string[]).includes(tab);

/** A client id from the URL: a positive integer, else null (the not-found page). */
export const clientIdOf = (param: string) => (/^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null);

/** The message id of a tab's name: the settings' and people's own, a catalogue's from the catalogue pages. */
export const tabLabel = (tab: ClientTab) =>
  tab === "password-policy-settings" ? "clients.tab.passwordPolicy"
    : tab === "policy-privacy" ? "clients.tab.privacyPolicy"
    : tab === "emailHistory" ? "mail.history.title"
    : isSettingsTab(tab) || isPeopleTab(tab) ? `clients.tab.${tab}` : `catalogue.resource.${tabResource(tab as CatalogueTab)}`;
