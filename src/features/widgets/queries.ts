// Server state of the widgets: the administrator's draft dashboard, and the reader's published pages.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
// Over plain fetch for the home page's pages (firstScreen.ts): the home page loads no Effect client; the editor's
// draft loads it when the editor opens.
import { getMyWidgets } from "../../../services/client/firstScreen";

export const widgetsKey = ["widgets"] as const;

export const widgetDashboardQuery = () =>
  queryOptions({ queryKey: [...widgetsKey, "dashboard"], queryFn: async ({ signal }) => (await import("./api")).getDashboard(signal) });

export const myWidgetsQuery = () =>
  queryOptions({
    queryKey: [...widgetsKey, "mine"],
    queryFn: ({ signal }) => getMyWidgets(signal),
    // The home page shows its own error state for the widgets.
    meta: { errorMessage: false },
  });

/** A widget write: a failure shows the server's message or "Data update fail.", then the draft is read again. */
export function useWidgetWrite<V, R>(fn: (v: V) => Promise<R>, success?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { errorMessage: "common.updateFail", ...(success ? { successMessage: success } : {}) },
    onSettled: () => queryClient.invalidateQueries({ queryKey: widgetsKey }),
  });
}
