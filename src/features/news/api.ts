// The news calls (services/contract/news.ts) for the browser: one area client over the news group only.
// Edits of an item and of its access list send back the `version` the page showed (409 errors.staleVersion).
import { areaApi, areaClient } from "../../../services/client/api";
import { NewsGroup } from "../../../services/contract/news";
import type * as C from "../../../services/contract/news";

const call = areaClient(areaApi(NewsGroup));
type S = AbortSignal | undefined;

export type NewsCard = typeof C.NewsCard.Type;
export type NewsArticle = typeof C.NewsArticle.Type;
export type NewsAdminRow = typeof C.NewsAdminRow.Type;
export type NewsItem = typeof C.NewsItem.Type;
export type NewsStatus = C.NewsStatus;
export type NewsAccess = typeof C.NewsAccess.Type;
export type NewsInput = Omit<typeof C.NewsInput.Type, "expectedVersion">;
export type Named = { readonly id: number; readonly name: string };
export type NameKind = "category" | "tag";
export interface Page {
  readonly last_id?: number;
  readonly limit?: number;
}

export const listNews = (q: Page & { category_id?: number; tag_id?: number }, signal?: S) =>
  call("news.listNews", (a) => a.news.listNews({ query: q }), { signal });
export const getNews = (id: number, signal?: S) => call("news.getNews", (a) => a.news.getNews({ params: { id } }), { signal });
export const listNames = (kind: NameKind, signal?: S) =>
  kind === "category"
    ? call("news.listCategories", (a) => a.news.listCategories(), { signal })
    : call("news.listTags", (a) => a.news.listTags(), { signal });
export const createName = (kind: NameKind, name: string) =>
  kind === "category"
    ? call("news.createCategory", (a) => a.news.createCategory({ payload: { name } }))
    : call("news.createTag", (a) => a.news.createTag({ payload: { name } }));
export const renameName = (kind: NameKind, id: number, name: string) =>
  kind === "category"
    ? call("news.renameCategory", (a) => a.news.renameCategory({ params: { id }, payload: { name } }))
    : call("news.renameTag", (a) => a.news.renameTag({ params: { id }, payload: { name } }));
export const removeName = (kind: NameKind, id: number) =>
  kind === "category"
    ? call("news.removeCategory", (a) => a.news.removeCategory({ params: { id } }))
    : call("news.removeTag", (a) => a.news.removeTag({ params: { id } }));
export const adminList = (q: Page & { status?: NewsStatus }, signal?: S) => call("news.adminList", (a) => a.news.adminList({ query: q }), { signal });
export const createNews = (payload: typeof C.NewsCreateInput.Type) => call("news.createNews", (a) => a.news.createNews({ payload }));
export const getNewsItem = (id: number, signal?: S) => call("news.getNewsItem", (a) => a.news.getNewsItem({ params: { id } }), { signal });
export const updateNews = (id: number, payload: NewsInput, expectedVersion: number) =>
  call("news.updateNews", (a) => a.news.updateNews({ params: { id }, payload: { ...payload, expectedVersion } }));
/** Readers see it from `at` (a later moment schedules it), or from now by the server's clock. */
export const publishNews = (id: number, at: string | undefined, expectedVersion: number) =>
  call("news.publishNews", (a) => a.news.publishNews({ params: { id }, payload: { ...(at ? { at } : {}), expectedVersion } }));
export const unpublishNews = (id: number, expectedVersion: number) =>
  call("news.unpublishNews", (a) => a.news.unpublishNews({ params: { id }, payload: { expectedVersion } }));
export const removeNews = (id: number, expectedVersion: number) =>
  call("news.removeNews", (a) => a.news.removeNews({ params: { id }, query: { expectedVersion } }));
export const getAccess = (id: number, signal?: S) => call("news.getAccess", (a) => a.news.getAccess({ params: { id } }), { signal });
export const setAccess = (id: number, group_ids: number[], user_ids: number[], expectedVersion: number) =>
  call("news.setAccess", (a) => a.news.setAccess({ params: { id }, payload: { group_ids, user_ids, expectedVersion } }));
export const groupOptions = (search: string, signal?: S) =>
  call("news.groupOptions", (a) => a.news.groupOptions({ query: { search, limit: 50 } }), { signal });
