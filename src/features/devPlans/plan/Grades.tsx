// The grades given so far (self, intermediate, final): each goal's score and weight, and the weighted result.
import { Card } from "../../../../ui/components/Card";
import type { Task } from "../api";
import { useT } from "../common";
import * as s from "../devPlans.css";
import * as w from "./plan.css";

const KINDS = ["self", "intermediate", "final"] as const;

export function Grades({ task }: { task: Task }) {
  const t = useT();
  const given = KINDS.filter((k) => task.grades[k] !== null);
  if (given.length === 0) return null;
  const title = (goalId: number) => task.goals.find((g) => g.id === goalId)?.title ?? `#${goalId}`;
  return (
    <Card title={t("devPlans.grades.title")} titleLevel={2}>
      <div className={s.stackLg}>
        {given.map((k) => {
          const grade = task.grades[k]!;
          return (
            <section key={k} aria-label={t(`devPlans.grades.${k}`)} className={s.stack}>
              <div className={s.rowBetween}>
                <h3 className={w.goalTitle}>{t(`devPlans.grades.${k}`)}</h3>
                <span>
                  <span className={s.muted}>{t("devPlans.grade.result")} </span>
                  <span className={w.result}>{grade.result}%</span>
                </span>
              </div>
              <ul className={s.list}>
                {grade.scores.map((sc) => (
                  <li key={sc.goal_id} className={`${s.listItem} ${s.rowBetween}`}>
                    <span>{title(sc.goal_id)}</span>
                    <span className={s.muted}>{t("devPlans.grades.score", { score: sc.score, weight: sc.weight })}</span>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </Card>
  );
}
