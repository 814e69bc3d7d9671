// The dates job's set-based path (a chunk of due tasks decided in memory, appended with one multi-row insert,
// projected with the batch handler, told with one notifyMany) against the event-by-event rules it replaces: a task
// the learner moved after the job's read is skipped, the others move once; a second run writes nothing; the
// doers are told once; and a rebuild, which projects event by event, gives the same rows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DueRow, moveDueChunk, runTaskDates } from "../../src/server/areas/learning/job.js";
import { transact } from "../../src/server/events/command.js";
import { rebuild } from "../../src/server/events/rebuild.js";
import { eventCount } from "./harness.js";
import { type LearningEnv, startLearning } from "./learningFixture.js";

let env: LearningEnv;
beforeAll(async () => {
  env = await startLearning();
}, 240_000);
afterAll(() => env?.s.close());

const DAY = 86_400_000;
const db = () => env.s.db;
const call = (token: string, path: string, body?: unknown) => env.s.request(`/api/${path}`, { token, body });
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
/** The open tasks past their end at `day`, as the job reads them (not locked). */
const dueOverdue = (day: string) =>
  db().query<DueRow>(
    `select id::int as id, client_id, user_id, element_id, track_id, state, started, progress_version, end_date::text as due_date
       from user_tasks where state in ('available', 'in_progress') and end_date < $1::date order by end_date, id`, [day]);
const factsOf = (type: string) =>
  db().query<{ stream_id: string; n: number }>(
    "select stream_id, count(*)::int as n from events where stream_type = 'trackProgress' and type = $1 group by stream_id", [type]);
/** user_tasks and user_tracks as the progress projection leaves them, by natural key (ids may differ after a rebuild). */
const progressRows = async () => ({
  tasks: await db().query(
    `select client_id, user_id, element_id, state, started, progress_version, updated_at::text, completed_at::text
       from user_tasks order by client_id, user_id, element_id`),
  tracks: await db().query(
    `select client_id, user_id, workflow_id, planned_count, available_count, in_progress_count, overdue_count, completed_count,
            total_count, updated_at::text from user_tracks order by client_id, user_id, workflow_id`),
});

describe("the dates job, a chunk at a time", () => {
  const later = new Date(Date.now() + 2 * DAY);

  it("skips a task the learner completed after the job read it, and moves the others of its chunk once", async () => {
    const stale = await dueOverdue(dayOf(later));
    const mine = stale.filter((t) => t.user_id === env.ids.learner);
    // a task without a form: its learner completes it with one call
    const [{ id: doneId }] = await db().query<{ id: number }>(
      `select ut.id::int as id from user_tasks ut join workflow_elements we on we.id = ut.element_id
        where ut.id = any($1::bigint[]) and we.type_id not in (4, 6, 7) order by ut.id limit 1`, [mine.map((t) => t.id)]);
    expect(stale.length).toBeGreaterThan(1);
    const done = await call(env.tokens.learner, "userWorkflowTaskProgress", { user_workflow_task_id: doneId, command: "complete" });
    expect(done.body.state).toBe("completed");

    const moved = await transact(db(), (tx) => moveDueChunk(tx, "overdue", stale));
    expect(moved).toBe(stale.length - 1);
    const states = new Map((await db().query<{ id: number; state: string }>(
      "select id::int as id, state from user_tasks where id = any($1::bigint[])", [stale.map((t) => t.id)])).map((r) => [r.id, r.state]));
    expect(states.get(doneId)).toBe("completed");
    expect(stale.filter((t) => t.id !== doneId).every((t) => states.get(t.id) === "overdue")).toBe(true);
    const overdueFacts = await factsOf("trackProgress.overdue");
    expect(overdueFacts.every((f) => f.n === 1)).toBe(true);
    const done_ = stale.find((t) => t.id === doneId)!;
    expect(overdueFacts.some((f) => f.stream_id === `task-${done_.user_id}-${done_.element_id}`)).toBe(false);
    // the counts of the learner's track follow its tasks
    const [track] = (await call(env.tokens.learner, "userTracks", {})).body.items;
    const [{ n }] = await db().query<{ n: number }>("select count(*)::int as n from user_tasks where user_id = $1 and state = 'overdue'", [env.ids.learner]);
    expect(track.counts.overdue).toBe(n);
  });

  it("tells each doer once per task, and a second run writes nothing more", async () => {
    const much = new Date(Date.now() + 100 * DAY);
    const first = await runTaskDates(db(), much);
    expect(first.overdue + first.available).toBeGreaterThan(0);
    const notices = await db().query<{ user_id: number; type_id: number; link: string; n: number }>(
      "select user_id, type_id, link, count(*)::int as n from notifications where type_id in (2, 4, 44, 45) group by user_id, type_id, link");
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.filter((x) => x.n > 1)).toEqual([]);
    for (const type of ["trackProgress.available", "trackProgress.overdue"]) expect((await factsOf(type)).filter((f) => f.n > 1)).toEqual([]);
    const events = await eventCount(db());
    expect(await runTaskDates(db(), much)).toEqual({ available: 0, overdue: 0 });
    expect(await eventCount(db())).toBe(events);
  });

  it("leaves the same rows as a rebuild, which projects the same facts one by one", async () => {
    const before = await progressRows();
    expect(before.tasks.some((t: any) => t.state === "overdue")).toBe(true);
    await rebuild(db());
    expect(await progressRows()).toEqual(before);
  });
});
