// A profile tab's table (TableData: rows and their columns) in the DataTable, with its own states. Their headings
// are h2: the table sits in a tab panel right under the page's h1 (an h3 there skipped a level).
import { type UseQueryResult } from "@tanstack/react-query";
import { useMemo } from "react";
import { EmptyState } from "../../../ui/components/EmptyState";
import { ErrorState } from "../../../ui/components/ErrorState";
import { type DataColumn, DataTable } from "../../../ui/DataTable";
import { useLocale } from "../../app/i18n/IntlRoot";
import { useTableLabels } from "../lists/tableLabels";
import { datedCell } from "./listColumns";
import { useT } from "../lists/useT";
import type { TableData } from "./api";

type Row = { id: number | string; [k: string]: unknown };
const text = (v: unknown) => (v && typeof v === "object" && "value" in v ? (v as { value: unknown }).value : v);

export function ProfileTable({ query, label, empty, onRowAction, storageKey }: {
  query: UseQueryResult<TableData>;
  label: string;
  empty: string;
  onRowAction?: (row: Row) => void;
  storageKey?: string;
}) {
  const t = useT();
  const labels = useTableLabels();
  const locale = useLocale();
  const columns = useMemo<DataColumn<Row>[]>(
    () =>
      (query.data?.columns ?? []).map((c) => ({
        id: c.value, header: c.text, visible: c.visible, size: 220, value: (row: Row) => text(row[c.value]), ...datedCell(c, locale),
      })),
    [query.data?.columns, locale],
  );
  const rows = useMemo(() => (query.data?.rows ?? []).map((r, i) => ({ id: (r.id as number | string | undefined) ?? i, ...r })) as Row[], [query.data?.rows]);
  return (
    <DataTable<Row>
      aria-label={label}
      columns={columns}
      rows={rows}
      status={query.isPending ? "loading" : query.isError ? "failed" : rows.length ? "complete" : "empty"}
      labels={labels}
      storageKey={storageKey}
      onRowAction={onRowAction}
      height="min(480px, calc(100vh - 360px))"
      emptyState={<EmptyState title={empty} headingLevel={2} />}
      errorState={<ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void query.refetch()} headingLevel={2} />}
    />
  );
}
