// What each catalogue resource shows and edits: one description per resource drives the one generic page
// (columns of the list, fields of the dialog, the section whose `edit` flag allows writing).
import { type CatalogueResource, PreferencesResources } from "../../../services/contract/catalogue";
import type { Section } from "../../../services/contract/permissions";

export type FieldKind =
  | "text" | "textarea" | "email" | "bool" | "color" | "state" | "int" | "language" | "entity" | "ref" | "items" | "displayName";

export interface FieldDef {
  key: string;
  kind: FieldKind;
  required?: boolean;
  /** Longest text the server takes. */
  max?: number;
  /** For `ref`: the resource the id points at. */
  ref?: CatalogueResource;
}

export interface ResourceDef {
  resource: CatalogueResource;
  /** The field shown as the item's name (and kept unique by the server). */
  nameKey: string;
  /** Columns of the list beyond the name (keys of the item). */
  columns: string[];
  fields: FieldDef[];
  /** Needs the client's integration feature (spec 000 §6: function codes and internal units). */
  integration?: boolean;
}

const name: FieldDef = { key: "name", kind: "text", required: true, max: 200 };
const displayName: FieldDef = { key: "display_name", kind: "displayName" };
const category: Omit<ResourceDef, "resource"> = {
  nameKey: "name",
  columns: ["color", "state_id"],
  fields: [name, displayName, { key: "color", kind: "color", max: 32 }, { key: "state_id", kind: "state" }],
};
const named: Omit<ResourceDef, "resource"> = { nameKey: "name", columns: ["display_name"], fields: [name, displayName] };

const defs: Record<CatalogueResource, Omit<ResourceDef, "resource">> = {
  tags: { nameKey: "value", columns: ["short_value"], fields: [{ key: "value", kind: "text", required: true, max: 200 }, { key: "short_value", kind: "text", max: 50 }] },
  libraryFolderCategories: category,
  userGroupCategories: category,
  workflowCategories: category,
  userJobEmploymentLevels: named,
  userJobPositions: named,
  userJobRelations: named,
  emailTemplates: {
    nameKey: "name",
    columns: ["subject", "language", "is_default"],
    fields: [
      name, { key: "subject", kind: "text", max: 500 }, { key: "address", kind: "email", max: 254 }, { key: "type", kind: "text", max: 100 },
      { key: "language", kind: "language" }, { key: "is_default", kind: "bool" }, { key: "html", kind: "bool" },
      { key: "content", kind: "textarea", max: 200_000 },
    ],
  },
  manageForms: {
    nameKey: "name",
    columns: ["manage_form_entity_id", "is_active"],
    fields: [name, displayName, { key: "manage_form_entity_id", kind: "entity", required: true }, { key: "is_active", kind: "bool" }],
  },
  manageFormFields: { nameKey: "name", columns: ["title", "form_component"], fields: [] },
  manageFormFieldsGroups: { nameKey: "name", columns: ["order"], fields: [] },
  customDictionaries: { nameKey: "name", columns: ["items", "created_at"], fields: [name, displayName, { key: "items", kind: "items" }] },
  functionCodes: {
    nameKey: "name",
    integration: true,
    columns: ["mvz_code", "tag"],
    fields: [
      name, displayName, { key: "mvz_code", kind: "text", max: 100 }, { key: "tag", kind: "text", max: 100 },
      { key: "description", kind: "textarea", max: 2000 },
    ],
  },
  internalUnits: {
    nameKey: "name",
    integration: true,
    columns: ["organization_type", "level", "full_path"],
    fields: [
      name, displayName, { key: "organization_id", kind: "ref", ref: "organizations" },
      { key: "parent_organization_id", kind: "ref", ref: "organizations" }, { key: "level", kind: "int" },
      { key: "organization_type", kind: "text", max: 100 }, { key: "full_path", kind: "text", max: 2000 },
    ],
  },
  manageClientExternalLearning: {
    nameKey: "name",
    columns: ["provider", "duration_hours", "is_active"],
    fields: [
      name, displayName, { key: "provider", kind: "text", max: 200 }, { key: "url", kind: "text", required: true, max: 2000 },
      { key: "duration_hours", kind: "int" }, { key: "description", kind: "textarea", max: 5000 },
      { key: "is_active", kind: "bool" }, { key: "is_required", kind: "bool" },
    ],
  },
  organizations: { nameKey: "name", columns: ["is_active"], fields: [name, displayName, { key: "is_active", kind: "bool" }] },
  unitsByClient: {
    nameKey: "name",
    columns: ["email", "phone", "parent_id"],
    fields: [
      name, displayName, { key: "email", kind: "email", max: 254 }, { key: "phone", kind: "text", max: 50 },
      { key: "parent_id", kind: "ref", ref: "unitsByClient" }, { key: "short_description", kind: "textarea", max: 500 },
      { key: "full_description", kind: "textarea", max: 5000 }, { key: "is_required", kind: "bool" },
    ],
  },
};

