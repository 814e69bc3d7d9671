import type { Sql } from "../../db/types.js";
import { defineProjection } from "../../events/projections.js";
import type { StoredEvent } from "../../events/types.js";
import { WidgetFacts as F } from "./facts.js";

const at = (e: StoredEvent) => e.recordedAt.toISOString();
const idOf = (e: StoredEvent) => Number(e.streamId);

/** A draft edit marks the client's publication as behind (the page's "unpublished changes"). */
const draftChanged = (tx: Sql, e: StoredEvent) =>
  tx.query("update widget_publications set draft_changed_at = $2 where client_id = $1", [e.clientId, at(e)]);

const pageUpdate = (column: string) => async (tx: Sql, e: StoredEvent) => {
  await tx.query(`update widget_pages set ${column} = $2, version = $3, updated_at = $4 where id = $1`,
    [idOf(e), column === "items" ? JSON.stringify(e.data.items) : e.data[column], e.version, at(e)]);
  await draftChanged(tx, e);
};

/** The widgets' read tables from their facts: the draft pages, and the copy of them last published. */
export const widgetsProjection = defineProjection({
  name: "widgets",
  tables: ["widget_pages", "widget_publications"],
  handles: {
    [F.pageCreated]: async (tx, e) => {
      await tx.query(
        `insert into widget_pages (id, client_id, name, position, version, created_at, updated_at) values ($1, $2, $3, $4, $5, $6, $6)`,
        [idOf(e), e.clientId, e.data.name, e.data.position, e.version, at(e)]);
      await draftChanged(tx, e);
    },
    [F.pageRenamed]: pageUpdate("name"),
    [F.pageLaidOut]: pageUpdate("items"),
    [F.visibilitySet]: pageUpdate("visibility"),
    [F.pageRemoved]: async (tx, e) => {
      await tx.query("delete from widget_pages where id = $1", [idOf(e)]);
      await draftChanged(tx, e);
    },
    [F.published]: async (tx, e) => {
      await tx.query(
        `insert into widget_publications (client_id, pages, published_by, published_at, draft_changed_at) values ($1, $2, $3, $4, null)
         on conflict (client_id) do update set pages = excluded.pages, published_by = excluded.published_by,
           published_at = excluded.published_at, draft_changed_at = null`,
        [e.clientId, JSON.stringify(e.data.pages), e.meta.actor ?? null, at(e)]);
    },
  },
});
