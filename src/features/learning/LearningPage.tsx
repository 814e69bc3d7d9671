// /learning (onboarding) and /growth/growthTrack (growth): the person's tracks of that kind by category, each with
// its progress counts in the states' colours, 30 a page. Each category's heading opens its page (CategoryPage).
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "../../../ui/components/Link";
import { keysetRows } from "../../app/lists/keysetPages";
import { LoadMore } from "../../app/lists/LoadMore";
import * as p from "../shell/page.css";
import type { UserTrack } from "./api";
import * as s from "./learning.css";
import { kindPaths, TRACK_TYPE, type TrackKind, usePaths } from "./paths";
import { userTracksQuery } from "./queries";
import { TrackCards, TrackListStates } from "./TrackCards";
import { useT } from "./useT";

/** Tracks grouped by category in the order they came (a track without one goes under "Other"). */
const byCategory = (tracks: UserTrack[]) => {
  const groups = new Map<string, { name: string | null; color: string | null; tracks: UserTrack[] }>();
  for (const track of tracks) {
    const key = String(track.category_id ?? "none");
    const g = groups.get(key) ?? { name: track.category_name, color: track.category_color, tracks: [] };
    g.tracks.push(track);
    groups.set(key, g);
  }
  return [...groups.entries()];
};

/** The page's texts per kind (the title, lead and empty state differ). */
const TEXTS = {
  onboarding: { title: "learning.title", lead: "learning.lead", empty: "learning.empty", emptyText: "learning.emptyText" },
  growth: { title: "learning.growth.title", lead: "learning.growth.lead", empty: "learning.growth.empty", emptyText: "learning.growth.emptyText" },
  all: { title: "learning.profile.title", lead: "learning.profile.lead", empty: "learning.empty", emptyText: "learning.emptyText" },
} as const;

/** `all`: both kinds (/profile/myTracks), each track opening under its own kind's address. */
export function LearningPage({ kind = "onboarding" }: { kind?: TrackKind | "all" }) {
  const t = useT();
  const all = usePaths();
  const trackHref = (track: UserTrack) => kindPaths(all, kind === "all" ? (track.workflow_type_id === 2 ? "growth" : "onboarding") : kind).track(track.workflow_id);
  const text = TEXTS[kind];
  const query = useInfiniteQuery(userTracksQuery(kind === "all" ? undefined : TRACK_TYPE[kind]));
  const tracks = keysetRows(query.data);
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{t(text.title)}</h1>
          <p className={p.pageLead}>{t(text.lead)}</p>
        </div>
      </header>
      <TrackListStates query={query} count={tracks.length} empty={text.empty} emptyText={text.emptyText}>
        {byCategory(tracks).map(([key, g]) => (
          <section key={key} className={s.category} aria-labelledby={`category-${key}`}>
            <h2 id={`category-${key}`} className={s.categoryTitle}>
              {g.color && <span className={s.swatch} style={{ background: g.color }} aria-hidden="true" />}
              {/* a category the client has (it has a name) opens its own page; "Other" has none */}
              {g.name !== null && kind !== "all" ? (
                <Link href={kindPaths(all, kind).category(Number(key))}>{g.name}</Link>
              ) : (
                g.name ?? t("learning.noCategory")
              )}
            </h2>
            <TrackCards tracks={g.tracks} trackHref={trackHref} busy={query.isFetchingNextPage} />
          </section>
        ))}
        <LoadMore query={query} label={t("learning.more")} pendingLabel={t("learning.loading")} />
      </TrackListStates>
    </div>
  );
}
