// An avatar's bytes as an object URL, fetched with the session's token (a bare /api/files link in an <img> could
// not be authorised). Kept apart from Avatar.tsx so the top bar can show the photo without the upload code.
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { avatarQuery } from "./avatar/queries";

/** The avatar as an object URL (revoked when it changes); null while loading, on failure or when there is none. */
export function useAvatarUrl(fileId: number | null) {
  const q = useQuery(avatarQuery(fileId));
  const url = fileId === null ? null : (q.data ?? null);
  useEffect(() => () => void (url?.startsWith("blob:") && URL.revokeObjectURL(url)), [url]);
  return url;
}
