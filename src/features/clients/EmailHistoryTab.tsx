// A client's e-mail history tab: the mail area's table given the client id, under the tab's own h2 heading like
// the client's other tabs (the page's h1 names the client).
import { EmailHistoryTable } from "../mail/EmailHistoryTable";
import { useT } from "../lists/useT";
import * as p from "../shell/page.css";
import { tabLabel } from "./paths";

/** Another client's e-mail history (platform administrators), with its heading and lead. */
export function EmailHistoryTab({ clientId }: { clientId: number }) {
  const t = useT();
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h2 className={p.pageTitle}>{t(tabLabel("emailHistory"))}</h2>
          <p className={p.pageLead}>{t("mail.history.lead")}</p>
        </div>
      </header>
      {/* Under the tab's h2, the table's empty and error titles are h3s. */}
      <EmailHistoryTable clientId={clientId} headingLevel={3} />
    </div>
  );
}
