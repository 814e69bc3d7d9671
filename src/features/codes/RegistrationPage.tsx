// /registration/{uid?}: a person creates their account (spec 000 §2, spec 001 §5): name, surname and e-mail, and
// an access code when the client registers by codes (the link's `uid` fills it in). On success the set-password
// invitation is on its way by mail; every refusal is the spec's message (spec 001 §8), on its field when it has one.
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { fieldErrorsOf, isSilent, messageIdOf } from "../../../services/client/errors";
import { Button } from "../../../ui/components/Button";
import { Spinner } from "../../../ui/components/Spinner";
import { TextField } from "../../../ui/components/TextField";
import { localeParam } from "../../app/i18n/locale";
import { useLocale } from "../../app/i18n/IntlRoot";
import { Alert } from "../auth/Alert";
import * as a from "../auth/auth.css";
import { useT } from "../lists/useT";
import * as api from "./api";
import { registrationOptionsQuery } from "./queries";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
type Field = "first_name" | "last_name" | "email" | "code";

function ToLogin() {
  const t = useT();
  const locale = useLocale();
  return (
    <div className={a.actions}>
      <Link to="/{-$locale}" params={{ locale: localeParam(locale) }} className={a.linkButton}>{t("codes.registration.toLogin")}</Link>
    </div>
  );
}

export function RegistrationPage() {
  const t = useT();
  const { uid } = useParams({ strict: false }) as { uid?: string };
  const options = useQuery(registrationOptionsQuery());
  const [values, setValues] = useState<Record<Field, string>>({ first_name: "", last_name: "", email: "", code: uid ?? "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const title = <h1 className={a.heading}>{t("codes.registration.title")}</h1>;

  if (options.isPending) return <div className={a.center}><Spinner size={32} label={t("app.loading")} /></div>;
  const offered = options.data ?? { self_registration: false, code_registration: false };
  if (done)
    return (
      <>
        {title}
        <p className={a.lead} />
        <Alert tone="success">{t("codes.registration.done", { email: values.email.trim() })}</Alert>
        <ToLogin />
      </>
    );
  if (options.isError || (!offered.self_registration && !offered.code_registration))
    return (
      <>
        {title}
        <p className={a.lead} />
        <Alert>{t(options.isError ? "common.getFail" : "codes.registration.unavailable")}</Alert>
        <ToLogin />
      </>
    );

  const set = (k: Field) => (v: string) => {
    setValues((x) => ({ ...x, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: Partial<Record<Field, string>> = {};
    if (!values.first_name.trim()) found.first_name = "codes.errors.required";
    if (!values.last_name.trim()) found.last_name = "codes.errors.required";
    if (!EMAIL.test(values.email.trim())) found.email = values.email.trim() ? "codes.errors.badEmail" : "codes.errors.required";
    if (!offered.self_registration && !values.code.trim()) found.code = "codes.errors.required";
    setErrors(found);
    if (Object.keys(found).length) {
      document.querySelector<HTMLInputElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    setPending(true);
    try {
      await api.register({ first_name: values.first_name.trim(), last_name: values.last_name.trim(), email: values.email.trim(), code: values.code.trim() || null });
      setDone(true);
    } catch (e) {
      setPending(false);
      if (isSilent(e)) return;
      const fields = fieldErrorsOf(e);
      const named = (Object.keys(fields) as Field[]).filter((k) => k in values);
      if (named.length) setErrors(Object.fromEntries(named.map((k) => [k, fields[k][0]])));
      else setFailure(messageIdOf(e, "codes.registration.failed"));
    }
  };
  const field = (k: Field) => ({
    name: k, value: values[k], onChange: set(k), isReadOnly: pending,
    isInvalid: !!errors[k], errorMessage: errors[k] ? t(errors[k]!) : undefined,
  });

  return (
    <>
      {title}
      <p className={a.lead}>{t(offered.code_registration ? "codes.registration.leadCode" : "codes.registration.lead")}</p>
      <form className={a.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t("codes.registration.title")}>
        {failure && <Alert>{t(failure)}</Alert>}
        <TextField label={t("codes.registration.firstName")} autoComplete="given-name" isRequired maxLength={100} {...field("first_name")} />
        <TextField label={t("codes.registration.lastName")} autoComplete="family-name" isRequired maxLength={100} {...field("last_name")} />
        <TextField label={t("codes.registration.email")} type="email" autoComplete="email" isRequired maxLength={254} {...field("email")} />
        {offered.code_registration && (
          <TextField label={t("codes.registration.code")} autoComplete="off" maxLength={32} isRequired={!offered.self_registration}
            description={offered.self_registration ? t("codes.registration.codeOptional") : undefined} {...field("code")} />
        )}
        <Button type="submit" size="lg" className={a.submit} isPending={pending} pendingLabel={t("app.saving")}>{t("codes.registration.submit")}</Button>
      </form>
      <ToLogin />
    </>
  );
}
