// The users part of `npm run bench`: the users list (virginSearch page 1 and page 1,000 by keyset, by id and by
// name), a filter with three conditions, each beside the same SQL run through the driver; then an XLSX export of
// every user (time and the process's peak RSS) and a CSV import of 10k users.
import { constants, publicEncrypt } from "node:crypto";
import { loadavg } from "node:os";
import type { SessionUser } from "../../../services/contract/security.js";
import { Params } from "../../server/areas/lists/conditions.js";
import { describeFilters, listRoute, type SortBy, visibleColumns } from "../../server/areas/lists/engine.js";
import { jsonPage } from "../../server/areas/lists/jsonPage.js";
import "../../server/areas/users/lists.js";
import { effectivePermissions } from "../../server/auth/permissions.js";
import type { Db } from "../../server/db/types.js";
import { DEMO_PASSWORD } from "../../server/seed/demo.js";
import type { BenchScenario } from "./devPlans.js";

const THREE = [
  { field: "status_id", operator: "in", values: [1, 2] },
  { field: "role_id", operator: "eq", values: [9] },
  { field: "email", operator: "starts_with", values: ["user1"] },
] as const;

export const adminToken = async (base: string) => {
  const { key } = (await (await fetch(`${base}/api/authPublicKey`)).json()) as { key: string };
  const password = publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" }, Buffer.from(DEMO_PASSWORD)).toString("base64");
  const res = await fetch(`${base}/api/userAuthTokens`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ login: "admin@demo.local", password }) });
  return ((await res.json()) as { token: string }).token;
};

/**
 * What a real client's users refer to: job positions (with display names in two languages), units and
 * organisations, created through the API; the list then reads their labels as it would in production.
 */
export const seedUserCatalogue = async (base: string) => {
  const token = await adminToken(base);
  const create = async (resource: string, item: Record<string, unknown>) => {
    const res = await fetch(`${base}/api/${resource}`, {
      method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(item),
    });
    if (!res.ok) throw new Error(`${resource}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { id: number }).id;
  };
  const many = async (n: number, resource: string, item: (i: number) => Record<string, unknown>) => {
    const ids: number[] = [];
    for (let i = 1; i <= n; i++) ids.push(await create(resource, item(i)));
    return ids;
  };
  return {
    positions: await many(40, "userJobPositions", (i) => ({ name: `Position ${i}`, display_name: { ru: `Должность ${i}`, en: `Position ${i}` } })),
    units: await many(60, "unitsByClient", (i) => ({ name: `Подразделение ${i}` })),
    organizations: await many(5, "organizations", (i) => ({ name: `Организация ${i}` })),
  };
};

/**
 * The i-th bench user's position, unit, organisation and manager: the first 1,000 users manage the rest (each a
 * hundred or so), so every row of a page has four labelled references.
 */
export const benchProfile = (refs: Awaited<ReturnType<typeof seedUserCatalogue>>) => (i: number, idOf: (j: number) => number | undefined) => ({
  job_position_id: refs.positions[i % refs.positions.length], unit_id: refs.units[i % refs.units.length],
  organization_id: refs.organizations[i % refs.organizations.length], ...(i >= 1000 ? { manager_id: idOf(i % 1000) } : {}),
});

/** The admin as the server sees them, for running the list SQL straight through the driver. */
const sessionUser = async (db: Db): Promise<SessionUser> => {
  const [u] = await db.query<any>(
    `select u.id, u.client_id, u.role_id, u.custom_role_id, u.language, u.is_manager, u.unit_id, cr.routes as custom_routes,
            cr.is_manager_available, cr.user_access
       from users u left join custom_roles cr on cr.id = u.custom_role_id where u.email = 'admin@demo.local'`);
  return { userId: u.id, clientId: u.client_id, roleId: u.role_id, customRoleId: u.custom_role_id, sessionId: 0, language: u.language,
    isManager: u.is_manager, permissions: effectivePermissions(u), access: { ownUnitsOnly: u.user_access === "own_units", unitId: u.unit_id } };
};

/** virginSearch page 1 and page 1,000 (100 rows a page) and a three-condition filter, each with its raw SQL. */
export const userScenarios = async (db: Db, base: string, clientId: number): Promise<BenchScenario[]> => {
  const token = await adminToken(base);
  const user = await sessionUser(db);
  const def = listRoute("users")!;
  const cols = visibleColumns(def, user);
  // The row before page 1,000 (100 rows a page), by id and by name: found once here with OFFSET, never by the server.
  const [deep] = await db.query<{ id: number }>("select id from users where client_id = $1 and status_id <> 3 order by id offset 99900 limit 1", [clientId]);
  const [deepByName] = await db.query<{ id: number }>(
    "select id from users where client_id = $1 and status_id <> 3 order by last_name, first_name, middle_name, id offset 99900 limit 1", [clientId]);
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const raw = (conditions: readonly any[], lastId: number | null, sort?: SortBy) => async () => {
    // The endpoint's queries: the page as JSON (keyset, with the role's user-access rule when it has one) and, on
    // the first page only, the filter fields' options.
    await jsonPage(def, { sql: db, user, clientId, p: new Params() }, { conditions }, cols, lastId, 100, sort, false);
    if (lastId === null) await describeFilters(def, user, clientId, db, "ru");
  };
  const search = (lastId: number | null, sort?: SortBy) => JSON.stringify({ route: "users", params: { limit: 100, last_id: lastId }, use_zip: false, ...(sort ? { sort } : {}) });
  const byName: SortBy = { field: "full_name" };
  return [
    { name: "virginSearch users p1", path: "/api/virginSearch", http: { method: "POST", headers, body: search(null) }, sql: raw([], null) },
    { name: "virginSearch users p1000", path: "/api/virginSearch", http: { method: "POST", headers, body: search(deep?.id ?? null) }, sql: raw([], deep?.id ?? null) },
    {
      name: "virginSearch p1000 by name", path: "/api/virginSearch",
      http: { method: "POST", headers, body: search(deepByName?.id ?? null, byName) }, sql: raw([], deepByName?.id ?? null, byName),
    },
    {
      name: "filter users (3 conditions)", path: "/api/filter",
      http: { method: "POST", headers, body: JSON.stringify({ route: "users", filter_params: THREE, params: { limit: 100 } }) }, sql: raw(THREE, null),
    },
  ];
};

/**
 * The plans of the users list's page statements (page 1, page 1,000 by id, the three-condition filter), with
 * EXPLAIN (ANALYZE, BUFFERS): printed after the table, so a changed plan shows beside changed figures.
 */
export const explainUserLists = async (db: Db, clientId: number) => {
  const user = await sessionUser(db);
  const def = listRoute("users")!;
  const cols = visibleColumns(def, user);
  const [deep] = await db.query<{ id: number }>("select id from users where client_id = $1 and status_id <> 3 order by id offset 99900 limit 1", [clientId]);
  for (const [name, conditions, lastId] of [["users p1", [], null], ["users p1000", [], deep?.id ?? null], ["filter (3 conditions)", THREE, null]] as const) {
    let text = "";
    let params: readonly unknown[] | undefined;
    // The page statement as jsonPage sends it, recorded (the rows it stores after a page are not explained).
    const recording: Db = { ...db, query: async (t, p, o) => { text ||= t; params ??= p; return db.query(t, p, o); } };
    await jsonPage(def, { sql: recording, user, clientId, p: new Params() }, { conditions: [...conditions] }, cols, lastId, 100, undefined, false);
    const plan = await db.query<Record<string, string>>(`explain (analyze, buffers) ${text}`, params);
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS) ${name}:\n${plan.map((r) => Object.values(r)[0]).join("\n")}`);
  }
};

