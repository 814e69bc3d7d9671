import type { WidgetDashboard, WidgetItem, WidgetPage } from "../../../../services/contract/widgets.js";
import type { Sql } from "../../db/types.js";
import { notFoundError } from "../../events/errors.js";

const PAGE_COLS = "id, name, visibility, items, version";
const page = (r: any): WidgetPage => ({ id: r.id, name: r.name, visibility: r.visibility, items: (r.items ?? []) as WidgetItem[], version: r.version });

/** The client's draft pages in their order. */
export const pagesOf = async (sql: Sql, clientId: number): Promise<WidgetPage[]> =>
  (await sql.query(`select ${PAGE_COLS} from widget_pages where client_id = $1 order by position, id`, [clientId])).map(page);

/** A draft page of the client (else 404: another client's page is as unknown as a missing one). */
export const pageOf = async (sql: Sql, clientId: number, id: number): Promise<WidgetPage> => {
  const [r] = await sql.query(`select ${PAGE_COLS} from widget_pages where client_id = $1 and id = $2`, [clientId, id]);
  if (!r) throw notFoundError(`widget page ${id}`, "widgets.errors.pageNotFound");
  return page(r);
};

interface Publication {
  readonly pages: { id: number; name: string; visibility: string; items: WidgetItem[] }[];
  readonly published_at: string;
  readonly draft_changed: boolean;
}
export const publicationOf = async (sql: Sql, clientId: number): Promise<Publication | undefined> => {
  const [r] = await sql.query<any>(
    "select pages, published_at, draft_changed_at is not null as draft_changed from widget_publications where client_id = $1", [clientId]);
  return r && { pages: r.pages, published_at: new Date(r.published_at).toISOString(), draft_changed: r.draft_changed };
};

/** The administrator's view: the draft, when it was last published and whether the draft moved on since. */
export const dashboardOf = async (sql: Sql, clientId: number): Promise<WidgetDashboard> => {
  const [pages, pub] = await Promise.all([pagesOf(sql, clientId), publicationOf(sql, clientId)]);
  return { pages, published_at: pub?.published_at ?? null, unpublished_changes: pub ? pub.draft_changed : pages.length > 0 };
};
