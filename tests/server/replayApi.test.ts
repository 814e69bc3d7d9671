import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { initialTransition, transition } from "xstate";
import { devPlanTaskMachine } from "../../machines/devPlanTask.js";
import { readStream } from "../../src/server/events/store.js";
import { api, launchedPlan, type People, signIn } from "./devPlansFixture.js";
import { type Reply, startServer, type TestServer } from "./harness.js";

let s: TestServer;
let p: People;
let task: number;
let itManager: string;
beforeAll(async () => {
  s = await startServer();
  p = await signIn(s);
  itManager = (await s.login("itmanager@demo.local")).token;
  const call = api(s);
  ({ tasks: { employee: task } } = await launchedPlan(s, p, { members: ["employee"] }));
  const e = p.tokens.employee;
  const goals = await call(e, `/tasks/${task}/goals`, "PUT", { goals: [{ title: "A", weight: 100 }] });
  await call(e, `/tasks/${task}/actions`, "POST", { goal_id: goals.body.goals[0].id, title: "X", type_id: 2 });
  await call(e, `/tasks/${task}/transitions`, "POST", { type: "task.sendForApproval" });
  await call(p.tokens.manager, `/tasks/${task}/transitions`, "POST", { type: "task.rework", comment: "Ещё" });
  await call(e, `/tasks/${task}/transitions`, "POST", { type: "task.sendForApproval" });
  await call(p.tokens.manager, `/tasks/${task}/transitions`, "POST", { type: "task.approve" });
});
afterAll(() => s?.close());

const replay = (token: string, path: string): Promise<Reply> => s.request(`/api/replay${path}`, { token });

describe("replay API (support)", () => {
  it("lists the client's streams of a type with their current state", async () => {
    const list = await replay(p.tokens.admin, "/streams?stream_type=devPlanTask&limit=500");
    expect(list.status).toBe(200);
    expect(list.body.items.find((r: any) => r.id === String(task))).toMatchObject({ state: "inProgress", version: 7 });
    const nw = await s.login("admin@northwind.local");
    expect((await replay(nw.token, "/streams?stream_type=devPlanTask")).body.items).toEqual([]);
  });

  it("steps through an employee plan exactly as the machine decides, with each step's buttons for owner and approver", async () => {
    const reply = await replay(itManager, `/streams/devPlanTask/${task}`);
    expect(reply.status).toBe(200);
    const { steps, machine } = reply.body;
    expect(machine).toBe("devPlanTask");
    const events = await readStream(s.db, { type: "devPlanTask", id: task });
    expect(steps.map((x: any) => x.type)).toEqual(events.map((e) => e.type));
    // the machine, run here on the stored events, gives the same states and contexts
    let snap: any = initialTransition(devPlanTaskMachine, events[0].data.input as never)[0];
    expect(steps[0]).toMatchObject({ before: null, after: "draft", divergence: null });
    for (const [i, e] of events.slice(1).entries()) {
      [snap] = transition(devPlanTaskMachine, snap, { type: steps[i + 1].command, ...e.data } as never);
      expect(steps[i + 1]).toMatchObject({ after: snap.value, divergence: null, version: e.version, position: e.position });
      expect(steps[i + 1].context).toEqual(JSON.parse(JSON.stringify(snap.context)));
      expect(steps[i + 1].after).toBe(e.meta.to);
    }
    const at = (type: string) => steps.find((x: any) => x.type === type);
    expect(at("devPlanTask.created").available_commands.owner).toEqual(["goal.add", "comment.add"]);
    expect(at("task.sentForApproval").available_commands).toMatchObject({ owner: ["comment.add"], approver: expect.arrayContaining(["task.approve", "task.rework"]) });
    expect(at("task.approved").available_commands.owner).toEqual(expect.arrayContaining(["task.sendToClose"]));
    expect(at("task.sentToRework")).toMatchObject({ before: "approval", after: "rework", actor: p.ids.manager, data: { comment: "Ещё" } });
    expect(Date.parse(steps[1].time)).not.toBeNaN();
  });

  it("replays an administrator's plan stream too", async () => {
    const [row] = await s.db.query("select plan_id from dev_plan_tasks where id = $1", [task]);
    const reply = await replay(p.tokens.admin, `/streams/devPlan/${row.plan_id}`);
    expect(reply.body.steps.at(-1)).toMatchObject({ type: "plan.launched", after: "launched", divergence: null, available_commands: null });
  });

  it("needs the logs section, and hides other clients' streams (404)", async () => {
    expect((await replay(p.tokens.employee, `/streams/devPlanTask/${task}`)).status).toBe(403);
    expect((await replay(p.tokens.manager, "/streams?stream_type=devPlanTask")).status).toBe(403);
    const nw = await s.login("admin@northwind.local");
    const other = await replay(nw.token, `/streams/devPlanTask/${task}`);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain("goal");
    expect((await replay(p.tokens.admin, "/streams/devPlanTask/999999")).status).toBe(404);
    expect((await replay(p.tokens.admin, "/streams?stream_type=")).status).toBe(400);
  });
});
