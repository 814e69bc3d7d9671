import { expect } from "vitest";
import { defaultRoleModel, type RoleModel } from "../../machines/devPlanRoleModel.js";
import { type Reply, startServer, type TestServer } from "./harness.js";

/** Demo users the development-plan tests act as (employee reports to manager; mentor is the employee's mentor). */
export const DEMO = ["admin", "hr", "manager", "mentor", "employee", "functional", "recruiter", "buddy"] as const;
export type DemoUser = (typeof DEMO)[number];

export interface People {
  tokens: Record<DemoUser, string>;
  ids: Record<DemoUser, number>;
  nwAdmin: string;
}

/** Signs in every demo user the tests need. */
export const signIn = async (s: TestServer): Promise<People> => {
  const tokens = {} as Record<DemoUser, string>;
  const ids = {} as Record<DemoUser, number>;
  for (const u of DEMO) {
    tokens[u] = (await s.login(`${u}@demo.local`)).token;
    ids[u] = (await s.db.query("select id from users where email = $1", [`${u}@demo.local`]))[0].id;
  }
  return { tokens, ids, nwAdmin: (await s.login("admin@northwind.local")).token };
};

/** A request helper bound to the development plans base path. */
export const api = (s: TestServer) => (token: string, path: string, method = "GET", body?: unknown): Promise<Reply> =>
  s.request(`/api/development${path}`, { method, token, ...(body === undefined ? {} : { body }) });

export interface DevPlansEnv {
  s: TestServer;
  p: People;
  call: ReturnType<typeof api>;
}

/** A server with every demo user signed in and the request helper bound to it: what each plan test file starts with. */
export const startDevPlans = async (): Promise<DevPlansEnv> => {
  const s = await startServer();
  return { s, p: await signIn(s), call: api(s) };
};

/** Creates and configures a plan through the API, adds members and launches it; returns its id and task ids by owner. */
export const launchedPlan = async (
  s: TestServer,
  p: People,
  o: { name?: string; members: DemoUser[]; roleModel?: RoleModel; survey?: Array<{ id: number; title: string; type: "text" | "rating"; required: boolean }> },
) => {
  const call = api(s);
  const admin = p.tokens.admin;
  const created = await call(admin, "/developmentPlans", "POST", { name: o.name ?? "План", description: "Описание" });
  expect(created.status).toBe(200);
  const id = created.body.id as number;
  const ok = async (r: Promise<Reply>) => expect((await r).status).toBe(200);
  await ok(call(admin, `/developmentPlans/${id}/settings/general`, "PUT", { appointment_type_id: 3, start_date: "2026-01-01", end_date: "2026-12-31" }));
  await ok(call(admin, `/developmentPlans/${id}/members`, "POST", { user_ids: o.members.map((m) => p.ids[m]) }));
  await ok(call(admin, `/developmentPlans/${id}/settings/roleModel`, "PUT", { role_model: o.roleModel ?? defaultRoleModel }));
  if (o.survey) await ok(call(admin, `/developmentPlans/${id}/settings/preliminarySurvey`, "PUT", { questions: o.survey }));
  await ok(call(admin, `/developmentPlans/${id}/settings/summary`, "PUT", { confirmed: true }));
  const launched = await call(admin, `/management/${id}/launch`, "POST");
  expect(launched.status).toBe(200);
  const rows = await s.db.query<{ id: number; owner_id: number }>("select id, owner_id from dev_plan_tasks where plan_id = $1", [id]);
  const tasks = {} as Record<DemoUser, number>;
  for (const m of o.members) tasks[m] = rows.find((r) => r.owner_id === p.ids[m])!.id;
  return { id, tasks };
};

/** Goals that total 100, sent by the owner through the bulk goals call. */
export const composeAndSend = async (s: TestServer, token: string, taskId: number) => {
  const call = api(s);
  const goals = await call(token, `/tasks/${taskId}/goals`, "PUT", { goals: [{ title: "Цель", weight: 100 }] });
  expect(goals.status).toBe(200);
  const sent = await call(token, `/tasks/${taskId}/transitions`, "POST", { type: "task.sendForApproval" });
  expect(sent.status).toBe(200);
  return sent.body;
};
