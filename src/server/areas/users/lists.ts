import { CellType } from "../../../../services/contract/lists.js";
import type { FilterOperator } from "../../../../services/contract/lists.js";
import { caseOf, catalogueCell, type ColumnDef, type FilterDef, fixedSource, literal, type Params, registerList, type RouteDef, type Texts } from "../lists/index.js";
import { userAccessSql } from "./access.js";
import { FULL_NAME_SQL, GenderNames, LanguageNames, RoleNames, StatusNames } from "./labels.js";

const t = (ru: string, en: string, fr: string): Texts => ({ ru, en, fr });

/** Catalogue references of a user: column name, users column, resource, label. */
const REFS = [
  ["job_position", "job_position_id", "userJobPositions", t("Должность", "Position", "Poste")],
  ["job_employment_level", "job_employment_level_id", "userJobEmploymentLevels", t("Уровень занятости", "Employment level", "Niveau d'emploi")],
  ["job_relation", "job_relation_id", "userJobRelations", t("Тип отношений", "Job relation", "Relation de travail")],
  ["unit", "unit_id", "unitsByClient", t("Подразделение", "Unit", "Unité")],
  ["organization", "organization_id", "organizations", t("Организация", "Organization", "Organisation")],
  ["internal_unit", "internal_unit_id", "internalUnits", t("Внутреннее подразделение", "Internal unit", "Unité interne")],
  ["function_code", "function_code_id", "functionCodes", t("Функциональный код", "Function code", "Code de fonction")],
] as const;

/**
 * Labels of a user row's manager and custom role are scalar subqueries by primary key, not joins: they run for the
 * page's rows only, and the statement stays one table to plan (ten left joins cost the planner more than the whole
 * page costs to read). Catalogue references are `catalogue` columns, labelled from the page's map.
 */
const labelOf = (table: string, a: string, key: string, expr: string) => `(select ${expr} from ${table} ${a} where ${a}.id = ${key})`;
export const USERS_FROM = "users u";

const refColumns: ColumnDef[] = REFS.map(([name, col, , text]) => ({
  name, text, sql: `u.${col}`, type: CellType.dict, catalogue: true, label: () => catalogueCell(`u.${col}`),
  visible: name === "job_position" || name === "unit",
}));

export const USER_COLUMNS: readonly ColumnDef[] = [
  { name: "id", text: t("ID", "ID", "ID"), sql: "u.id", type: CellType.int, visible: false },
  // Sorted by family name in every language (a staff list's order); written in the reader's language's order.
  { name: "full_name", text: t("ФИО", "Full name", "Nom complet"), sql: FULL_NAME_SQL("u", "ru"), shown: (l) => FULL_NAME_SQL("u", l), type: CellType.string,
    sort: ["u.last_name", "u.first_name", "u.middle_name"] },
  { name: "email", text: t("Эл. почта", "E-mail", "E-mail"), sql: "u.email", type: CellType.string, sort: ["u.email"] },
  { name: "status", text: t("Статус", "Status", "Statut"), sql: "u.status_id", type: CellType.dict, label: (l) => caseOf("u.status_id", StatusNames, l), sort: ["u.status_id"] },
  // A person's role as every page names it (the dashboard, the user page, the profile): the custom role that governs
  // their permissions when they hold one, else the system role (spec 000 §6). The id and the filter stay the system role.
  {
    name: "role", text: t("Роль", "Role", "Rôle"), sql: "u.role_id", type: CellType.dict, sort: ["u.role_id"],
    label: (l) => `coalesce(case when u.custom_role_id is null then null else ${labelOf("custom_roles", "cr", "u.custom_role_id", `cr.name->>${literal(l)}`)} end, ${caseOf("u.role_id", RoleNames, l)})`,
  },
  {
    name: "custom_role", text: t("Пользовательская роль", "Custom role", "Rôle personnalisé"), sql: "u.custom_role_id", type: CellType.dict,
    label: (l) => labelOf("custom_roles", "cr", "u.custom_role_id", `cr.name->>${literal(l)}`), visible: false,
  },
  { name: "manager", text: t("Руководитель", "Manager", "Responsable"), sql: "u.manager_id", type: CellType.dict, label: (l) => labelOf("users", "m", "u.manager_id", FULL_NAME_SQL("m", l)) },
  ...refColumns,
  { name: "phone", text: t("Телефон", "Phone", "Téléphone"), sql: "u.phone", type: CellType.string, sensitive: true, visible: false },
  { name: "birth_date", text: t("Дата рождения", "Birth date", "Date de naissance"), sql: "to_char(u.birth_date, 'YYYY-MM-DD')", type: CellType.date, sensitive: true, visible: false },
  { name: "hire_date", text: t("Дата приёма", "Hire date", "Date d'embauche"), sql: "to_char(u.hire_date, 'YYYY-MM-DD')", type: CellType.date, visible: false,
    sort: ["coalesce(u.hire_date, '0001-01-01'::date)"] },
  { name: "gender", text: t("Пол", "Gender", "Genre"), sql: "u.gender_id", type: CellType.dict, label: (l) => caseOf("u.gender_id", GenderNames, l), sensitive: true, visible: false },
  { name: "city", text: t("Город", "City", "Ville"), sql: "u.city", type: CellType.string, visible: false, sort: ["coalesce(u.city, '')"] },
  { name: "language", text: t("Язык", "Language", "Langue"), sql: "u.language", type: CellType.string, visible: false, sort: ["u.language"] },
  { name: "external_id", text: t("Внешний ID", "External ID", "ID externe"), sql: "u.external_id", type: CellType.string, visible: false, sort: ["coalesce(u.external_id, '')"] },
  { name: "registered", text: t("Зарегистрирован", "Registered", "Inscrit"), sql: "u.registered", type: CellType.boolean, visible: false },
  { name: "created_at", text: t("Создан", "Created", "Créé"), sql: "u.created_at", type: CellType.datetime, visible: false, sort: ["u.created_at"] },
];

