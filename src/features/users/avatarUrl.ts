// An avatar's bytes as an object URL, fetched with the session's token (a bare /api/files link in an <img> could
// not be authorised). Kept apart from Avatar.tsx so the top bar can show the photo without the upload code.
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiBase, requestLocale } from "../../../services/client/config";
import { authorizationHeader } from "../../../services/client/token";

/** The avatar as an object URL (revoked when it changes); null while loading, on failure or when there is none. */
export function useAvatarUrl(fileId: number | null) {
  const q = useQuery({
    queryKey: ["users", "avatar", fileId],
    enabled: fileId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      const headers: Record<string, string> = { "content-language": requestLocale() };
      const auth = authorizationHeader();
      if (auth) headers.authorization = auth;
      const res = await fetch(`${apiBase()}/api/files?file_id=${fileId}&is_open=1`, { headers, credentials: "include", signal });
      if (!res.ok) throw new Error(`avatar ${res.status}`);
      if ((res.headers.get("content-type") ?? "").startsWith("application/json")) return ((await res.json()) as { url?: string }).url ?? null;
      return URL.createObjectURL(await res.blob());
    },
  });
  const url = fileId === null ? null : (q.data ?? null);
  useEffect(() => () => void (url?.startsWith("blob:") && URL.revokeObjectURL(url)), [url]);
  return url;
}
