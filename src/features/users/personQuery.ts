// Names of users known only by id (a saved condition, a prohibition list): GET /api/users/{id}, cached per user.
import { queryOptions } from "@tanstack/react-query";
import { areaApi, areaClient } from "../../../services/client/api";
import { UsersGroup } from "../../../services/contract/users";

const call = areaClient(areaApi(UsersGroup));

export const personQuery = (id: number) =>
  queryOptions({
    queryKey: ["users", "person", id],
    queryFn: ({ signal }) =>
      call("users.getUser", (a) => a.users.getUser({ params: { id } }), { signal }).then((u) => ({ id: u.id, full_name: u.full_name, email: u.email })),
    staleTime: 5 * 60_000,
    meta: { errorMessage: false },
  });
