// The overview tab: the profile form (names, e-mail, contacts, dates) saved with updateUser, and the read-only
// facts (role, manager, unit, last login).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "../../../ui/components/Button";
import { Card } from "../../../ui/components/Card";
import { TextField } from "../../../ui/components/TextField";
import { focusFirstInvalid } from "../../../ui/focus";
import { fieldErrorsOf } from "../../../services/client/errors";
import { validateValue } from "../../../services/validation";
import { formatDate } from "../../app/i18n/dates";
import { useLocale } from "../../app/i18n/IntlRoot";
import * as ls from "../lists/lists.css";
import { useT } from "../lists/useT";
import { StaleNotice } from "../../app/concurrency/StaleNotice";
import { type UserDetail, updateUser } from "./api";
import { usersKeys } from "./queries";
import * as s from "./users.css";

const FIELDS = ["first_name", "last_name", "middle_name", "email", "phone", "city", "external_id", "hire_date", "birth_date"] as const;
type Key = (typeof FIELDS)[number];
const labelOf: Record<Key, string> = {
  first_name: "users.field.firstName",
  last_name: "users.field.lastName",
  middle_name: "users.field.middleName",
  email: "users.field.email",
  phone: "users.field.phone",
  city: "users.field.city",
  external_id: "users.field.externalId",
  hire_date: "users.field.hireDate",
  birth_date: "users.field.birthDate",
};
const fromUser = (u: UserDetail) => Object.fromEntries(FIELDS.map((k) => [k, (u[k] as string | null) ?? ""])) as Record<Key, string>;

export function ProfileForm({ user }: { user: UserDetail }) {
  // A failed submit (here or on the server) sends focus to the first invalid field.
  const formRef = useRef<HTMLFormElement>(null);
  const t = useT();
  const lang = useLocale();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(() => fromUser(user));
  const [server, setServer] = useState<Record<string, string[]>>({});
  useEffect(() => setForm(fromUser(user)), [user]);
  const errors: Partial<Record<Key, string | null>> = {
    first_name: validateValue(form.first_name.trim(), { required: true }, { lang, title: t(labelOf.first_name) }),
    last_name: validateValue(form.last_name.trim(), { required: true }, { lang, title: t(labelOf.last_name) }),
    email: validateValue(form.email.trim(), { required: true, email: true }, { lang, title: t(labelOf.email) }),
  };
  const dirty = FIELDS.some((k) => form[k] !== fromUser(user)[k]);
  const save = useMutation({
    mutationFn: () => {
      const opt = (v: string) => (v.trim() ? v.trim() : null);
      return updateUser(user.id, {
        first_name: form.first_name.trim(),
        last_name: form.last_name.trim(),
        middle_name: form.middle_name.trim(),
        email: form.email.trim(),
        phone: opt(form.phone),
        city: opt(form.city),
        external_id: opt(form.external_id),
        hire_date: opt(form.hire_date),
        birth_date: opt(form.birth_date),
      }, user.version);
    },
    meta: { errorMessage: "common.updateFail", successMessage: "common.updateSuccess", staleShown: true },
    onSuccess: (fresh) => {
      setServer({});
      queryClient.setQueryData(usersKeys.user(user.id), fresh);
    },
    onError: (e) => {
      setServer(fieldErrorsOf(e));
      focusFirstInvalid(formRef.current);
    },
  });
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!Object.values(errors).some(Boolean)) save.mutate();
    else focusFirstInvalid(formRef.current);
  };
  const dash = (v: string | null | undefined) => v || "—";
  return (
    <div className={ls.stack}>
      {/* An erased person's profile is closed: nothing of it is left to edit (the server refuses with 409). */}
      {!user.erased_at && (
      <Card>
        <form ref={formRef} onSubmit={submit} className={ls.stack} noValidate aria-label={t("users.tab.overview")}>
          <div className={s.formGrid}>
            {FIELDS.map((k) => {
              const err = errors[k] || server[k]?.[0] || undefined;
              return (
                <TextField
                  key={k}
                  label={t(labelOf[k])}
                  type={k === "email" ? "email" : "text"}
                  placeholder={k.endsWith("_date") ? "YYYY-MM-DD" : undefined}
                  value={form[k]}
                  onChange={(v) => setForm((f) => ({ ...f, [k]: v }))}
                  isInvalid={Boolean(err)}
                  errorMessage={err}
                />
              );
            })}
          </div>
          {/* Reload shows the colleague's profile: the form takes the fresh values (its draft is not kept) */}
          <StaleNotice error={save.error} onReload={() => void queryClient.invalidateQueries({ queryKey: usersKeys.all }).then(() => save.reset())} />
          <div className={ls.actions}>
            <Button type="submit" isDisabled={!dirty} isPending={save.isPending} pendingLabel={t("app.saving")}>
              {t("app.save")}
            </Button>
          </div>
        </form>
      </Card>
      )}
      <Card>
        <dl className={s.dl}>
          <dt>{t("users.field.role")}</dt>
          <dd>{user.custom_role?.value ?? user.role_name}</dd>
          <dt>{t("users.field.manager")}</dt>
          <dd>{dash(user.manager?.value)}</dd>
          <dt>{t("users.field.unit")}</dt>
          <dd>{dash(user.unit?.value)}</dd>
          <dt>{t("users.field.position")}</dt>
          <dd>{dash(user.job_position?.value)}</dd>
          <dt>{t("users.field.lastLogin")}</dt>
          <dd>{user.last_login_at ? formatDate(user.last_login_at, "long", lang) : "—"}</dd>
          <dt>{t("users.field.created")}</dt>
          <dd>{formatDate(user.created_at, "short", lang)}</dd>
        </dl>
      </Card>
    </div>
  );
}
