// /scorm/<package id>: a package played on its own (the library's preview for those who edit the library; the
// courses area embeds ScormPlayer in its modules). Leaving returns to the library.
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { ErrorState } from "../../../ui/components/ErrorState";
import { Spinner } from "../../../ui/components/Spinner";
import { useT } from "../lists/useT";
import * as p from "../shell/page.css";
import { packageQuery } from "./queries";
import { ScormPlayer } from "./ScormPlayer";

export function ScormPage({ packageId }: { readonly packageId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const pkg = useQuery(packageQuery(packageId));
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{pkg.data?.title || t("scorm.player.title")}</h1>
          {pkg.data ? <p className={p.pageLead}>SCORM {pkg.data.version === "1.2" ? "1.2" : pkg.data.schema_version || "2004"}</p> : null}
        </div>
      </header>
      {pkg.isError ? (
        <ErrorState title={t("scorm.player.error")} retryLabel={t("app.retry")} onRetry={() => pkg.refetch()} headingLevel={2} announce />
      ) : !pkg.data ? (
        <Spinner label={t("scorm.player.loading")} />
      ) : (
        <ScormPlayer packageId={packageId} onLeave={() => navigate({ to: "/{-$locale}/library" as never })} />
      )}
    </div>
  );
}
