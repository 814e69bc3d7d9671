// Server state of the users area: the keys and queryOptions factories of every read (a user, their profile tabs,
// people known by id, the person search, avatars). Groups and roles keep their keys under `usersKeys.all` too
// (groups/queries.ts, roles/queries.ts), so a change to a user refreshes them as well.
import { queryOptions } from "@tanstack/react-query";
import { areaApi, areaClient } from "../../../services/client/api";
import { apiBase, requestLocale } from "../../../services/client/config";
import { authorizationHeader } from "../../../services/client/token";
import { ListsGroup } from "../../../services/contract/lists";
import { getUser, userGroups, userSessions } from "./api";

const listsCall = areaClient(areaApi(ListsGroup));

export const usersKeys = {
  all: ["users"] as const,
  user: (id: number) => ["users", "user", id] as const,
  person: (id: number) => ["users", "person", id] as const,
  personSearch: (term: string) => ["users", "personSearch", term] as const,
  avatar: (fileId: number | null) => ["users", "avatar", fileId] as const,
};

/** One user's page data (GET /api/users/{id}). */
export const userQuery = (id: number) => queryOptions({ queryKey: usersKeys.user(id), queryFn: ({ signal }) => getUser(id, signal) });
/** The user page's groups and sessions tabs. */
export const userGroupsQuery = (id: number) =>
  queryOptions({ queryKey: [...usersKeys.user(id), "groups"], queryFn: ({ signal }) => userGroups(id, signal) });
export const userSessionsQuery = (id: number) =>
  queryOptions({ queryKey: [...usersKeys.user(id), "sessions"], queryFn: ({ signal }) => userSessions(id, signal) });

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

/** An avatar's bytes as an object URL, fetched with the session's token (a bare /api/files link could not be authorised). */
export const avatarQuery = (fileId: number | null) =>
  queryOptions({
    queryKey: usersKeys.avatar(fileId),
    enabled: fileId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }): Promise<string | null> => {
      const headers: Record<string, string> = { "content-language": requestLocale() };
      const auth = authorizationHeader();
      if (auth) headers.authorization = auth;
      const res = await fetch(`${apiBase()}/api/files?file_id=${fileId}&is_open=1`, { headers, credentials: "include", signal });
      if (!res.ok) throw new Error(`avatar ${res.status}`);
      if ((res.headers.get("content-type") ?? "").startsWith("application/json")) return ((await res.json()) as { url?: string }).url ?? null;
      return URL.createObjectURL(await res.blob());
    },
  });
