import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import type { Forbidden, Invalid, NotFound } from "../../../../services/contract/errors.js";
import { CurrentUser } from "../../../../services/contract/security.js";
import { requirePermission } from "../../auth/permissions.js";
import { runDb } from "../../http/run.js";
import { inRequestLanguage } from "../lists/index.js";
import { myHistory } from "./history.js";
import { timeSubject, timeToComplete } from "./timeToComplete.js";

/** The profile's history and time to complete, and the users page's time-to-complete tab. */
export const LearningProfileLive = HttpApiBuilder.group(Api, "learningProfile", (h) =>
  h
    .handle("myHistory", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* inRequestLanguage(yield* requirePermission("profile"));
        return yield* runDb<Invalid | Forbidden | NotFound, Awaited<ReturnType<typeof myHistory>>>((db) => myHistory(db, user, payload));
      }))
    .handle("timeToComplete", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* Effect.service(CurrentUser);
        return yield* runDb<Invalid | Forbidden | NotFound, Awaited<ReturnType<typeof timeToComplete>>>(async (db) =>
          timeToComplete(db, user.clientId, await timeSubject(db, user, payload.user_id, payload.scope), payload));
      })),
);
