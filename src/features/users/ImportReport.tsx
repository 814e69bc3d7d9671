// The rows of an import, each with its verdict in words: in the preview what would happen ("Will be created"),
// after the import what happened ("Created"), with the reasons a row is refused in the reader's language.
import { useIntl } from "react-intl";
import { Badge } from "../../../ui/components/Badge";
import * as ls from "../lists/lists.css";
import { useT } from "../lists/useT";
import type { ImportReport } from "./api";
import * as s from "./users.css";

const tone = { created: "success", updated: "info", refused: "danger" } as const;

/**
 * A report reason `field: message.id[:line]` in words. A reason that is not a catalogue message (a validator's own
 * text, a pattern) is never shown raw: the field is named and called invalid.
 */
export function useReasonText() {
  const intl = useIntl();
  return (reason: string) => {
    const at = reason.indexOf(": ");
    const field = at >= 0 ? reason.slice(0, at) : "";
    const [id, line] = (at >= 0 ? reason.slice(at + 2) : reason).split(":");
    const text = intl.messages[id] ? intl.formatMessage({ id }, { line: line ?? "" }) : intl.formatMessage({ id: "users.import.invalidValue" });
    const fieldName = field && intl.messages[`users.field.${field}`] ? intl.formatMessage({ id: `users.field.${field}` }) : field;
    return fieldName ? `${fieldName}: ${text}` : text;
  };
}

export function ImportReportTable({ report, preview }: { report: ImportReport; preview: boolean }) {
  const t = useT();
  const reasonText = useReasonText();
  const verdict = (r: keyof typeof tone) => t(preview ? `users.import.will.${r}` : `users.import.${r}`);
  return (
    <section aria-label={t(preview ? "users.import.previewTitle" : "users.import.report")} className={ls.stack}>
      <p role="status" className={s.summary}>
        {t(preview ? "users.import.previewSummary" : "users.import.summary", { created: report.created, updated: report.updated, refused: report.refused })}
      </p>
      <div className={s.reportScroll}>
        <table className={s.report}>
          <thead>
            <tr>
              <th scope="col">{t("users.import.line")}</th>
              <th scope="col">{t("users.field.email")}</th>
              <th scope="col">{t("users.import.result")}</th>
              <th scope="col">{t("users.import.reasons")}</th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((r) => (
              <tr key={r.line}>
                <td>{r.line}</td>
                <td>{r.email || "—"}</td>
                <td>
                  <Badge tone={tone[r.result]}>{verdict(r.result)}</Badge>
                </td>
                <td>{r.reasons.map(reasonText).join("; ") || "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
