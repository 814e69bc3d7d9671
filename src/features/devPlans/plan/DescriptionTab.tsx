// The "description" tab: what the plan is about (the administrator's text), its facts, and who does what
// under its role model (spec 000 §6), with the current user's own relation to the plan.
import { Card } from "../../../../ui/components/Card";
import type { Relation, Task } from "../api";
import { DateText, Fact, fullName, TaskStateBadge, useT } from "../common";
import * as s from "../devPlans.css";
import { relationLabel } from "../labels";

export function DescriptionTab({ task }: { task: Task }) {
  const t = useT();
  const names = (list: readonly Relation[]) => (list.length ? list.map((r) => t(relationLabel(r))).join(", ") : t("devPlans.roleModel.nobody"));
  const rm = task.role_model;
  const rows: Array<[string, string]> = [
    ["devPlans.roleModel.compose", names(rm.compose)],
    ["devPlans.roleModel.approve", names(rm.approve) + (rm.autoApproveDays ? ` · ${t("devPlans.roleModel.autoApproveAfter", { days: rm.autoApproveDays })}` : "")],
    ["devPlans.roleModel.approveExtra", names(rm.approveExtra)],
    ["devPlans.roleModel.act", names(rm.act)],
    ["devPlans.roleModel.gradeSelf", t(rm.grade.self ? "devPlans.yes" : "devPlans.no")],
    ["devPlans.roleModel.gradeIntermediate", names(rm.grade.intermediate)],
    ["devPlans.roleModel.gradeFinal", names(rm.grade.final)],
    ["devPlans.roleModel.comment", names(rm.comment)],
    ["devPlans.roleModel.cancel", names(rm.cancel)],
  ];
  const me = task.actor.relations.map((r) => t(relationLabel(r)));
  if (task.actor.isPlanAdmin) me.push(t("devPlans.relation.admin"));
  return (
    <div className={s.stackLg}>
      <Card title={t("devPlans.description.about")} titleLevel={2}>
        <div className={s.stackLg}>
          {task.plan_description ? <p className={s.prewrap}>{task.plan_description}</p> : <p className={s.muted}>{t("devPlans.description.none")}</p>}
          <dl className={s.facts}>
            <Fact label={t("devPlans.field.employee")}>{fullName(task.owner)}</Fact>
            <Fact label={t("devPlans.field.state")}>
              <TaskStateBadge id={task.state_id} />
            </Fact>
            <Fact label={t("devPlans.field.submitted")}>
              <DateText value={task.submitted_at} kind="long" />
            </Fact>
            <Fact label={t("devPlans.field.goals")}>{task.goals_count}</Fact>
            <Fact label={t("devPlans.field.myRole")}>{me.length ? me.join(", ") : "—"}</Fact>
          </dl>
        </div>
      </Card>
      <Card title={t("devPlans.roleModel.title")} titleLevel={2} description={t("devPlans.roleModel.lead")}>
        <dl className={s.facts}>
          {rows.map(([label, value]) => (
            <Fact key={label} label={t(label)}>
              {value}
            </Fact>
          ))}
        </dl>
      </Card>
    </div>
  );
}
