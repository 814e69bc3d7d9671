// A status page in the login layout (404, 403, error): a code, a title, a text and the way out — the main
// page for a signed-in user, back for a guest.
import { useRouter } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Button } from "../../../ui/components/Button";
import { useHasToken } from "../auth/queries";
import { ArrowLeftIcon, ArrowRightIcon } from "../../app/icons";
import { useLocale } from "../../app/i18n/IntlRoot";
import { IntlRoot } from "../../app/i18n/IntlRoot";
import { LoginShell } from "../../app/layouts/LoginLayout";
import { ErrorBoundary } from "./ErrorBoundary";
import * as s from "./errors.css";

interface StatusPageProps {
  code: string;
  title: string;
  text: string;
  extra?: ReactNode;
}

function StatusContent({ code, title, text, extra }: StatusPageProps) {
  const intl = useIntl();
  const router = useRouter();
  const locale = useLocale();
  const signedIn = useHasToken();
  const home = locale === "ru" ? "/" : `/${locale}`;
  return (
    <div>
      <p className={s.code} aria-hidden="true">
        {code}
      </p>
      <h1 className={s.heading}>{intl.formatMessage({ id: title, defaultMessage: title })}</h1>
      <p className={s.text}>{intl.formatMessage({ id: text, defaultMessage: "" })}</p>
      {extra}
      <div className={s.actions}>
        {signedIn ? (
          <a className={s.linkButton} href={home} onClick={(e) => {
            e.preventDefault();
            void router.navigate({ href: home });
          }}>
            {intl.formatMessage({ id: "errors.page.goHome", defaultMessage: "Go to the main page" })}
            <ArrowRightIcon size={18} />
          </a>
        ) : (
          <Button variant="secondary" onPress={() => router.history.back()}>
            <ArrowLeftIcon size={18} />
            {intl.formatMessage({ id: "errors.page.goBack", defaultMessage: "Go back" })}
          </Button>
        )}
      </div>
    </div>
  );
}

/** A status page wrapped so that it renders even outside the root layout and never fails twice. */
export function StatusPage(props: StatusPageProps) {
  return (
    <ErrorBoundary>
      <IntlRoot>
        <LoginShell>
          <StatusContent {...props} />
        </LoginShell>
      </IntlRoot>
    </ErrorBoundary>
  );
}
