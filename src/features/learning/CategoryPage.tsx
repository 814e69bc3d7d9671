// /learning/{category} and /growth/growthTrack/{category}: the person's tracks of one workflow category, the same
// cards as the list of all tracks, 30 a page. The heading is the category's name (the server names it, also when the
// page is empty); an unknown category (or another client's) is "not found", with the way back to all tracks.
import { useInfiniteQuery } from "@tanstack/react-query";
import { errorTag } from "../../../services/client/errors";
import { EmptyState } from "../../../ui/components/EmptyState";
import { Link } from "../../../ui/components/Link";
import { keysetRows } from "../../app/lists/keysetPages";
import { LoadMore } from "../../app/lists/LoadMore";
import * as p from "../shell/page.css";
import * as s from "./learning.css";
import { kindPaths, TRACK_TYPE, type TrackKind, usePaths } from "./paths";
import { userTracksQuery } from "./queries";
import { TrackCards, TrackListStates } from "./TrackCards";
import { useT } from "./useT";

export function CategoryPage({ categoryId, kind = "onboarding" }: { categoryId: number | null; kind?: TrackKind }) {
  const t = useT();
  const paths = kindPaths(usePaths(), kind);
  const query = useInfiniteQuery({ ...userTracksQuery(TRACK_TYPE[kind], categoryId ?? 0), enabled: categoryId !== null });
  const back = <Link href={paths.list}>{t("learning.category.all")}</Link>;
  if (categoryId === null || errorTag(query.error) === "NotFound") {
    return (
      <div className={p.page}>
        {back}
        <h1 className={p.pageTitle}>{t("learning.category.title")}</h1>
        <EmptyState title={t("learning.category.notFound")} headingLevel={2} />
      </div>
    );
  }
  const category = query.data?.pages[0]?.category;
  const tracks = keysetRows(query.data);
  return (
    <div className={p.page}>
      {back}
      <header className={p.pageHeader}>
        <div>
          <h1 className={`${p.pageTitle} ${s.titleWithSwatch}`}>
            {category?.color && <span className={s.swatch} style={{ background: category.color }} aria-hidden="true" />}
            {category?.name ?? t("learning.category.title")}
          </h1>
          <p className={p.pageLead}>{t("learning.category.lead")}</p>
        </div>
      </header>
      <TrackListStates query={query} count={tracks.length} empty="learning.category.empty" emptyText="learning.category.emptyText">
        <TrackCards tracks={tracks} trackHref={(track) => paths.track(track.workflow_id)} busy={query.isFetchingNextPage} level={2} />
        <LoadMore query={query} label={t("learning.more")} pendingLabel={t("learning.loading")} />
      </TrackListStates>
    </div>
  );
}
