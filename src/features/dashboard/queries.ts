// Server state of the start page: the signed-in user's own open items (GET /api/dashboard/myWork).
import { queryOptions } from "@tanstack/react-query";
import { areaApi, areaClient } from "../../../services/client/api";
import { DashboardGroup } from "../../../services/contract/dashboard";

const call = areaClient(areaApi(DashboardGroup));

export const myWorkQuery = () =>
  queryOptions({
    queryKey: ["dashboard", "myWork"],
    queryFn: ({ signal }) => call("dashboard.myWork", (a) => a.dashboard.myWork(), { signal }),
    // The card shows its own error state.
    meta: { errorMessage: false },
  });
