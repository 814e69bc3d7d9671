import { sessionCache } from "../../auth/sessionCache.js";
import type { Sql } from "../../db/types.js";
import type { StoredEvent } from "../../events/types.js";
import { refreshUsersGroups } from "./dynamicGroups.js";
import { createdDataMany } from "./personal.js";
import { PROFILE_COLUMNS, refreshManagers } from "./projection.js";

/** Column types of `user.created` data for jsonb_to_recordset (the profile columns and the account). */
const TYPES: Record<string, string> = {
  id: "int", client_id: "int", email: "text", first_name: "text", last_name: "text", middle_name: "text", language: "text",
  status_id: "int", role_id: "int", custom_role_id: "int", manager_id: "int", functional_manager_id: "int", mentor_id: "int",
  registered: "boolean", at: "timestamptz", phone: "text", birth_date: "date", hire_date: "date", gender_id: "int", city: "text",
  external_id: "text", job_position_id: "int", job_employment_level_id: "int", job_relation_id: "int", unit_id: "int",
  organization_id: "int", internal_unit_id: "int", function_code_id: "int", custom_fields: "jsonb",
};
// Read at call time: this module and the projection import each other.
const extra = () => PROFILE_COLUMNS.slice(10);

const byClient = (events: readonly StoredEvent[]) => {
  const m = new Map<number, number[]>();
  for (const e of events) m.set(e.clientId, [...(m.get(e.clientId) ?? []), Number(e.data.id ?? e.streamId)]);
  return m;
};

/**
 * Set-based versions of the users projection's handlers, for imports: each leaves the tables as the per-event
 * handler would (the same defaults; managers and dynamic groups refreshed for every user of the run).
 */
export const usersBatch: Record<string, (tx: Sql, events: readonly StoredEvent[]) => Promise<void>> = {
  "user.created": async (tx, events) => {
    const rows = JSON.stringify(await createdDataMany(tx, events.map((e) => e.data)));
    const EXTRA = extra();
    const def = Object.entries(TYPES).map(([k, t]) => `${k} ${t}`).join(", ");
    await tx.query(
      `insert into users (id, client_id, email, first_name, last_name, middle_name, language, status_id, role_id, custom_role_id, manager_id,
         functional_manager_id, mentor_id, registered, created_at, updated_at, ${EXTRA.join(", ")})
       select id, client_id, email, coalesce(first_name, ''), coalesce(last_name, ''), coalesce(middle_name, ''), coalesce(language, 'ru'),
         coalesce(status_id, 1), coalesce(role_id, 9), custom_role_id, manager_id, functional_manager_id, mentor_id, coalesce(registered, true), at, at,
         ${EXTRA.map((c) => (c === "custom_fields" ? "coalesce(custom_fields, '{}')" : c)).join(", ")}
       from jsonb_to_recordset($1::jsonb) as x(${def})`, [rows]);
    await tx.query("insert into user_credentials (user_id) select id from jsonb_to_recordset($1::jsonb) as x(id int)", [rows]);
    await refreshManagers(tx, events.flatMap((e) => [e.data.id, e.data.manager_id, e.data.functional_manager_id]));
    for (const [clientId, ids] of byClient(events)) await refreshUsersGroups(tx, clientId, ids);
  },
  "user.activated": async (tx, events) => {
    await tx.query(
      `update users u set status_id = x.status_id, updated_at = x.at from jsonb_to_recordset($1::jsonb) as x(id int, status_id int, at timestamptz)
        where u.id = x.id and u.status_id <> x.status_id`,
      [JSON.stringify(events.map((e) => ({ id: Number(e.streamId), status_id: e.data.status_id, at: e.data.at })))]);
    for (const e of events) sessionCache(tx).forgetUser(Number(e.streamId));
    for (const [clientId, ids] of byClient(events.map((e) => ({ ...e, data: { id: Number(e.streamId) } })))) await refreshUsersGroups(tx, clientId, ids);
  },
};
