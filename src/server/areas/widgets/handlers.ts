import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import type { Conflict, Forbidden, Invalid, NotFound } from "../../../../services/contract/errors.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import { requirePermission } from "../../auth/permissions.js";
import type { Db } from "../../db/types.js";
import { runDb } from "../../http/run.js";
import * as cmd from "./commands.js";
import { dashboardOf, pageOf } from "./queries.js";
import { myWidgets } from "./visible.js";

/** Dashboard composition: the widgets section with its edit flag, scoped by the session's client. */
const editing = <A>(work: (db: Db, u: SessionUser) => Promise<A>) =>
  Effect.flatMap(requirePermission("widgets", "edit"), (u) => runDb<Forbidden | NotFound | Invalid | Conflict, A>((db) => work(db, u)));

/** The widgets (spec 001 §7 "Widgets"): the administrator's draft and publication; everyone's published pages. */
export const WidgetsLive = HttpApiBuilder.group(Api, "widgets", (h) =>
  h
    .handle("dashboard", () => editing((db, u) => dashboardOf(db, u.clientId)))
    .handle("createPage", ({ payload }) => editing(async (db, u) => pageOf(db, u.clientId, await cmd.createPage(db, u, payload.name))))
    .handle("renamePage", ({ payload }) =>
      editing(async (db, u) => {
        await cmd.renamePage(db, u, payload.id, payload.name, payload.expectedVersion);
        return pageOf(db, u.clientId, payload.id);
      }))
    .handle("layPage", ({ payload }) =>
      editing(async (db, u) => {
        await cmd.layPage(db, u, payload.id, payload.items, payload.expectedVersion);
        return pageOf(db, u.clientId, payload.id);
      }))
    .handle("setVisibility", ({ payload }) =>
      editing(async (db, u) => {
        await cmd.setVisibility(db, u, payload.id, payload.visibility, payload.expectedVersion);
        return pageOf(db, u.clientId, payload.id);
      }))
    .handle("removePage", ({ query }) => editing((db, u) => cmd.removePage(db, u, query.id, query.expectedVersion)))
    .handle("publish", () =>
      editing(async (db, u) => {
        await cmd.publish(db, u);
        return dashboardOf(db, u.clientId);
      }))
    .handle("mine", () =>
      Effect.flatMap(requirePermission("dashboard"), (u) => runDb<Forbidden | NotFound | Invalid | Conflict, Awaited<ReturnType<typeof myWidgets>>>((db) => myWidgets(db, u)))),
);
