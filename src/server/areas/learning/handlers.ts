import { Effect } from "effect";
import { HttpServerResponse } from "effect/http";
import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import type { Conflict, Forbidden, Invalid, NotFound } from "../../../../services/contract/errors.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import { requirePermission } from "../../auth/permissions.js";
import type { Db } from "../../db/types.js";
import { transact } from "../../events/command.js";
import { runDb } from "../../http/run.js";
import { inRequestLanguage } from "../lists/index.js";
import { runProgress, saveAnswers } from "./commands.js";
import { downloadFormData } from "./formData.js";
import { formPosition, saveFormPosition, taskOfPosition } from "./positions.js";
import { myTasksJson, taskDetails, timelineJson, userTracksJson } from "./queries.js";
import "./projection.js";

/** Work of the learning section for the signed-in person, in the page's language; refusals become 400/403/404/409. */
const learningDb = <A>(work: (db: Db, user: SessionUser) => Promise<A>) =>
  Effect.gen(function* () {
    const user = yield* inRequestLanguage(yield* requirePermission("learning"));
    return yield* runDb<NotFound | Forbidden | Invalid | Conflict, A>((db) => work(db, user));
  });

/** A body built as JSON text by the database (queries.ts, `…Json`: the contract's page), sent as it is. */
const jsonBody = Effect.map((body: string) => HttpServerResponse.text(body, { contentType: "application/json" }));

/** The employee's tracks and tasks, and everyone's own tasks. */
export const LearningLive = HttpApiBuilder.group(Api, "learning", (h) =>
  h
    .handle("userTracks", ({ payload }) => learningDb((db, user) => userTracksJson(db, user, payload)).pipe(jsonBody))
    .handle("timeline", ({ query }) => learningDb((db, user) => timelineJson(db, user, query.workflow_id)).pipe(jsonBody))
    .handle("task", ({ query }) => learningDb((db, user) => taskDetails(db, user, query.user_workflow_task_id)))
    .handle("createFormData", ({ payload }) =>
      learningDb((db, user) => transact(db, (tx) => saveAnswers(tx, user, payload.user_workflow_task_id, null, payload.data, payload.expectedVersion))))
    .handle("updateFormData", ({ params, payload }) =>
      learningDb(async (db, user) => {
        // The task of the record, looked up by its key (user_tasks_one) in a subquery: as a join the planner may
        // hash the whole of user_tasks (212 ms a save at 1M task rows, bench/learning.ts).
        const [rec] = await db.query<{ task_id: number | null }>(
          `select (select ut.id::int from user_tasks ut where ut.client_id = a.client_id and ut.user_id = a.user_id and ut.element_id = a.element_id) as task_id
             from task_answers a where a.id = $1 and a.client_id = $2`, [params.id, user.clientId], { prepare: true });
        // an unknown record (or another client's) reads as a task that is not there
        return transact(db, (tx) => saveAnswers(tx, user, rec?.task_id ?? 0, params.id, payload.data, payload.expectedVersion));
      }))
    .handle("progress", ({ payload }) =>
      learningDb(async (db, user) => {
        await transact(db, (tx) => runProgress(tx, user, payload.user_workflow_task_id, payload.command, payload.expectedVersion));
        return taskDetails(db, user, payload.user_workflow_task_id);
      }))
    .handle("formPosition", ({ query }) => learningDb((db, user) => formPosition(db, user, query.user_workflow_task_id)))
    .handle("createFormPosition", ({ payload }) =>
      learningDb((db, user) => transact(db, (tx) => saveFormPosition(tx, user, payload.user_workflow_task_id, null, payload.data))))
    .handle("updateFormPosition", ({ payload }) =>
      // an unknown record (another person's, another client's) reads as a task that is not there
      learningDb(async (db, user) => transact(db, async (tx) => saveFormPosition(tx, user, await taskOfPosition(tx, user, payload.id), payload.id, payload.data))))
    .handle("myTasks", ({ payload }) => learningDb((db, user) => myTasksJson(db, user, payload)).pipe(jsonBody))
    .handle("downloadFormData", ({ payload }) => downloadFormData(payload)),
);
