import { Effect } from "effect";
import { HttpApiSchema } from "effect/http-api";
import { SystemRoleNames } from "../../../../services/contract/permissions.js";
import type { Sql } from "../../db/types.js";
import { openMany, type Sealed } from "../../events/personalData.js";
import { redact } from "../../events/redact.js";
import { requireDataAdmin, subjectOf } from "./erasure.js";
import { notFound, now, read } from "./run.js";

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
const rows = (list: Record<string, unknown>[]) => list.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, iso(v)])));

// Streams that are one person's own (stream id = user id), and streams that name them in their data.
const EVENTS_SQL = `
  select position, stream_type, stream_id, version, type, data, meta, recorded_at from events
   where client_id = $1 and (
     (stream_type in ('user', 'userStatus', 'notifications', 'libraryFavorites', 'libraryFileLog') and stream_id = $2::text)
     or (stream_type = 'userFilterForm' and stream_id in (select id::text from user_filter_forms where user_id = $2::int))
     or (stream_type = 'mail' and stream_id in (select id::text from mail_outbox where user_id = $2::int))
     or (stream_type = 'session' and stream_id in (select id::text from sessions where user_id = $2::int))
     or (stream_type = 'passwordLink' and stream_id in (select uid from password_links where user_id = $2::int)))
   order by position`;

/** The events about the person, their sealed parts opened (or marked erased) and secrets redacted. */
const eventsAbout = async (sql: Sql, clientId: number, id: number) => {
  const events = await sql.query<any>(EVENTS_SQL, [clientId, id]);
  const opened = await openMany(sql, events.map((e) => e.data?.sealed as Sealed | undefined));
  return events.map((e, i) => {
    const { sealed, ...clear } = e.data ?? {};
    const personal = sealed ? (opened[i] ?? "erased") : undefined;
    return {
      position: Number(e.position), stream: `${e.stream_type}/${e.stream_id}`, version: e.version, type: e.type,
      data: redact(personal === undefined ? clear : { ...clear, personal }), actor: e.meta?.actor ?? null, recorded_at: iso(e.recorded_at),
    };
  });
};

/** Everything stored about one person, as one JSON document (GDPR access and portability). */
export const collectPersonalData = async (sql: Sql, clientId: number, id: number, at: string) => {
  const q = (text: string, params: unknown[] = [clientId, id]) => sql.query<Record<string, unknown>>(text, params).then(rows);
  const [profile] = await q(
    `select u.*, u.birth_date::text as birth_date, u.hire_date::text as hire_date from users u where u.client_id = $1 and u.id = $2`);
  const [custom] = await q("select cr.id, cr.name from custom_roles cr join users u on u.custom_role_id = cr.id where u.client_id = $1 and u.id = $2");
  return {
    format: "stride.personalData/1" as const,
    exported_at: at,
    user_id: id,
    profile,
    roles: { system: { id: profile.role_id, name: SystemRoleNames[profile.role_id as number] ?? null }, custom: custom ?? null },
    groups: await q(`select g.id, g.name, g.type from user_group_members m join user_groups g on g.id = m.group_id
                      where m.client_id = $1 and m.user_id = $2 order by g.id`),
    plans: await q(`select p.id, p.name, p.state_value, m.appointment_type_id, m.added_at from dev_plan_members m
                     join dev_plans p on p.id = m.plan_id where m.client_id = $1 and m.user_id = $2 order by p.id`),
    plan_tasks: await q("select id, plan_id, state_value, status_id from dev_plan_tasks where client_id = $1 and owner_id = $2 order by id"),
    mail: await q(`select id, type, address, subject, language, state, reason, queued_at, sent_at from mail_outbox
                    where client_id = $1 and user_id = $2 order by id`),
    files: await q(`select id, library_type_id, folder_id, display_name, extension, mime_type, size, created_at from library_files
                     where client_id = $1 and creator_id = $2 order by id`),
    favorites: await q("select item_kind, item_id, created_at from library_favorites where client_id = $1 and user_id = $2 order by item_kind, item_id"),
    files_opened: await q("select file_id, opened_count, last_opened_at from library_file_user_log where client_id = $1 and user_id = $2 order by file_id"),
    notifications: await q("select id, type_id, title, body, is_read, created_at from notifications where client_id = $1 and user_id = $2 order by id"),
    sessions: await q("select id, created_at, refreshed_at, expires_at, ended_at from sessions where client_id = $1 and user_id = $2 order by id"),
    saved_filters: await q("select id, route, name, data, created_at from user_filter_forms where client_id = $1 and user_id = $2 order by id"),
    events: await eventsAbout(sql, clientId, id),
  };
};

/** GET /userPersonalData: the export as a JSON file (attachment), for a client administrator of personal data. */
export const exportPersonalData = (id: number) =>
  Effect.gen(function* () {
    const admin = yield* requireDataAdmin;
    const at = yield* now;
    const body = yield* read(async (db) => ((await subjectOf(db, admin, id)) ? collectPersonalData(db, admin.clientId, id, at) : notFound()));
    const name = `personal-data-${id}-${at.slice(0, 10)}.json`;
    return HttpApiSchema.withHeaders({ body, headers: { "content-disposition": `attachment; filename="${name}"` } });
  });