export const resourceDef = (resource: CatalogueResource): ResourceDef => ({ resource, ...defs[resource] });

/** The permission section whose `edit` flag lets the user write the resource (the server checks the same). */
export const writeSection = (resource: CatalogueResource): Section =>
  PreferencesResources.includes(resource) ? "preferences" : "catalogs";

/** The generic /settings/{catalog} page's resources (form fields and groups live on the form's page). */
export const settingsCatalogs: CatalogueResource[] = [
  "tags", "libraryFolderCategories", "userGroupCategories", "workflowCategories", "userJobEmploymentLevels", "userJobPositions",
  "userJobRelations", "emailTemplates", "customDictionaries", "functionCodes", "internalUnits", "organizations", "unitsByClient",
];

/** Preferences groups (spec 000 §2 Preferences): the path segment of each catalogue and its resource. */
export const preferenceGroups = {
  users: {
    functionCodes: "functionCodes", internalUnits: "internalUnits", organizations: "organizations", unitsByClient: "unitsByClient",
    userGroupCategories: "userGroupCategories", userJobEmploymentLevels: "userJobEmploymentLevels", userJobPositions: "userJobPositions",
    userJobRelations: "userJobRelations",
  },
  additionalGuides: { externalLearning: "manageClientExternalLearning", tags: "tags", units: "unitsByClient" },
  folders: { libraryFolderCategories: "libraryFolderCategories" },
  workflows: { workflowCategories: "workflowCategories" },
} as const satisfies Record<string, Record<string, CatalogueResource>>;
export type PreferenceGroup = keyof typeof preferenceGroups;

export const isPreferenceGroup = (g: string): g is PreferenceGroup => g in preferenceGroups;
/** The resource of a preferences path (`users`, `unitsByClient`), or null when the pair is unknown. */
export const preferenceResource = (group: string, slug: string): CatalogueResource | null =>
  isPreferenceGroup(group) ? ((preferenceGroups[group] as Record<string, CatalogueResource>)[slug] ?? null) : null;

/**
 * The resource a preferences guide shows: the named catalogue, or without one the guide's first that works for the
 * client (a catalogue that needs the integration is skipped while it is off, so the guide does not open on a blank
 * tab). Also its slug, for the guide's tabs; null resource for an unknown pair.
 */
export const preferenceCatalog = (group: string, catalog: string | undefined, integration: boolean) => {
  const entries = Object.entries((preferenceGroups as Record<string, Record<string, CatalogueResource>>)[group] ?? {});
  const usable = entries.find(([, r]) => !resourceDef(r).integration || integration);
  const slug = catalog ?? (usable ?? entries[0])?.[0] ?? "";
  return { slug, resource: preferenceResource(group, slug) };
};

export const isSettingsCatalog = (slug: string): slug is CatalogueResource => (settingsCatalogs as string[]).includes(slug);

/** Entities that have smart forms (spec 000 §3: users 3, groups 4, clients 5, tags 6, workflows 7, roles 8, activities 9). */
export const FormEntityIds = [3, 4, 5, 6, 7, 8, 9] as const;
