// A list of the person's tracks as cards: the name (opening the track), its progress and the counts in the states'
// colours. /learning, /growth/growthTrack, their category pages and /profile/myTracks show the same card.
import type { ReactNode } from "react";
import { Badge } from "../../../ui/components/Badge";
import { EmptyState } from "../../../ui/components/EmptyState";
import { ErrorState } from "../../../ui/components/ErrorState";
import { Link } from "../../../ui/components/Link";
import { Spinner } from "../../../ui/components/Spinner";
import type { UserTrack } from "./api";
import * as s from "./learning.css";
import { COUNT_KEYS, stateLabel, stateTone } from "./states";
import { useT } from "./useT";

/** `level`: the cards' heading level (3 under a category's heading, 2 right under the page's title). */
export function TrackCards({ tracks, trackHref, busy, level = 3 }: { tracks: readonly UserTrack[]; trackHref: (track: UserTrack) => string; busy: boolean; level?: 2 | 3 }) {
  const t = useT();
  const Title = level === 2 ? "h2" : "h3";
  return (
    <ul className={s.cards} aria-busy={busy}>
      {tracks.map((track) => (
        <li key={track.id}>
          <article className={s.card} aria-labelledby={`track-${track.id}`}>
            <Title className={s.cardTitle} id={`track-${track.id}`}>
              <Link href={trackHref(track)}>{track.display_name}</Link>
            </Title>
            {track.state === "waiting" ? (
              <p className={s.muted}>{t("learning.waiting")}</p>
            ) : (
              <>
                <p className={s.muted}>{t("learning.progress", { done: track.counts.completed, total: track.counts.total })}</p>
                <ul className={s.counts} aria-label={t("learning.countsLabel")}>
                  {COUNT_KEYS.filter((k) => track.counts[k] > 0).map((k) => (
                    <li key={k}>
                      <Badge tone={stateTone[k]} dot>
                        {t(stateLabel(k))}: {track.counts[k]}
                      </Badge>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}

/** A track list's states: loading, error with retry, empty (the page's words), else its content. */
export function TrackListStates(props: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  count: number;
  empty: string;
  emptyText: string;
  children: ReactNode;
}) {
  const t = useT();
  const { query } = props;
  if (query.isPending) return <Spinner label={t("learning.loading")} />;
  if (query.isError) {
    return <ErrorState title={t("learning.loadFailed")} retryLabel={t("learning.retry")} onRetry={() => void query.refetch()} headingLevel={2} announce />;
  }
  if (props.count === 0) return <EmptyState title={t(props.empty)} description={t(props.emptyText)} headingLevel={2} />;
  return <>{props.children}</>;
}
