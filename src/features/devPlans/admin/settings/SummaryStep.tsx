// Step "summary" (and launch): everything the plan will start with, what still blocks the launch, the
// administrator's confirmation, and the launch itself (stage 1 preparation → 2 launched) once every step is valid.
import { useState } from "react";
import { Button } from "../../../../../ui/components/Button";
import { Checkbox } from "../../../../../ui/components/Checkbox";
import { launchPlan, type Relation, setSummary } from "../../api";
import { DateText, Fact, useT } from "../../common";
import * as s from "../../devPlans.css";
import { appointmentLabel, relationLabel } from "../../labels";
import { StaleNotice } from "../../../../app/concurrency/StaleNotice";
import { useDevPlansWrite, useReloadDevPlans } from "../../queries";
import { StepFrame, type StepProps } from "./StepFrame";

export function SummaryStep({ plan, frozen, onBack, canLaunch, onLaunched, onOpenStep }: StepProps) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const confirm = useDevPlansWrite((on: boolean) => setSummary(plan.id, on, plan.version), { failure: "common.updateFail" });
  const launch = useDevPlansWrite(() => launchPlan(plan.id, plan.version), { success: "devPlans.admin.launched", onSuccess: () => onLaunched?.(), staleShown: true });
  const reload = useReloadDevPlans(launch);
  const rm = plan.role_model;
  const names = (list: readonly Relation[] | undefined) => (list?.length ? list.map((r) => t(relationLabel(r))).join(", ") : t("devPlans.roleModel.nobody"));
  const blockers = plan.launch_blockers;
  const allowed = !!canLaunch && plan.available_commands.includes("plan.launch");
  const submit = () => {
    if (!allowed) return setError(t("devPlans.summary.notReady"));
    setError(null);
    launch.mutate(undefined);
  };
  return (
    <StepFrame step="summary" onBack={onBack} onSubmit={submit} submitLabel={t("devPlans.summary.launch")} isPending={launch.isPending}
      isDisabled={!allowed} hideSubmit={frozen} error={error}>
      <StaleNotice error={launch.error} onReload={reload} />
      <dl className={s.facts}>
        <Fact label={t("devPlans.field.name")}>{plan.name}</Fact>
        <Fact label={t("devPlans.field.appointment")}>{t(appointmentLabel(plan.appointment_type_id))}</Fact>
        <Fact label={t("devPlans.field.dates")}>
          <DateText value={plan.start_date} /> – <DateText value={plan.end_date} />
        </Fact>
        <Fact label={t("devPlans.field.members")}>{plan.members_count}</Fact>
        <Fact label={t("devPlans.groups.title")}>{plan.groups.length ? plan.groups.map((g) => g.name).join(", ") : "—"}</Fact>
        <Fact label={t("devPlans.step.prohibition")}>{plan.prohibited_user_ids.length}</Fact>
        <Fact label={t("devPlans.summary.questions")}>{plan.survey_questions.length}</Fact>
        <Fact label={t("devPlans.roleModel.compose")}>{names(rm?.compose)}</Fact>
        <Fact label={t("devPlans.roleModel.approve")}>{names(rm?.approve)}</Fact>
        <Fact label={t("devPlans.roleModel.gradeFinal")}>{names(rm?.grade.final)}</Fact>
      </dl>
      {frozen ? (
        <p className={s.muted}>
          {t("devPlans.summary.launchedOn")} <DateText value={plan.launched_at} kind="long" />
        </p>
      ) : (
        <>
          {blockers.filter((b) => b !== "summary").length > 0 && (
            <div className={s.stack}>
              <p className={s.error}>{t("devPlans.summary.blockers")}</p>
              <ul className={s.actions}>
                {blockers.filter((b) => b !== "summary").map((b) => (
                  <li key={b}>
                    {b === "noMembers" ? (
                      <Button size="sm" variant="secondary" onPress={() => onOpenStep?.("members")}>{t("devPlans.summary.noMembers")}</Button>
                    ) : (
                      <Button size="sm" variant="secondary" onPress={() => onOpenStep?.(b)}>{t(`devPlans.step.${b}`)}</Button>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {!allowed && <p className={s.muted}>{t("devPlans.summary.notReady")}</p>}
          <Checkbox isSelected={plan.summary_confirmed} onChange={(v) => confirm.mutate(v)} isDisabled={confirm.isPending}>
            {t("devPlans.summary.confirm")}
          </Checkbox>
        </>
      )}
    </StepFrame>
  );
}
