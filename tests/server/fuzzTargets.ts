import { readFile } from "node:fs/promises";
import type { Sql } from "../../src/server/db/types.js";
import type { TestServer } from "./harness.js";
import { type LibraryEnv, PDF, upload } from "./libraryFixture.js";
import { SCORM_FIXTURES } from "./scormFixtures.js";

/**
 * What the contract's id fields name, so that the fuzz test can aim each operation at a real object of another
 * client. A kind is a tenant table (every one carries `client_id`, §4.7 of the architecture); `kindOf` reads an id
 * field of an operation (a path parameter, a query or body field, `N` for an array's items) as the kind it names,
 * `null` for a field that names no object of a client (a cursor, a fixed type or state, a system role).
 */
export const KIND_TABLES = {
  user: "users", client: "clients", userGroup: "user_groups", customRole: "custom_roles", filterForm: "user_filter_forms",
  newsItem: "news_items", newsCategory: "news_categories", newsTag: "news_tags", catalogueItem: "catalogue_items",
  devPlan: "dev_plans", devPlanTask: "dev_plan_tasks", devPlanGoal: "dev_plan_goals", devPlanAction: "dev_plan_actions",
  devPlanCourse: "dev_plan_courses", devPlanComment: "dev_plan_comments",
  workflow: "workflows", workflowFolder: "workflow_folders", workflowElement: "workflow_elements", userTask: "user_tasks",
  taskAnswer: "task_answers", taskFormPosition: "task_form_positions",
  libraryFile: "library_files", libraryFolder: "library_folders",
  courseCatalog: "course_catalogs", courseCategory: "course_categories", courseTag: "course_tags", course: "courses",
  courseModule: "course_modules", courseMaterial: "course_materials", courseNotice: "course_custom_notices",
  certificateTemplate: "certificate_templates", scormPackage: "scorm_packages", scormAttempt: "scorm_attempts",
  codeCatalog: "code_catalogs", accessCode: "access_codes", faq: "faqs", faqCategory: "faq_categories", faqItem: "faq_items",
  widgetPage: "widget_pages", notification: "notifications", mailServer: "mail_server_settings", errorLog: "error_logs",
} as const;
export type Kind = keyof typeof KIND_TABLES;

/** Fields that name no object of a client: cursors, fixed catalogues of the spec, system roles, states. */
const NOT_OBJECTS = new Set([
  "last_id", "lazy_id", "state_id", "status_id", "gender_id", "role_id", "form_type_id", "library_type_id", "type_id",
  "source_entity_type_id", "target_entity_type_id", "workflow_element_type_id", "assigned_role_id", "workflow_element_side_id",
  "workflow_type_id", "appointment_type_id", "font_id", "favicon_id", "external_id", "workflow_checkpoint_id",
  "workflow_element_template_id", "entity_id", "source_id", "smart_form_id", "manage_form_entity_id", "analytics_id",
  "section_id", "question_id", "template_id", "file_id",
]);

/** A field's kind by its name alone, the same in every group. */
const BY_NAME: Record<string, Kind> = {
  user_id: "user", user_ids: "user", userId: "user", manager_id: "user", functional_manager_id: "user", mentor_id: "user",
  admin_ids: "user", prohibited_ids: "user", subject_id: "user", target_object_ids: "user", source_object_id: "user",
  client_id: "client", clientId: "client",
  group_ids: "userGroup", user_group_id: "userGroup", custom_role_id: "customRole", user_role_id: "customRole",
  job_position_id: "catalogueItem", job_employment_level_id: "catalogueItem", job_relation_id: "catalogueItem",
  unit_id: "catalogueItem", organization_id: "catalogueItem", internal_unit_id: "catalogueItem", function_code_id: "catalogueItem",
  client_unit_id: "catalogueItem",
  plan_id: "devPlan", goal_id: "devPlanGoal", parent_id: "devPlanComment",
  workflow_id: "workflow", workflow_ids: "workflow", workflow_folder_id: "workflowFolder", workflow_element_id: "workflowElement",
  element_id: "workflowElement", user_workflow_task_id: "userTask",
  library_folder_id: "libraryFolder", single_folder_id: "libraryFolder", selected_id: "libraryFolder",
  course_id: "course", course_ids: "course", catalog_id: "courseCatalog", catalog_ids: "courseCatalog", material_id: "courseMaterial",
  cover_file_id: "libraryFile", scorm_package_id: "scormPackage", attempt_id: "scormAttempt", log_id: "errorLog",
  faq_id: "faq", faq_item_category_id: "faqCategory", question_position_ids: "faqItem", category_position_ids: "faqCategory",
  materialId: "courseMaterial", noticeId: "courseNotice",
};

