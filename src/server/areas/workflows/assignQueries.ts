import { CellType } from "../../../../services/contract/lists.js";
import { fullNameSql } from "../../../../services/contract/personName.js";
import type { TrackUserRow } from "../../../../services/contract/workflowAssignment.js";
import type { Sql } from "../../db/types.js";
import { can } from "./rights.js";
import type { Who } from "./run.js";
import { trackFor } from "./trackQueries.js";

type Lang = "ru" | "en" | "fr";
type Texts = Record<Lang, string>;
const langOf = (who: Who): Lang => (["ru", "en", "fr"].includes(who.user.language) ? (who.user.language as Lang) : "en");
/** Columns of a profile list (spec 001 §7: rows and columns), named in the viewer's language. */
const columns = (who: Who, cols: ReadonlyArray<readonly [string, Texts, number]>) =>
  cols.map(([name, text, type]) => ({ text: text[langOf(who)], value: name, name, type, visible: true }));
const { string: STRING, int: NUMBER, date: DATE } = CellType;
const limitOf = (limit?: number) => Math.min(Math.max(limit ?? 100, 1), 500);
const day = (v: unknown) => (v == null ? null : typeof v === "string" ? v.slice(0, 10) : new Date(v as Date).toISOString().slice(0, 10));

interface Page { readonly limit?: number | undefined; readonly last_id?: number | undefined }

/** The groups a track is assigned to (active assignments), keyset by the assignment's id. */
export const trackGroups = async (sql: Sql, who: Who, workflowId: number, page: Page) => {
  await trackFor(sql, who, workflowId, can.view);
  const rows = await sql.query<any>(
    `select a.id, g.id as group_id, g.name, g.type, g.status_id = 1 as is_active,
            (select count(*)::int from user_group_members m where m.group_id = g.id) as members_count
       from track_assignments a join user_groups g on g.id = a.group_id and g.client_id = a.client_id
      where a.client_id = $1 and a.workflow_id = $2 and a.source = 'group' and a.active and a.id > $3
      order by a.id limit $4`,
    [who.user.clientId, workflowId, page.last_id ?? 0, limitOf(page.limit)]);
  return {
    rows,
    columns: columns(who, [
      ["name", { ru: "Группа", en: "Group", fr: "Groupe" }, STRING], ["type", { ru: "Тип", en: "Type", fr: "Type" }, STRING],
      ["members_count", { ru: "Участники", en: "Members", fr: "Membres" }, NUMBER],
    ]),
    settings: { last_id: rows.length ? rows[rows.length - 1].id : null },
  };
};

/** The people who get a track (or are waiting for it), keyset by user_tracks.id; `state` narrows. */
export const trackUsers = async (sql: Sql, who: Who, workflowId: number, q: Page & { state?: string | undefined }) => {
  await trackFor(sql, who, workflowId, can.view);
  const clientId = who.user.clientId;
  const rows = await sql.query<any>(
    `select ut.id, ut.user_id, ${fullNameSql("u", who.user.language)} as full_name, ut.state, ut.waiting_reason,
            ut.checkpoint_date, ut.start_date, ut.end_date, ut.planned_count, ut.available_count, ut.in_progress_count,
            ut.overdue_count, ut.completed_count, ut.total_count,
            exists (select 1 from track_assignments a where a.client_id = ut.client_id and a.workflow_id = ut.workflow_id
                     and a.source = 'user' and a.user_id = ut.user_id and a.active) as direct
       from user_tracks ut join users u on u.id = ut.user_id
      where ut.client_id = $1 and ut.workflow_id = $2 and ($3::text is null or ut.state = $3) and ut.id > $4
      order by ut.id limit $5`,
    [clientId, workflowId, q.state ?? null, q.last_id ?? 0, limitOf(q.limit)]);
  const [{ n }] = await sql.query<{ n: number }>(
    "select count(*)::int as n from user_tracks where client_id = $1 and workflow_id = $2 and state = 'waiting'", [clientId, workflowId]);
  const out: TrackUserRow[] = rows.map((r) => ({
    id: r.id, user_id: r.user_id, full_name: r.full_name ?? "", state: r.state, direct: r.direct, waiting_reason: r.waiting_reason,
    checkpoint_date: day(r.checkpoint_date), start_date: day(r.start_date), end_date: day(r.end_date),
    planned: r.planned_count, available_not_started: r.available_count, in_progress: r.in_progress_count, overdue: r.overdue_count,
    completed: r.completed_count, total: r.total_count,
  }));
  return {
    rows: out,
    columns: columns(who, [
      ["full_name", { ru: "Сотрудник", en: "Person", fr: "Personne" }, STRING], ["state", { ru: "Состояние", en: "State", fr: "État" }, STRING],
      ["start_date", { ru: "Начало", en: "Start", fr: "Début" }, DATE], ["end_date", { ru: "Окончание", en: "End", fr: "Fin" }, DATE],
    ]),
    settings: { last_id: out.length ? out[out.length - 1].id : null },
    waiting_count: n,
  };
};

/** The newest materialisation job of a track. */
export const publishProgress = async (sql: Sql, who: Who, workflowId: number) => {
  await trackFor(sql, who, workflowId, can.view);
  const [row] = await sql.query<any>(
    "select state, people_total, people_done from workflow_publish_jobs where client_id = $1 and workflow_id = $2 order by id desc limit 1",
    [who.user.clientId, workflowId]);
  return row ? { state: row.state, people_total: row.people_total, people_done: row.people_done } : { state: "none" as const, people_total: 0, people_done: 0 };
};
