// Creating a development plan: its description step (name, description); the settings wizard follows.
import { type FormEvent, useState } from "react";
import { Button } from "../../../../ui/components/Button";
import { Dialog, Modal } from "../../../../ui/components/Dialog";
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
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    setTried(true);
    if (name.trim()) create.mutate({ name: name.trim(), description: description.trim() });
  };
  return (
    <Modal isOpen onOpenChange={(o) => !o && !create.isPending && onClose()} isDismissable={!create.isPending}>
      <Dialog
        title={t("devPlans.admin.createTitle")}
        closeLabel={t("app.close")}
        actions={
          <>
            <Button variant="secondary" onPress={onClose} isDisabled={create.isPending}>
              {t("app.cancel")}
            </Button>
            <Button onPress={() => submit()} isPending={create.isPending} pendingLabel={t("app.saving")}>
              {t("devPlans.admin.create")}
            </Button>
          </>
        }
      >
        <form onSubmit={submit} className={s.stack} noValidate>
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
        </form>
      </Dialog>
    </Modal>
  );
}
