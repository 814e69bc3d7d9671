// Step "general": how members are appointed (2 automatic via groups, 3 individual) and the plan's dates.
import { useState } from "react";
import { DatePicker } from "../../../../../ui/components/DatePicker";
import { Radio, RadioGroup } from "../../../../../ui/components/RadioGroup";
import { type GeneralStep as Payload, setGeneral } from "../../api";
import { useT } from "../../common";
import * as s from "../../devPlans.css";
import { useDevPlansWrite } from "../../queries";
import { StepFrame, type StepProps } from "./StepFrame";

export function GeneralStep({ plan, frozen, onDone, onBack }: StepProps) {
  const t = useT();
  const [type, setType] = useState<string | null>(plan.appointment_type_id ? String(plan.appointment_type_id) : null);
  const [start, setStart] = useState<string | null>(plan.start_date?.slice(0, 10) ?? null);
  const [end, setEnd] = useState<string | null>(plan.end_date?.slice(0, 10) ?? null);
  const [tried, setTried] = useState(false);
  const save = useDevPlansWrite((d: Payload) => setGeneral(plan.id, d, plan.version), { onSuccess: (p) => void onDone(p) });
  const order = !start || !end || start <= end;
  const valid = !!type && !!start && !!end && order;
  const dirty = type !== (plan.appointment_type_id ? String(plan.appointment_type_id) : null) || start !== plan.start_date?.slice(0, 10) || end !== plan.end_date?.slice(0, 10);
  const submit = () => {
    setTried(true);
    if (!valid) return;
    if (dirty && !frozen) save.mutate({ appointment_type_id: Number(type) as 2 | 3, start_date: start!, end_date: end! });
    else onDone();
  };
  return (
    <StepFrame step="general" onBack={onBack} onSubmit={submit} isPending={save.isPending}>
      <RadioGroup label={t("devPlans.field.appointment")} value={type} onChange={setType} isRequired isReadOnly={frozen}
        isInvalid={tried && !type} errorMessage={t("devPlans.field.required")}>
        <Radio value="3">{t("devPlans.appointment.3")}</Radio>
        <Radio value="2">{t("devPlans.appointment.2")}</Radio>
      </RadioGroup>
      <p className={s.muted}>{t("devPlans.general.groupsNote")}</p>
      <div className={s.formGrid}>
        <DatePicker label={t("devPlans.field.start")} value={start} onChange={setStart} isRequired isReadOnly={frozen}
          isInvalid={tried && !start} errorMessage={t("devPlans.field.required")} openLabel={t("devPlans.action.openCalendar")} />
        <DatePicker label={t("devPlans.field.end")} value={end} onChange={setEnd} isRequired isReadOnly={frozen} minValue={start ?? undefined}
          isInvalid={tried && (!end || !order)} errorMessage={!end ? t("devPlans.field.required") : t("devPlans.general.datesOrder")}
          openLabel={t("devPlans.action.openCalendar")} />
      </div>
    </StepFrame>
  );
}