/** The kind of `id` and of fields whose meaning depends on the operation, by group and path. */
const BY_OPERATION: Array<[RegExp, Record<string, Kind | null>]> = [
  // A smart form's object is the person whose profile it fills; its fields' ids are the form's own.
  [/^forms \/api\/smartForm$/, { object_id: "user", id: null }],
  [/^clients \/api\/clientActivity$/, { id: "client" }],
  [/^notifications /, { id: "notification" }],
  [/^mail \/api\/testEmailSending$/, { id: "mailServer" }],
  [/^lists \/api\/userFilterForms\//, { id: "filterForm" }],
  [/^users \/api\/users\//, { id: "user", file_id: "libraryFile" }],
  [/^users \/api\/manageUserAvatar$/, { file_id: "libraryFile" }],
  [/^users \/api\/userGroups/, { id: "userGroup", category_id: "catalogueItem" }],
  [/^users \/api\/customUserRoles\//, { id: "customRole" }],
  [/^catalogueAliases /, { id: "catalogueItem" }],
  [/^news \/api\/newsCategories\//, { id: "newsCategory" }],
  [/^news \/api\/newsTags\//, { id: "newsTag" }],
  [/^news /, { id: "newsItem", category_id: "newsCategory", tag_id: "newsTag", tag_ids: "newsTag" }],
  [/^widgets /, { id: "widgetPage" }],
  [/^catalogue /, { id: "catalogueItem" }],
  [/^devPlans \/api\/development\/(developmentPlans|management)\//, { id: "devPlan" }],
  [/^devPlans \/api\/development\/tasks\/:id\/goals\//, { id: "devPlanTask", itemId: "devPlanGoal" }],
  [/^devPlans \/api\/development\/tasks\/:id\/actions\//, { id: "devPlanTask", itemId: "devPlanAction" }],
  [/^devPlans \/api\/development\/tasks\/:id\/courses\//, { id: "devPlanTask", itemId: "devPlanCourse" }],
  [/^devPlans \/api\/development\/tasks\/:id\/comments\//, { id: "devPlanTask", itemId: "devPlanComment" }],
  [/^devPlans \/api\/development\/tasks\//, { id: "devPlanTask" }],
  [/^replay /, { id: "user" }],
  [/^library /, {
    library_file_id: "libraryFile", file_ids: "libraryFile", file_id: "libraryFile", entity_id: "libraryFile",
    folder_ids: "libraryFolder", target_folder_id: "libraryFolder", parent_folder_id: "libraryFolder",
  }],
  [/^(workflows|workflowAssignment) /, {
    id: "workflowElement", library_file_id: "workflow", folder_id: "workflowFolder", folder_ids: "workflowFolder",
    target_folder_id: "workflowFolder", parent_folder_id: "workflowFolder", category_id: "catalogueItem",
  }],
  [/^workflows \/api\/workflows\//, { id: "workflow" }],
  [/^workflowAnalytics /, { id: "userTask", element_id: "workflowElement" }],
  [/^learning \/api\/userWorkflowTaskFormData\//, { id: "taskAnswer" }],
  [/^learning \/api\/manageUserWorkflowTaskFormPositions$/, { id: "taskFormPosition" }],
  [/^learning /, { category_id: "catalogueItem", file_ids: "libraryFile" }],
  [/^faq \/api\/manageFaqItemCategory$/, { id: "faqCategory" }],
  [/^faq \/api\/manageFaqItem$/, { id: "faqItem" }],
  [/^faq \/api\/manageFaq$/, { id: "faq" }],
  [/^courses \/api\/(courseCatalogs|learnerCatalogs)\//, { id: "courseCatalog" }],
  [/^courses \/api\/courseCategories$/, { parent_id: "courseCategory" }],
  [/^courses \/api\/courseModules\//, { id: "courseModule", library_file_id: "libraryFile" }],
  [/^courses \/api\/courseMaterials\//, { id: "courseMaterial" }],
  [/^courses /, { id: "course", category_id: "courseCategory", tag_ids: "courseTag", template_id: "certificateTemplate" }],
  [/^certificates /, { id: "certificateTemplate" }],
  [/^scorm /, { id: "scormPackage", library_file_id: "libraryFile" }],
  [/^codes \/api\/accessCodes$/, { id: "accessCode" }],
  [/^codes /, { id: "codeCatalog" }],
];

/** The kind an id field of an operation names (its last segment decides), null when it names none, undefined when unknown. */
export const kindOf = (group: string, path: string, field: string): Kind | null | undefined => {
  const name = field.split(".").at(-1)!;
  const here = `${group} ${path}`;
  for (const [pattern, kinds] of BY_OPERATION) if (pattern.test(here) && kinds[name] !== undefined) return kinds[name];
  if (BY_NAME[name]) return BY_NAME[name];
  return NOT_OBJECTS.has(name) ? null : undefined;
};

/** Whether a field's name says it holds an id (or ids). */
export const isIdField = (field: string) => /(^|\.)(id|ids|\w+_id|\w+_ids|\w+Id)$/.test(field);

/** The row of an object as JSON text (to hold it unchanged), or null when it is gone. */
export const rowOf = async (sql: Sql, kind: Kind, id: number | string) =>
  (await sql.query<{ row: string }>(`select to_jsonb(t)::text as row from ${KIND_TABLES[kind]} t where t.id = $1`, [id]))[0]?.row ?? null;

/**
 * A real object of `clientId` of each kind that it has one of: its id, its row (rowOf) and the texts the row holds
 * (to look for in answers).
 */
export const objectsOf = async (sql: Sql, clientId: number) => {
  const out = new Map<Kind, { id: number | string; row: string | null; texts: string[] }>();
  for (const [kind, table] of Object.entries(KIND_TABLES) as [Kind, string][]) {
    // A development plan's goals, actions, courses and comments carry no client_id: their task's client is theirs.
    const where = table === "clients" ? "t.id = $1"
      : table.startsWith("dev_plan_") && table !== "dev_plan_tasks" ? "(select client_id from dev_plan_tasks p where p.id = t.task_id) = $1"
        : "t.client_id = $1";
    const [row] = await sql.query<{ id: number | string; row: Record<string, unknown> }>(
      `select t.id, to_jsonb(t) as row from ${table} t where ${where} order by t.id limit 1`, [clientId]);
    if (!row) continue;
    // Texts distinctive enough that finding one in an answer means the object leaked: names, titles, e-mails.
    const texts = Object.values(row.row).filter((v): v is string =>
      typeof v === "string" && v.length >= 8 && !/^\d{4}-\d\d-\d\d/.test(v) && !/^[\d.:+ TZ-]+$/.test(v) && !v.startsWith("{"));
    out.set(kind, { id: row.id, row: await rowOf(sql, kind, row.id), texts });
  }
  return out;
};

/** The id fields of a request schema: top-level names, nested ones dotted, `N` for an array's items (three levels). */
export const idFieldsOf = (schema: { ast: unknown } | undefined): string[] => {
  const walk = (ast: any, prefix: string, depth: number): string[] => {
    if (!ast || depth > 3) return [];
    if (ast.propertySignatures) {
      return ast.propertySignatures.flatMap((p: any) => [`${prefix}${String(p.name)}`, ...walk(p.type, `${prefix}${String(p.name)}.`, depth + 1)]);
    }
    if (ast._tag === "Union") return [...new Set(ast.types.flatMap((t: any) => walk(t, prefix, depth)) as string[])];
    if (ast._tag === "Arrays") return [...(ast.rest ?? []), ...(ast.elements ?? [])].flatMap((t: any) => walk(t, `${prefix}N.`, depth + 1));
    return [];
  };
  return schema ? walk(schema.ast, "", 0).filter(isIdField) : [];
};

/** Sets a dotted field (`N`: each item of an array that has some) of a request part to `value`; absent parents stay absent. */
export const setField = (target: unknown, field: string, value: unknown): boolean => {
  const [head, ...rest] = field.split(".");
  if (target === null || typeof target !== "object") return false;
  if (head === "N") return Array.isArray(target) && target.map((item) => setField(item, rest.join("."), value)).some(Boolean);
  const record = target as Record<string, unknown>;
  if (rest.length === 0) {
    record[head] = /ids$/i.test(head) ? [value] : value;
    return true;
  }
  return setField(record[head], rest.join("."), value);
};

/**
 * Objects of the demo client that its seed does not make, made through the API as its own people would: a code
 * catalogue, a widget page, a saved filter, a unit, mail server settings, a library folder and file, a SCORM package
 * and an attempt.
 */
export const makeVictims = async (s: TestServer, admin: string) => {
  const ok = async (path: string, body?: unknown, token = admin, method?: string) => {
    const r = await s.request(`/api${path}`, { token, body, method });
    if (r.status >= 300) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  };
  await ok("/codeCatalogs", { name: "Victim codes", organization_id: null, is_active: true, active_from: null, active_to: null, count: 1 });
  await ok("/widgets/pages", { name: "Victim page" });
  await ok("/userFilterForms", { route: "users", name: "Victim filter", data: { city: ["Tver"] } });
  await ok("/clientUnitsByClient", { name: "Victim unit", is_required: true });
  await ok("/emailServerSettings", { host: "127.0.0.1", port: 1, secure: false, username: "victim", password: "victim-secret", from_address: "victim@demo.local" });
  await ok("/createLibraryFolder", { parent_folder_id: null, display_name: "Victim folder" });
  const env = { server: s } as LibraryEnv;
  const pdf = await upload(env, admin, [{ name: "victim.pdf", bytes: PDF }]);
  if (pdf.status !== 200) throw new Error(`upload: ${pdf.status}`);
  const zip = new Uint8Array(await readFile(`${SCORM_FIXTURES}ContentPackagingSingleSCO_SCORM12.zip`));
  const scorm = await upload(env, admin, [{ name: "victim.zip", bytes: zip, type: "application/zip" }], { purpose: "scorm" });
  if (scorm.status !== 200) throw new Error(`scorm upload: ${scorm.status} ${JSON.stringify(scorm.body)}`);
  const pkg = await ok(`/scormPackageUrl?library_file_id=${scorm.body[0].id}`, undefined, admin, "GET");
  // The administrator's preview makes the attempt: the package is given to nobody else (scorm/access.ts).
  await ok("/scorm/launch", { scorm_package_id: pkg.scorm_package_id }, admin);
};
