// /forgotPassword: a person asks for a set-password link by e-mail. The server answers the same whether or not the
// e-mail names an account, so the page does too; past the limit per address or per e-mail it says when to try again.
import { useSearch } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { Button } from "../../../ui/components/Button";
import { forgotPassword } from "../../../services/client/auth";
import { errorTag, isSilent } from "../../../services/client/errors";
import { Alert } from "./Alert";
import { EmailField } from "./EmailField";
import * as s from "./auth.css";
import { ToLogin } from "./ToLogin";
import { validateLogin } from "./validation";

type Outcome = { kind: "sent"; email: string } | { kind: "limited"; retryAt: number } | { kind: "failed" } | null;

export function ForgotPasswordPage() {
  const intl = useIntl();
  const search = useSearch({ strict: false }) as { email?: string };
  const [email, setEmail] = useState(search.email ?? "");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The login form's e-mail rules; the password is not asked here.
    const found = validateLogin(email, "-").email;
    setError(found);
    if (found || pending) return;
    setPending(true);
    setOutcome(null);
    try {
      await forgotPassword(email.trim());
      setOutcome({ kind: "sent", email: email.trim() });
    } catch (failure) {
      if (isSilent(failure)) return;
      const retryAt = errorTag(failure) === "LimitExceeded" ? Date.parse((failure as { retry_at?: string }).retry_at ?? "") : Number.NaN;
      setOutcome(Number.isNaN(retryAt) ? { kind: "failed" } : { kind: "limited", retryAt });
    } finally {
      setPending(false);
    }
  };

  const title = <h1 className={s.heading}>{t("auth.forgot.title")}</h1>;
  if (outcome?.kind === "sent")
    return (
      <>
        {title}
        <p className={s.lead} />
        <Alert tone="success" detail={t("auth.forgot.sentDetail")}>
          {t("auth.forgot.sent", { email: outcome.email })}
        </Alert>
        <ToLogin />
      </>
    );
  return (
    <>
      {title}
      <p className={s.lead}>{t("auth.forgot.subtitle")}</p>
      <form className={s.form} onSubmit={submit} noValidate aria-label={t("auth.forgot.title")}>
        {outcome?.kind === "limited" && (
          <Alert>{t("auth.reset.tooManyRequests", { time: intl.formatTime(new Date(outcome.retryAt), { hour: "2-digit", minute: "2-digit" }) })}</Alert>
        )}
        {outcome?.kind === "failed" && <Alert>{t("auth.forgot.failed")}</Alert>}
        <EmailField
          label={t("auth.login.email")}
          value={email}
          onChange={(v) => {
            setEmail(v);
            if (error) setError(validateLogin(v, "-").email);
          }}
          errorMessage={error ? t(error) : undefined}
          isReadOnly={pending}
        />
        <Button type="submit" size="lg" className={s.submit} isPending={pending} pendingLabel={t("auth.forgot.sending")}>
          {t("auth.forgot.submit")}
        </Button>
      </form>
      <ToLogin />
    </>
  );
}
