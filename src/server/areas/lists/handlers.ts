import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import { Messages, NotFound } from "../../../../services/contract/errors.js";
import { appendNext, nextId, transact } from "../../events/command.js";
import { queryDb, withDb } from "../../http/run.js";
import { AppClock } from "../../http/services.js";
// users/index.js also loads (so registers) the users' lists this module serves.
import { FULL_NAME_SQL, userAccessSql } from "../users/index.js";
import { Params } from "./conditions.js";
import { exportTable } from "./export.js";
import { langOf } from "./engine.js";
import { DEFAULT_LIMIT, listPage, requestUser, resolveRoute } from "./service.js";

const FILTER_SQL = `select id, route, client_id, user_id, name, data, created_at, updated_at from user_filter_forms`;
const iso = (r: any) => ({ ...r, created_at: new Date(r.created_at).toISOString(), updated_at: new Date(r.updated_at).toISOString() });
const now = Effect.map(Effect.service(AppClock), (c) => c.now().toISOString());

/** Lists, saved filters, quick user search and table export. */
export const ListsLive = HttpApiBuilder.group(Api, "lists", (h) =>
  h
    .handle("virginSearch", ({ payload }) =>
      listPage({
        route: payload.route, selection: {}, lastId: payload.params?.last_id ?? null, limit: payload.params?.limit ?? DEFAULT_LIMIT,
        zip: payload.use_zip === true, simple: payload.simple_value === true, clientId: payload.client_id, sort: payload.sort,
      }))
    .handle("filter", ({ payload }) =>
      listPage({
        route: payload.route,
        selection: { conditions: payload.filter_params, all: payload.all_conditions !== false, activeOnly: payload.is_active_user === true },
        lastId: payload.params?.last_id ?? null, limit: payload.params?.limit ?? DEFAULT_LIMIT,
        zip: payload.use_zip === true, simple: payload.simple_value === true, clientId: payload.client_id, sort: payload.sort,
      }))
    .handle("userFilterFormsByRoute", ({ query }) =>
      Effect.gen(function* () {
        const { user } = yield* resolveRoute(query.route);
        const rows = yield* queryDb((db) =>
          db.query(`${FILTER_SQL} where client_id = $1 and user_id = $2 and route = $3 order by id desc`, [user.clientId, user.userId, query.route]));
        return rows.map(iso);
      }))
    .handle("createUserFilterForm", ({ payload }) =>
      Effect.gen(function* () {
        const { user } = yield* resolveRoute(payload.route);
        const at = yield* now;
        return yield* withDb(async (db) => {
          const id = await transact(db, async (tx) => {
            const id = await nextId(tx, "user_filter_form_ids");
            await appendNext(tx, user.clientId, { type: "userFilterForm", id }, [{
              type: "userFilterForm.created",
              data: { id, client_id: user.clientId, user_id: user.userId, route: payload.route, name: payload.name ?? "", data: payload.data, at },
            }], { actor: user.userId });
            return id;
          });
          return iso((await db.query(`${FILTER_SQL} where id = $1`, [id]))[0]);
        });
      }))
    .handle("updateUserFilterForm", ({ params, payload }) =>
      Effect.gen(function* () {
        const { user } = yield* resolveRoute(payload.route);
        const at = yield* now;
        const row = yield* withDb(async (db) => {
          const done = await transact(db, async (tx) => {
            // Only the owner's filter of this client and route: anything else is 404, never someone else's filter.
            const [own] = await tx.query("select id from user_filter_forms where id = $1 and client_id = $2 and user_id = $3 and route = $4",
              [params.id, user.clientId, user.userId, payload.route]);
            if (!own) return false;
            await appendNext(tx, user.clientId, { type: "userFilterForm", id: own.id }, [{
              type: "userFilterForm.updated", data: { name: payload.name ?? "", data: payload.data, at },
            }], { actor: user.userId });
            return true;
          });
          return done ? iso((await db.query(`${FILTER_SQL} where id = $1`, [params.id]))[0]) : null;
        });
        return row ?? (yield* Effect.fail(new NotFound({ message: Messages.notFound })));
      }))
    .handle("extendedUserFilter", ({ payload }) =>
      Effect.gen(function* () {
        // Names written in the page's language's order (content-language).
        const user = yield* requestUser;
        const words = payload.value.trim().toLowerCase().split(/\s+/).filter(Boolean);
        if (payload.value.trim().length < 3) return { rows: [] };
        const rows = yield* queryDb(async (sql) => {
          const p = new Params();
          const access = await userAccessSql(sql, user, p);
          const like = words.map((w) => {
            const v = p.add(`%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
            return `(u.first_name ilike ${v} or u.last_name ilike ${v} or u.middle_name ilike ${v} or u.email ilike ${v})`;
          });
          return sql.query(
            `select u.id, ${FULL_NAME_SQL("u", langOf(user))} as full_name, u.email, u.status_id, u.avatar_id from users u
              where u.client_id = ${p.add(user.clientId)} and u.status_id <> 3 and ${access} and ${like.join(" and ")}
              order by u.last_name, u.first_name, u.id limit ${p.add(payload.limit ?? 20)}`,
            p.values,
          );
        });
        return { rows: rows as any };
      }))
    .handle("exportTable", ({ payload }) => exportTable(payload)),
);
