// Creating a development plan: its description step (name, description); the settings wizard follows.
import { useState } from "react";
import { AppFormDialog } from "../../../app/AppFormDialog";
import { TextField } from "../../../../ui/components/TextField";
import { createPlan, type DescriptionStep } from "../api";
import { useT } from "../common";
import * as s from "../devPlans.css";
import { useDevPlansWrite } from "../queries";

export function CreatePlanDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number) => void }) {
  const t = useT();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [tried, setTried] = useState(false);
  const create = useDevPlansWrite((d: DescriptionStep) => createPlan(d), {
    success: "common.createSuccess",
    failure: "common.createFail",
    onSuccess: (plan) => {
      onClose();
      onCreated(plan.id);
    },
  });
  const submit = () => {
    setTried(true);
    if (name.trim()) create.mutate({ name: name.trim(), description: description.trim() });
  };
  return (
    <AppFormDialog title={t("devPlans.admin.createTitle")} submitLabel={t("devPlans.admin.create")} isPending={create.isPending} onSubmit={submit} onClose={onClose} className={s.stack}>
      <TextField
        label={t("devPlans.field.name")}
        value={name}
        onChange={setName}
        isRequired
        maxLength={500}
        autoFocus
        isInvalid={tried && !name.trim()}
        errorMessage={t("devPlans.field.required")}
      />
      <TextField label={t("devPlans.field.description")} multiline rows={4} value={description} onChange={setDescription} maxLength={20000} />
    </AppFormDialog>
  );
}
