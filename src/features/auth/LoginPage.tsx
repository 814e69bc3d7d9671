// The sign-in page. The form checks the e-mail and password first (spec 001 §5), then the login machine
// (machines/login.ts) runs the sign-in: wrong credentials, lockout (retry time and attempts left) and a
// blocked account each get their message. Success goes to the saved route or the user's home.
import { useQueryClient } from "@tanstack/react-query";
import { Link, useRouter } from "@tanstack/react-router";
import { useMachine } from "@xstate/react";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { fromPromise } from "xstate";
import { Button } from "../../../ui/components/Button";
import { TextField } from "../../../ui/components/TextField";
import { loginMachine } from "../../../machines/login";
import { login } from "../../../services/client/auth";
import { useLocale } from "../../app/i18n/IntlRoot";
import { localeParam } from "../../app/i18n/locale";
import { Alert } from "./Alert";
import { EmailField } from "./EmailField";
import { goAfterLogin } from "./afterLogin";
import * as s from "./auth.css";
import { forgetLock, recallLock, rememberLock } from "./lockMemory";
import { loginText, toAuthError } from "./loginError";
import { hasErrors, type LoginErrors, validateLogin } from "./validation";
import { PrivacyPolicyLink } from "../clients/PrivacyPolicyLink";
import { ThirdPartiesLink } from "../thirdParties/ThirdPartiesLink";

export function LoginPage() {
  const intl = useIntl();
  const router = useRouter();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const serverMessage = useRef<string | undefined>(undefined);
  const machine = useMemo(
    () =>
      loginMachine.provide({
        actors: {
          authenticate: fromPromise(async ({ input }: { input: { login: string; password: string } }): Promise<{ extraAuth: boolean }> => {
            try {
              await login(input.login, input.password);
              await goAfterLogin(router, queryClient, locale);
              return { extraAuth: false };
            } catch (error) {
              serverMessage.current = (error as { message?: string }).message;
              throw toAuthError(error);
            }
          }),
        },
      }),
    [router, queryClient, locale],
  );
  const [state, send] = useMachine(machine);
  // A lockout this tab was told of and that still runs: the reloaded page shows it again (lockMemory.ts).
  const [remembered] = useState(() => recallLock());
  const [email, setEmail] = useState(remembered?.login ?? "");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<LoginErrors>({});
  const [touched, setTouched] = useState(false);
  const [now, setNow] = useState(Date.now);
  const t = (id?: string) => (id ? intl.formatMessage({ id }) : undefined);
  const locked = state.matches("lockedOut");
  const pending = state.matches("submitting") || state.matches("success");

  useEffect(() => {
    if (remembered) send({ type: "login.restoreLock", login: remembered.login, retryAt: remembered.retryAt, now: Date.now() });
  }, [remembered, send]);

  // Remember a lockout the server answered, for a reload (an ended one is dropped when read); a sign-in forgets it.
  const { retryAt, lockedLogin } = state.context;
  const succeeded = state.matches("success");
  useEffect(() => {
    if (retryAt !== null && lockedLogin !== null) rememberLock({ login: lockedLogin, retryAt });
  }, [retryAt, lockedLogin]);
  useEffect(() => {
    if (succeeded) forgetLock();
  }, [succeeded]);

  // While locked out, tick every second so the machine can reopen the form when the time is up.
  useEffect(() => {
    if (!locked) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      send({ type: "login.unlock", now: at });
    }, 1000);
    return () => clearInterval(timer);
  }, [locked, send]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(email, password);
    setTouched(true);
    setErrors(found);
    if (hasErrors(found) || locked || pending) return;
    if (state.matches("blocked")) send({ type: "login.change" });
    send({ type: "login.submit", login: email, password });
  };

  const change = (nextEmail: string, nextPassword: string) => {
    setEmail(nextEmail);
    setPassword(nextPassword);
    if (touched) setErrors(validateLogin(nextEmail, nextPassword));
    // The lockout is the locked account's: another e-mail opens the form, the locked one closes it again.
    if (nextEmail !== email) send({ type: "login.edit", login: nextEmail, now: Date.now() });
  };

  const shown = (["lockedOut", "blocked", "error"] as const).find((st) => state.matches(st));
  const text = shown && loginText(shown, state.context, intl, now, serverMessage.current);

  return (
    <>
      <h1 className={s.heading}>{t("auth.login.title")}</h1>
      <p className={s.lead}>{t("auth.login.subtitle")}</p>
      <form className={s.form} onSubmit={submit} noValidate aria-label={t("auth.login.pageTitle")}>
        {text && <Alert detail={text.detail}>{text.message}</Alert>}
        <EmailField label={t("auth.login.email")!} value={email} onChange={(v) => change(v, password)} errorMessage={t(errors.email)} isReadOnly={pending} />
        <TextField
          label={t("auth.login.password")}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(v) => change(email, v)}
          isInvalid={!!errors.password}
          errorMessage={t(errors.password)}
          isReadOnly={pending}
          showPasswordLabel={t("auth.login.showPassword")}
          hidePasswordLabel={t("auth.login.hidePassword")}
        />
        <Button type="submit" size="lg" className={s.submit} isPending={pending} isDisabled={locked} pendingLabel={t("auth.login.submitting")}>
          {t("auth.login.submit")}
        </Button>
      </form>
      <p className={s.formLink}>
        <Link to="/{-$locale}/forgotPassword" params={{ locale: localeParam(locale) }} search={email.trim() ? { email: email.trim() } : {}}>
          {t("auth.login.forgotPassword")}
        </Link>
      </p>
      <PrivacyPolicyLink />
      <ThirdPartiesLink />
    </>
  );
}
