import type { SmartField } from "../../../../services/validation/index.js";
import type { Sql } from "../../db/types.js";
import type { Lang, Texts } from "../lists/index.js";

/** A field of a form definition as stored (manageFormFields) or built in, before a mode is applied. */
export interface DefField extends SmartField {
  id: number;
  placeholder: string | null;
  custom_properties: Record<string, unknown>;
  default_value: unknown;
  manage_form_field_source_id: number | null;
  manage_form_custom_field_source_id: number | null;
  is_autocomplete: boolean;
  show_in_create: boolean;
  show_in_read: boolean;
  show_in_filter: boolean;
}
export interface DefGroup {
  id: number;
  display_name: string;
  is_expand: boolean;
  show_title: boolean;
  field_members: number[];
}
export interface FormDef {
  id: number | null;
  entityId: number;
  entityName: string;
  displayName: string;
  fields: DefField[];
  groups: DefGroup[];
}

export const ENTITY_NAMES: Record<number, Texts> = {
  3: { ru: "Пользователь", en: "User", fr: "Utilisateur" },
  4: { ru: "Группа", en: "Group", fr: "Groupe" },
  7: { ru: "Трек", en: "Track", fr: "Parcours" },
};

type Spec = [name: string, title: Texts, component: string, extra?: Partial<DefField>];
const t = (ru: string, en: string, fr: string): Texts => ({ ru, en, fr });
const sel = (source: number, extra: Partial<DefField> = {}): Partial<DefField> => ({ type: "select", manage_form_field_source_id: source, ...extra });
const date: Partial<DefField> = { type: "date" };

/** The built-in user form (entity 3), used when the client has not defined one: every profile column. */
const USER_FIELDS: Spec[] = [
  ["last_name", t("Фамилия", "Last name", "Nom"), "textfield", { required: true, max_length: 100 }],
  ["first_name", t("Имя", "First name", "Prénom"), "textfield", { required: true, max_length: 100 }],
  ["middle_name", t("Отчество", "Middle name", "Deuxième prénom"), "textfield", { max_length: 100 }],
  ["email", t("Эл. почта", "E-mail", "E-mail"), "textfield", { required: true, edit_in_profile: false, additional_settings: '{"rules":{"email":true,"max":254}}' }],
  ["language", t("Язык", "Language", "Langue"), "select", sel(4, { required: true })],
  ["role_id", t("Роль", "Role", "Rôle"), "select", sel(1, { required: true, edit_in_profile: false, default_selected_indexes: [8] })],
  ["custom_role_id", t("Пользовательская роль", "Custom role", "Rôle personnalisé"), "select", sel(2, { edit_in_profile: false })],
  ["manager_id", t("Руководитель", "Manager", "Responsable"), "autocomplete", sel(3, { edit_in_profile: false, is_autocomplete: true })],
  ["functional_manager_id", t("Функциональный руководитель", "Functional manager", "Responsable fonctionnel"), "autocomplete", sel(3, { edit_in_profile: false, is_autocomplete: true })],
  ["mentor_id", t("Наставник", "Mentor", "Mentor"), "autocomplete", sel(3, { edit_in_profile: false, is_autocomplete: true })],
  ["job_position_id", t("Должность", "Position", "Poste"), "select", sel(6, { edit_in_profile: false })],
  ["job_employment_level_id", t("Уровень занятости", "Employment level", "Niveau d'emploi"), "select", sel(7, { edit_in_profile: false })],
  ["job_relation_id", t("Тип отношений", "Job relation", "Relation de travail"), "select", sel(8, { edit_in_profile: false })],
  ["unit_id", t("Подразделение", "Unit", "Unité"), "select", sel(9, { edit_in_profile: false })],
  ["organization_id", t("Организация", "Organization", "Organisation"), "select", sel(10, { edit_in_profile: false })],
  ["internal_unit_id", t("Внутреннее подразделение", "Internal unit", "Unité interne"), "select", sel(11, { edit_in_profile: false })],
  ["function_code_id", t("Функциональный код", "Function code", "Code de fonction"), "select", sel(12, { edit_in_profile: false })],
  ["phone", t("Телефон", "Phone", "Téléphone"), "textfield", { max_length: 50 }],
  ["birth_date", t("Дата рождения", "Birth date", "Date de naissance"), "datepicker", date],
  ["hire_date", t("Дата приёма", "Hire date", "Date d'embauche"), "datepicker", { ...date, edit_in_profile: false }],
  ["gender_id", t("Пол", "Gender", "Genre"), "select", sel(5)],
  ["city", t("Город", "City", "Ville"), "textfield", { max_length: 100 }],
  ["external_id", t("Внешний ID", "External ID", "ID externe"), "textfield", { max_length: 100, edit_in_profile: false }],
];
/** The built-in group form (entity 4). Columns 755 and 766 are the ones the dynamic flag disables. */
const GROUP_FIELDS: Spec[] = [
  ["name", t("Название", "Name", "Nom"), "textfield", { required: true, max_length: 200 }],
  ["description", t("Описание", "Description", "Description"), "textarea", { max_length: 2000, column_id: 755 }],
  ["category_id", t("Категория", "Category", "Catégorie"), "select", sel(14, { column_id: 766 })],
];

