// The signed-in user's own open items on the start page (GET /api/dashboard/myWork): their overdue track tasks,
// tracks and courses (MyLearning), their plan and its status, due and overdue actions, plans waiting for their
// approval or grade, recent library files. Each card has its own
// empty state; the whole summary has a loading and an error state. The home issue's widgets replace it later.
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useIntl } from "react-intl";
import { Badge } from "../../../ui/components/Badge";
import { Card } from "../../../ui/components/Card";
import { ErrorState } from "../../../ui/components/ErrorState";
import { Spinner } from "../../../ui/components/Spinner";
import type { MyWork as Work } from "../../../services/contract/dashboard";
import { formatDate } from "../../app/i18n/dates";
import { useLocale } from "../../app/i18n/IntlRoot";
import { taskStateLabel, taskStateTone } from "../devPlans/labels";
import { usePaths as useDevPlanPaths } from "../devPlans/paths";
import { useLibraryPaths } from "../library/paths";
import * as s from "./dashboard.css";
import { MyLearning } from "./MyLearning";
import { myWorkQuery } from "./queries";


function Items({ empty, children }: { empty: string; children: React.ReactNode[] }) {
  return children.length === 0 ? <p className={s.emptyLine}>{empty}</p> : <ul className={s.workList}>{children}</ul>;
}

function Plans({ work }: { work: Work }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const paths = useDevPlanPaths();
  return (
    <Card title={t("dashboard.work.plans")} aria-label={t("dashboard.work.plans")} titleLevel={2}>
      <Items empty={t("dashboard.work.plansEmpty")}>
        {work.plans.map((p) => (
          <li key={p.task_id} className={s.workItem}>
            <Link to={paths.myPlan(p.task_id) as never} className={s.workLink}>
              {p.plan_name}
            </Link>
            <Badge tone={taskStateTone(p.state_id)}>{t(taskStateLabel(p.state_id))}</Badge>
          </li>
        ))}
      </Items>
    </Card>
  );
}

function Actions({ work }: { work: Work }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const paths = useDevPlanPaths();
  return (
    <Card
      title={t("dashboard.work.actions")}
      aria-label={t("dashboard.work.actions")}
      titleLevel={2}
      description={work.overdue_count ? t("dashboard.work.overdueCount", { count: work.overdue_count }) : undefined}
    >
      <Items empty={t("dashboard.work.actionsEmpty")}>
        {work.actions.map((a) => (
          <li key={a.id} className={s.workItem} data-overdue={a.overdue || undefined}>
            <span className={s.workText}>
              <Link to={paths.myPlan(a.task_id) as never} className={s.workLink}>
                {a.title}
              </Link>
              <span className={s.workMeta}>
                {a.plan_name} · {t("dashboard.work.due", { date: formatDate(a.planned_end_date, "short", locale) })}
              </span>
            </span>
            {a.overdue && <Badge tone="danger">{t("devPlans.action.overdue")}</Badge>}
          </li>
        ))}
      </Items>
    </Card>
  );
}

function Approvals({ work }: { work: Work }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const paths = useDevPlanPaths();
  return (
    <Card title={t("dashboard.work.approvals")} aria-label={t("dashboard.work.approvals")} titleLevel={2}>
      <Items empty={t("dashboard.work.approvalsEmpty")}>
        {work.approvals.map((a) => (
          <li key={a.task_id} className={s.workItem}>
            <span className={s.workText}>
              <Link to={paths.managerPlan(a.task_id) as never} className={s.workLink}>
                {a.owner_name}
              </Link>
              <span className={s.workMeta}>{a.plan_name}</span>
            </span>
            <Badge tone={taskStateTone(a.state_id)}>{t(taskStateLabel(a.state_id))}</Badge>
          </li>
        ))}
      </Items>
    </Card>
  );
}

function Files({ work }: { work: Work }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const paths = useLibraryPaths();
  return (
    <Card title={t("dashboard.work.files")} aria-label={t("dashboard.work.files")} titleLevel={2}>
      <Items empty={t("dashboard.work.filesEmpty")}>
        {work.files.map((f) => (
          <li key={f.id} className={s.workItem}>
            <span className={s.workText}>
              <Link to={paths.folder(f.folder_id ?? 1) as never} className={s.workLink}>
                {f.display_name}
              </Link>
              <span className={s.workMeta}>{formatDate(f.created_at, "short", locale)}</span>
            </span>
          </li>
        ))}
      </Items>
    </Card>
  );
}

/** The own-work cards; `approvals` only for those who approve (a manager, mentor or HR). */
export function MyWork() {
  const intl = useIntl();
  const work = useQuery(myWorkQuery());
  if (work.isPending) return <Spinner label={intl.formatMessage({ id: "app.loading" })} />;
  if (work.isError)
    return (
      <ErrorState
        title={intl.formatMessage({ id: "dashboard.work.loadFailed" })}
        retryLabel={intl.formatMessage({ id: "app.retry" })}
        onRetry={() => void work.refetch()}
        isRetrying={work.isRefetching}
      />
    );
  const w = work.data;
  return (
    <>
      {/* What waits on the person first: their late tasks, then colleagues' plans waiting for their decision. */}
      <MyLearning work={w} part="late" />
      {w.approvals.length > 0 && <Approvals work={w} />}
      <MyLearning work={w} part="ongoing" />
      <Plans work={w} />
      <Actions work={w} />
      <Files work={w} />
    </>
  );
}
