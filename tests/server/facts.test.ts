// Lifecycle streams store facts: projections apply them as recorded, so a stricter guard tomorrow changes no read
// table on rebuild, and a log written before facts (command names) still rebuilds to the same tables.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registry } from "../../machines/index.js";
import { userStatusMachine } from "../../machines/userStatus.js";
import { devPlanTaskMachine } from "../../machines/devPlanTask.js";
import { actorFor, restore } from "../../src/server/areas/devPlans/model.js";
import { TASK_NOT_NOW } from "../../machines/devPlanTask.js";
import { commandOf, definedLifecycles } from "../../src/server/events/lifecycle.js";
import { projections } from "../../src/server/events/projections.js";
import { rebuild } from "../../src/server/events/rebuild.js";
import { composeAndSend, type DevPlansEnv, launchedPlan, type People, startDevPlans } from "./devPlansFixture.js";
import { DomainError } from "../../src/server/events/errors.js";
import { runCommand } from "../../src/server/events/pipeline.js";
import { eventCount, snapshot, type TestServer } from "./harness.js";

let s: TestServer;
let p: People;
let call: DevPlansEnv["call"];
let task: number;
beforeAll(async () => {
  ({ s, p, call } = await startDevPlans());
  const { tasks } = await launchedPlan(s, p, { members: ["employee"] });
  task = tasks.employee;
  await composeAndSend(s, p.tokens.employee, task);
  expect((await call(p.tokens.manager, `/tasks/${task}/transitions`, "POST", { type: "task.approve" })).body.state).toBe("inProgress");
  const c = await call(p.tokens.manager, `/tasks/${task}/comments`, "POST", { text: "Хорошо" });
  await call(p.tokens.employee, `/tasks/${task}/comments`, "POST", { text: "Спасибо", parent_id: c.body.comments[0].id });
  const [user] = await s.db.query<{ id: number }>("select id from users where email = 'buddy@demo.local'");
  expect((await s.request("/api/userStatus", { token: p.tokens.admin, body: { user_id: user.id, operation: "block" } })).status).toBe(200);
});
afterAll(() => s?.close());

const everyTable = async () => {
  const tables = [...new Set(projections().flatMap((x) => x.tables))].sort();
  return Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await snapshot(s.db, t)] as const)));
};

/** Replaces guards of a machine the server decides with, for the duration of `work`. */
const withGuards = async (machine: { implementations: { guards: Record<string, unknown> } }, guards: Record<string, unknown>, work: () => Promise<void>) => {
  const saved = Object.fromEntries(Object.keys(guards).map((k) => [k, machine.implementations.guards[k]]));
  Object.assign(machine.implementations.guards, guards);
  try {
    await work();
  } finally {
    Object.assign(machine.implementations.guards, saved);
  }
};

describe("facts", () => {
  it("stores past-tense facts with a schema version and the states before and after", async () => {
    const rows = await s.db.query<{ type: string; schema_version: number; meta: any }>(
      "select type, schema_version, meta from events where stream_type = 'devPlanTask' and stream_id = $1 order by version", [String(task)]);
    expect(rows.map((r) => r.type)).toEqual(["devPlanTask.created", "goal.added", "task.sentForApproval", "task.approved", "comment.added", "comment.replied"]);
    expect(rows.every((r) => r.schema_version === 1)).toBe(true);
    expect(rows[3].meta).toMatchObject({ machine: "devPlanTask", from: "approval", to: "inProgress" });
  });

  it("rebuilds the same read tables after a guard of the machine became stricter", async () => {
    const before = await everyTable();
    const refuseAll = () => false;
    await withGuards(devPlanTaskMachine as never, { canApproveToWork: refuseAll, canSendForApproval: refuseAll, canComment: refuseAll, canReply: refuseAll }, async () => {
      await withGuards(userStatusMachine as never, { canBlock: refuseAll }, async () => {
        // the stricter machine is the one the server decides with now: it refuses what was accepted then
        const [row] = await s.db.query("select context from dev_plan_tasks where id = $1", [task]);
        const approval = restore(devPlanTaskMachine, "approval", row.context);
        expect(approval.can({ type: "task.approve", actor: { id: p.ids.manager, relations: ["lineManager"], isPlanAdmin: false } } as never)).toBe(false);
        await rebuild(s.db);
      });
    });
    const after = await everyTable();
    for (const t of Object.keys(before)) expect({ table: t, rows: after[t] }).toEqual({ table: t, rows: before[t] });
  });

  it("upcasts a log written with command names (before facts) and rebuilds the same tables", async () => {
    const before = await everyTable();
    // Turn every lifecycle fact back into the command name it was stored under before this convention.
    const names = definedLifecycles().map((l) => l.name);
    const rows = await s.db.query<{ position: number; stream_type: string; type: string; meta: any }>(
      "select position, stream_type, type, meta from events where stream_type = any($1::text[]) order by position", [names]);
    let legacy = 0;
    for (const r of rows) {
      const command = commandOf(r.meta.machine ?? r.stream_type, r.type);
      if (!command || command === r.type) continue;
      await s.db.query("update events set type = $2 where position = $1", [r.position, command]);
      legacy++;
    }
    expect(legacy).toBeGreaterThan(10);
    expect((await s.db.query("select 1 from events where type in ('task.approve', 'user.block', 'members.add', 'plan.launch')")).length).toBeGreaterThanOrEqual(4);
    await rebuild(s.db);
    const after = await everyTable();
    for (const t of Object.keys(before)) expect({ table: t, rows: after[t] }).toEqual({ table: t, rows: before[t] });
    // Readers see facts: the replay of the legacy stream names them in the past tense.
    const replay = await s.request(`/api/replay/streams/devPlanTask/${task}`, { token: p.tokens.admin });
    expect(replay.body.steps.map((x: any) => x.type)).toContain("task.approved");
  });
});

