// Creating a user: e-mail and name (checked with the shared validators), created active or pending.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { AppFormDialog } from "../../app/AppFormDialog";
import { Radio, RadioGroup } from "../../../ui/components/RadioGroup";
import { TextField } from "../../../ui/components/TextField";
import { validateValue } from "../../../services/validation";
import { fieldErrorsOf } from "../../../services/client/errors";
import { useLocale } from "../../app/i18n/IntlRoot";
import * as ls from "../lists/lists.css";
import { useT } from "../lists/useT";
import { createUser } from "./api";
import { usersKeys } from "./queries";

type Form = { email: string; first_name: string; last_name: string; status: "active" | "pending" };

export function CreateUserDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number) => void }) {
  const t = useT();
  const lang = useLocale();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Form>({ email: "", first_name: "", last_name: "", status: "active" });
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Record<string, string[]>>({});
  const errors = {
    email: validateValue(form.email.trim(), { required: true, email: true, max_length: 254 }, { lang, title: t("users.field.email") }),
    first_name: validateValue(form.first_name.trim(), { required: true }, { lang, title: t("users.field.firstName") }),
    last_name: validateValue(form.last_name.trim(), { required: true }, { lang, title: t("users.field.lastName") }),
  };
  const create = useMutation({
    mutationFn: () => createUser({ email: form.email.trim(), first_name: form.first_name.trim(), last_name: form.last_name.trim(), status: form.status }),
    meta: { errorMessage: "common.createFail", successMessage: "common.createSuccess" },
    onSuccess: (user) => {
      void queryClient.invalidateQueries({ queryKey: usersKeys.all });
      onClose();
      onCreated(user.id);
    },
    onError: (e) => setServer(fieldErrorsOf(e)),
  });
  const submit = () => {
    setTried(true);
    if (!errors.email && !errors.first_name && !errors.last_name) create.mutate();
  };
  const err = (k: keyof typeof errors) => (tried && errors[k]) || server[k]?.[0] || undefined;
  const set = (k: keyof Form) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  return (
    <AppFormDialog title={t("users.create.title")} submitLabel={t("users.create.submit")} isPending={create.isPending} onSubmit={submit} onClose={onClose} className={ls.stack}>
      <TextField label={t("users.field.email")} type="email" value={form.email} onChange={set("email")} isRequired autoFocus isInvalid={Boolean(err("email"))} errorMessage={err("email")} />
      <div className={ls.row}>
        <TextField className={ls.grow} label={t("users.field.firstName")} value={form.first_name} onChange={set("first_name")} isRequired isInvalid={Boolean(err("first_name"))} errorMessage={err("first_name")} />
        <TextField className={ls.grow} label={t("users.field.lastName")} value={form.last_name} onChange={set("last_name")} isRequired isInvalid={Boolean(err("last_name"))} errorMessage={err("last_name")} />
      </div>
      <RadioGroup label={t("users.field.status")} orientation="horizontal" value={form.status} onChange={(v) => setForm((f) => ({ ...f, status: v === "pending" ? "pending" : "active" }))}>
        <Radio value="active">{t("users.status.active")}</Radio>
        <Radio value="pending">{t("users.status.pending")}</Radio>
      </RadioGroup>
    </AppFormDialog>
  );
}
