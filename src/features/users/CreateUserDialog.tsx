// Creating a user, and inviting them in the same step: e-mail and name (checked with the shared validators), manager,
// role, hire date (the locale's date picker) and status, each status explained. An active person is invited at once
// (the server makes the person and the set-password link in one transaction); where mail is off the link shows once
// to copy before the person's page opens. A pending person is created without access, to be activated and invited later.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { DatePicker } from "../../../ui/components/DatePicker";
import { ListBoxItem } from "../../../ui/components/ListBox";
import { Radio, RadioGroup } from "../../../ui/components/RadioGroup";
import { Select } from "../../../ui/components/Select";
import { TextField } from "../../../ui/components/TextField";
import { validateValue } from "../../../services/validation";
import { fieldErrorsOf } from "../../../services/client/errors";
import { SystemRoleNames } from "../../../services/contract/permissions";
import { AppFormDialog } from "../../app/AppFormDialog";
import { useLocale } from "../../app/i18n/IntlRoot";
import { notify } from "../../app/snackbar/notify";
import * as ls from "../lists/lists.css";
import { useT } from "../lists/useT";
import { createUser } from "./api";
import { ManagerField } from "./ManagerField";
import { PasswordLinkDialog, passwordLinkUrl } from "./PasswordLinkDialog";
import type { UserHit } from "./PersonPicker";
import { usersKeys } from "./queries";

type Form = {
  email: string; first_name: string; last_name: string; status: "active" | "pending";
  manager: UserHit | null; role_id: number; hire_date: string | null;
};
/** The role a new person gets unless another is chosen (the server's default too). */
const EMPLOYEE_ROLE = 9;

export function CreateUserDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number) => void }) {
  const t = useT();
  const lang = useLocale();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Form>({ email: "", first_name: "", last_name: "", status: "active", manager: null, role_id: EMPLOYEE_ROLE, hire_date: null });
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Record<string, string[]>>({});
  const [shown, setShown] = useState<{ id: number; name: string; link: string } | null>(null);
  const errors = {
    email: validateValue(form.email.trim(), { required: true, email: true, max_length: 254 }, { lang, title: t("users.field.email") }),
    first_name: validateValue(form.first_name.trim(), { required: true }, { lang, title: t("users.field.firstName") }),
    last_name: validateValue(form.last_name.trim(), { required: true }, { lang, title: t("users.field.lastName") }),
  };
  const invite = form.status === "active";
  const create = useMutation({
    mutationFn: () =>
      createUser({
        email: form.email.trim(), first_name: form.first_name.trim(), last_name: form.last_name.trim(), status: form.status,
        manager_id: form.manager?.id ?? null, role_id: form.role_id, hire_date: form.hire_date, invite,
      }),
    meta: { errorMessage: "common.createFail" },
    onSuccess: (user) => {
      void queryClient.invalidateQueries({ queryKey: usersKeys.all });
      const invitation = user.invitation;
      // Mail is off: the link is shown once, then the person's page opens.
      if (invitation?.uid && !invitation.mailed) return setShown({ id: user.id, name: user.full_name, link: passwordLinkUrl(invitation.uid) });
      notify({ message: invitation ? "users.create.invited" : "common.createSuccess", values: { email: user.email }, variant: "success" });
      onClose();
      onCreated(user.id);
    },
    onError: (e) => setServer(fieldErrorsOf(e)),
  });
  const submit = () => {
    setTried(true);
    if (!errors.email && !errors.first_name && !errors.last_name) create.mutate();
  };
  const err = (k: keyof typeof errors | "hire_date" | "role_id") =>
    (tried && k in errors && errors[k as keyof typeof errors]) || server[k]?.[0] || undefined;
  const set = (k: "email" | "first_name" | "last_name") => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  if (shown)
    return (
      <PasswordLinkDialog
        link={shown.link}
        name={shown.name}
        onClose={() => {
          onClose();
          onCreated(shown.id);
        }}
      />
    );
  return (
    <AppFormDialog
      title={t("users.create.title")}
      submitLabel={invite ? t("users.create.submitInvite") : t("users.create.submit")}
      isPending={create.isPending}
      onSubmit={submit}
      onClose={onClose}
      className={ls.stack}
    >
      <TextField label={t("users.field.email")} type="email" value={form.email} onChange={set("email")} isRequired autoFocus isInvalid={Boolean(err("email"))} errorMessage={err("email")} />
      <div className={ls.row}>
        <TextField className={ls.grow} label={t("users.field.firstName")} value={form.first_name} onChange={set("first_name")} isRequired isInvalid={Boolean(err("first_name"))} errorMessage={err("first_name")} />
        <TextField className={ls.grow} label={t("users.field.lastName")} value={form.last_name} onChange={set("last_name")} isRequired isInvalid={Boolean(err("last_name"))} errorMessage={err("last_name")} />
      </div>
      <ManagerField value={form.manager} onChange={(manager) => setForm((f) => ({ ...f, manager }))} />
      <div className={ls.row}>
        <Select
          className={ls.grow}
          label={t("users.field.role")}
          selectedKey={form.role_id}
          onSelectionChange={(k) => k !== null && setForm((f) => ({ ...f, role_id: Number(k) }))}
          isInvalid={Boolean(err("role_id"))}
          errorMessage={err("role_id")}
        >
          {Object.entries(SystemRoleNames).map(([id, names]) => (
            <ListBoxItem key={id} id={Number(id)} textValue={names[lang]}>
              {names[lang]}
            </ListBoxItem>
          ))}
        </Select>
        <DatePicker
          className={ls.grow}
          label={t("users.field.hireDate")}
          value={form.hire_date}
          onChange={(hire_date) => setForm((f) => ({ ...f, hire_date }))}
          isInvalid={Boolean(err("hire_date"))}
          errorMessage={err("hire_date")}
          openLabel={t("users.create.openCalendar")}
        />
      </div>
      <RadioGroup
        label={t("users.field.status")}
        value={form.status}
        onChange={(v) => setForm((f) => ({ ...f, status: v === "pending" ? "pending" : "active" }))}
        description={invite ? t("users.create.activeHelp") : t("users.create.pendingHelp")}
      >
        <Radio value="active">{t("users.status.active")}</Radio>
        <Radio value="pending">{t("users.status.pending")}</Radio>
      </RadioGroup>
    </AppFormDialog>
  );
}
