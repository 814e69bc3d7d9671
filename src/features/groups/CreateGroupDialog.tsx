// Creating a group: its name and type (static or dynamic; the type cannot change later). Conditions of a
// dynamic group are set on the group page.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { AppFormDialog } from "../../app/AppFormDialog";
import { Radio, RadioGroup } from "../../../ui/components/RadioGroup";
import { TextField } from "../../../ui/components/TextField";
import * as ls from "../lists/lists.css";
import { useT } from "../lists/useT";
import { createGroup } from "../users/api";
import { groupsKeys } from "./queries";

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
      void queryClient.invalidateQueries({ queryKey: groupsKeys.all });
      onClose();
      onCreated(g.id);
    },
  });
  const submit = () => {
    setTried(true);
    if (name.trim()) create.mutate();
  };
  return (
    <AppFormDialog title={t("groups.create.title")} submitLabel={t("groups.create.submit")} isPending={create.isPending} onSubmit={submit} onClose={onClose} className={ls.stack}>
      <TextField label={t("groups.field.name")} value={name} onChange={setName} isRequired autoFocus maxLength={200} isInvalid={tried && !name.trim()} errorMessage={t("groups.field.required")} />
      <RadioGroup label={t("groups.field.type")} value={type} onChange={(v) => setType(v === "dynamic" ? "dynamic" : "static")} description={t("groups.type.help")}>
        <Radio value="static">{t("groups.type.static")}</Radio>
        <Radio value="dynamic">{t("groups.type.dynamic")}</Radio>
      </RadioGroup>
    </AppFormDialog>
  );
}
