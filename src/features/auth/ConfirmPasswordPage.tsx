// /confirmPassword/{uid}: a set-password link. The link's state decides the page (active → the form;
// expired, used or invalid → why not); the client's policy is checked by the server and shown by field.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams, useRouter } from "@tanstack/react-router";
import { type FormEvent, useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { Button } from "../../../ui/components/Button";
import { ErrorState } from "../../../ui/components/ErrorState";
import { Spinner } from "../../../ui/components/Spinner";
import { TextField } from "../../../ui/components/TextField";
import { confirmPassword } from "../../../services/client/auth";
import { errorTag, fieldErrorsOf, isSilent } from "../../../services/client/errors";
import { useLocale } from "../../app/i18n/IntlRoot";
import { domainBrandingQuery } from "../../app/theme/queries";
import { goAfterLogin } from "./afterLogin";
import { Alert } from "./Alert";
import * as s from "./auth.css";
import { FieldMessages } from "./FieldMessages";
import { confirmPasswordLinkQuery } from "./queries";
import { ToLogin } from "./ToLogin";
import { hasErrors, validateNewPassword } from "./validation";

const stateMessage = { expired: "auth.confirm.expired", used: "auth.confirm.used", invalid: "auth.confirm.invalid" } as const;

function SetPasswordForm({ uid, login, onDone }: { uid: string; login: string | null; onDone: () => void }) {
  const intl = useIntl();
  const router = useRouter();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ next?: string[]; confirm?: string[] }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateNewPassword(next, confirm);
    setErrors({ next: found.next ? [found.next] : undefined, confirm: found.confirm ? [found.confirm] : undefined });
    if (hasErrors(found)) return;
    setPending(true);
    try {
      const { signedIn } = await confirmPassword(uid, next);
      // Signed in: straight to their home, as after the sign-in form; otherwise the page says the password is set.
      if (signedIn) await goAfterLogin(router, queryClient, locale);
      else onDone();
    } catch (error) {
      setPending(false);
      if (isSilent(error)) return;
      const fields = fieldErrorsOf(error);
      if (fields.password) setErrors({ next: fields.password });
      else if (fields.uid || errorTag(error) === "NotFound") setFailure("auth.password.linkInactive");
      else setFailure("auth.password.updateFailed");
    }
  };

  return (
    <>
      <h1 className={s.heading}>{t("auth.confirm.title")}</h1>
      <p className={s.lead}>{login ? intl.formatMessage({ id: "auth.confirm.subtitle" }, { login }) : t("auth.confirm.subtitleNoLogin")}</p>
      <form className={s.form} onSubmit={submit} noValidate aria-label={t("auth.confirm.title")}>
        {failure && <Alert>{t(failure)}</Alert>}
        {login && <input type="hidden" name="username" autoComplete="username" value={login} readOnly />}
        <TextField label={t("auth.password.change.new")} type="password" autoComplete="new-password" value={next} onChange={setNext}
          isInvalid={!!errors.next?.length} errorMessage={<FieldMessages ids={errors.next} />} isReadOnly={pending}
          showPasswordLabel={t("auth.login.showPassword")} hidePasswordLabel={t("auth.login.hidePassword")} />
        <TextField label={t("auth.password.change.confirm")} type="password" autoComplete="new-password" value={confirm} onChange={setConfirm}
          isInvalid={!!errors.confirm?.length} errorMessage={<FieldMessages ids={errors.confirm} />} isReadOnly={pending}
          showPasswordLabel={t("auth.login.showPassword")} hidePasswordLabel={t("auth.login.hidePassword")} />
        <p className={s.hint}>{t("auth.login.passwordRules")}</p>
        <Button type="submit" size="lg" className={s.submit} isPending={pending} pendingLabel={t("app.saving")}>
          {t("auth.confirm.submit")}
        </Button>
      </form>
    </>
  );
}

export function ConfirmPasswordPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { uid } = useParams({ strict: false }) as { uid?: string };
  const [done, setDone] = useState(false);
  const link = useQuery({ ...confirmPasswordLinkQuery(uid ?? ""), enabled: !!uid });
  // The page wears the branding of the link's client.
  useEffect(() => {
    if (link.data) queryClient.setQueryData(domainBrandingQuery().queryKey, link.data.branding_data);
  }, [link.data, queryClient]);
  const t = (id: string) => intl.formatMessage({ id });
  const title = <h1 className={s.heading}>{t("auth.confirm.title")}</h1>;

  if (!uid)
    return (
      <>
        {title}
        <p className={s.lead} />
        <Alert>{t("auth.confirm.noUid")}</Alert>
        <ToLogin />
      </>
    );
  if (link.isPending)
    return (
      <div className={s.center}>
        <Spinner size={32} label={t("app.loading")} />
      </div>
    );
  if (link.isError)
    return errorTag(link.error) === "NotFound" || errorTag(link.error) === "Invalid" ? (
      <>
        {title}
        <p className={s.lead} />
        <Alert>{t("auth.confirm.invalid")}</Alert>
        <ToLogin />
      </>
    ) : (
      <ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void link.refetch()} isRetrying={link.isFetching} announce />
    );
  if (done)
    return (
      <>
        {title}
        <p className={s.lead} />
        <Alert tone="success">{t("auth.confirm.success")}</Alert>
        <ToLogin />
      </>
    );
  const { link_state, login } = link.data;
  if (link_state !== "active")
    return (
      <>
        {title}
        <p className={s.lead} />
        <Alert>{t(stateMessage[link_state])}</Alert>
        <ToLogin />
      </>
    );
  return <SetPasswordForm uid={uid} login={login} onDone={() => setDone(true)} />;
}
