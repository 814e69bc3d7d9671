// /privacyPolicy (public, no sign-in): the privacy policy PDF of this host's client, embedded with a download
// link, or a calm "no policy published" state. The login page links here when a policy exists.
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { EmptyState } from "../../../ui/components/EmptyState";
import { ErrorState } from "../../../ui/components/ErrorState";
import { Spinner } from "../../../ui/components/Spinner";
import { apiBase } from "../../../services/client/config";
import { useLocale } from "../../app/i18n/IntlRoot";
import { localeParam } from "../../app/i18n/locale";
import { useT } from "../lists/useT";
import * as s from "./clients.css";
import { publicPolicyQuery } from "./public/queries";

const host = () => (typeof location === "undefined" ? "" : location.hostname);

export const publicPolicyFileUrl = () => `${apiBase()}/api/privacyPolicy/file?host=${encodeURIComponent(host())}`;

export function PrivacyPolicyPage() {
  const t = useT();
  const locale = localeParam(useLocale());
  const policy = useQuery(publicPolicyQuery());
  const url = publicPolicyFileUrl();
  return (
    <div className={s.form}>
      <h1 className={s.publicTitle}>{t("clients.privacyPolicy.publicTitle")}</h1>
      {policy.isPending ? (
        <Spinner label={t("app.loading")} />
      ) : policy.isError ? (
        <ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void policy.refetch()} isRetrying={policy.isFetching} headingLevel={2} />
      ) : policy.data.name ? (
        <>
          <p>
            <a href={url} download={policy.data.name}>
              {t("clients.privacyPolicy.download", { name: policy.data.name })}
            </a>
          </p>
          <object data={url} type="application/pdf" className={s.pdf} aria-label={policy.data.name}>
            <p>{t("clients.privacyPolicy.noViewer")}</p>
          </object>
        </>
      ) : (
        <EmptyState title={t("clients.privacyPolicy.publicNone")} description={t("clients.privacyPolicy.publicNoneHint")} headingLevel={2} />
      )}
      <Link to={"/{-$locale}" as never} params={{ locale } as never}>
        {t("clients.privacyPolicy.backToLogin")}
      </Link>
    </div>
  );
}
