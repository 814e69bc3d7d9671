// Server state of the users area: the keys and queryOptions factories of every read (a user, their profile tabs,
// people known by id, the person search, avatars). Groups and roles keep their keys under `usersKeys.all` too
// (groups/queries.ts, roles/queries.ts), so a change to a user refreshes them as well.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { areaApi, areaClient } from "../../../services/client/api";
import { ListsGroup } from "../../../services/contract/lists";
import { USER_PROGRESS_PAGE, type ViewScope } from "../../../services/contract/userProgress";
import { nextKeysetPage, pageAfter } from "../../app/lists/keysetPages";
import { getUser, userActivities, userFormAnswers, userFormResults, userGroups, userSessions, userTracks } from "./api";
import { avatarKey } from "./avatar/queries";

export { avatarQuery } from "./avatar/queries";

const listsCall = areaClient(areaApi(ListsGroup));

export const usersKeys = {
  all: ["users"] as const,
  user: (id: number) => ["users", "user", id] as const,
  person: (id: number) => ["users", "person", id] as const,
  personSearch: (term: string) => ["users", "personSearch", term] as const,
  avatar: avatarKey,
};

/** One user's page data (GET /api/users/{id}). */
export const userQuery = (id: number) => queryOptions({ queryKey: usersKeys.user(id), queryFn: ({ signal }) => getUser(id, signal) });
/** A report as their manager's analytics page reads them (scope "reports": only the manager's own reports answer). */
export const reportQuery = (id: number) =>
  queryOptions({ queryKey: [...usersKeys.user(id), "asReport"], queryFn: ({ signal }) => getUser(id, signal, "reports") });
/** The user page's groups and sessions tabs. */
export const userGroupsQuery = (id: number) =>
  queryOptions({ queryKey: [...usersKeys.user(id), "groups"], queryFn: ({ signal }) => userGroups(id, signal) });
/** `scope` "reports": the manager's analytics page asks as the person's manager (a key of its own). */
export const userTracksQuery = (id: number, scope?: ViewScope) =>
  queryOptions({ queryKey: [...usersKeys.user(id), "tracks", scope ?? "users"], queryFn: ({ signal }) => userTracks(id, signal, scope) });
export const userSessionsQuery = (id: number) =>
  queryOptions({ queryKey: [...usersKeys.user(id), "sessions"], queryFn: ({ signal }) => userSessions(id, signal) });
/** The activities and the tests and forms tabs: the person's progress, 30 a page by `last_id`. */
export const userActivitiesQuery = (id: number, scope?: ViewScope) =>
  infiniteQueryOptions({
    queryKey: [...usersKeys.user(id), "activities", scope ?? "users"],
    queryFn: ({ pageParam, signal }) => userActivities(id, pageAfter(pageParam), signal, scope),
    initialPageParam: 0,
    getNextPageParam: nextKeysetPage(USER_PROGRESS_PAGE),
  });
export const userFormResultsQuery = (id: number, scope?: ViewScope) =>
  infiniteQueryOptions({
    queryKey: [...usersKeys.user(id), "formResults", scope ?? "users"],
    queryFn: ({ pageParam, signal }) => userFormResults(id, pageAfter(pageParam), signal, scope),
    initialPageParam: 0,
    getNextPageParam: nextKeysetPage(USER_PROGRESS_PAGE),
  });
export const userFormAnswersQuery = (id: number, taskId: number, scope?: ViewScope) =>
  queryOptions({ queryKey: [...usersKeys.user(id), "formAnswers", taskId, scope ?? "users"], queryFn: ({ signal }) => userFormAnswers(id, taskId, signal, scope) });

/** Names of users known only by id (a saved condition, a prohibition list), cached per user. */
export const personQuery = (id: number) =>
  queryOptions({
    queryKey: usersKeys.person(id),
    queryFn: ({ signal }) => getUser(id, signal).then((u) => ({ id: u.id, full_name: u.full_name, email: u.email })),
    staleTime: 5 * 60_000,
    meta: { errorMessage: false },
  });

export interface UserHit {
  readonly id: number;
  readonly full_name: string;
  readonly email: string;
}
/** The person picker's search by name or e-mail (POST /api/extendedUserFilter), 20 at most. */
export const personSearchQuery = (term: string) =>
  queryOptions({
    queryKey: usersKeys.personSearch(term),
    queryFn: ({ signal }) =>
      listsCall("lists.extendedUserFilter", (a) => a.lists.extendedUserFilter({ payload: { value: term, limit: 20 } }), { signal }).then(
        (r) => r.rows as readonly UserHit[],
      ),
    staleTime: 60_000,
    meta: { errorMessage: "common.getFail" },
  });
