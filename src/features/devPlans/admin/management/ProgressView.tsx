// Where every member of a plan stands: plans counted by status (draft … canceled) and by state (1–9), and the
// share completed.
import { useQuery } from "@tanstack/react-query";
import { Card } from "../../../../../ui/components/Card";
import { ProgressBar } from "../../../../../ui/components/ProgressBar";
import type { Progress } from "../../api";
import { QueryState, StatusBadge, TaskStateBadge, useT } from "../../common";
import * as s from "../../devPlans.css";
import { progressQuery } from "../../queries";

export function ProgressView({ planId }: { planId: number }) {
  const t = useT();
  const query = useQuery(progressQuery(planId));
  return (
    <QueryState query={query}>
      {() => {
        const p = query.data as Progress;
        return (
          <div className={s.stackLg}>
            <Card title={t("devPlans.progress.title")} titleLevel={2} description={t("devPlans.progress.total", { count: p.total })}>
              <div className={s.stackLg}>
                <ProgressBar label={t("devPlans.progress.completed")} value={p.completed_percent} />
                <ul className={s.stats} aria-label={t("devPlans.progress.byStatus")}>
                  {p.by_status.map((x) => (
                    <li key={x.status_id} className={s.stat}>
                      <StatusBadge id={x.status_id} />
                      <span className={s.statValue}>{x.count}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </Card>
            <Card title={t("devPlans.progress.byState")} titleLevel={2}>
              <ul className={s.list}>
                {p.by_state.map((x) => (
                  <li key={x.state_id} className={`${s.listItem} ${s.rowBetween}`}>
                    <TaskStateBadge id={x.state_id} />
                    <span className={s.strong}>{x.count}</span>
                  </li>
                ))}
              </ul>
            </Card>
          </div>
        );
      }}
    </QueryState>
  );
}
