// /settings/archivedUsers (Preferences → users → archived users): the `archivedUsers` list route in the shared
// DataTable (lazy pages by last_id), with quick search, the filter panel (saved filters), client-side sort, export
// to XLSX, and batch operations on the selected rows. The operations shown are the ones the userStatus machine
// allows on an archived user (today: restore, which brings the account back blocked, to be activated like any
// blocked one); each target is processed or refused with a reason by batchEntitiesProfileProcessing.
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useMemo, useState } from "react";
import { Button } from "../../../ui/components/Button";
import { EmptyState } from "../../../ui/components/EmptyState";
import { ErrorState } from "../../../ui/components/ErrorState";
import { TextField } from "../../../ui/components/TextField";
import { type DataSort, DataTable, ExportButton, type RowSelectionState } from "../../../ui/DataTable";
import { allows, type Permissions } from "../../../services/contract/permissions";
import { notify } from "../../app/snackbar/notify";
import { useSession } from "../auth/queries";
import type { ListFilter } from "../lists/api";
import { FilterPanel } from "../lists/FilterPanel";
import * as ls from "../lists/lists.css";
import { useTableLabels } from "../lists/tableLabels";
import { queryOf, useDataList } from "../lists/useDataList";
import { useExport } from "../lists/useExport";
import { useSavedFilter } from "../lists/useSavedFilter";
import { useT } from "../lists/useT";
import * as p from "../shell/page.css";
import { batch, type StatusOperation } from "../users/api";
import { usePaths } from "../users/common";
import { exportShown, useListColumns } from "../users/listColumns";
import { allowedOps } from "./statusOps";

const ROUTE = "archivedUsers";
type Row = { id: number; [k: string]: unknown };

export function ArchivedUsersPage() {
  const session = useSession();
  if (!session) return null;
  // Status operations need users edit: a viewer of the archive gets the list without them.
  const canEdit = allows(session.permissions as Permissions, "users", "edit");
  return <ArchivedList clientId={session.user.client_id} userId={session.user.id} canEdit={canEdit} />;
}

function ArchivedList({ clientId, userId, canEdit }: { clientId: number; userId: number; canEdit: boolean }) {
  const t = useT();
  const paths = usePaths();
  const navigate = useNavigate();
  const labels = useTableLabels();
  const list = useDataList(ROUTE);
  const saved = useSavedFilter(ROUTE, clientId, userId);
  const exporter = useExport();
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<ListFilter | null>(saved.applied);
  const [showFilter, setShowFilter] = useState(Boolean(saved.applied));
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [sort, setSort] = useState<DataSort | null>(null);
  const { load } = list;
  const term = search.trim().length >= 3 ? search.trim() : "";
  const ops = useMemo(() => (canEdit ? allowedOps(userId) : []), [canEdit, userId]);
  const selectedIds = Object.keys(selection).filter((k) => selection[k]).map(Number);

  useEffect(() => {
    const timer = setTimeout(() => load(queryOf(term, filter, sort)), term ? 250 : 0);
    return () => clearTimeout(timer);
  }, [term, filter, sort, load]);

  const reload = () => {
    setSelection({});
    load(queryOf(term, filter, sort));
  };

  const run = useMutation({
    mutationFn: (op: StatusOperation) => batch(op, selectedIds),
    meta: { errorMessage: "common.updateFail" },
    onSuccess: (res) => {
      notify({
        message: res.refused.length ? "users.batch.partly" : "archivedUsers.restored",
        values: { processed: res.processed.length, refused: res.refused.length },
        variant: res.refused.length ? "warning" : "success",
      });
      reload();
    },
  });

  const columns = useListColumns(list.columns, { sortable: true });
  const filtered = Boolean(filter?.conditions.length);

  const startExport = () => exportShown(exporter, ROUTE, list.columns, { term, filter, sort });

  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{t("archivedUsers.title")}</h1>
          <p className={p.pageLead}>{t("archivedUsers.lead")}</p>
        </div>
      </header>
      <div className={ls.stack}>
        {showFilter && list.filters.length > 0 && <FilterPanel fields={list.filters} applied={filter} onApply={setFilter} saved={saved} />}
        <DataTable<Row>
          aria-label={t("archivedUsers.title")}
          columns={columns}
          rows={list.rows as Row[]}
          status={list.status}
          labels={labels}
          storageKey={ROUTE}
          onLoadMore={list.loadMore}
          onRowAction={(row) => void navigate({ href: paths.user(row.id) })}
          selection={ops.length ? selection : undefined}
          onSelectionChange={ops.length ? setSelection : undefined}
          sort={sort}
          onSortChange={setSort}
          toolbar={
            <>
              <TextField aria-label={t("users.search")} placeholder={t("users.search")} value={search} onChange={setSearch} type="search" className={ls.search} />
              <Button variant={showFilter ? "primary" : "secondary"} size="sm" onPress={() => setShowFilter((v) => !v)} aria-expanded={showFilter}>
                {filtered ? t("lists.filter.toggleCount", { count: filter?.conditions.length ?? 0 }) : t("lists.filter.toggle")}
              </Button>
              <ExportButton label={t("lists.export")} progressLabel={t("lists.exporting")} busy={exporter.busy} onPress={startExport} />
              {selectedIds.length > 0 &&
                ops.map((op) => (
                  <Button
                    key={op}
                    size="sm"
                    isPending={run.isPending && run.variables === op}
                    isDisabled={run.isPending}
                    onPress={() => run.mutate(op)}
                  >
                    {t(op === "unarchive" ? "archivedUsers.restore" : `users.action.${op}`, { count: selectedIds.length })}
                  </Button>
                ))}
            </>
          }
          emptyState={
            <EmptyState
              title={t(list.warning === "notFound" || list.warning === "nothingFound" || term || filtered ? "common.listNotFound" : "archivedUsers.empty")}
              description={term || filtered ? undefined : t("archivedUsers.emptyLead")}
              headingLevel={3}
            />
          }
          errorState={<ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={reload} headingLevel={3} />}
        />
      </div>
    </div>
  );
}
