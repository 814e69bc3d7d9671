// "New client" (POST /api/clients): the organisation (name, e-mail, hosts, language, active-user limit) and its
// first administrator. The answer's invitation link is shown once, to hand to the administrator.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../ui/components/Button";
import { Dialog, Modal } from "../../../ui/components/Dialog";
import { ListBoxItem } from "../../../ui/components/ListBox";
import { Select } from "../../../ui/components/Select";
import { TextField } from "../../../ui/components/TextField";
import { fieldErrorsOf } from "../../../services/client/errors";
import { AppFormDialog } from "../../app/AppFormDialog";
import { useLocale } from "../../app/i18n/IntlRoot";
import { localeParam } from "../../app/i18n/locale";
import { useT } from "../lists/useT";
import { createClient } from "./api";
import * as s from "./clients.css";
import { clientsKeys } from "./queries";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LANGUAGES = ["ru", "en", "fr"] as const;
type Language = (typeof LANGUAGES)[number];

interface Form {
  name: string;
  email: string;
  hosts: string;
  language: Language;
  limit: string;
  first_name: string;
  last_name: string;
  admin_email: string;
}

const hostsOf = (text: string) => text.split(/[\s,]+/).map((h) => h.trim()).filter(Boolean);

export function CreateClientDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number) => void }) {
  const t = useT();
  const locale = localeParam(useLocale());
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Form>({ name: "", email: "", hosts: "", language: "ru", limit: "", first_name: "", last_name: "", admin_email: "" });
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Record<string, string[]>>({});
  // The invitation link to hand over; null when it went out by e-mail.
  const [link, setLink] = useState<{ id: number; url: string | null } | null>(null);
  const limit = form.limit.trim();
  const errors: Partial<Record<keyof Form, string>> = {
    name: form.name.trim() ? undefined : t("clients.error.required"),
    email: EMAIL.test(form.email.trim()) ? undefined : t("clients.error.email"),
    limit: !limit || (/^\d{1,7}$/.test(limit) && Number(limit) >= 1) ? undefined : t("clients.error.limit"),
    first_name: form.first_name.trim() ? undefined : t("clients.error.required"),
    last_name: form.last_name.trim() ? undefined : t("clients.error.required"),
    admin_email: EMAIL.test(form.admin_email.trim()) ? undefined : t("clients.error.email"),
  };
  const create = useMutation({
    mutationFn: () =>
      createClient({
        name: form.name.trim(), email: form.email.trim(), hosts: hostsOf(form.hosts), language: form.language,
        active_user_limit: limit ? Number(limit) : null,
        admin: { first_name: form.first_name.trim(), last_name: form.last_name.trim(), email: form.admin_email.trim() },
      }),
    meta: { errorMessage: "common.createFail", successMessage: "clients.create.success" },
    onSuccess: (r) => {
      void queryClient.invalidateQueries({ queryKey: clientsKeys.list });
      const prefix = locale ? `/${locale}` : "";
      setLink({ id: r.client.id, url: r.admin.uid ? `${window.location.origin}${prefix}/confirmPassword/${encodeURIComponent(r.admin.uid)}` : null });
    },
    onError: (e) => setServer(fieldErrorsOf(e)),
  });
  const submit = () => {
    setTried(true);
    setServer({});
    if (Object.values(errors).every((e) => !e)) create.mutate();
  };
  const serverError = (k: keyof Form) => {
    const key = { admin_email: "admin.email", first_name: "admin.first_name", last_name: "admin.last_name", limit: "active_user_limit" }[k as string] ?? k;
    return server[key]?.length ? t(k === "hosts" ? "clients.error.hosts" : "clients.error.invalid") : undefined;
  };
  const err = (k: keyof Form) => (tried && errors[k]) || serverError(k) || undefined;
  const set = (k: keyof Form) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  if (link) {
    return (
      <Modal isOpen onOpenChange={(o) => !o && onCreated(link.id)}>
        <Dialog
          title={t("clients.create.doneTitle")}
          closeLabel={t("app.close")}
          actions={<Button onPress={() => onCreated(link.id)}>{t("clients.create.openClient")}</Button>}
        >
          <div className={s.form}>
            {link.url ? (
              <>
                <p>{t("clients.create.doneText")}</p>
                <TextField label={t("clients.create.link")} value={link.url} isReadOnly />
              </>
            ) : (
              <p>{t("clients.create.doneMailed")}</p>
            )}
          </div>
        </Dialog>
      </Modal>
    );
  }
  return (
    <AppFormDialog title={t("clients.create.title")} submitLabel={t("clients.create.submit")} isPending={create.isPending} onSubmit={submit} onClose={onClose} size="lg">
      <TextField label={t("clients.field.name")} value={form.name} onChange={set("name")} maxLength={200} isRequired autoFocus isInvalid={!!err("name")} errorMessage={err("name")} />
      <div className={s.grid2}>
        <TextField label={t("clients.field.email")} type="email" value={form.email} onChange={set("email")} maxLength={254} isRequired isInvalid={!!err("email")} errorMessage={err("email")} />
        <Select label={t("clients.field.language")} selectedKey={form.language} onSelectionChange={(k) => setForm((f) => ({ ...f, language: k as Language }))}>
          {LANGUAGES.map((l) => <ListBoxItem key={l} id={l} textValue={t(`clients.language.${l}`)}>{t(`clients.language.${l}`)}</ListBoxItem>)}
        </Select>
      </div>
      <div className={s.grid2}>
        <TextField label={t("clients.field.hosts")} description={t("clients.create.hostsHelp")} value={form.hosts} onChange={set("hosts")} isInvalid={!!err("hosts")} errorMessage={err("hosts")} />
        <TextField label={t("clients.field.activeUserLimit")} description={t("clients.create.limitHelp")} inputMode="numeric" value={form.limit} onChange={set("limit")} isInvalid={!!err("limit")} errorMessage={err("limit")} />
      </div>
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>{t("clients.create.admin")}</legend>
        <div className={s.grid2}>
          <TextField label={t("clients.field.firstName")} value={form.first_name} onChange={set("first_name")} maxLength={100} isRequired isInvalid={!!err("first_name")} errorMessage={err("first_name")} />
          <TextField label={t("clients.field.lastName")} value={form.last_name} onChange={set("last_name")} maxLength={100} isRequired isInvalid={!!err("last_name")} errorMessage={err("last_name")} />
        </div>
        <TextField label={t("clients.field.adminEmail")} type="email" value={form.admin_email} onChange={set("admin_email")} maxLength={254} isRequired isInvalid={!!err("admin_email")} errorMessage={err("admin_email")} />
      </fieldset>
    </AppFormDialog>
  );
}
