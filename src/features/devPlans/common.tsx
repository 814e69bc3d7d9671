// Small pieces every development-plan page shares: the message helper, state badges, user names, dates in the
// spec's formats, and the loading / error / empty states of a query.
import { personName } from "../../app/personName";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Badge } from "../../../ui/components/Badge";
import { Card } from "../../../ui/components/Card";
import { EmptyState } from "../../../ui/components/EmptyState";
import { ErrorState } from "../../../ui/components/ErrorState";
import { Spinner } from "../../../ui/components/Spinner";
import { type DateKind, formatDate } from "../../app/i18n/dates";
import { useLocale } from "../../app/i18n/IntlRoot";
import type { UserRef } from "./api";
import * as s from "./devPlans.css";
import { actionStateLabel, actionStateTone, stageLabel, stageTone, statusLabel, statusTone, taskStateLabel, taskStateTone } from "./labels";

type Values = Record<string, string | number | boolean | null | undefined | Date | ((chunks: ReactNode[]) => ReactNode)>;

/** `t(id, values)` for the current language. */
export function useT() {
  const intl = useIntl();
  return (id: string, values?: Values) => intl.formatMessage({ id }, values as never) as string;
}

export const fullName = (u: UserRef | null | undefined) => (u ? personName(u) : "");

/** A date in one of the spec's formats (001 §9) for the interface language; "—" when there is none. */
export function DateText({ value, kind = "short" }: { value: string | null | undefined; kind?: DateKind }) {
  const locale = useLocale();
  if (!value) return <span>—</span>;
  return <time dateTime={value}>{formatDate(value, kind, locale)}</time>;
}

export function useFormatDate() {
  const locale = useLocale();
  return (value: string | null | undefined, kind: DateKind = "short") => (value ? formatDate(value, kind, locale) : "—");
}

export function TaskStateBadge({ id }: { id: number | null | undefined }) {
  const t = useT();
  return (
    <Badge tone={taskStateTone(id)} dot data-state-id={id ?? undefined}>
      {t(taskStateLabel(id))}
    </Badge>
  );
}
/** How a member was appointed: 2 through a group (named when known), 3 individually ("—" once they left the plan). */
export function AppointmentBadge({ id, group }: { id: number | null | undefined; group?: string | null }) {
  const t = useT();
  if (id !== 2 && id !== 3) return <span>—</span>;
  return (
    <Badge tone={id === 2 ? "info" : "neutral"} data-appointment={id}>
      {id === 2 && group ? t("devPlans.appointment.viaGroup", { name: group }) : t(`devPlans.appointment.short.${id}`)}
    </Badge>
  );
}
export function StatusBadge({ id }: { id: number }) {
  const t = useT();
  return <Badge tone={statusTone(id)}>{t(statusLabel(id))}</Badge>;
}
export function StageBadge({ stage, status }: { stage: number; status?: number }) {
  const t = useT();
  return (
    <Badge tone={stageTone(stage, status)} dot>
      {t(stageLabel(stage, status))}
    </Badge>
  );
}
export function ActionStateBadge({ id }: { id: number }) {
  const t = useT();
  return <Badge tone={actionStateTone(id)}>{t(actionStateLabel(id))}</Badge>;
}

/** The loading and error states of a page-level query; children render once data is there. */
export function QueryState({
  query,
  children,
}: {
  query: ListQuery & { isPending: boolean };
  children: () => ReactNode;
}) {
  const t = useT();
  if (query.isPending)
    return (
      <div className={s.center}>
        <Spinner size={32} label={t("app.loading")} />
      </div>
    );
  if (query.isError)
    return (
      <ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void query.refetch()} isRetrying={query.isFetching} announce headingLevel={2} />
    );
  return <>{children()}</>;
}

type ListQuery = { isError: boolean; isFetching: boolean; refetch: () => unknown };

/** What a list table shows without rows: the load error with a retry, or the empty state. */
// Level 2: these tables sit right under the page's h1 on some pages (my plans, the management tabs), and an h3
// there would skip a level; under a card's h2 a second h2 skips none.
export function TableEmpty({ query, title, description }: { query: ListQuery; title: string; description?: string }) {
  const t = useT();
  return query.isError ? (
    <ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void query.refetch()} isRetrying={query.isFetching} headingLevel={2} />
  ) : (
    <EmptyState title={title} description={description} headingLevel={2} />
  );
}

/**
 * An empty state inside a card, for lists with nothing to show. The card has no title of its own, so the empty
 * state's heading stands where a card's title would: level 2, like the titled cards beside it in a plan's tabs.
 */
export function EmptyCard({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <Card>
      <EmptyState title={title} description={description} action={action} headingLevel={2} />
    </Card>
  );
}

/** One label and value of a `<dl>` of facts (plan summary, task description). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className={s.factLabel}>{label}</dt>
      <dd className={s.factValue}>{children}</dd>
    </div>
  );
}
