// my-tasks/today-activities: of the tasks a person does in colleagues' tracks, the ones open today (available, in
// progress or overdue, started by today), keyset-paged like the whole list; and the task details' track type, which
// the /externalUserTask deep link uses to open a person's own task under /learning or /growth/growthTrack.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusedWritingNothing } from "./harness.js";
import { type LearningEnv, startLearning } from "./learningFixture.js";

let env: LearningEnv;
beforeAll(async () => {
  env = await startLearning();
}, 240_000);
afterAll(() => env?.s.close());

const call = (token: string, path: string, body?: unknown) => env.s.request(`/api/${path}`, { token, body });
const refused = refusedWritingNothing(() => env.s.db);
const today = new Date().toISOString().slice(0, 10);

describe("today's activities", () => {
  it("lists the open tasks whose day has come, not the planned or completed ones, within the whole list", async () => {
    const all = (await call(env.tokens.manager, "myTasks", {})).body.items;
    const open = (await call(env.tokens.manager, "myTasks", { today: true })).body.items;
    const learner = (items: any[]) => items.filter((t) => t.person.id === env.ids.learner).map((t: any) => t.title);
    // the learner was hired three days ago: day 0's meeting is overdue, the day-5 ones are still planned
    expect(learner(open)).toEqual(["Знакомство с командой"]);
    expect(learner(all)).toEqual(["Знакомство с командой", "Первая неделя: итоги", "Цели на испытательный срок"]);
    for (const t of open) {
      expect(["available", "in_progress", "overdue"]).toContain(t.state);
      expect(t.start_date === null || t.start_date <= today).toBe(true);
      expect(all.map((a: any) => a.id)).toContain(t.id);
    }
    expect(open.some((t: any) => t.state === "completed" || t.state === "planned")).toBe(false);
  });

  it("pages by last_id, 30 at most by default, never another client's tasks", async () => {
    const first = (await call(env.tokens.manager, "myTasks", { today: true, limit: 1 })).body;
    expect(first.items).toHaveLength(1);
    const next = (await call(env.tokens.manager, "myTasks", { today: true, limit: 1, last_id: first.last_id })).body;
    expect(next.items.every((t: any) => t.id > first.items[0].id)).toBe(true);
    const foreign = (await call(env.tokens.foreign, "myTasks", { today: true })).body.items;
    const demoPeople = new Set(Object.values(env.ids));
    expect(foreign.filter((t: any) => demoPeople.has(t.person.id))).toEqual([]);
  });

  it("refuses a bad payload naming the field, and a role without learning", async () => {
    expect(JSON.stringify(await refused(400, () => call(env.tokens.manager, "myTasks", { today: "yes" })))).toContain("today");
    expect(JSON.stringify(await refused(400, () => call(env.tokens.manager, "myTasks", { today: true, limit: 0 })))).toContain("limit");
    expect(JSON.stringify(await refused(400, () => call(env.tokens.manager, "myTasks", { today: true, last_id: -3 })))).toContain("last_id");
    await refused(403, () => call(env.tokens.noLearning, "myTasks", { today: true }));
  });
});

describe("the task's track type for the deep link", () => {
  it("says onboarding or growth; another person's or client's task stays a 404", async () => {
    const [own] = await env.s.db.query<{ id: number }>(
      "select ut.id::int as id from user_tasks ut join workflow_elements we on we.id = ut.element_id where we.title = 'Анкета новичка' and ut.user_id = $1", [env.ids.learner]);
    const mine = await call(env.tokens.learner, `mobileEmployeeTaskDetails?user_workflow_task_id=${own.id}`);
    expect(mine.body).toMatchObject({ workflow_type_id: 1, person: { id: env.ids.learner }, mine: true });
    const growth = (await call(env.tokens.manager, "userTracks", { workflow_types: [2] })).body.items[0];
    const [task] = (await call(env.tokens.manager, `mobileEmployeeTimeLine?workflow_id=${growth.workflow_id}`)).body.items;
    expect((await call(env.tokens.manager, `mobileEmployeeTaskDetails?user_workflow_task_id=${task.id}`)).body.workflow_type_id).toBe(2);
    await refused(404, () => call(env.tokens.learner, `mobileEmployeeTaskDetails?user_workflow_task_id=${task.id}`));
    await refused(404, () => call(env.tokens.foreign, `mobileEmployeeTaskDetails?user_workflow_task_id=${own.id}`));
  });
});
