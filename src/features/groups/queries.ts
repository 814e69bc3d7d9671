// Server state of the user groups: keys and queryOptions factories. The keys sit under the users area's
// (`["users", "groups", …]`), so a change to a user refreshes the groups too.
import { queryOptions } from "@tanstack/react-query";
import { fetchListPage } from "../lists/api";
import { getGroup, groupTracks, groupUsers, listGroups } from "../users/api";

export const groupsKeys = {
  all: ["users", "groups"] as const,
  group: (id: number) => ["users", "groups", id] as const,
};

/** The client's groups (the groups page, the batch "add to group" picker). */
export const groupsQuery = () => queryOptions({ queryKey: groupsKeys.all, queryFn: ({ signal }) => listGroups(signal) });
export const groupQuery = (id: number) => queryOptions({ queryKey: groupsKeys.group(id), queryFn: ({ signal }) => getGroup(id, signal) });
export const groupUsersQuery = (id: number) =>
  queryOptions({ queryKey: [...groupsKeys.group(id), "users"], queryFn: ({ signal }) => groupUsers(id, signal) });
export const groupTracksQuery = (id: number) =>
  queryOptions({ queryKey: [...groupsKeys.group(id), "tracks"], queryFn: ({ signal }) => groupTracks(id, signal) });

/** The fields a dynamic group can match: they come with the first page of the users list route. */
export const userFieldsQuery = () =>
  queryOptions({
    queryKey: ["lists", "fields", "users"],
    queryFn: ({ signal }) => fetchListPage({ route: "users", filter: null, lastId: null, limit: 1 }, signal),
    staleTime: 5 * 60_000,
  });
