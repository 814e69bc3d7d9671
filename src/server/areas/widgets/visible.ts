import type { MyWidgets, PageVisibility } from "../../../../services/contract/widgets.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import type { Sql } from "../../db/types.js";
import { publicationOf } from "./queries.js";
import { widgetViews } from "./widgetData.js";

/** Whether a published page is meant for this reader: managers are the people with `is_manager` (spec 000 §6). */
const seesPage = (visibility: PageVisibility, u: SessionUser) =>
  visibility === "everyone" || (visibility === "managers" && u.isManager) || (visibility === "users" && !u.isManager);

/** The published pages meant for the reader, in order, each widget with its data; nothing before a first publication. */
export const myWidgets = async (sql: Sql, u: SessionUser): Promise<MyWidgets> => {
  const pub = await publicationOf(sql, u.clientId);
  const pages = (pub?.pages ?? []).filter((p) => seesPage(p.visibility as PageVisibility, u));
  return { pages: await Promise.all(pages.map(async (p) => ({ id: p.id, name: p.name, widgets: await widgetViews(sql, u, p.items) }))) };
};
