import { fullNameSql } from "../../../../services/contract/personName.js";
import type { Workflow } from "../../../../services/contract/workflows.js";
import type { Sql } from "../../db/types.js";
import { categoryNames } from "./categories.js";
import { can, NONE, type Right, trackRights } from "./rights.js";
import { forbidden, notFound, type Who } from "./run.js";

export const TRACK_COLS = `w.id, w.client_id, w.folder_id, w.display_name, w.description, w.workflow_type_id, w.category_id, w.duration_type,
  w.checkpoint_id, to_char(w.checkpoint_custom_date, 'YYYY-MM-DD') as checkpoint_custom_date, to_char(w.start_date, 'YYYY-MM-DD') as start_date,
  to_char(w.end_date, 'YYYY-MM-DD') as end_date, w.creator_id, w.created_at, w.updated_at, w.version, w.state_value, w.publication,
  w.publication_version, w.last_publish_date, w.not_published_count, w.elements_count`;
export type TrackRow = Record<string, any> & { id: number; folder_id: number | null; creator_id: number; version: number; state_value: string };

const STATE_IDS: Record<string, number> = { draft: 1, published: 2, modified: 3, unpublished: 4 };
const CHECKPOINTS: Record<number, Record<string, string>> = {
  1: { ru: "Дата присоединения", en: "Join date", fr: "Date d'arrivée" },
  2: { ru: "Дата оффера", en: "Offer date", fr: "Date de l'offre" },
  3: { ru: "Дата принятия оффера", en: "Accept offer date", fr: "Date d'acceptation de l'offre" },
  4: { ru: "Дата найма", en: "Hire date", fr: "Date d'embauche" },
  5: { ru: "Первый рабочий день", en: "Day 1", fr: "Premier jour" },
  6: { ru: "Дата увольнения", en: "Dismissal date", fr: "Date de départ" },
  7: { ru: "Своя дата", en: "Custom date", fr: "Date personnalisée" },
};
export const stateIdOf = (state: string) => STATE_IDS[state] ?? 1;
export const checkpointName = (id: number | null, lang: string) => (id === null ? null : (CHECKPOINTS[id]?.[lang] ?? CHECKPOINTS[id]?.en ?? null));
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

/** A track of the client the user may see (404 otherwise) with their right; 403 when `need` fails. */
export const trackFor = async (sql: Sql, who: Who, id: number, need: (r: Right) => boolean = can.view) => {
  const [row] = await sql.query<TrackRow>(`select ${TRACK_COLS} from workflows w where w.id = $1 and w.client_id = $2`, [id, who.user.clientId]);
  if (!row) throw notFound();
  const right = (await trackRights(sql, who, [row])).get(id) ?? NONE;
  if (!can.view(right)) throw notFound();
  if (!need(right)) throw forbidden("workflows.errors.noRight");
  return { track: row, right };
};

export const trackView = async (sql: Sql, who: Who, row: TrackRow, right: Right): Promise<Workflow> => {
  const lang = who.user.language;
  const category = row.category_id === null ? undefined : (await categoryNames(sql, who.user.clientId, lang)).get(row.category_id);
  const [creator] = await sql.query<{ name: string }>(`select ${fullNameSql("u", lang)} as name from users u where u.id = $1`, [row.creator_id]);
  return {
    id: row.id, library_file_id: row.id, display_name: row.display_name, description: row.description ?? null,
    workflow_type_id: row.workflow_type_id, category_id: row.category_id ?? null, category_name: category?.name ?? null,
    folder_id: row.folder_id, duration_type: row.duration_type, workflow_checkpoint_id: row.checkpoint_id ?? null,
    workflow_checkpoint_name: checkpointName(row.checkpoint_id ?? null, lang), workflow_checkpoint_custom_date: row.checkpoint_custom_date ?? null,
    start_date: row.start_date ?? null, end_date: row.end_date ?? null, state_id: stateIdOf(row.state_value), state: row.state_value as Workflow["state"],
    last_publish_date: iso(row.last_publish_date), not_published_activities_count: row.not_published_count, elements_count: row.elements_count,
    creator: { id: row.creator_id, name: creator?.name ?? "" }, created_at: iso(row.created_at)!, updated_at: iso(row.updated_at)!,
    level: right.level, can_edit: can.write(right), can_export: who.canExport && can.view(right), version: row.version,
    publication_version: row.publication_version,
  };
};

export const trackById = async (sql: Sql, who: Who, id: number) => {
  const { track, right } = await trackFor(sql, who, id);
  return trackView(sql, who, track, right);
};
