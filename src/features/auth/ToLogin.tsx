// The way back to the sign-in form from the pages around it (a set-password link, "Forgot password?").
import { Link } from "@tanstack/react-router";
import { useIntl } from "react-intl";
import { useLocale } from "../../app/i18n/IntlRoot";
import { localeParam } from "../../app/i18n/locale";
import * as s from "./auth.css";

export function ToLogin() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <div className={s.actions}>
      <Link to="/{-$locale}" params={{ locale: localeParam(locale) }} className={s.linkButton}>
        {intl.formatMessage({ id: "auth.confirm.toLogin" })}
      </Link>
    </div>
  );
}
