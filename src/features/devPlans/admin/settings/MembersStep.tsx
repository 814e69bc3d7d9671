// Step "members": the groups whose members get a plan (appointment 2, GroupsSection) and the users appointed
// individually (3). Added and removed at once; after launch an added member gets their plan and a removed
// one's plan is canceled (the server does both). Each member shows how they were appointed.
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../../../ui/components/Button";
import { addMembers, removeMembers } from "../../api";
import { AppointmentBadge, fullName, TaskStateBadge, useT } from "../../common";
import * as s from "../../devPlans.css";
import { membersQuery, rowsOf, useDevPlansWrite } from "../../queries";
import { LoadMore } from "../../TaskTable";
import { GroupsSection } from "./GroupsSection";
import { StepFrame, type StepProps } from "./StepFrame";
import { UserPicker } from "./UserPicker";
import * as w from "./wizard.css";

export function MembersStep({ plan, frozen, onDone, onBack }: StepProps) {
  const t = useT();
  const query = useInfiniteQuery(membersQuery(plan.id));
  const members = rowsOf(query.data);
  const [error, setError] = useState<string | null>(null);
  const editable = !frozen || plan.available_commands.includes("members.add");
  const add = useDevPlansWrite((ids: number[]) => addMembers(plan.id, ids, plan.version), { success: "devPlans.members.added", failure: "common.updateFail" });
  const remove = useDevPlansWrite((ids: number[]) => removeMembers(plan.id, ids, plan.version), { success: "devPlans.members.removed", failure: "common.updateFail" });
  const prohibited = new Set(plan.prohibited_user_ids);
  const exclude = new Set([...members.map((m) => m.user.id), ...prohibited]);
  const submit = () => setError(onDone() ? null : t("devPlans.members.needOne"));
  return (
    <StepFrame step="members" onBack={onBack} onSubmit={submit} error={error} editableWhenFrozen={editable}>
      <h3 className={w.subheading}>{t("devPlans.groups.title")}</h3>
      <GroupsSection plan={plan} editable={editable} />
      <h3 className={w.subheading}>{t("devPlans.members.title")}</h3>
      {editable && (
        <UserPicker label={t("devPlans.members.add")} exclude={exclude} onPick={(u) => add.mutate([u.id])} isDisabled={add.isPending} />
      )}
      <section aria-label={t("devPlans.members.list")} className={s.stack}>
        <p className={s.muted}>{t("devPlans.members.count", { count: plan.members_count })}</p>
        {query.isPending ? (
          <p className={s.muted}>{t("app.loading")}</p>
        ) : query.isError ? (
          <p className={s.error}>{t("common.getFail")}</p>
        ) : members.length === 0 ? (
          <p className={s.muted}>{t("devPlans.members.empty")}</p>
        ) : (
          <ul className={w.people}>
            {members.map((m) => (
              <li key={m.user.id} className={w.person}>
                <span>
                  <span className={s.strong}>{fullName(m.user)}</span> <span className={s.small}>{m.user.email}</span>
                </span>
                <span className={s.row}>
                  <AppointmentBadge id={m.appointment_type_id} group={m.group_name} />
                  {m.task_state_id !== null && <TaskStateBadge id={m.task_state_id} />}
                  {editable && (
                    <Button size="sm" variant="ghost" onPress={() => remove.mutate([m.user.id])} isDisabled={remove.isPending}
                      aria-label={t("devPlans.members.removeNamed", { name: fullName(m.user) })}>
                      {t("devPlans.item.remove")}
                    </Button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
        <LoadMore query={query} />
      </section>
    </StepFrame>
  );
}
