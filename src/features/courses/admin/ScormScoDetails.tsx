// A SCORM attempt's per-SCO details in the course analytics' SCORM view: each launchable item of the package in its
// order with its status, score, time spent and last commit in this attempt (the row already carries them: no call).
// Shown on demand under the attempt (a disclosure button), so a long list stays short.
import { useId, useState } from "react";
import { useIntl } from "react-intl";
import { formatDate } from "../../../app/i18n/dates";
import { useLocale } from "../../../app/i18n/IntlRoot";
import type { ScormAttemptRow } from "../../../../services/contract/courses";
import { Badge } from "../../../../ui/components/Badge";
import { Button } from "../../../../ui/components/Button";
import * as s from "../courses.css";
import { useT } from "../useT";

const successTone = { passed: "success", failed: "danger", unknown: "neutral" } as const;

export function ScormScoDetails({ row }: { row: ScormAttemptRow }) {
  const t = useT();
  const intl = useIntl();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (row.scos.length === 0) return null;
  const label = t("courses.analytics.scosOf", { name: row.name, n: row.number });
  const visible = t(open ? "courses.analytics.scosHide" : "courses.analytics.scosShow", { n: row.scos.length });
  return (
    <div className={s.section}>
      <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={open ? id : undefined} aria-label={`${visible}: ${label}`} onPress={() => setOpen((o) => !o)}>
        {visible}
      </Button>
      {open && (
      <ul id={id} className={s.rows} aria-label={label}>
        {row.scos.map((sco) => (
          <li key={sco.identifier} className={s.row}>
            <span className={s.rowMain}>
              <span>{sco.title || sco.identifier}</span>
              <span className={s.muted}>
                {sco.committed_at
                  ? t("courses.analytics.lastCommit", { when: formatDate(sco.committed_at, "long", locale) })
                  : t("courses.analytics.noCommit")}
              </span>
            </span>
            <span className={s.actions}>
              <span>{t("courses.analytics.timeSpent", { minutes: Math.floor(sco.seconds / 60), seconds: sco.seconds % 60 })}</span>
              {sco.score !== null
                ? <span>{t("courses.analytics.scormScore", { n: sco.score })}</span>
                : sco.score_raw !== null && <span>{t("courses.analytics.rawScore", { n: intl.formatNumber(sco.score_raw) })}</span>}
              <Badge tone={sco.completion === "completed" ? "success" : "neutral"}>{t(`courses.analytics.completion.${sco.completion}`)}</Badge>
              <Badge tone={successTone[sco.success]} dot>{t(`courses.analytics.success.${sco.success}`)}</Badge>
            </span>
          </li>
        ))}
      </ul>
      )}
    </div>
  );
}
