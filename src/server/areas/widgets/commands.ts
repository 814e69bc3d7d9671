import { layoutProblem, MAX_PAGES, type PageVisibility, type WidgetItem } from "../../../../services/contract/widgets.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import type { Db } from "../../db/types.js";
import { appendNext, nextId, transact } from "../../events/command.js";
import { conflictBy, invalidField } from "../../events/errors.js";
import { requireSeen } from "../../events/pipeline.js";
import { appendIn } from "../../events/store.js";
import { WidgetFacts as F, WidgetStreams as S } from "./facts.js";
import { pageOf, pagesOf } from "./queries.js";

const meta = (u: SessionUser) => ({ actor: u.userId, roleId: u.roleId });

/** A name trimmed, or a 400 naming the field when nothing is left of it. */
const nameOf = (raw: string) => {
  if (!raw.trim()) throw invalidField("payload.name", "widgets.errors.empty");
  return raw.trim();
};

export const createPage = (db: Db, u: SessionUser, rawName: string) =>
  transact(db, async (tx) => {
    const name = nameOf(rawName);
    const pages = await pagesOf(tx, u.clientId);
    if (pages.length >= MAX_PAGES) throw conflictBy("widgets.errors.tooManyPages");
    const id = await nextId(tx, "widget_page_ids");
    const [last] = await tx.query<{ p: number }>("select coalesce(max(position), 0)::int as p from widget_pages where client_id = $1", [u.clientId]);
    await appendIn(tx, u.clientId, { type: S.page, id }, 0, [{ type: F.pageCreated, data: { id, name, position: (last?.p ?? 0) + 1 } }], meta(u));
    return id;
  });

/** One fact on a page the client owns, at the version the editor saw; nothing when the value is already so. */
const pageFact = (db: Db, u: SessionUser, id: number, seen: number | undefined, fact: (p: Awaited<ReturnType<typeof pageOf>>) => { type: string; data: Record<string, unknown> } | null) =>
  transact(db, async (tx) => {
    const current = await pageOf(tx, u.clientId, id);
    await requireSeen(tx, u.clientId, { type: S.page, id }, seen, current.version);
    const f = fact(current);
    if (f) await appendNext(tx, u.clientId, { type: S.page, id }, [f], meta(u));
  });

export const renamePage = (db: Db, u: SessionUser, id: number, rawName: string, seen?: number) => {
  const name = nameOf(rawName);
  return pageFact(db, u, id, seen, (p) => (p.name === name ? null : { type: F.pageRenamed, data: { name } }));
};

/** Saves a page's layout whole, after the grid's rules (`layoutProblem`): a refused layout writes nothing. */
export const layPage = (db: Db, u: SessionUser, id: number, items: readonly WidgetItem[], seen?: number) => {
  const problem = layoutProblem(items);
  if (problem) throw invalidField(problem.path, problem.message);
  return pageFact(db, u, id, seen, (p) => (JSON.stringify(p.items) === JSON.stringify(items) ? null : { type: F.pageLaidOut, data: { items } }));
};

export const setVisibility = (db: Db, u: SessionUser, id: number, visibility: PageVisibility, seen?: number) =>
  pageFact(db, u, id, seen, (p) => (p.visibility === visibility ? null : { type: F.visibilitySet, data: { visibility } }));

export const removePage = (db: Db, u: SessionUser, id: number, seen?: number) =>
  pageFact(db, u, id, seen, () => ({ type: F.pageRemoved, data: {} }));

/** Publishes the draft as it is: people see these pages, for their visibility, until the next publication. */
export const publish = (db: Db, u: SessionUser) =>
  transact(db, async (tx) => {
    const pages = await pagesOf(tx, u.clientId);
    await appendNext(tx, u.clientId, { type: S.dashboard, id: u.clientId },
      [{ type: F.published, data: { pages: pages.map(({ version: _v, ...p }) => p) } }], meta(u));
  });
