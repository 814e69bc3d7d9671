// /settings/emailServerSettings: the client's SMTP server (host, port, TLS, login, sender), saved with
// POST or PUT emailServerSettings, removed with DELETE, and tried with testEmailSending (a message to oneself).
// The password is never read back: an empty field keeps the stored one.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Button } from "../../../ui/components/Button";
import { Card } from "../../../ui/components/Card";
import { ConfirmDialog } from "../../../ui/components/ConfirmDialog";
import { ErrorState } from "../../../ui/components/ErrorState";
import { Spinner } from "../../../ui/components/Spinner";
import { Switch } from "../../../ui/components/Switch";
import { TextField } from "../../../ui/components/TextField";
import { fieldErrorsOf } from "../../../services/client/errors";
import { allows, type Permissions } from "../../../services/contract/permissions";
import { useSession } from "../auth/queries";
import { useT } from "../lists/useT";
import * as p from "../shell/page.css";
import { type EmailServerSettings, removeSettings, saveSettings, testSending } from "./api";
import { settingsQuery } from "./queries";
import * as s from "./mail.css";

interface Draft {
  host: string;
  port: string;
  secure: boolean;
  username: string;
  password: string;
  from_address: string;
}

const EMPTY: Draft = { host: "", port: "587", secure: false, username: "", password: "", from_address: "" };
const toDraft = (v: EmailServerSettings | null): Draft =>
  v ? { host: v.host, port: String(v.port), secure: v.secure, username: v.username, password: "", from_address: v.from_address } : EMPTY;

/** Browser-side checks, the same bounds as the contract (the server checks again). */
const check = (d: Draft, t: ReturnType<typeof useT>) => {
  const e: Record<string, string> = {};
  if (!/^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$/.test(d.host.trim())) e.host = t("mail.settings.error.host");
  const port = Number(d.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) e.port = t("mail.settings.error.port");
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(d.from_address.trim())) e.from_address = t("mail.settings.error.email");
  return e;
};

export function EmailServerSettingsPage() {
  const t = useT();
  const query = useQuery(settingsQuery());
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{t("mail.settings.title")}</h1>
          <p className={p.pageLead}>{t("mail.settings.lead")}</p>
        </div>
      </header>
      {query.isPending ? (
        <div className={s.center}><Spinner size={24} label={t("app.loading")} /></div>
      ) : query.isError ? (
        <ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void query.refetch()} isRetrying={query.isFetching} headingLevel={2} />
      ) : (
        <SettingsEditor saved={query.data} />
      )}
    </div>
  );
}

