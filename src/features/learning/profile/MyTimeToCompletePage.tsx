// /profile/myTimeToComplete: the signed-in person's time per task and per track against the recommended time.
import * as p from "../../shell/page.css";
import { useT } from "../useT";
import { TimeToComplete } from "./TimeToComplete";

export function MyTimeToCompletePage() {
  const t = useT();
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{t("learning.time.title")}</h1>
          <p className={p.pageLead}>{t("learning.time.lead")}</p>
        </div>
      </header>
      <TimeToComplete headingLevel={2} />
    </div>
  );
}
