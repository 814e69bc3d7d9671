// A users-area list page (the users page, the archive): the header, then the DataTable over a list route (lazy
// pages) with quick search from 3 characters, the filter panel with saved filters, server sort, export of the
// shown columns and, when the page has batch actions, row selection. What differs between the pages comes in as
// props. Another client's lists (clients/PeopleTabs) are read-only, without filters, export or selection, so
// they keep their own smaller table.
import { useNavigate } from "@tanstack/react-router";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "../../../ui/components/Button";
import { EmptyState } from "../../../ui/components/EmptyState";
import { ErrorState } from "../../../ui/components/ErrorState";
import { TextField } from "../../../ui/components/TextField";
import { type DataSort, DataTable, ExportButton, type RowSelectionState } from "../../../ui/DataTable";
import type { ListFilter } from "../lists/api";
import { FilterPanel } from "../lists/FilterPanel";
import * as ls from "../lists/lists.css";
import { useTableLabels } from "../lists/tableLabels";
import { queryOf, useDataList } from "../lists/useDataList";
import { useExport } from "../lists/useExport";
import { useSavedFilter } from "../lists/useSavedFilter";
import { useT } from "../lists/useT";
import * as p from "../shell/page.css";
import { exportShown, type ListRow, useListColumns } from "./listColumns";

/** The page's texts as message ids; `emptyLead` explains an empty list (not an empty search). */
export type UsersListText = { title: string; lead: string; empty: string; emptyLead?: string };

export type UsersListProps = {
  /** The list route; also the table's column-choice key and the saved filter's key. */
  route: "users" | "archivedUsers" | "team";
  /** The session's client and user, whose saved filter the panel reads. */
  clientId: number;
  userId: number;
  text: UsersListText;
  /** Where a row leads (Enter or double-click). */
  rowHref: (id: number) => string;
  /** The header's buttons; `reload` refreshes the list, e.g. after an import. */
  actions?: (reload: () => void) => ReactNode;
  /** The toolbar's actions on the selected rows; without them the rows are not selectable. */
  batchActions?: (ids: number[], done: () => void) => ReactNode;
};

/** A users-area list page with its header, search, filters, export and selection. */
export function UsersListView({ route, clientId, userId, text, rowHref, actions, batchActions }: UsersListProps) {
  const t = useT();
  const navigate = useNavigate();
  const labels = useTableLabels();
  const list = useDataList(route);
  const saved = useSavedFilter(route, clientId, userId);
  const exporter = useExport();
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<ListFilter | null>(saved.applied);
  const [showFilter, setShowFilter] = useState(Boolean(saved.applied));
  // Opened by its button (not shown at load), the panel takes focus; closed with Escape, focus returns here.
  const [filterOpened, setFilterOpened] = useState(false);
  const filterButton = useRef<HTMLButtonElement>(null);
  const toggleFilter = () => {
    setFilterOpened(!showFilter);
    setShowFilter((v) => !v);
  };
  const closeFilter = () => {
    setShowFilter(false);
    filterButton.current?.focus();
  };
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [sort, setSort] = useState<DataSort | null>(null);
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
  const startExport = () => exportShown(exporter, route, list.columns, { term, filter, sort });

  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{t(text.title)}</h1>
          <p className={p.pageLead}>{t(text.lead)}</p>
        </div>
        {actions && <div className={ls.actions}>{actions(reload)}</div>}
      </header>
      <div className={ls.stack}>
        {showFilter && list.filters.length > 0 && (
          <FilterPanel id={`${route}-filter`} fields={list.filters} applied={filter} onApply={setFilter} saved={saved} autoFocus={filterOpened} onClose={closeFilter} />
        )}
        <DataTable<ListRow>
          aria-label={t(text.title)}
          columns={columns}
          rows={list.rows as ListRow[]}
          status={list.status}
          labels={labels}
          storageKey={route}
          onLoadMore={list.loadMore}
          onRowAction={(row) => void navigate({ href: rowHref(row.id) })}
          selection={batchActions ? selection : undefined}
          onSelectionChange={batchActions ? setSelection : undefined}
          sort={sort}
          onSortChange={setSort}
          toolbar={
            <>
              <TextField aria-label={t("users.search")} placeholder={t("users.search")} value={search} onChange={setSearch} type="search" className={ls.search} />
              <Button
                ref={filterButton}
                variant={showFilter ? "primary" : "secondary"}
                size="sm"
                onPress={toggleFilter}
                aria-expanded={showFilter}
                aria-controls={showFilter ? `${route}-filter` : undefined}
              >
                {filtered ? t("lists.filter.toggleCount", { count: filter?.conditions.length ?? 0 }) : t("lists.filter.toggle")}
              </Button>
              <ExportButton label={t("lists.export")} progressLabel={t("lists.exporting")} busy={exporter.busy} onPress={startExport} />
              {batchActions && selectedIds.length > 0 && batchActions(selectedIds, reload)}
            </>
          }
          emptyState={
            <EmptyState
              title={t(list.warning === "notFound" || list.warning === "nothingFound" || term || filtered ? "common.listNotFound" : text.empty)}
              description={term || filtered || !text.emptyLead ? undefined : t(text.emptyLead)}
              headingLevel={2}
            />
          }
          errorState={<ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={reload} headingLevel={2} />}
        />
      </div>
    </div>
  );
}
