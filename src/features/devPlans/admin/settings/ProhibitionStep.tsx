// Step "prohibition": users who may never become members of this plan.
import { useQueries } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../../../ui/components/Button";
import { setProhibition } from "../../api";
import { useT } from "../../common";
import * as s from "../../devPlans.css";
import { useDevPlansWrite } from "../../queries";
import { userQuery } from "./people";
import { StepFrame, type StepProps } from "./StepFrame";
import { type UserHit, UserPicker } from "./UserPicker";
import * as w from "./wizard.css";

export function ProhibitionStep({ plan, frozen, onDone, onBack }: StepProps) {
  const t = useT();
  const [ids, setIds] = useState<number[]>([...plan.prohibited_user_ids]);
  const [picked, setPicked] = useState<Record<number, UserHit>>({});
  const known = useQueries({ queries: ids.filter((id) => !picked[id]).map((id) => userQuery(id)) });
  const names = new Map<number, string>();
  for (const q of known) if (q.data) names.set(q.data.id, `${q.data.full_name} · ${q.data.email}`);
  for (const u of Object.values(picked)) names.set(u.id, `${u.full_name} · ${u.email}`);
  const save = useDevPlansWrite((list: number[]) => setProhibition(plan.id, list, plan.version), { onSuccess: (p) => void onDone(p) });
  const dirty = JSON.stringify([...ids].sort()) !== JSON.stringify([...plan.prohibited_user_ids].sort());
  const submit = () => (dirty && !frozen ? save.mutate(ids) : void onDone());
  return (
    <StepFrame step="prohibition" onBack={onBack} onSubmit={submit} isPending={save.isPending}>
      {!frozen && (
        <UserPicker label={t("devPlans.prohibition.add")} exclude={new Set(ids)} onPick={(u) => {
          setPicked((p) => ({ ...p, [u.id]: u }));
          setIds((x) => [...x, u.id]);
        }} />
      )}
      {ids.length === 0 ? (
        <p className={s.muted}>{t("devPlans.prohibition.empty")}</p>
      ) : (
        <ul className={w.people} aria-label={t("devPlans.step.prohibition")}>
          {ids.map((id) => (
            <li key={id} className={w.person}>
              <span>{names.get(id) ?? t("devPlans.user.number", { id })}</span>
              {!frozen && (
                <Button size="sm" variant="ghost" onPress={() => setIds((x) => x.filter((y) => y !== id))}
                  aria-label={t("devPlans.members.removeNamed", { name: names.get(id) ?? String(id) })}>
                  {t("devPlans.item.remove")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </StepFrame>
  );
}
