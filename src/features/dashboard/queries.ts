// Server state of the start page: the signed-in user's own open items (GET /api/dashboard/myWork).
import { queryOptions } from "@tanstack/react-query";
// Over plain fetch (firstScreen.ts): the dashboard is the first screen after sign-in and shows without Effect.
import { getMyWork } from "../../../services/client/firstScreen";

export const myWorkQuery = () =>
  queryOptions({
    queryKey: ["dashboard", "myWork"],
    queryFn: ({ signal }) => getMyWork(signal),
    // The card shows its own error state.
    meta: { errorMessage: false },
  });