const build = (specs: Spec[], lang: Lang): DefField[] =>
  specs.map(([name, title, component, extra], i) => ({
    id: -(i + 1), name, title: title[lang], column_id: null, type: "string", form_component: component, placeholder: null, required: false,
    readonly: false, disabled: false, edit_in_profile: true, min_length: null, max_length: null, additional_settings: null,
    // Built-in titles in every language, as a client's own field carries them (and "start from the standard
    // fields" copies them): the form follows the interface language whichever copy is shown.
    custom_properties: { ru: { title: title.ru }, en: { title: title.en }, fr: { title: title.fr } }, multi_select: false, range: false, default_value: null, default_selected_indexes: [],
    manage_form_field_source_id: null, manage_form_custom_field_source_id: null, is_autocomplete: false,
    show_in_create: true, show_in_read: true, show_in_filter: true, ...extra,
  }));

const BUILT_IN: Record<number, Spec[]> = { 3: USER_FIELDS, 4: GROUP_FIELDS };

const localised = (data: any, lang: Lang, fallback: string) => data?.display_name?.[lang] || data?.[fallback] || data?.name || "";

const fromItem = (row: { id: number; data: any }, lang: Lang): DefField => {
  const d = row.data;
  const [base] = build([[d.name, { ru: "", en: "", fr: "" }, d.form_component]], lang);
  return {
    ...base, id: row.id, title: (d.custom_properties?.[lang]?.title as string) || localised(d, lang, "title"), column_id: d.column_id ?? null,
    type: d.type, placeholder: d.placeholder ?? null, required: !!d.required, readonly: !!d.readonly, disabled: !!d.disabled,
    edit_in_profile: d.edit_in_profile !== false, min_length: d.min_length ?? null, max_length: d.max_length ?? null,
    additional_settings: d.additional_settings ?? null, custom_properties: d.custom_properties ?? {}, multi_select: !!d.multi_select,
    range: !!d.range, default_value: d.default_value ?? null, default_selected_indexes: d.default_selected_indexes ?? [],
    manage_form_field_source_id: d.manage_form_field_source_id ?? null, manage_form_custom_field_source_id: d.manage_form_custom_field_source_id ?? null,
    is_autocomplete: !!d.is_autocomplete, show_in_create: d.show_in_create !== false, show_in_read: d.show_in_read !== false,
    show_in_filter: d.show_in_filter !== false,
  };
};

/** The client's active form for the entity, else the built-in one (users, groups), else null. */
export const loadForm = async (sql: Sql, clientId: number, entityId: number, lang: Lang): Promise<FormDef | null> => {
  const entityName = ENTITY_NAMES[entityId]?.[lang] ?? String(entityId);
  const [form] = await sql.query<{ id: number; data: any }>(
    `select id, data from catalogue_items where client_id = $1 and resource = 'manageForms' and (data->>'manage_form_entity_id')::int = $2
       and coalesce((data->>'is_active')::boolean, true) order by id limit 1`, [clientId, entityId]);
  if (form) {
    const fields = await sql.query<{ id: number; data: any }>(
      "select id, data from catalogue_items where resource = 'manageFormFields' and parent_id = $1 order by coalesce((data->>'position')::int, 0), id", [form.id]);
    const groups = await sql.query<{ id: number; data: any }>(
      "select id, data from catalogue_items where resource = 'manageFormFieldsGroups' and parent_id = $1 order by coalesce((data->>'order')::int, 0), id", [form.id]);
    const known = new Set(fields.map((f) => f.id));
    return {
      id: form.id, entityId, entityName, displayName: localised(form.data, lang, "name"), fields: fields.map((f) => fromItem(f, lang)),
      groups: groups.map((g) => ({
        id: g.id, display_name: localised(g.data, lang, "name"), is_expand: g.data.is_expand !== false, show_title: g.data.show_title !== false,
        field_members: ((g.data.field_ids ?? []) as number[]).filter((id) => known.has(id)),
      })),
    };
  }
  const specs = BUILT_IN[entityId];
  if (!specs) return null;
  const fields = build(specs, lang);
  return { id: null, entityId, entityName, displayName: entityName, fields, groups: [{ id: 0, display_name: entityName, is_expand: true, show_title: false, field_members: fields.map((f) => f.id) }] };
};
