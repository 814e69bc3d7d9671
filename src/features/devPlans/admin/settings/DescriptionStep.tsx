// Step "description": the plan's name and description (also set when it was created).
import { useState } from "react";
import { TextField } from "../../../../../ui/components/TextField";
import { type DescriptionStep as Payload, updatePlan } from "../../api";
import { useT } from "../../common";
import { useDevPlansWrite } from "../../queries";
import { StepFrame, type StepProps } from "./StepFrame";

export function DescriptionStep({ plan, frozen, onDone, onBack }: StepProps) {
  const t = useT();
  const [name, setName] = useState(plan.name);
  const [description, setDescription] = useState(plan.description);
  const [tried, setTried] = useState(false);
  const save = useDevPlansWrite((d: Payload) => updatePlan(plan.id, d, plan.version), { onSuccess: (p) => void onDone(p) });
  const dirty = name !== plan.name || description !== plan.description;
  const submit = () => {
    setTried(true);
    if (!name.trim()) return;
    if (dirty && !frozen) save.mutate({ name: name.trim(), description: description.trim() });
    else onDone();
  };
  return (
    <StepFrame step="description" onBack={onBack} onSubmit={submit} isPending={save.isPending}>
      <TextField label={t("devPlans.field.name")} value={name} onChange={setName} isRequired maxLength={500} isReadOnly={frozen}
        isInvalid={tried && !name.trim()} errorMessage={t("devPlans.field.required")} />
      <TextField label={t("devPlans.field.description")} multiline rows={6} value={description} onChange={setDescription} maxLength={20000} isReadOnly={frozen} />
    </StepFrame>
  );
}
