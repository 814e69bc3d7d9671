import type { Sql } from "../../db/types.js";
import { evolve } from "../../events/lifecycle.js";
import { defineProjection } from "../../events/projections.js";
import type { StoredEvent } from "../../events/types.js";
import { sortKey } from "../library/index.js";
import "./facts.js";

const TABLES = ["workflow_folders", "workflows", "workflow_elements", "workflow_access", "workflow_publisher_logs"];
const id = (e: StoredEvent) => Number(e.streamId);

const setAccess = async (tx: Sql, e: StoredEvent, kind: "folder" | "workflow") => {
  await tx.query("delete from workflow_access where client_id = $1 and item_kind = $2 and item_id = $3", [e.clientId, kind, id(e)]);
  const entries = e.data.entries as Array<{ subject_kind: string; subject_id: number; level: number; can_remove: boolean }>;
  if (!entries.length) return;
  await tx.query(
    `insert into workflow_access (client_id, item_kind, item_id, subject_kind, subject_id, level, can_remove)
     select $1, $2, $3, x.k, x.s, x.l, x.r from unnest($4::text[], $5::int[], $6::int[], $7::boolean[]) as x(k, s, l, r)`,
    [e.clientId, kind, id(e), entries.map((x) => x.subject_kind), entries.map((x) => x.subject_id), entries.map((x) => x.level), entries.map((x) => x.can_remove)],
  );
};

const ELEMENT_COLS = ["title", "type_id", "assigned_role_id", "side_id", "recommended_time", "start_date_rel", "end_date_rel", "start_date_abs", "end_date_abs", "content", "content_complete"] as const;
const elementValues = (d: Record<string, any>) => ELEMENT_COLS.map((c) => (c === "content" ? JSON.stringify(d.content ?? {}) : (d[c] ?? null)));

/** The track's publication after a fact: the machine's own actions along the recorded transition. */
const applyPublication = async (tx: Sql, e: StoredEvent) => {
  const [row] = await tx.query<{ state_value: string; publication: any }>("select state_value, publication from workflows where id = $1", [id(e)]);
  if (!row) return;
  const next = evolve("publication", row.state_value, row.publication, e);
  await tx.query(
    "update workflows set state_value = $2, publication = $3, publication_version = $4, not_published_count = $5 where id = $1",
    [id(e), next.value, JSON.stringify(next.context), e.version, next.context.unpublishedActivitiesCount],
  );
  return next;
};

