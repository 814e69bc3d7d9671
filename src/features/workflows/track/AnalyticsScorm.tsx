// The track analytics' SCORM: the attempts of the track's people in the packages of its tasks (a task's SCORM files,
// a learning task's course's SCORM materials), newest first: the task, attempt number and state, completion,
// success, score, time spent and last activity (keyset pages).
import { useInfiniteQuery } from "@tanstack/react-query";
import { formatDate } from "../../../app/i18n/dates";
import { useLocale } from "../../../app/i18n/IntlRoot";
import { Badge } from "../../../../ui/components/Badge";
import { useT } from "../../lists/useT";
import { trackScormQuery } from "../queries";
import * as a from "./assign.css";
import { PagedList } from "./PagedList";
import * as s from "./track.css";

const successTone = { passed: "success", failed: "danger", unknown: "neutral" } as const;

export function TrackScorm({ id }: { id: number }) {
  const t = useT();
  const list = useInfiniteQuery(trackScormQuery(id));
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  const locale = useLocale();
  const when = (iso: string) => formatDate(iso, "long", locale);
  return (
    <section className={s.panel} aria-labelledby="analytics-scorm">
      <h2 id="analytics-scorm" className={a.heading}>
        {t("workflows.analytics.scorm")}
      </h2>
      <PagedList list={list} rows={rows} empty="workflows.analytics.noScorm" failed="workflows.analytics.loadFailed" testId="analytics-scorm">
        {(r) => (
          <li key={r.id} className={a.item}>
            <span className={a.itemText}>
              <span>{r.name}</span>
              <span className={a.muted}>
                {t("workflows.analytics.scormAttempt", { title: r.title, n: r.number })} · {t(`workflows.analytics.scormState.${r.state_value}`)}
                {" · "}
                {t("workflows.analytics.lastActivity", { when: when(r.updated_at) })}
              </span>
            </span>
            <span className={s.bar}>
              <span>{t("workflows.analytics.timeSpent", { minutes: Math.floor(r.seconds / 60), seconds: r.seconds % 60 })}</span>
              {r.score !== null && <span>{t("workflows.analytics.scormScore", { n: r.score })}</span>}
              <Badge tone={r.completion === "completed" ? "success" : "neutral"}>{t(`workflows.analytics.completion.${r.completion}`)}</Badge>
              <Badge tone={successTone[r.success]} dot>
                {t(`workflows.analytics.success.${r.success}`)}
              </Badge>
            </span>
          </li>
        )}
      </PagedList>
    </section>
  );
}
