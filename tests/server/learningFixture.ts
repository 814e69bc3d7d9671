import type { Db } from "../../src/server/db/types.js";
import { giveDemoPassword, startServer, type TestServer } from "./harness.js";

/**
 * The rows the assignment side (the workflows area's assignment projection, branch tracks-assign) writes when a
 * track reaches a person: a user_tracks row and a user_tasks row per task, dated from the person's checkpoint day,
 * each task's doer resolved from the person's profile. Until that projection is merged here, the learning tests
 * write the same rows directly; everything the learning calls do on top of them goes through the API.
 */
export const assignTrack = async (db: Db, userId: number, workflowId: number, dayOne: string, today: string) => {
  const [u] = await db.query<{ client_id: number; manager_id: number | null; functional_manager_id: number | null; mentor_id: number | null }>(
    "select client_id, manager_id, functional_manager_id, mentor_id from users where id = $1", [userId]);
  const els = await db.query<{ id: number; assigned_role_id: number; start_date_rel: number; end_date_rel: number }>(
    "select id, assigned_role_id, start_date_rel, end_date_rel from workflow_elements where workflow_id = $1 order by position", [workflowId]);
  const doer = (role: number) => ({ 9: userId, 1: u.manager_id, 10: u.functional_manager_id, 11: u.mentor_id })[role as 9] ?? null;
  const day = (rel: number) => new Date(Date.parse(dayOne) + rel * 86_400_000).toISOString().slice(0, 10);
  const [{ id: trackRow }] = await db.query<{ id: number }>(
    `insert into user_tracks (id, client_id, user_id, workflow_id, state, checkpoint_date, start_date, end_date, total_count, assigned_at, updated_at)
     values (nextval('workflow_assignment_ids'), $1, $2, $3, 'active', $4, $4, $5, $6, now(), now()) returning id`,
    [u.client_id, userId, workflowId, dayOne, day(Math.max(...els.map((e) => e.end_date_rel ?? 0))), els.length]);
  for (const e of els) {
    const start = day(e.start_date_rel ?? 0);
    await db.query(
      `insert into user_tasks (id, client_id, user_id, track_id, element_id, doer_role_id, doer_user_id, start_date, end_date, state, created_at, updated_at)
       values (nextval('user_task_ids'), $1, $2, $3, $4, $5, $6, $7, $8, $9, now(), now())`,
      [u.client_id, userId, workflowId, e.id, e.assigned_role_id, doer(e.assigned_role_id), start, day(e.end_date_rel ?? e.start_date_rel ?? 0), start <= today ? "available" : "planned"]);
  }
  await db.query(
    `update user_tracks ut set planned_count = c.p, available_count = c.a from (select count(*) filter (where state = 'planned')::int as p,
       count(*) filter (where state = 'available')::int as a from user_tasks where user_id = $1 and track_id = $2) c where ut.id = $3`,
    [userId, workflowId, trackRow]);
  return trackRow;
};

export interface LearningEnv {
  readonly s: TestServer;
  readonly tokens: Record<"employee" | "manager" | "mentor" | "admin" | "foreign" | "noLearning", string>;
  readonly ids: Record<"employee" | "manager" | "mentor", number>;
  readonly welcome: number;
}

/** A server with the demo employee assigned "Welcome to Demo" (day 1 a week ago), and a user whose role lacks learning. */
export const startLearning = async (): Promise<LearningEnv> => {
  const s = await startServer();
  const id = async (email: string) => (await s.db.query<{ id: number }>("select id from users where lower(email) = $1", [email]))[0].id;
  const ids = { employee: await id("employee@demo.local"), manager: await id("manager@demo.local"), mentor: await id("mentor@demo.local") };
  const [{ id: welcome }] = await s.db.query<{ id: number }>("select id from workflows where display_name = 'Welcome to Demo'");
  const today = new Date().toISOString().slice(0, 10);
  const dayOne = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  await assignTrack(s.db, ids.employee, welcome, dayOne, today);
  const login = async (email: string) => (await s.login(email)).token;
  const admin = await login("admin@demo.local");
  const role = await s.request("/api/customUserRoles", { token: admin, body: { name: { ru: "Без обучения", en: "No learning", fr: "Sans formation" }, routes: { library: { use_route: true } } } });
  const user = await s.request("/api/users", { token: admin, body: { email: "no.learning@demo.local", first_name: "Без", last_name: "Обучения", custom_role_id: role.body.id } });
  await giveDemoPassword(s.db, user.body.id);
  const tokens = {
    employee: await login("employee@demo.local"), manager: await login("manager@demo.local"), mentor: await login("mentor@demo.local"),
    admin, foreign: await login("admin@northwind.local"), noLearning: await login("no.learning@demo.local"),
  };
  return { s, tokens, ids, welcome };
};
