// /profile/myHistory: what the signed-in person did (tasks started and completed, answers saved, courses, their
// development plan), from the event log, newest first, 30 a page; each entry in words with its date and time.
import { useInfiniteQuery } from "@tanstack/react-query";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Spinner } from "../../../../ui/components/Spinner";
import { useLocale } from "../../../app/i18n/IntlRoot";
import { formatDate } from "../../../app/i18n/dates";
import { keysetRows } from "../../../app/lists/keysetPages";
import { LoadMore } from "../../../app/lists/LoadMore";
import * as p from "../../shell/page.css";
import * as s from "../learning.css";
import { useT } from "../useT";
import type { HistoryEntry } from "./api";
import * as ps from "./profile.css";
import { myHistoryQuery } from "./queries";

/** Where it happened and how it went, as one muted line (empty when there is nothing to add). */
function details(e: HistoryEntry, t: ReturnType<typeof useT>) {
  const where = e.context === null ? null
    : e.kind.startsWith("task.") || e.kind === "answers.saved"
      ? e.person ? t("learning.history.inTrackOf", { track: e.context, person: e.person }) : t("learning.history.inTrack", { track: e.context })
      : t("learning.history.inCourse", { course: e.context });
  const score = e.percent === null ? null : t("learning.history.score", { percent: Math.round(e.percent * 10) / 10 });
  const outcome = e.passed === null ? null : t(e.passed ? "learning.history.passed" : "learning.history.notPassed");
  return [where, score, outcome].filter(Boolean).join(" · ");
}

function Entry({ entry }: { entry: HistoryEntry }) {
  const t = useT();
  const locale = useLocale();
  const more = details(entry, t);
  return (
    <li className={s.step}>
      <div className={ps.entryMain}>
        <p className={ps.entryText}>{t(`learning.history.kind.${entry.kind}`, { subject: entry.subject ?? t("learning.history.gone") })}</p>
        {more && <span className={s.muted}>{more}</span>}
      </div>
      <time className={ps.entryDate} dateTime={entry.at}>{formatDate(entry.at, "long", locale)}</time>
    </li>
  );
}

export function MyHistoryPage() {
  const t = useT();
  const query = useInfiniteQuery(myHistoryQuery());
  const entries = keysetRows(query.data);
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{t("learning.history.title")}</h1>
          <p className={p.pageLead}>{t("learning.history.lead")}</p>
        </div>
      </header>
      {query.isPending ? (
        <Spinner label={t("learning.loading")} />
      ) : query.isError ? (
        <ErrorState title={t("learning.loadFailed")} retryLabel={t("learning.retry")} onRetry={() => void query.refetch()} headingLevel={2} announce />
      ) : entries.length === 0 ? (
        <EmptyState title={t("learning.history.empty")} description={t("learning.history.emptyLead")} headingLevel={2} />
      ) : (
        <>
          <ul className={s.timeline} aria-label={t("learning.history.listLabel")} aria-busy={query.isFetchingNextPage}>
            {entries.map((e) => <Entry key={e.id} entry={e} />)}
          </ul>
          <LoadMore query={query} label={t("learning.more")} pendingLabel={t("learning.loading")} />
        </>
      )}
    </div>
  );
}
