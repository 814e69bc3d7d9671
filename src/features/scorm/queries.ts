import { queryOptions } from "@tanstack/react-query";
import * as api from "./api";

export const packageQuery = (id: string) =>
  queryOptions({ queryKey: ["scorm", "package", id], queryFn: ({ signal }) => api.getPackage(id, signal) });
