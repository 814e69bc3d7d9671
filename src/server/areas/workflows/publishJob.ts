import type { Db } from "../../db/types.js";
import type { Job } from "../../jobs/runner.js";
import { noticeGrantedTracks, noticeRedatedTasks } from "../notifications/index.js";
import { candidatesOf, syncAssignments } from "./assignSync.js";

/** People per batch: one transaction each, a few set-based statements, memory flat whatever the track's size. */
export const PUBLISH_BATCH = 1000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
/**
 * After a job of more than one batch, the statistics of the rows it wrote: until they are taken (PGlite never takes
 * them by itself, PostgreSQL's autovacuum some time later) the planner reads a person's tasks by scanning all of
 * them, and every change of one person (a dynamic group's member: its sync, its recount, its notices) pays for it
 * (500,000 task rows after a publish to 10,000 people on PostgreSQL: 95 ms an edit, two scans of 20–45 ms each).
 */
const ANALYZE = "analyze user_tracks, user_tasks";

/**
 * Applies the queued track-wide changes (a publish or a group assigned reaching more people than the projection
 * applies at once): derives the people's rows from the read tables in batches of people, in user id order,
 * recording the progress the track page's bar shows. Nothing here is a new fact: the facts were recorded by the
 * command, and this is their projection done in parts (a job claimed again after a crash redoes the same rows:
 * the sync is idempotent).
 */
export const runPublishJobs = async (db: Db, now: () => Date = () => new Date()) => {
  let done = 0;
  for (;;) {
    const [job] = await db.query<{ id: number; client_id: number; workflow_id: number }>(
      `update workflow_publish_jobs set state = 'running'
        where id = (select id from workflow_publish_jobs where state in ('queued', 'running') order by id limit 1 for update skip locked)
        returning id, client_id, workflow_id`);
    if (!job) return done;
    try {
      const [{ n }] = await db.query<{ n: number }>(
        `select count(*)::int as n from (select coalesce(a.user_id, m.user_id) as u from track_assignments a
           left join user_group_members m on a.source = 'group' and m.group_id = a.group_id
          where a.client_id = $1 and a.workflow_id = $2 union select user_id from user_tracks where client_id = $1 and workflow_id = $2) x`,
        [job.client_id, job.workflow_id]);
      await db.query("update workflow_publish_jobs set people_total = $2, people_done = 0 where id = $1", [job.id, n]);
      let after = 0;
      let count = 0;
      for (;;) {
        const at = now();
        const people = await candidatesOf(db, job.client_id, job.workflow_id, after, PUBLISH_BATCH);
        if (!people.length) break;
        // the people this batch gives the track, and the doers of the tasks it re-dates, are told in its transaction, as a
        // fact's reaction would
        await db.transaction(async (tx) => {
          await syncAssignments(tx, {
            clientId: job.client_id, workflowIds: [job.workflow_id], userIds: people, today: dayOf(at), at: at.toISOString(), cause: -job.id,
          });
          await noticeRedatedTasks(tx, job.client_id, -job.id, "system", at.toISOString(), people);
          await noticeGrantedTracks(tx, job.client_id, -job.id, "system", at.toISOString(), people);
        });
        after = people[people.length - 1];
        count += people.length;
        await db.query("update workflow_publish_jobs set people_done = least($2, people_total) where id = $1", [job.id, count]);
      }
      await db.query("update workflow_publish_jobs set state = 'done', people_done = people_total, finished_at = $2 where id = $1", [job.id, now().toISOString()]);
      if (count > PUBLISH_BATCH) await db.query(ANALYZE);
      done++;
    } catch (e) {
      await db.query("update workflow_publish_jobs set state = 'failed', error = $2, finished_at = $3 where id = $1",
        [job.id, String((e as Error)?.message ?? e).slice(0, 500), now().toISOString()]);
      throw e;
    }
  }
};

/** The publish job in the jobs runner: every second, it looks for queued materialisations. */
export const publishJob = (db: Db): Job => ({
  name: "workflowPublish",
  everyMs: 1000,
  run: async () => {
    const n = await runPublishJobs(db);
    return n ? `workflowPublish: ${n} tracks materialised` : undefined;
  },
});
