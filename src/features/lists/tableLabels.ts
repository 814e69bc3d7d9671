// The DataTable's texts in the current language.
import type { DataTableLabels } from "../../../ui/DataTable";
import { useT } from "./useT";

export function useTableLabels(): DataTableLabels {
  const t = useT();
  return {
    selectAll: t("lists.selectAll"),
    selectRow: (row) => t("lists.selectRow", { id: String(row.id) }),
    columns: t("lists.columns"),
    loading: t("lists.loading"),
    loadingMore: t("lists.loadingMore"),
    allLoaded: (count) => t("lists.loaded", { count }),
    sortAscending: t("lists.sortAscending"),
    sortDescending: t("lists.sortDescending"),
  };
}
