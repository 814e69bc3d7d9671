import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import { requirePermission } from "../../auth/permissions.js";
import { queryDb } from "../../http/run.js";
import { AppClock } from "../../http/services.js";
import { inRequestLanguage } from "../lists/index.js";
import { myWork } from "./myWork.js";

/** The start page's own-work summary: any user whose role opens the dashboard. */
export const DashboardLive = HttpApiBuilder.group(Api, "dashboard", (h) =>
  h.handle("myWork", () =>
    Effect.gen(function* () {
      // In the page's language: the names of the people waiting are written in its order.
      const user = yield* inRequestLanguage(yield* requirePermission("dashboard"));
      const today = (yield* Effect.service(AppClock)).now().toISOString().slice(0, 10);
      return yield* queryDb((db) => myWork(db, user, today));
    })),
);
