// Branding's registration settings (spec 000 §3): self-registration, its e-mail domains, access-code registration.
// Shown on the branding page of one's own client; `client_settings` edit saves them.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { fieldErrorsOf } from "../../../services/client/errors";
import { Button } from "../../../ui/components/Button";
import { Card } from "../../../ui/components/Card";
import { ErrorState } from "../../../ui/components/ErrorState";
import { Spinner } from "../../../ui/components/Spinner";
import { Switch } from "../../../ui/components/Switch";
import { TextField } from "../../../ui/components/TextField";
import { useT } from "../lists/useT";
import * as api from "./api";
import * as s from "./codes.css";
import { registrationSettingsQuery } from "./queries";

/** "a.com, b.org" → ["a.com", "b.org"]: commas, spaces or lines between them. */
const domainsOf = (text: string) => text.split(/[\s,;]+/).map((d) => d.trim()).filter(Boolean);

export function RegistrationSettingsCard({ canEdit }: { canEdit: boolean }) {
  const t = useT();
  const client = useQueryClient();
  const query = useQuery(registrationSettingsQuery());
  const [self, setSelf] = useState(false);
  const [domains, setDomains] = useState("");
  const [codes, setCodes] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return;
    setSelf(query.data.self_registration);
    setDomains(query.data.allowed_domains.join(", "));
    setCodes(query.data.code_registration);
  }, [query.data]);
  const save = useMutation({
    mutationFn: () => api.saveSettings({ self_registration: self, allowed_domains: domainsOf(domains), code_registration: codes }),
    meta: { errorMessage: "common.updateFail", successMessage: "codes.settings.saved" },
    onSuccess: (saved) => client.setQueryData(registrationSettingsQuery().queryKey, saved),
    onError: (e) => setError(fieldErrorsOf(e).allowed_domains?.length || Object.keys(fieldErrorsOf(e)).some((k) => k.startsWith("allowed_domains")) ? "codes.errors.badDomain" : null),
  });

  let body: React.ReactNode;
  if (query.isPending) body = <Spinner label={t("app.loading")} />;
  else if (query.isError)
    body = <ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void query.refetch()} isRetrying={query.isFetching} headingLevel={3} />;
  else
    body = (
      <form className={s.form} noValidate onSubmit={(e) => { e.preventDefault(); setError(null); save.mutate(); }}>
        <Switch isSelected={self} onChange={setSelf} isDisabled={!canEdit || save.isPending}>{t("codes.settings.self")}</Switch>
        <TextField label={t("codes.settings.domains")} description={t("codes.settings.domainsHint")} value={domains}
          onChange={(v) => { setDomains(v); setError(null); }} isReadOnly={!canEdit || save.isPending}
          isInvalid={error !== null} errorMessage={error ? t(error) : undefined} />
        <Switch isSelected={codes} onChange={setCodes} isDisabled={!canEdit || save.isPending}>{t("codes.settings.codes")}</Switch>
        {canEdit && (
          <div className={s.actions}>
            <Button type="submit" isPending={save.isPending} pendingLabel={t("app.saving")}>{t("codes.settings.save")}</Button>
          </div>
        )}
      </form>
    );
  return <Card title={t("codes.settings.title")} titleLevel={2}>{body}</Card>;
}
