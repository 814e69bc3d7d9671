// What the "as of" moment shows: the entity's state then and the event that made it, or that the stream had not
// begun. The viewer greys out the events after the moment.
import { useIntl } from "react-intl";
import { InfoIcon } from "../../../ui/components/icons";
import { formatDate } from "../../app/i18n/dates";
import { useLocale } from "../../app/i18n/IntlRoot";
import type { ReplayStream } from "./api";
import * as s from "./replay.css";

const show = (v: unknown) => (v === null || v === undefined ? "—" : typeof v === "string" ? v : JSON.stringify(v));

export function AsOfNote({ stream }: { stream: ReplayStream }) {
  const intl = useIntl();
  const locale = useLocale();
  const asOf = stream.as_of;
  if (!asOf) return null;
  const date = formatDate(asOf.at, "long", locale);
  const step = asOf.version === null ? undefined : stream.steps.find((x) => x.version === asOf.version);
  return (
    <div className={s.asOfNote} role="status" data-testid="replay-as-of">
      <InfoIcon size={18} />
      {step ? (
        <span>
          {intl.formatMessage(
            { id: "replay.asOf.state" },
            { date, state: show(step.after), version: step.version, type: step.type, time: formatDate(step.time, "long", locale) },
          )}{" "}
          {intl.formatMessage({ id: "replay.asOf.later" }, { count: asOf.later })}
        </span>
      ) : (
        <span>{intl.formatMessage({ id: "replay.asOf.notBegun" }, { date, first: stream.steps[0] ? formatDate(stream.steps[0].time, "long", locale) : "—" })}</span>
      )}
    </div>
  );
}
