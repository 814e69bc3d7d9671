// The "development-plan" tab: the goals with their weights and actions, the grades once given, and the
// comments. Composing (goals, actions) is open exactly when the server offers `goal.add` to the current user.
import { useState } from "react";
import { Button } from "../../../../ui/components/Button";
import { Card } from "../../../../ui/components/Card";
import type { Task } from "../api";
import { EmptyCard, useT } from "../common";
import * as s from "../devPlans.css";
import { ActionDialog } from "./ActionDialog";
import { ActionItem } from "./ActionItem";
import { Comments } from "./Comments";
import { Grades } from "./Grades";
import { GoalsEditor } from "./GoalsEditor";
import * as w from "./plan.css";

export function GoalsTab({ task }: { task: Task }) {
  const t = useT();
  const canCompose = task.available_commands.includes("goal.add");
  const [editing, setEditing] = useState(false);
  const [addingTo, setAddingTo] = useState<number | null>(null);
  const total = Math.round(task.goals.reduce((a, g) => a + g.weight, 0) * 100) / 100;

  return (
    <div className={s.stackLg}>
      {editing && canCompose ? (
        <GoalsEditor task={task} onDone={() => setEditing(false)} />
      ) : task.goals.length === 0 ? (
        <EmptyCard
          title={t("devPlans.goals.empty")}
          description={canCompose ? t("devPlans.goals.emptyCompose") : t("devPlans.goals.emptyView")}
          action={canCompose ? <Button onPress={() => setEditing(true)}>{t("devPlans.goals.compose")}</Button> : undefined}
        />
      ) : (
        <Card
          title={t("devPlans.goals.title")}
          titleLevel={2}
          description={t("devPlans.goals.summary", { count: task.goals.length, total })}
          actions={
            canCompose ? (
              <Button variant="secondary" onPress={() => setEditing(true)}>
                {t("devPlans.goals.edit")}
              </Button>
            ) : undefined
          }
        >
          <ol className={s.list} aria-label={t("devPlans.goals.title")}>
            {task.goals.map((g) => {
              const actions = task.actions.filter((a) => a.goal_id === g.id);
              const courses = task.courses.filter((c) => c.goal_id === g.id);
              return (
                <li key={g.id} className={s.listItem} data-goal-id={g.id}>
                  <div className={w.goal}>
                    <div className={w.goalHead}>
                      <div>
                        <h3 className={w.goalTitle}>{g.title}</h3>
                        {g.description && <p className={`${s.prewrap} ${s.muted}`}>{g.description}</p>}
                      </div>
                      <span className={w.weight} title={t("devPlans.goal.weight")}>
                        {t("devPlans.goal.weightValue", { weight: g.weight })}
                      </span>
                    </div>
                    {actions.length > 0 ? (
                      <ul className={w.actionList} aria-label={t("devPlans.actions.of", { name: g.title })}>
                        {actions.map((a) => (
                          <ActionItem key={a.id} task={task} action={a} canCompose={canCompose} />
                        ))}
                      </ul>
                    ) : (
                      <p className={s.small}>{t("devPlans.actions.none")}</p>
                    )}
                    {courses.length > 0 && (
                      <p className={s.small}>
                        {t("devPlans.courses.label")}: {courses.map((c) => c.title).join(", ")}
                      </p>
                    )}
                    {canCompose && (
                      <div>
                        <Button variant="ghost" size="sm" onPress={() => setAddingTo(g.id)} aria-label={t("devPlans.action.addTo", { name: g.title })}>
                          + {t("devPlans.action.add")}
                        </Button>
                      </div>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        </Card>
      )}
      {addingTo !== null && <ActionDialog task={task} goalId={addingTo} onClose={() => setAddingTo(null)} />}
      <Grades task={task} />
      <Comments task={task} />
    </div>
  );
}