/** Streams an XLSX export of every user (the columns of the users page) to its end: status, bytes, seconds. */
export const exportEveryUser = async (base: string, token: string) => {
  const started = performance.now();
  const res = await fetch(`${base}/api/exportTable`, {
    method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ entity_name: "users", data: { columns: ["id", "full_name", "email", "status", "role", "manager", "job_position", "created_at"].map((n, i) => ({ header_title: n, index: i, header_name: n })) } }),
  });
  let bytes = 0;
  for await (const chunk of res.body as any) bytes += chunk.length;
  return { status: res.status, bytes, seconds: (performance.now() - started) / 1000 };
};

/** Export of every user to XLSX (seconds, peak RSS) and an import of 10k users from CSV (seconds). */
export const usersHeavyBench = async (base: string) => {
  const token = await adminToken(base);
  // The server runs in this process beside the seeding and the load generator's results: the RSS before the export
  // is its baseline, the peak minus it what the export itself holds.
  const startRss = process.memoryUsage().rss;
  let peak = startRss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 25);
  const { status: exportStatus, bytes, seconds: exportSeconds } = await exportEveryUser(base, token);
  clearInterval(sampler);
  const lines = ["email,first_name,last_name,city"];
  for (let i = 0; i < 10_000; i++) lines.push(`import${i}@bench.local,Имя${i},Фамилия${i},Город ${i % 50}`);
  const form = new FormData();
  form.append("input-csv", new Blob([lines.join("\n")], { type: "text/csv" }), "users.csv");
  const t = performance.now();
  const imp = await fetch(`${base}/api/customImportUsers`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  const report = (await imp.json()) as { created: number };
  const importSeconds = (performance.now() - t) / 1000;
  const out = {
    export_status: exportStatus, export_seconds: Number(exportSeconds.toFixed(2)), export_bytes: bytes,
    export_start_rss_mb: Math.round(startRss / 2 ** 20), export_peak_rss_mb: Math.round(peak / 2 ** 20),
    import_status: imp.status, import_created: report.created, import_seconds: Number(importSeconds.toFixed(2)),
    targets: { export_seconds: 15, export_rss_mb: 400, import_seconds: 30 },
    // The machine is shared: the 1, 5 and 15 minute load averages when this part ended.
    load_average: loadavg().map((n) => Number(n.toFixed(2))),
  };
  console.log(`users export: ${out.export_seconds} s, ${(bytes / 2 ** 20).toFixed(1)} MB, RSS ${out.export_start_rss_mb} → peak ${out.export_peak_rss_mb} MB; import of 10k: ${out.import_seconds} s (${report.created} created)`);
  return out;
};