const dict = (name: string, sql: string, text: Texts, source?: FilterDef["source"]): FilterDef => ({ name, sql, type: "dict", text, ...(source ? { source } : {}) });

/** Members of any of the groups (or of none, with not_in). */
const groupsPredicate = (op: FilterOperator, values: readonly unknown[], p: Params) => {
  const ids = values.map(Number).filter((n) => Number.isInteger(n));
  const exists = (arr: string) => `exists (select 1 from user_group_members gm where gm.user_id = u.id and gm.group_id = any(${arr}::int[]))`;
  if (op === "is_empty") return "not exists (select 1 from user_group_members gm where gm.user_id = u.id)";
  if (op === "is_not_empty") return "exists (select 1 from user_group_members gm where gm.user_id = u.id)";
  return op === "ne" || op === "not_in" ? `not ${exists(p.add(ids))}` : exists(p.add(ids));
};

/** Fields a user list, a dynamic group and an export may filter users by. */
export const USER_FILTERS: readonly FilterDef[] = [
  // The name as a Russian list writes it (family name first): a filter has one expression for every language.
  { name: "full_name", sql: FULL_NAME_SQL("u", "ru"), type: "text", text: t("ФИО", "Full name", "Nom complet") },
  { name: "first_name", sql: "u.first_name", type: "text", text: t("Имя", "First name", "Prénom") },
  { name: "last_name", sql: "u.last_name", type: "text", text: t("Фамилия", "Last name", "Nom") },
  { name: "email", sql: "u.email", type: "text", text: t("Эл. почта", "E-mail", "E-mail") },
  dict("status_id", "u.status_id", t("Статус", "Status", "Statut"), fixedSource(StatusNames)),
  dict("role_id", "u.role_id", t("Роль", "Role", "Rôle"), fixedSource(RoleNames)),
  {
    ...dict("custom_role_id", "u.custom_role_id", t("Пользовательская роль", "Custom role", "Rôle personnalisé")),
    options: { id: "id", value: "name->>$2", from: "custom_roles where client_id = $1", order: "id" },
  },
  { name: "manager_id", sql: "u.manager_id", type: "int", ref: "user", text: t("Руководитель", "Manager", "Responsable"), operators: ["eq", "ne", "in", "not_in", "is_empty", "is_not_empty"] },
  ...REFS.map(([, col, resource, text]): FilterDef => ({ ...dict(col, `u.${col}`, text), catalogue: resource })),
  dict("gender_id", "u.gender_id", t("Пол", "Gender", "Genre"), fixedSource(GenderNames)),
  {
    name: "language", sql: "u.language", type: "dict", textIds: true, text: t("Язык", "Language", "Langue"),
    source: async (_s, _c, l) => Object.entries(LanguageNames).map(([id, n]) => ({ id, value: n[l] })),
  },
  { name: "city", sql: "u.city", type: "text", text: t("Город", "City", "Ville") },
  { name: "phone", sql: "u.phone", type: "text", text: t("Телефон", "Phone", "Téléphone"), sensitive: true },
  { name: "birth_date", sql: "u.birth_date", type: "date", text: t("Дата рождения", "Birth date", "Date de naissance"), sensitive: true },
  { name: "hire_date", sql: "u.hire_date", type: "date", text: t("Дата приёма", "Hire date", "Date d'embauche") },
  { name: "registered", sql: "u.registered", type: "bool", text: t("Зарегистрирован", "Registered", "Inscrit") },
  { name: "is_manager", sql: "u.is_manager", type: "bool", text: t("Руководитель", "Is a manager", "Est responsable") },
  { name: "created_at", sql: "u.created_at", type: "datetime", text: t("Создан", "Created", "Créé") },
  { name: "external_id", sql: "u.external_id", type: "text", text: t("Внешний ID", "External ID", "ID externe") },
];
/** Fields a dynamic group's conditions may use: the user's own profile (not membership, which would loop). */
export const GROUP_CONDITION_FIELDS = new Map(USER_FILTERS.map((f) => [f.name, f]));

const groupsFilter: FilterDef = {
  name: "groups", sql: "", type: "dict", text: t("Группы", "Groups", "Groupes"), custom: groupsPredicate,
  options: { id: "id", value: "name", from: "user_groups where client_id = $1", order: "name, id", limit: 2000 },
};

const userRoute = (name: string, where: string, section: RouteDef["section"] = "users"): RouteDef =>
  registerList({
    name, section, from: USERS_FROM, table: "users", alias: "u", columns: USER_COLUMNS, filters: [...USER_FILTERS, groupsFilter], where,
    activeOnly: "u.status_id = 1", storedRows: "user_list_rows",
    access: ({ sql, user, p, clientId }) => (clientId === user.clientId ? userAccessSql(sql, user, p) : Promise.resolve("true")),
  });

/** The users page (everyone but the archive), the archive (Preferences → users → archivedUsers). */
export const usersRoute = userRoute("users", "u.status_id <> 3");
export const archivedUsersRoute = userRoute("archivedUsers", "u.status_id = 3");
/** A manager's team: people reporting to them directly or on the dotted line. */
export const teamRoute = registerList({
  ...usersRoute, name: "team", section: "manager",
  where: "u.status_id <> 3",
  access: async ({ user, p }) => {
    const me = p.add(user.userId);
    return `(u.manager_id = ${me} or u.functional_manager_id = ${me})`;
  },
});
