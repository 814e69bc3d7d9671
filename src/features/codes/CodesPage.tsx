// management/codes: the client's catalogues of access codes (spec 000 §3: name, organisation, state, active from
// and to, count), newest first, keyset-paged; a new catalogue is made with its codes and opened.
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { allows, type Permissions } from "../../../services/contract/permissions";
import { Badge } from "../../../ui/components/Badge";
import { Button } from "../../../ui/components/Button";
import { EmptyState } from "../../../ui/components/EmptyState";
import { ErrorState } from "../../../ui/components/ErrorState";
import { Link } from "../../../ui/components/Link";
import { Spinner } from "../../../ui/components/Spinner";
import { notify } from "../../app/snackbar/notify";
import { sessionQuery } from "../auth/queries";
import { useT } from "../lists/useT";
import * as p from "../shell/page.css";
import type * as api from "./api";
import { CatalogDialog } from "./CatalogDialog";
import * as s from "./codes.css";
import { useCodesPaths } from "./paths";
import { catalogsQuery, codesKey, rowsOf } from "./queries";

/** "from – to", one side or none. */
export const useDates = () => {
  const t = useT();
  return (c: api.CodeCatalog) =>
    c.active_from || c.active_to ? t("codes.catalog.dates", { from: c.active_from ?? "…", to: c.active_to ?? "…" }) : t("codes.catalog.noDates");
};

export function CodesPage() {
  const t = useT();
  const paths = useCodesPaths();
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useQuery(sessionQuery()).data;
  const canEdit = !!session && allows(session.permissions as Permissions, "codes", "edit");
  const canPick = !!session && allows(session.permissions as Permissions, "catalogs");
  const query = useInfiniteQuery(catalogsQuery());
  const [creating, setCreating] = useState(false);
  const dates = useDates();
  const items = rowsOf<api.CodeCatalog>(query.data);

  let body: React.ReactNode;
  if (query.isPending) body = <Spinner label={t("app.loading")} />;
  else if (query.isError)
    body = <ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void query.refetch()} isRetrying={query.isFetching} headingLevel={2} announce />;
  else if (items.length === 0) body = <EmptyState title={t("codes.catalogs.empty")} headingLevel={2} />;
  else
    body = (
      <>
        <ul className={s.rows} aria-label={t("codes.catalogs.title")}>
          {items.map((c) => (
            <li key={c.id} className={s.row}>
              <span className={s.rowMain}>
                <Link href={paths.catalog(c.id)}>{c.name}</Link>
                <span className={s.muted}>
                  {[c.organization_name, dates(c), t("codes.catalog.usage", { used: c.used, count: c.count })].filter(Boolean).join(" · ")}
                </span>
              </span>
              <Badge tone={c.is_active ? "success" : "neutral"} dot>{t(c.is_active ? "codes.catalog.stateActive" : "codes.catalog.stateInactive")}</Badge>
            </li>
          ))}
        </ul>
        {query.hasNextPage && (
          <div className={s.more}>
            <Button variant="secondary" onPress={() => void query.fetchNextPage()} isPending={query.isFetchingNextPage} pendingLabel={t("app.loading")}>
              {t("codes.more")}
            </Button>
          </div>
        )}
      </>
    );

  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{t("codes.catalogs.title")}</h1>
          <p className={p.pageLead}>{t("codes.catalogs.lead")}</p>
        </div>
        {canEdit && <Button onPress={() => setCreating(true)}>{t("codes.catalog.new")}</Button>}
      </header>
      <section className={s.section}>{body}</section>
      {creating && (
        <CatalogDialog canPickOrganization={canPick} onClose={() => setCreating(false)} onSaved={(c) => {
          setCreating(false);
          notify({ message: "codes.catalog.created", variant: "success" });
          void client.invalidateQueries({ queryKey: codesKey });
          void navigate({ to: paths.catalog(c.id) });
        }} />
      )}
    </div>
  );
}
