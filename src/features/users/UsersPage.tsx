// /users: every user the caller can see, in the DataTable over the `users` list route (lazy pages), with quick
// search, a filter panel (saved filters), export to XLSX, batch actions on the selected rows, creation and import.
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { Button } from "../../../ui/components/Button";
import { EmptyState } from "../../../ui/components/EmptyState";
import { ErrorState } from "../../../ui/components/ErrorState";
import { TextField } from "../../../ui/components/TextField";
import { type DataSort, DataTable, ExportButton, type RowSelectionState } from "../../../ui/DataTable";
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
import { exportShown, useListColumns } from "./listColumns";
import { BatchActions } from "./BatchActions";
import { usePaths } from "./common";
import { CreateUserDialog } from "./CreateUserDialog";
import { ImportDialog } from "./ImportDialog";

const ROUTE = "users";
type Row = { id: number; [k: string]: unknown };

export function UsersPage() {
  const session = useSession();
  if (!session) return null;
  return <UsersList clientId={session.user.client_id} userId={session.user.id} />;
}

function UsersList({ clientId, userId }: { clientId: number; userId: number }) {
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
  const [dialog, setDialog] = useState<"create" | "import" | null>(null);
  const { load } = list;
  const term = search.trim().length >= 3 ? search.trim() : "";

  // A new term (from 3 characters), filter or order starts a new search; the machine cancels the one in flight.
  useEffect(() => {
    const timer = setTimeout(() => load(queryOf(term, filter, sort)), term ? 250 : 0);
    return () => clearTimeout(timer);
  }, [term, filter, sort, load]);

  const reload = () => {
    setSelection({});
    load(queryOf(term, filter, sort));
  };

  const columns = useListColumns(list.columns, { sortable: true });
  const selectedIds = Object.keys(selection).filter((k) => selection[k]).map(Number);
  const filtered = Boolean(filter?.conditions.length);

  const startExport = () => exportShown(exporter, ROUTE, list.columns, { term, filter, sort });

  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{t("users.title")}</h1>
          <p className={p.pageLead}>{t("users.lead")}</p>
        </div>
        <div className={ls.actions}>
          <Button variant="secondary" onPress={() => setDialog("import")}>
            {t("users.import.open")}
          </Button>
          <Button onPress={() => setDialog("create")}>{t("users.create.open")}</Button>
        </div>
      </header>
      <div className={ls.stack}>
        {showFilter && list.filters.length > 0 && <FilterPanel fields={list.filters} applied={filter} onApply={setFilter} saved={saved} />}
        <DataTable<Row>
          aria-label={t("users.title")}
          columns={columns}
          rows={list.rows as Row[]}
          status={list.status}
          labels={labels}
          storageKey={ROUTE}
          onLoadMore={list.loadMore}
          onRowAction={(row) => void navigate({ href: paths.user(row.id) })}
          selection={selection}
          onSelectionChange={setSelection}
          sort={sort}
          onSortChange={setSort}
          toolbar={
            <>
              <TextField aria-label={t("users.search")} placeholder={t("users.search")} value={search} onChange={setSearch} type="search" className={ls.search} />
              <Button variant={showFilter ? "primary" : "secondary"} size="sm" onPress={() => setShowFilter((v) => !v)} aria-expanded={showFilter}>
                {filtered ? t("lists.filter.toggleCount", { count: filter?.conditions.length ?? 0 }) : t("lists.filter.toggle")}
              </Button>
              <ExportButton label={t("lists.export")} progressLabel={t("lists.exporting")} busy={exporter.busy} onPress={startExport} />
              {selectedIds.length > 0 && <BatchActions ids={selectedIds} onDone={reload} />}
            </>
          }
          emptyState={
            <EmptyState
              title={t(list.warning === "notFound" || list.warning === "nothingFound" || term || filtered ? "common.listNotFound" : "users.empty")}
              headingLevel={3}
            />
          }
          errorState={<ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={reload} headingLevel={3} />}
        />
      </div>
      {dialog === "create" && <CreateUserDialog onClose={() => setDialog(null)} onCreated={(id) => void navigate({ href: paths.user(id) })} />}
      {dialog === "import" && <ImportDialog onClose={() => setDialog(null)} onImported={reload} />}
    </div>
  );
}
