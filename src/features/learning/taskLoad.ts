// A task read by a loader that sends the browser elsewhere (the deep link, the old my-tasks address): the task, or
// the not-found page when it is not the person's to see.
import { notFound } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { isSilent } from "../../../services/client/errors";
import { isPageFailure } from "../../app/loaders";
import type { TaskDetails } from "./api";
import { taskQuery } from "./queries";

/**
 * The task `id`, or null when the client already handled the failure (403, sign-in). A missing or malformed id, a
 * 404 or a bad id is the not-found page (another person's task, another client's, none look the same).
 */
export const taskOrNotFound = async (queryClient: QueryClient, id: number | null): Promise<TaskDetails | null> => {
  if (id === null) throw notFound();
  try {
    return await queryClient.query({ ...taskQuery(id), staleTime: "static", meta: { errorMessage: false } });
  } catch (error) {
    if (isSilent(error)) return null;
    if (isPageFailure(error)) throw notFound();
    throw error;
  }
};
