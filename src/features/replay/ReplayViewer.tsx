// Stepping through a replayed stream: the events on the left, the chosen step on the right (state before and
// after, divergence, the buttons that were available, the event data and the machine context). Buttons and
// the arrow keys (Home/End too) move between steps.
import { useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Badge } from "../../../ui/components/Badge";
import { Button } from "../../../ui/components/Button";
import { Card } from "../../../ui/components/Card";
import { AlertTriangleIcon, CheckCircleIcon, ChevronLeftIcon, ChevronRightIcon } from "../../../ui/components/icons";
import { formatDate } from "../../app/i18n/dates";
import { useLocale } from "../../app/i18n/IntlRoot";
import type { ReplayStep, ReplayStream } from "./api";
import { useActorName } from "./actorNames";
import { JsonBlock } from "./JsonBlock";
import * as s from "./replay.css";

const show = (v: unknown) => (v === null || v === undefined ? "—" : typeof v === "string" ? v : JSON.stringify(v));
const actorOf = (step: ReplayStep) => {
  const a = step.actor as { id?: unknown } | number | string | null;
  return a === null || a === undefined ? "—" : typeof a === "object" ? show(a.id) : String(a);
};

export interface ReplayViewerProps {
  readonly stream: ReplayStream;
  /** Where the steps come from: the server's replay, or a file replayed in this browser. */
  readonly source: "server" | "import";
  readonly onExport?: () => void;
}

function Commands({ step }: { step: ReplayStep }) {
  const t = useIntl();
  if (!step.available_commands) return null;
  return (
    <div className={s.layout} style={{ gridTemplateColumns: "repeat(auto-fit, minmax(220px, 1fr))" }}>
      {(["owner", "approver"] as const).map((who) => (
        <section key={who} aria-label={t.formatMessage({ id: `replay.commands.${who}` })}>
          <h3 style={{ margin: "0 0 8px", fontSize: 14 }}>{t.formatMessage({ id: `replay.commands.${who}` })}</h3>
          <div className={s.commands}>
            {step.available_commands![who].length === 0 ? (
              <span className={s.eventMeta}>{t.formatMessage({ id: "replay.commands.none" })}</span>
            ) : (
              step.available_commands![who].map((c) => (
                <code key={c} className={s.command}>
                  {c}
                </code>
              ))
            )}
          </div>
        </section>
      ))}
    </div>
  );
}

export function ReplayViewer({ stream, source, onExport }: ReplayViewerProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const locale = useLocale();
  const steps = stream.steps;
  const asOf = stream.as_of;
  /** Steps recorded after the "as of" moment: greyed out; the viewer opens on the last one before it. */
  const isLater = (x: ReplayStep) => !!asOf && (asOf.version === null || x.version > asOf.version);
  const [index, setIndex] = useState(() => (asOf && asOf.version !== null ? Math.max(0, steps.findIndex((x) => x.version === asOf.version)) : 0));
  const actorName = useActorName(steps);
  const last = steps.length - 1;
  const go = (i: number) => setIndex(Math.max(0, Math.min(last, i)));
  const step = steps[Math.min(index, last)];
  const diverged = steps.filter((x) => x.divergence).length;
  // The arrow keys (and Home/End) step anywhere on the page, except where they already mean something.
  const at = useRef(index);
  at.current = index;
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (e.altKey || e.ctrlKey || e.metaKey || target?.closest("input, textarea, select, pre, [contenteditable], [role=tablist], [role=menu], [role=listbox], [role=dialog]")) return;
      const i = at.current;
      const to = { ArrowLeft: i - 1, ArrowUp: i - 1, ArrowRight: i + 1, ArrowDown: i + 1, Home: 0, End: last }[e.key];
      if (to === undefined) return;
      e.preventDefault();
      setIndex(Math.max(0, Math.min(last, to)));
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [last]);
  if (!step) return <Card>{t("replay.noEvents")}</Card>;
  return (
    <section className={s.layout} aria-label={t("replay.viewer", { type: stream.stream_type, id: stream.stream_id })}>
      <Card title={t("replay.events")} titleLevel={2} description={t("replay.eventsCount", { count: steps.length, diverged })}>
        <ol className={s.events}>
          {steps.map((x, i) => (
            <li key={`${x.position}-${x.version}`}>
              <button type="button" className={`${s.eventButton} ${x.divergence ? s.eventDiverged : ""} ${isLater(x) ? s.eventLater : ""}`}
                aria-current={i === index ? "step" : undefined}
                onClick={() => go(i)}>
                <span className={s.eventType}>
                  v{x.version} · {x.type}
                </span>
                <span className={s.eventMeta}>
                  {show(x.before)} → {show(x.after)}
                  {x.divergence ? ` · ${t("replay.diverges")}` : ""}
                  {isLater(x) ? ` · ${t("replay.asOf.laterMark")}` : ""}
                </span>
              </button>
            </li>
          ))}
        </ol>
      </Card>
      <Card
        title={t("replay.step", { n: index + 1, total: steps.length })}
        titleLevel={2}
        description={`${stream.stream_type}/${stream.stream_id} · ${t("replay.machine", { name: stream.machine })} · ${t(source === "import" ? "replay.source.import" : "replay.source.server")}`}
        actions={onExport ? <Button variant="secondary" onPress={onExport}>{t("replay.export")}</Button> : undefined}
      >
        <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
          <div className={s.stepper} role="toolbar" aria-label={t("replay.stepper")}>
            <Button variant="secondary" size="sm" onPress={() => go(0)} isDisabled={index === 0}>{t("replay.first")}</Button>
            <Button variant="secondary" size="sm" onPress={() => go(index - 1)} isDisabled={index === 0} aria-label={t("replay.previous")}>
              <ChevronLeftIcon size={16} /> {t("replay.previous")}
            </Button>
            <span className={s.position} aria-live="polite">{t("replay.position", { n: index + 1, total: steps.length })}</span>
            <Button variant="secondary" size="sm" onPress={() => go(index + 1)} isDisabled={index === last} aria-label={t("replay.next")}>
              {t("replay.next")} <ChevronRightIcon size={16} />
            </Button>
            <Button variant="secondary" size="sm" onPress={() => go(last)} isDisabled={index === last}>{t("replay.last")}</Button>
          </div>
          <div className={s.states}>
            <Badge tone="neutral">{step.type}</Badge>
            <span className={s.eventMeta}>
              {t("replay.actor", { actor: actorName(step, actorOf(step)) })} · {formatDate(step.time, "long", locale)}
            </span>
          </div>
          <div className={s.states}>
            <span className={s.stateValue} title={t("replay.before")}>{show(step.before)}</span>
            <ChevronRightIcon size={18} />
            <output className={`${s.stateValue} ${s.stateAfter}`} data-testid="replay-state" aria-label={t("replay.after")}>
              {show(step.after)}
            </output>
          </div>
          {step.divergence ? (
            <div className={s.divergence} role="alert">
              <AlertTriangleIcon size={18} />
              <span>
                <strong>{t("replay.divergence")}</strong> {step.divergence}
              </span>
            </div>
          ) : (
            <div className={s.agree}>
              <CheckCircleIcon size={16} /> {t("replay.agrees")}
            </div>
          )}
          <Commands step={step} />
          <JsonBlock title={t("replay.data")} value={step.data} />
          <JsonBlock title={t("replay.context")} value={step.context} open />
        </div>
      </Card>
    </section>
  );
}
