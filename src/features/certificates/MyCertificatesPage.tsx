// /profile/myCertificates: the person's certificates, newest first, each with its PDF download.
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { messageIdOf } from "../../../services/client/errors";
import { Button } from "../../../ui/components/Button";
import { EmptyState } from "../../../ui/components/EmptyState";
import { ErrorState } from "../../../ui/components/ErrorState";
import { Spinner } from "../../../ui/components/Spinner";
import { useLocale } from "../../app/i18n/IntlRoot";
import { formatDate } from "../../app/i18n/dates";
import { notify } from "../../app/snackbar/notify";
import { downloadFile } from "../lists/api";
import { useT } from "../lists/useT";
import * as p from "../shell/page.css";
import * as api from "./api";
import * as s from "./certificates.css";
import { myCertificatesQuery, rowsOf } from "./queries";

function Download({ c }: { c: api.MyCertificate }) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      downloadFile({ url: await api.pdfUrl(`certificatePdf?uuid=${c.uuid}`), name: `${c.course_title}.pdf` });
    } catch (e) {
      notify({ message: messageIdOf(e, "certificates.mine.downloadFailed"), variant: "error" });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" onPress={() => void run()} isPending={pending} pendingLabel={t("certificates.loading")}
      aria-label={t("certificates.mine.download", { course: c.course_title })}>
      {t("certificates.mine.downloadShort")}
    </Button>
  );
}

export function MyCertificatesPage() {
  const t = useT();
  const locale = useLocale();
  const query = useInfiniteQuery(myCertificatesQuery());
  const items = rowsOf(query.data);
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{t("certificates.mine.title")}</h1>
          <p className={p.pageLead}>{t("certificates.mine.lead")}</p>
        </div>
      </header>
      {query.isPending ? <Spinner label={t("certificates.loading")} />
        : query.isError ? <ErrorState title={t("certificates.loadFailed")} retryLabel={t("certificates.retry")} onRetry={() => void query.refetch()} headingLevel={2} announce />
        : items.length === 0 ? <EmptyState title={t("certificates.mine.empty")} headingLevel={2} />
        : (
          <ul className={s.rows} aria-label={t("certificates.mine.title")}>
            {items.map((c) => (
              <li key={c.id} className={s.row}>
                <span className={s.rowMain}>
                  <span>{c.course_title}</span>
                  <span className={s.muted}>{t("certificates.mine.issued", { date: formatDate(c.issued_at, "long", locale) })}</span>
                </span>
                <Download c={c} />
              </li>
            ))}
          </ul>
        )}
      {query.hasNextPage && (
        <div className={s.more}>
          <Button variant="secondary" onPress={() => void query.fetchNextPage()} isPending={query.isFetchingNextPage} pendingLabel={t("certificates.loading")}>{t("certificates.more")}</Button>
        </div>
      )}
    </div>
  );
}
