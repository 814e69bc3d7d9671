// /verify/certificate/{uuid} (public, no sign-in): whether a certificate is genuine, with the person's name, the
// course and the date of issue; nothing else about the person.
import { useQuery } from "@tanstack/react-query";
import { ErrorState } from "../../../ui/components/ErrorState";
import { Spinner } from "../../../ui/components/Spinner";
import { useLocale } from "../../app/i18n/IntlRoot";
import { formatDate } from "../../app/i18n/dates";
import { useT } from "../lists/useT";
import * as s from "./certificates.css";
import { verificationQuery } from "./queries";

export function VerifyPage({ uuid }: { uuid: string }) {
  const t = useT();
  const locale = useLocale();
  const q = useQuery(verificationQuery(uuid));
  return (
    <div className={s.card}>
      <h1 className={s.sectionTitle}>{t("certificates.verify.title")}</h1>
      {q.isPending ? <Spinner label={t("certificates.loading")} />
        : q.isError ? <ErrorState title={t("certificates.loadFailed")} retryLabel={t("certificates.retry")} onRetry={() => void q.refetch()} headingLevel={2} announce />
        : q.data === null ? <p role="status">{t("certificates.verify.unknown")}</p>
        : (
          <>
            <p role="status"><strong>{t("certificates.verify.genuine")}</strong></p>
            <dl className={s.form}>
              <div><dt className={s.muted}>{t("certificates.verify.person")}</dt><dd>{q.data.person_name}</dd></div>
              <div><dt className={s.muted}>{t("certificates.verify.course")}</dt><dd>{q.data.course_title}</dd></div>
              <div><dt className={s.muted}>{t("certificates.verify.date")}</dt><dd>{formatDate(q.data.issued_at, "long", locale)}</dd></div>
            </dl>
          </>
        )}
    </div>
  );
}
