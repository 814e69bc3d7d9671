// management/codes/{id}: one catalogue, its state switch, the XLSX export, and its codes (keyset-paged) with
// each code's use and a block/unblock button.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { isSilent } from "../../../services/client/errors";
import { allows, type Permissions } from "../../../services/contract/permissions";
import { Badge } from "../../../ui/components/Badge";
import { Button } from "../../../ui/components/Button";
import { EmptyState } from "../../../ui/components/EmptyState";
import { ErrorState } from "../../../ui/components/ErrorState";
import { Link } from "../../../ui/components/Link";
import { Spinner } from "../../../ui/components/Spinner";
import { Switch } from "../../../ui/components/Switch";
import { notify } from "../../app/snackbar/notify";
import { sessionQuery } from "../auth/queries";
import { downloadFile } from "../lists/api";
import { useT } from "../lists/useT";
import * as p from "../shell/page.css";
import * as api from "./api";
import * as s from "./codes.css";
import { CatalogDialog } from "./CatalogDialog";
import { useDates } from "./CodesPage";
import { useCodesPaths } from "./paths";
import { catalogCodesQuery, catalogQuery, codesKey, rowsOf } from "./queries";

function Codes({ catalogId, canEdit }: { catalogId: number; canEdit: boolean }) {
  const t = useT();
  const client = useQueryClient();
  const query = useInfiniteQuery(catalogCodesQuery(catalogId));
  const block = useMutation({
    mutationFn: (c: api.AccessCode) => api.blockCode(c.id, !c.is_blocked),
    meta: { errorMessage: "common.updateFail" },
    onSuccess: (c) => notify({ message: c.is_blocked ? "codes.code.blocked" : "codes.code.unblocked", variant: "success" }),
    onSettled: () => client.invalidateQueries({ queryKey: codesKey }),
  });
  const items = rowsOf<api.AccessCode>(query.data);
  if (query.isPending) return <Spinner label={t("app.loading")} />;
  if (query.isError)
    return <ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void query.refetch()} isRetrying={query.isFetching} headingLevel={2} announce />;
  if (items.length === 0) return <EmptyState title={t("codes.codes.empty")} headingLevel={2} />;
  return (
    <>
      <ul className={s.rows} aria-label={t("codes.codes.title")}>
        {items.map((c) => (
          <li key={c.id} className={s.row}>
            <span className={s.rowMain}>
              <span className={s.code}>{c.code}</span>
              <span className={s.muted}>{c.used_at ? t("codes.code.usedBy", { name: c.used_by_name ?? "—", at: new Date(c.used_at) }) : t("codes.code.free")}</span>
            </span>
            <span className={s.actions}>
              {c.is_blocked && <Badge tone="danger">{t("codes.code.blockedBadge")}</Badge>}
              {canEdit && !c.used_at && (
                <Button variant="secondary" size="sm" onPress={() => block.mutate(c)} isDisabled={block.isPending} aria-label={t(c.is_blocked ? "codes.code.unblockNamed" : "codes.code.blockNamed", { code: c.code })}>
                  {t(c.is_blocked ? "codes.code.unblock" : "codes.code.block")}
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className={s.more}>
          <Button variant="secondary" onPress={() => void query.fetchNextPage()} isPending={query.isFetchingNextPage} pendingLabel={t("app.loading")}>{t("codes.more")}</Button>
        </div>
      )}
    </>
  );
}

export function CatalogPage({ catalogId }: { catalogId: number | null }) {
  const t = useT();
  const paths = useCodesPaths();
  const client = useQueryClient();
  const session = useQuery(sessionQuery()).data;
  const perms = (session?.permissions ?? {}) as Permissions;
  const canEdit = allows(perms, "codes", "edit");
  const canExport = allows(perms, "codes", "export");
  const [editing, setEditing] = useState(false);
  const catalog = useQuery({ ...catalogQuery(catalogId ?? 0), enabled: catalogId !== null });
  const dates = useDates();
  const toggle = useMutation({
    mutationFn: (c: api.CodeCatalog) => api.updateCatalog(c, { is_active: !c.is_active }),
    meta: { errorMessage: "common.updateFail", successMessage: "codes.catalog.saved" },
    onSettled: () => client.invalidateQueries({ queryKey: codesKey }),
  });
  const exporting = useMutation({
    mutationFn: (id: number) => api.exportCodes(id).then(downloadFile),
    onError: (e) => (isSilent(e) ? undefined : notify({ message: "codes.export.failed", variant: "error" })),
  });
  const back = <Link href={paths.list}>{t("codes.catalogs.back")}</Link>;

  if (catalogId === null || (catalog.isError && (catalog.error as { _tag?: string })?._tag === "NotFound"))
    return (
      <div className={p.page}>
        {back}
        <h1 className={p.pageTitle}>{t("codes.catalog.pageTitle")}</h1>
        <EmptyState title={t("codes.catalog.notFound")} headingLevel={2} />
      </div>
    );
  if (catalog.isPending) return <div className={p.page}><Spinner label={t("app.loading")} /></div>;
  if (catalog.isError)
    return (
      <div className={p.page}>
        <h1 className={p.pageTitle}>{t("codes.catalog.pageTitle")}</h1>
        <ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void catalog.refetch()} isRetrying={catalog.isFetching} headingLevel={2} announce />
      </div>
    );
  const c = catalog.data;
  return (
    <div className={p.page}>
      {back}
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{c.name}</h1>
          <p className={p.pageLead}>{[c.organization_name, dates(c), t("codes.catalog.usage", { used: c.used, count: c.count })].filter(Boolean).join(" · ")}</p>
        </div>
        <div className={s.actions}>
          {canEdit ? (
            <Switch isSelected={c.is_active} onChange={() => toggle.mutate(c)} isDisabled={toggle.isPending}>{t("codes.catalog.active")}</Switch>
          ) : (
            <Badge tone={c.is_active ? "success" : "neutral"} dot>{t(c.is_active ? "codes.catalog.stateActive" : "codes.catalog.stateInactive")}</Badge>
          )}
          {canEdit && (
            <Button variant="secondary" onPress={() => setEditing(true)}>{t("codes.catalog.edit")}</Button>
          )}
          {canExport && (
            <Button variant="secondary" onPress={() => exporting.mutate(c.id)} isPending={exporting.isPending} pendingLabel={t("codes.export.pending")}>
              {t("codes.export.button")}
            </Button>
          )}
        </div>
      </header>
      <section className={s.section} aria-labelledby="codes-list-title">
        <h2 id="codes-list-title" className={s.muted}>{t("codes.codes.title")}</h2>
        <Codes catalogId={c.id} canEdit={canEdit} />
      </section>
      {editing && (
        <CatalogDialog catalog={c} canPickOrganization={allows(perms, "catalogs")} onClose={() => setEditing(false)} onSaved={() => {
          setEditing(false);
          notify({ message: "codes.catalog.saved", variant: "success" });
          void client.invalidateQueries({ queryKey: codesKey });
        }} />
      )}
    </div>
  );
}
