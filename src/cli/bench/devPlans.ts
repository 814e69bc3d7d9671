// The development-plan part of `npm run bench`: seeds a launched plan with BENCH_DEVPLAN_TASKS employee plans
// (default 10k) through the same commands the API runs, and returns the scenarios to drive: the plan read
// and the manager's approver list (page 1 and a deep keyset page), each beside its raw SQL.
import { constants, publicEncrypt } from "node:crypto";
import { defaultRoleModel } from "../../../machines/devPlanRoleModel.js";
import type { Caller } from "../../server/areas/devPlans/model.js";
import { addMembers, createPlan, launchPlan, saveStep } from "../../server/areas/devPlans/planCommands.js";
import { PLAN_SQL } from "../../server/areas/devPlans/planQueries.js";
import { APPROVER_TASKS_SQL } from "../../server/areas/devPlans/taskQueries.js";
import type { Db } from "../../server/db/types.js";
import { bulkCreateUsers } from "../../server/seed/bulk.js";
import { DEMO_PASSWORD } from "../../server/seed/demo.js";

const TASKS = Number(process.env.BENCH_DEVPLAN_TASKS ?? 10_000);

export interface BenchScenario {
  readonly name: string;
  readonly path: string;
  readonly http: { method?: string; headers?: Record<string, string>; body?: string };
  readonly sql: () => Promise<void>;
}

/** Members for the bench plan: users made like any bulk user (personal fields sealed, the hash in `credentials`), half
 * reporting to manager@demo.local, half to functional@. */
const createMembers = (db: Db, clientId: number, managers: [number, number], hash: string) =>
  bulkCreateUsers(db, clientId, TASKS, hash, {
    email: (i) => `dp${i}@bench.local`,
    profile: (i) => ({ first_name: "План", last_name: `Участник ${i}`, manager_id: managers[i % 2] }),
  });

/** Seeds the bench plan and returns its scenarios (run after the server is up: it signs in through the API). */
export const devPlanScenarios = async (db: Db, base: string, clientId: number): Promise<BenchScenario[]> => {
  const started = performance.now();
  const who = async (email: string) => (await db.query<{ id: number; role_id: number }>("select id, role_id from users where email = $1", [email]))[0];
  const [admin, manager, functional, employee] = await Promise.all(["admin", "manager", "functional", "employee"].map((u) => who(`${u}@demo.local`)));
  const [{ hash }] = await db.query("select hash from credentials where user_id = $1", [employee.id]);
  await createMembers(db, clientId, [manager.id, functional.id], hash);
  const caller: Caller = { userId: admin.id, clientId, roleId: admin.role_id, isPlanAdmin: true };
  const members = (await db.query<{ id: number }>("select id from users where email like 'dp%@bench.local' order by id")).map((r) => r.id);
  const planId = await db.transaction(async (tx) => {
    const id = await createPlan(tx, caller, { name: "Bench plan", description: "10k employee plans" });
    await saveStep(tx, caller, id, { general: { appointment_type_id: 3, start_date: "2026-01-01", end_date: "2026-12-31" } });
    await addMembers(tx, caller, id, members);
    await saveStep(tx, caller, id, { roleModel: { role_model: defaultRoleModel } });
    await saveStep(tx, caller, id, { summary: { confirmed: true } });
    await launchPlan(tx, caller, id);
    return id;
  });
  // Statistics as a running server has them (autovacuum on PostgreSQL, the jobs scheduler on PGlite).
  await db.query("analyze");
  console.log(`seeded ${members.length} development plan tasks in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // The seed above can outlast the server's keep-alive timeout: a pooled socket may be dead, so retry once.
  const fetchOnce = (url: string, init?: RequestInit) => fetch(url, init).catch(() => fetch(url, init));
  const { key } = (await (await fetchOnce(`${base}/api/authPublicKey`)).json()) as { key: string };
  const login = async (email: string) => {
    const password = publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" }, Buffer.from(DEMO_PASSWORD)).toString("base64");
    const res = await fetchOnce(`${base}/api/userAuthTokens`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ login: email, password }) });
    return ((await res.json()) as { token: string }).token;
  };
  const adminToken = await login("admin@demo.local");
  const managerToken = await login("manager@demo.local");
  const tasks = (await db.query<{ id: number }>("select id from dev_plan_tasks where plan_id = $1 order by id", [planId])).map((r) => r.id);
  // A deep page: the manager's reports are every other task, so page 150 of 30 starts about here.
  const deep = tasks[Math.min(tasks.length - 1, 9000)] ?? 0;
  const approver = (lastId: number) => [clientId, lastId, manager.id, false, null, null, 30];
  return [
    {
      name: "GET developmentPlans/{id}",
      path: `/api/development/developmentPlans/${planId}`,
      http: { headers: { authorization: `Bearer ${adminToken}` } },
      sql: async () => {
        await db.query(PLAN_SQL, [planId, clientId], { prepare: true });
      },
    },
    {
      name: "GET tasks?scope=approver",
      path: "/api/development/tasks?scope=approver&limit=30",
      http: { headers: { authorization: `Bearer ${managerToken}` } },
      sql: async () => {
        await db.query(APPROVER_TASKS_SQL, approver(0), { prepare: true });
      },
    },
    {
      name: "GET tasks?scope=approver deep",
      path: `/api/development/tasks?scope=approver&limit=30&last_id=${deep}`,
      http: { headers: { authorization: `Bearer ${managerToken}` } },
      sql: async () => {
        await db.query(APPROVER_TASKS_SQL, approver(deep), { prepare: true });
      },
    },
  ];
};