function SettingsEditor({ saved }: { saved: EmailServerSettings | null }) {
  const t = useT();
  const session = useSession();
  const canEdit = !!session && allows(session.permissions as Permissions, "client_settings", "edit");
  const queryClient = useQueryClient();
  const key = settingsQuery().queryKey;
  const [draft, setDraft] = useState<Draft>(() => toDraft(saved));
  const [server, setServer] = useState<Record<string, string>>({});
  const [confirm, setConfirm] = useState(false);
  useEffect(() => setDraft(toDraft(saved)), [saved]);
  const save = useMutation({
    mutationFn: (d: Draft) => saveSettings(saved !== null, {
      host: d.host.trim(), port: Number(d.port), secure: d.secure, username: d.username.trim(), from_address: d.from_address.trim(),
      // Empty keeps the stored password; a new client's settings start without one.
      ...(d.password ? { password: d.password } : {}),
    }),
    meta: { errorMessage: "common.updateFail", successMessage: "mail.settings.saved" },
    onMutate: () => setServer({}),
    onError: (e) => setServer(Object.fromEntries(Object.entries(fieldErrorsOf(e)).map(([k, v]) => [k, v.map((m) => t(m.split(":")[0]!)).join(" ")]))),
    onSuccess: (next) => queryClient.setQueryData(key, next),
  });
  const remove = useMutation({
    mutationFn: removeSettings,
    meta: { errorMessage: "common.removeFail", successMessage: "mail.settings.removed" },
    onSuccess: () => {
      setConfirm(false);
      queryClient.setQueryData(key, null);
    },
  });
  const test = useMutation({ mutationFn: (id: number) => testSending(id), meta: { errorMessage: "mail.test.fail" } });
  const dirty = JSON.stringify(draft) !== JSON.stringify(toDraft(saved));
  const local = check(draft, t);
  const errors = { ...server, ...(dirty ? local : {}) };
  const disabled = !canEdit || save.isPending;
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    // A field the server refused is no longer invalid once it changes: its next value is the server's to judge.
    setServer((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  const field = (name: "host" | "port" | "username" | "from_address", extra: { type?: string; inputMode?: "numeric"; autoComplete?: string; maxLength?: number } = {}) => (
    <TextField
      label={t(`mail.settings.${name}`)}
      value={draft[name]}
      onChange={(v) => set({ [name]: v })}
      isInvalid={!!errors[name]}
      errorMessage={errors[name]}
      isDisabled={disabled}
      {...extra}
    />
  );
  return (
    <Card>
      <form className={s.form} onSubmit={(e) => { e.preventDefault(); if (dirty && !Object.keys(local).length) save.mutate(draft); }}>
        {!saved && <p className={s.result}>{t("mail.settings.none")}</p>}
        <div className={s.grid2}>
          {/* The contract's lengths: the API client refuses a longer value before it is sent, naming no field. */}
          {field("host", { autoComplete: "off", maxLength: 253 })}
          {field("port", { inputMode: "numeric" })}
        </div>
        <Switch isSelected={draft.secure} onChange={(v) => set({ secure: v })} isDisabled={disabled}>{t("mail.settings.secure")}</Switch>
        <div className={s.grid2}>
          {field("username", { autoComplete: "off", maxLength: 254 })}
          <TextField
            label={t("mail.settings.password")}
            type="password"
            autoComplete="new-password"
            maxLength={256}
            description={saved?.has_password ? t("mail.settings.passwordKept") : undefined}
            value={draft.password}
            onChange={(v) => set({ password: v })}
            isInvalid={!!errors.password}
            errorMessage={errors.password}
            isDisabled={disabled}
          />
        </div>
        {field("from_address", { type: "email" })}
        <div className={s.actions}>
          {saved && canEdit && (
            <Button variant="secondary" onPress={() => setConfirm(true)} isDisabled={save.isPending}>{t("mail.settings.remove")}</Button>
          )}
          {canEdit && (
            // Always in sight: until the settings are saved (and while they are edited) it says what it waits for.
            <Button variant="secondary" onPress={() => saved && test.mutate(saved.id)} isDisabled={!saved || dirty} isPending={test.isPending}
              pendingLabel={t("mail.test.sending")} aria-describedby={!saved || dirty ? "mail-test-hint" : undefined}>
              {t("mail.test.button")}
            </Button>
          )}
          <Button variant="secondary" onPress={() => setDraft(toDraft(saved))} isDisabled={!dirty || save.isPending}>{t("clients.discard")}</Button>
          {/* Not disabled by an invalid field: a press (or Enter in a field) is a failed submit, which takes focus to
              the first invalid field (useFailedSubmitFocus, ui/focus.ts); a disabled button would say nothing of why. */}
          <Button type="submit" isDisabled={!canEdit || !dirty} isPending={save.isPending} pendingLabel={t("app.saving")}>
            {t("app.save")}
          </Button>
        </div>
        {canEdit && (!saved || dirty) && (
          <p className={s.result} id="mail-test-hint">
            {t("mail.test.saveFirst")}
          </p>
        )}
        <p className={s.result} role="status" aria-live="polite">
          {test.data && (test.data.sent
            ? t("mail.test.sent", { address: test.data.address })
            : t("mail.test.failed", { address: test.data.address, reason: test.data.reason?.startsWith("mail.reason.") ? t(test.data.reason) : (test.data.reason ?? "") }))}
        </p>
      </form>
      <ConfirmDialog
        isOpen={confirm}
        onOpenChange={setConfirm}
        title={t("mail.settings.removeTitle")}
        message={t("mail.settings.removeMessage")}
        confirmLabel={t("mail.settings.remove")}
        cancelLabel={t("app.cancel")}
        onConfirm={() => remove.mutate()}
        destructive
        isPending={remove.isPending}
        pendingLabel={t("app.saving")}
      />
    </Card>
  );
}
