import { queryOptions } from "@tanstack/react-query";
import * as api from "./api";

export const packageQuery = (id: string) =>
  queryOptions({
    queryKey: ["scorm", "package", id],
    queryFn: ({ signal }) => api.getPackage(id, signal),
    // The player's page shows its own error state with a retry; a snackbar too said it twice, and covered the
    // bottom of the side menu while it showed.
    meta: { errorMessage: false },
  });
