// /settings/emailHistory: the session client's e-mail history (invitations, password resets, tests), with
// whether each was delivered and why not.
import { useT } from "../lists/useT";
import * as p from "../shell/page.css";
import { EmailHistoryTable } from "./EmailHistoryTable";

export function EmailHistoryPage() {
  const t = useT();
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{t("mail.history.title")}</h1>
          <p className={p.pageLead}>{t("mail.history.lead")}</p>
        </div>
      </header>
      <EmailHistoryTable />
    </div>
  );
}
