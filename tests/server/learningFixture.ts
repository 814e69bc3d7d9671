import { giveDemoPassword, startServer, type TestServer } from "./harness.js";

export interface LearningEnv {
  readonly s: TestServer;
  readonly tokens: Record<"learner" | "employee" | "manager" | "mentor" | "admin" | "foreign" | "noLearning", string>;
  readonly ids: Record<"learner" | "employee" | "manager" | "mentor", number>;
  readonly welcome: number;
}

const DAY = 86_400_000;

/**
 * A server with a new person, "learner", assigned "Welcome to Demo" through the assignment call (the workflows
 * area), hired three days ago: their first tasks are overdue, days 1–5 available, the later ones planned. Their
 * manager and mentor are the demo's. Also a user whose role lacks the learning section.
 */
export const startLearning = async (): Promise<LearningEnv> => {
  const s = await startServer();
  const id = async (email: string) => (await s.db.query<{ id: number }>("select id from users where lower(email) = $1", [email]))[0].id;
  const login = async (email: string) => (await s.login(email)).token;
  const admin = await login("admin@demo.local");
  const api = async (path: string, body: unknown, method?: string) => {
    const r = await s.request(`/api/${path}`, { token: admin, body, method });
    if (r.status !== 200) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  };
  const manager = await id("manager@demo.local");
  const mentor = await id("mentor@demo.local");
  const hired = new Date(Date.now() - 3 * DAY).toISOString().slice(0, 10);
  const learner = (await api("users", { email: "learner@demo.local", first_name: "Анна", last_name: "Новикова", manager_id: manager, mentor_id: mentor, hire_date: hired })).id;
  await giveDemoPassword(s.db, learner);
  const [{ id: welcome }] = await s.db.query<{ id: number }>("select id from workflows where display_name = 'Welcome to Demo'");
  await api("batchEntitiesProfileProcessing", { operation_name: "add_to_workflows", source_entity_type_id: 3, target_entity_type_id: 7, source_object_id: learner, target_object_ids: [welcome] });
  const role = await api("customUserRoles", { name: { ru: "Без обучения", en: "No learning", fr: "Sans formation" }, routes: { library: { use_route: true } } });
  const user = await api("users", { email: "no.learning@demo.local", first_name: "Без", last_name: "Обучения", custom_role_id: role.id });
  await giveDemoPassword(s.db, user.id);
  const tokens = {
    learner: await login("learner@demo.local"), employee: await login("employee@demo.local"), manager: await login("manager@demo.local"),
    mentor: await login("mentor@demo.local"), admin, foreign: await login("admin@northwind.local"), noLearning: await login("no.learning@demo.local"),
  };
  return { s, tokens, ids: { learner, employee: await id("employee@demo.local"), manager, mentor }, welcome };
};
