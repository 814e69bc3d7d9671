// The plan's history: every accepted change under its spec code (goals 1–3, actions 101–103, courses 104–106,
// action state 107, comments 201–204, plan state 301) as a sentence, with who and when (spec 001 §9 dates).
import { Card } from "../../../../ui/components/Card";
import type { HistoryItem, Task } from "../api";
import { fullName, useFormatDate, useT } from "../common";
import * as s from "../devPlans.css";
import { actionStateLabel, historyLabel, taskStateLabel } from "../labels";
import * as w from "./plan.css";

type Details = Record<string, unknown>;
const str = (v: unknown) => (typeof v === "string" && v.trim() ? v : undefined);
const rec = (v: unknown) => (v && typeof v === "object" ? (v as Details) : undefined);

/** The subject of a change: a goal's or action's title, a state move, or the text of a comment. */
function useExplain(task: Task) {
  const t = useT();
  const actionTitle = (id: unknown) => task.actions.find((a) => a.id === id)?.title;
  const goalTitle = (id: unknown) => task.goals.find((g) => g.id === id)?.title;
  return (h: HistoryItem): { subject?: string; quote?: string } => {
    const d = h.details as Details;
    if (h.code >= 1 && h.code <= 3) return { subject: str(rec(d.goal)?.title) ?? goalTitle(d.goalId ?? rec(d.goal)?.id) };
    if (h.code >= 101 && h.code <= 103) return { subject: str(rec(d.action)?.title) ?? actionTitle(d.actionId ?? rec(d.action)?.id) };
    if (h.code >= 104 && h.code <= 106) return { subject: str(rec(d.course)?.title) };
    if (h.code === 107) {
      const to = typeof d.to === "number" ? t(actionStateLabel(d.to)) : undefined;
      const title = actionTitle(d.actionId);
      return { subject: [title, to && `→ ${to}`].filter(Boolean).join(" ") || undefined };
    }
    if (h.code >= 201 && h.code <= 204) return { quote: str(d.text) };
    if (h.code === 301) {
      const from = h.from_state_id ? t(taskStateLabel(h.from_state_id)) : undefined;
      const to = h.to_state_id ? t(taskStateLabel(h.to_state_id)) : undefined;
      const subject = from && to && from !== to ? `${from} → ${to}` : to;
      return { subject, quote: str(d.comment) ?? str(d.reason) };
    }
    return {};
  };
}

export function HistoryPanel({ task }: { task: Task }) {
  const t = useT();
  const date = useFormatDate();
  const explain = useExplain(task);
  const items = [...task.history].reverse();
  return (
    <Card title={t("devPlans.history.title")} titleLevel={2} description={t("devPlans.history.count", { count: items.length })}>
      {items.length === 0 ? (
        <p className={s.muted}>{t("devPlans.history.empty")}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard
        <section className={w.historyBody} tabIndex={0} aria-label={t("devPlans.history.title")}>
          <ol className={w.timeline}>
            {items.map((h, i) => {
              const { subject, quote } = explain(h);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the history is append-only, so an index names one entry
                <li key={i} className={w.event} data-code={h.code}>
                  <p className={w.eventText}>
                    <span className={s.strong}>{t(historyLabel(h.code))}</span>
                    {subject && <span>: {subject}</span>}
                  </p>
                  {quote && <p className={`${w.eventText} ${s.muted}`}>{t("devPlans.history.quote", { text: quote })}</p>}
                  <p className={w.eventMeta}>
                    {fullName(h.actor) || t("devPlans.system")} · <time dateTime={h.at}>{date(h.at, "long")}</time>
                  </p>
                </li>
              );
            })}
          </ol>
        </section>
      )}
    </Card>
  );
}
