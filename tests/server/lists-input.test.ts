import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assertOneFieldReplaced, fuzzInputs, type Template } from "./fuzzFixture.js";
import type { TestServer } from "./harness.js";
import { withSignedIn } from "./signedInFixture.js";

let s: TestServer;
let admin: string;
let employee: string;
withSignedIn(["admin", "employee"], (env) => ({ s, admin, employee } = env));

/** Every endpoint of lists, users, groups, roles, the catalogue and smart forms (the import has its own tests). */
const ENDPOINTS: ReadonlyArray<readonly [method: string, path: string]> = [
  ["POST", "/api/virginSearch"], ["POST", "/api/filter"], ["GET", "/api/userFilterFormsByRoute"], ["POST", "/api/userFilterForms"],
  ["PUT", "/api/userFilterForms/1"], ["POST", "/api/extendedUserFilter"], ["POST", "/api/exportTable"],
  ["GET", "/api/users/1"], ["POST", "/api/users"], ["PUT", "/api/users/5"], ["POST", "/api/userStatus"], ["POST", "/api/sendUserInvitations"],
  ["POST", "/api/manageUserAvatar"], ["DELETE", "/api/manageUserAvatar"], ["POST", "/api/batchEntitiesProfileProcessing"],
  ["GET", "/api/userGroupsProfile"], ["GET", "/api/userSessionsProfile"], ["GET", "/api/userGroupUsersProfile"],
  ["GET", "/api/userGroupWorkflowsProfile"], ["GET", "/api/userRoleUsersProfile"], ["GET", "/api/clientEntitiesShortInfo"],
  ["GET", "/api/userGroups"], ["GET", "/api/userGroups/1"], ["POST", "/api/userGroups"], ["PUT", "/api/userGroups/1"],
  ["GET", "/api/userRoles"], ["GET", "/api/customUserRoles"], ["POST", "/api/customUserRoles"], ["PUT", "/api/customUserRoles/1"],
  ["GET", "/api/smartForm"], ["POST", "/api/smartForm"], ["PUT", "/api/smartForm"], ["GET", "/api/getSmartFormSource"],
  ["GET", "/api/tags"], ["POST", "/api/tags"], ["PUT", "/api/tags/1"], ["GET", "/api/manageFormFields"], ["POST", "/api/manageFormFields"],
  ["POST", "/api/unitsByClient"], ["PUT", "/api/clientOrganizations"], ["GET", "/api/clientUnitDetails"],
];
const KEYS = ["route", "params", "limit", "last_id", "filter_params", "field", "operator", "values", "all_conditions", "use_zip", "data", "value",
  "email", "first_name", "last_name", "user_id", "operation", "file_id", "user_ids", "operation_name", "source_entity_type_id",
  "target_entity_type_id", "source_object_id", "target_object_ids", "name", "type", "conditions", "routes", "entity_id", "object_id",
  "fields", "manage_form_entity_id", "smart_form_id", "lazy_count", "lazy_id", "source_id", "user_group_id", "user_role_id", "id", "is_active"];
const { nasty, value, key, payload } = fuzzInputs(KEYS, [
  "\u0000", "a\u0000b", "\ud800", 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e300, -1, 0, 1.5, "💥", "' or 1=1 --", "%", "_", "\\",
  "2025-02-30", "users", "city", "eq", "between", "in", [], {}, [{ field: "city", operator: "eq", values: ["x"] }],
]);
const query = fc.dictionary(key, fc.oneof(fc.string({ maxLength: 20 }), fc.integer().map(String), nasty.map(String)), { maxKeys: 4 });

describe("no input produces a 500", () => {
  it("random bodies and query strings", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ENDPOINTS), payload, query, fc.constantFrom("admin", "employee", "none"), async ([method, path], body, params, who) => {
        const token = who === "admin" ? admin : who === "employee" ? employee : undefined;
        const qs = new URLSearchParams(params as Record<string, string>).toString();
        const r = await s.request(`${path}${qs ? `?${qs}` : ""}`, { method, token, ...(method === "GET" ? {} : { rawBody: JSON.stringify(body) }) });
        expect(r.status, `${method} ${path}?${qs} ${JSON.stringify(body)} → ${JSON.stringify(r.body)}`).toBeLessThan(500);
      }),
      { numRuns: 500 },
    );
  });

  it("valid payloads with one field replaced by random JSON", async () => {
    const form = (await s.request("/api/manageForms", { token: admin, body: { name: "Fuzz", manage_form_entity_id: 7 } })).body.id;
    const templates: Template[] = [
      ["POST", "/api/virginSearch", { route: "users", params: { limit: 5, last_id: 1 }, use_zip: true, simple_value: true }],
      ["POST", "/api/filter", { route: "users", filter_params: [{ field: "hire_date", operator: "between", values: ["2024-01-01", "2025-01-01"] }], all_conditions: true }],
      ["POST", "/api/userFilterForms", { route: "users", name: "n", data: { city: ["x"] } }],
      ["POST", "/api/users", { email: "fuzz@demo.local", first_name: "a", last_name: "b", birth_date: "2000-01-01", unit_id: 1 }],
      ["PUT", "/api/users/5", { city: "X", manager_id: 3, phone: "1" }],
      ["POST", "/api/batchEntitiesProfileProcessing", { operation_name: "add_to_groups", source_entity_type_id: 4, target_entity_type_id: 3, source_object_id: 1, target_object_ids: [5] }],
      ["POST", "/api/userGroups", { name: "g", type: "dynamic", match: "any", conditions: [{ field: "city", operator: "in", values: ["a"] }] }],
      ["POST", "/api/customUserRoles", { name: { ru: "a", en: "a", fr: "a" }, routes: { users: { use_route: true } }, user_access: "own_units" }],
      ["POST", "/api/smartForm", { manage_form_entity_id: 3, fields: [{ schema: { name: "email" }, data: { value: "x@y.z" } }] }],
      ["POST", "/api/manageFormFields", { smart_form_id: form, name: "f", title: "F", type: "string", form_component: "textfield", position: 1 }],
      ["POST", "/api/exportTable", { entity_name: "users", data: { columns: [{ header_title: "E", index: 0, header_name: "email" }] } }],
    ];
    await assertOneFieldReplaced(s, admin, templates, value);
  });
});
