// A person's photo, apart from the users area's other reads (queries.ts), which need the Effect client: the
// toolbar and the dashboard show the signed-in user's photo on the first screen, without Effect.
import { queryOptions } from "@tanstack/react-query";
import { apiBase, requestLocale } from "../../../../services/client/config";
import { authorizationHeader } from "../../../../services/client/token";

/** The cache key of an avatar (`usersKeys.avatar`). */
export const avatarKey = (fileId: number | null) => ["users", "avatar", fileId] as const;

/** An avatar's bytes as an object URL, fetched with the session's token (a bare /api/files link could not be authorised). */
export const avatarQuery = (fileId: number | null) =>
  queryOptions({
    queryKey: avatarKey(fileId),
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