/** The workflow library and its tracks: folders, tracks, tasks, access entries, publication and the publisher log. */
export const workflowsProjection = defineProjection({
  name: "workflows",
  tables: TABLES,
  handles: {
    "workflowFolder.created": async (tx, e) => {
      const d = e.data;
      await tx.query(
        `insert into workflow_folders (id, client_id, parent_folder_id, display_name, sort_key, creator_id, created_at, updated_at, version)
         values ($1, $2, $3, $4, $5, $6, $7, $7, $8)`,
        [id(e), e.clientId, d.parent_folder_id, d.display_name, sortKey(d.display_name), d.creator_id, d.at, e.version]);
    },
    "workflowFolder.renamed": async (tx, e) => {
      await tx.query("update workflow_folders set display_name = $2, sort_key = $3, updated_at = $4, version = $5 where id = $1",
        [id(e), e.data.display_name, sortKey(e.data.display_name), e.data.at, e.version]);
    },
    "workflowFolder.moved": async (tx, e) => {
      await tx.query("update workflow_folders set parent_folder_id = $2, updated_at = $3, version = $4 where id = $1", [id(e), e.data.parent_folder_id, e.data.at, e.version]);
    },
    "workflowFolder.removed": async (tx, e) => {
      await tx.query("delete from workflow_access where client_id = $1 and item_kind = 'folder' and item_id = $2", [e.clientId, id(e)]);
      await tx.query("delete from workflow_folders where id = $1", [id(e)]);
    },
    "workflowFolder.accessSet": async (tx, e) => {
      await setAccess(tx, e, "folder");
      await tx.query("update workflow_folders set version = $2 where id = $1", [id(e), e.version]);
    },
    "workflow.created": async (tx, e) => {
      const d = e.data;
      await tx.query(
        `insert into workflows (id, client_id, folder_id, display_name, sort_key, description, workflow_type_id, category_id, duration_type,
           checkpoint_id, checkpoint_custom_date, start_date, end_date, creator_id, created_at, updated_at, version, publication)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15, $16, '{}')`,
        [id(e), e.clientId, d.folder_id, d.display_name, sortKey(d.display_name), d.description ?? null, d.workflow_type_id, d.category_id ?? null,
          d.duration_type, d.workflow_checkpoint_id ?? null, d.workflow_checkpoint_custom_date ?? null, d.start_date ?? null, d.end_date ?? null,
          d.creator_id, d.at, e.version]);
    },
    "workflow.updated": async (tx, e) => {
      const d = e.data;
      await tx.query(
        `update workflows set display_name = $2, sort_key = $3, description = $4, workflow_type_id = $5, category_id = $6, duration_type = $7,
           checkpoint_id = $8, checkpoint_custom_date = $9, start_date = $10, end_date = $11, updated_at = $12, version = $13 where id = $1`,
        [id(e), d.display_name, sortKey(d.display_name), d.description ?? null, d.workflow_type_id, d.category_id ?? null, d.duration_type,
          d.workflow_checkpoint_id ?? null, d.workflow_checkpoint_custom_date ?? null, d.start_date ?? null, d.end_date ?? null, d.at, e.version]);
    },
    // updateWorkflowDate: the start point alone (the assignment projection re-dates people after this)
    "workflow.dateUpdated": async (tx, e) => {
      await tx.query("update workflows set checkpoint_id = $2, checkpoint_custom_date = $3, updated_at = $4, version = $5 where id = $1",
        [id(e), e.data.workflow_checkpoint_id, e.data.workflow_checkpoint_custom_date ?? null, e.data.at, e.version]);
    },
    "workflow.moved": async (tx, e) => {
      await tx.query("update workflows set folder_id = $2, updated_at = $3, version = $4 where id = $1", [id(e), e.data.folder_id, e.data.at, e.version]);
    },
    "workflow.removed": async (tx, e) => {
      await tx.query("delete from workflow_elements where client_id = $1 and workflow_id = $2", [e.clientId, id(e)]);
      await tx.query("delete from workflow_access where client_id = $1 and item_kind = 'workflow' and item_id = $2", [e.clientId, id(e)]);
      await tx.query("delete from workflows where id = $1", [id(e)]);
    },
    "workflow.accessSet": async (tx, e) => {
      await setAccess(tx, e, "workflow");
      await tx.query("update workflows set version = $2 where id = $1", [id(e), e.version]);
    },
    "workflow.positionsSet": async (tx, e) => {
      const p = e.data.positions as Array<{ id: number; index: number }>;
      await tx.query(
        `update workflow_elements w set position = x.i from unnest($3::int[], $4::int[]) as x(id, i)
         where w.client_id = $1 and w.workflow_id = $2 and w.id = x.id`,
        [e.clientId, id(e), p.map((x) => x.id), p.map((x) => x.index)]);
      await tx.query("update workflows set version = $2, updated_at = $3 where id = $1", [id(e), e.version, e.data.at]);
    },
    "workflowElement.created": async (tx, e) => {
      const d = e.data;
      // A new task takes its place; the ones from there on move down by one.
      await tx.query("update workflow_elements set position = position + 1 where client_id = $1 and workflow_id = $2 and position >= $3",
        [e.clientId, d.workflow_id, d.position]);
      await tx.query(
        `insert into workflow_elements (id, client_id, workflow_id, position, ${ELEMENT_COLS.join(", ")}, updated_at, version)
         values ($1, $2, $3, $4, ${ELEMENT_COLS.map((_, i) => `$${i + 5}`).join(", ")}, $${ELEMENT_COLS.length + 5}, $${ELEMENT_COLS.length + 6})`,
        [id(e), e.clientId, d.workflow_id, d.position, ...elementValues(d), d.at, e.version]);
      await tx.query("update workflows set elements_count = elements_count + 1 where id = $1", [d.workflow_id]);
    },
    "workflowElement.updated": async (tx, e) => {
      const d = e.data;
      await tx.query(
        `update workflow_elements set ${ELEMENT_COLS.map((c, i) => `${c} = $${i + 2}`).join(", ")}, is_published = false,
           updated_at = $${ELEMENT_COLS.length + 2}, version = $${ELEMENT_COLS.length + 3} where id = $1`,
        [id(e), ...elementValues(d), d.at, e.version]);
    },
    "workflowElement.removed": async (tx, e) => {
      const [row] = await tx.query<{ workflow_id: number; position: number }>("delete from workflow_elements where id = $1 returning workflow_id, position", [id(e)]);
      if (!row) return;
      await tx.query("update workflow_elements set position = position - 1 where client_id = $1 and workflow_id = $2 and position > $3",
        [e.clientId, row.workflow_id, row.position]);
      await tx.query("update workflows set elements_count = elements_count - 1 where id = $1", [row.workflow_id]);
    },
    "publication.created": async (tx, e) => {
      const context = { kind: "track", lastPublishDate: null, tasks: [], unpublishedActivitiesCount: 0 };
      await tx.query("update workflows set state_value = 'draft', publication = $2, publication_version = $3 where id = $1",
        [id(e), JSON.stringify(context), e.version]);
    },
    "publication.taskChanged": async (tx, e) => {
      await applyPublication(tx, e);
    },
    "publication.taskRemoved": async (tx, e) => {
      await applyPublication(tx, e);
    },
    "publication.published": async (tx, e) => {
      await applyPublication(tx, e);
      await tx.query("update workflow_elements set is_published = true where client_id = $1 and workflow_id = $2", [e.clientId, id(e)]);
      await tx.query("update workflows set last_publish_date = $2 where id = $1", [id(e), e.data.at]);
      await logPublisher(tx, e, "publish");
    },
    "publication.unpublished": async (tx, e) => {
      await applyPublication(tx, e);
      await logPublisher(tx, e, "unpublish");
    },
  },
});

/** The publisher log: started when the command was decided (`at`), finished when its fact was recorded. */
const logPublisher = async (tx: Sql, e: StoredEvent, action: "publish" | "unpublish") => {
  const started = new Date(String(e.data.at ?? e.recordedAt.toISOString()));
  const finished = e.recordedAt.getTime() < started.getTime() ? started : e.recordedAt;
  await tx.query(
    `insert into workflow_publisher_logs (id, client_id, workflow_id, user_id, action, started_at, finished_at, duration_ms, state)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 'completed')`,
    [e.position, e.clientId, id(e), typeof e.meta.actor === "number" ? e.meta.actor : null, action, started.toISOString(), finished.toISOString(),
      finished.getTime() - started.getTime()]);
};
