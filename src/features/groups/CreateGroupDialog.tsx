// Creating a group: its name and type (static or dynamic; the type cannot change later). Conditions of a
// dynamic group are set on the group page.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "../../../ui/components/Button";
import { Dialog, Modal } from "../../../ui/components/Dialog";
import { Radio, RadioGroup } from "../../../ui/components/RadioGroup";
import { TextField } from "../../../ui/components/TextField";
import * as ls from "../lists/lists.css";
import { useT } from "../lists/useT";
import { createGroup } from "../users/api";

export function CreateGroupDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number) => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [type, setType] = useState<"static" | "dynamic">("static");
  const [tried, setTried] = useState(false);
  const create = useMutation({
    mutationFn: () => createGroup({ name: name.trim(), type, match: "all", conditions: [], status_id: 1 }),
    meta: { errorMessage: "common.createFail", successMessage: "common.createSuccess" },
    onSuccess: (g) => {
      void queryClient.invalidateQueries({ queryKey: ["users", "groups"] });
      onClose();
      onCreated(g.id);
    },
  });
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    setTried(true);
    if (name.trim()) create.mutate();
  };
  return (
    <Modal isOpen onOpenChange={(o) => !o && !create.isPending && onClose()}>
      <Dialog
        title={t("groups.create.title")}
        closeLabel={t("app.close")}
        actions={
          <>
            <Button variant="secondary" onPress={onClose}>
              {t("app.cancel")}
            </Button>
            <Button onPress={() => submit()} isPending={create.isPending} pendingLabel={t("app.saving")}>
              {t("groups.create.submit")}
            </Button>
          </>
        }
      >
        <form onSubmit={submit} className={ls.stack} noValidate>
          <TextField label={t("groups.field.name")} value={name} onChange={setName} isRequired autoFocus maxLength={200} isInvalid={tried && !name.trim()} errorMessage={t("groups.field.required")} />
          <RadioGroup label={t("groups.field.type")} value={type} onChange={(v) => setType(v === "dynamic" ? "dynamic" : "static")} description={t("groups.type.help")}>
            <Radio value="static">{t("groups.type.static")}</Radio>
            <Radio value="dynamic">{t("groups.type.dynamic")}</Radio>
          </RadioGroup>
        </form>
      </Dialog>
    </Modal>
  );
}