describe("one command pipeline", () => {
  it("decides with exactly the machines the registry flags as the server's", () => {
    const flagged = Object.entries(registry).filter(([, e]) => e.serverDecides).map(([name]) => name);
    expect(definedLifecycles().map((l) => l.name).sort()).toEqual(flagged.sort());
    expect(flagged.sort()).toEqual(["course", "courseAppointment", "devPlan", "devPlanTask", "newsItem", "publication", "scormAttempt", "trackProgress", "userGroup", "userStatus"]);
  });

  it("refuses with the machine's rule (who: 403, now: 409) and writes nothing", async () => {
    const { tasks } = await launchedPlan(s, p, { members: ["employee"] });
    const t = tasks.employee;
    await composeAndSend(s, p.tokens.employee, t);
    const before = await eventCount(s.db);
    const attempt = (userId: number, command: { type: string } & Record<string, unknown>) =>
      s.db.transaction(async (tx) => {
        const [row] = await tx.query("select state_value, context, version, owner_id from dev_plan_tasks where id = $1", [t]);
        const actor = await actorFor(tx, { userId, clientId: 1, roleId: 9, isPlanAdmin: false }, row.owner_id);
        return runCommand(tx, {
          clientId: 1, stream: { type: "devPlanTask", id: t }, lifecycle: "devPlanTask", notNow: TASK_NOT_NOW, meta: { actor: userId },
          load: { snapshot: restore(devPlanTaskMachine, row.state_value, row.context), version: row.version }, commands: [{ ...command, actor }],
        });
      });
    // the owner never approves their own plan: the rule that refuses is named
    const own = await attempt(p.ids.employee, { type: "task.approve" }).catch((e) => e);
    expect(own).toBeInstanceOf(DomainError);
    expect(own).toMatchObject({ kind: "forbidden", messageId: "devPlans.refused.onlyApprovers" });
    // the line manager may approve, but not send to close a plan under approval: not now
    const early = await attempt(p.ids.manager, { type: "task.sendToClose" }).catch((e) => e);
    expect(early).toMatchObject({ kind: "conflict", messageId: "devPlans.errors.notAllowedNow" });
    expect(await eventCount(s.db)).toBe(before);
    // through HTTP the same rule is the 403's catalogue message, and nothing is written
    const hr = await call(p.tokens.hr, `/tasks/${t}/transitions`, "POST", { type: "task.approve" });
    expect(hr).toMatchObject({ status: 403, body: { _tag: "Forbidden", message: "devPlans.refused.onlyApprovers" } });
    expect(await eventCount(s.db)).toBe(before);
  });

  it("tells each user the buttons of this state they may not press, with the refusing rule", async () => {
    const { tasks } = await launchedPlan(s, p, { members: ["employee"] });
    const t = tasks.employee;
    await call(p.tokens.employee, `/tasks/${t}/goals`, "PUT", { goals: [{ title: "Цель", weight: 60 }] });
    const draft = (await call(p.tokens.employee, `/tasks/${t}`)).body;
    expect(draft.available_commands).not.toContain("task.sendForApproval");
    expect(draft.unavailable_commands).toContainEqual({ type: "task.sendForApproval", reason: "devPlans.errors.weightsTotal" });
    await composeAndSend(s, p.tokens.employee, t);
    const mine = (await call(p.tokens.employee, `/tasks/${t}`)).body;
    expect(mine.unavailable_commands).toContainEqual({ type: "task.approve", reason: "devPlans.refused.onlyApprovers" });
    const managers = (await call(p.tokens.manager, `/tasks/${t}`)).body;
    expect(managers.available_commands).toContain("task.approve");
    expect(managers.unavailable_commands.map((u: any) => u.type)).not.toContain("task.approve");
  });

  it("shows an administrator the status operations refused on their own account, with the machine's rule", async () => {
    const [me] = await s.db.query<{ id: number }>("select id from users where email = 'admin@demo.local'");
    const own = (await s.request(`/api/users/${me.id}`, { token: p.tokens.admin })).body;
    expect(own.can).toMatchObject({ block: false, archive: false });
    expect(own.refused).toEqual([{ operation: "block", reason: "users.status.self" }, { operation: "archive", reason: "users.status.self" }]);
    const before = await eventCount(s.db);
    const r = await s.request("/api/userStatus", { token: p.tokens.admin, body: { user_id: me.id, operation: "block" } });
    expect(r).toMatchObject({ status: 409, body: { message: "users.status.self" } });
    expect(await eventCount(s.db)).toBe(before);
    const [other] = await s.db.query<{ id: number }>("select id from users where email = 'legal@demo.local'");
    expect((await s.request(`/api/users/${other.id}`, { token: p.tokens.admin })).body.refused).toEqual([]);
  });
});
