// A user's avatar on their page: the image (fetched with the session's token, so it is a blob URL, not a bare
// /api/files link an <img> could not authorise), initials when there is none, and the upload / remove controls.
// The upload goes through the library's one-file helper (checked as an image first, progress shown), then
// manageUserAvatar points the user at the new file.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { FileTrigger } from "react-aria-components";
import { apiBase, requestLocale } from "../../../services/client/config";
import { authorizationHeader } from "../../../services/client/token";
import { Button } from "../../../ui/components/Button";
import { notify } from "../../app/snackbar/notify";
import { acceptFor, useFileUpload } from "../library/upload";
import { useT } from "../lists/useT";
import { removeAvatar, setAvatar, type UserDetail } from "./api";
import * as s from "./users.css";

/** The avatar's bytes as an object URL (revoked when it changes); null while loading or when there is none. */
function useAvatarUrl(fileId: number | null) {
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
  const url = q.data ?? null;
  useEffect(() => () => void (url?.startsWith("blob:") && URL.revokeObjectURL(url)), [url]);
  return url;
}

export function AvatarImage({ user }: { user: Pick<UserDetail, "avatar_id" | "first_name" | "last_name"> }) {
  const url = useAvatarUrl(user.avatar_id ?? null);
  const initials = `${user.first_name[0] ?? ""}${user.last_name[0] ?? ""}`.toUpperCase();
  return (
    <div className={s.avatar} aria-hidden="true" data-testid="user-avatar">
      {url ? <img src={url} alt="" width={64} height={64} className={s.avatarImage} /> : initials}
    </div>
  );
}

/** Upload (and replace) or remove the avatar; the user page refreshes from the server's answer. */
export function AvatarActions({ user }: { user: Pick<UserDetail, "id" | "avatar_id"> }) {
  const t = useT();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ["users", "user", user.id] });
  const set = useMutation({
    mutationFn: (fileId: number) => setAvatar(user.id, fileId),
    meta: { errorMessage: "common.updateFail", successMessage: "users.avatar.saved" },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => removeAvatar(user.id),
    meta: { errorMessage: "common.removeFail", successMessage: "common.removeSuccess" },
    onSuccess: refresh,
  });
  const upload = useFileUpload({ kind: "avatar", showInFiles: false, onDone: (item) => set.mutate(item.id) });
  const { status, message, reset } = upload;
  useEffect(() => {
    if (message && status !== "uploading") {
      notify({ message, variant: "error" });
      reset();
    }
  }, [message, status, reset]);
  const busy = upload.status === "uploading" || set.isPending;
  return (
    <>
      <FileTrigger acceptedFileTypes={acceptFor("avatar").split(",")} onSelect={(files) => files?.[0] && upload.select(files[0])}>
        <Button variant="secondary" size="sm" isPending={busy}>
          {busy ? t("users.avatar.uploading", { percent: Math.round(upload.progress) }) : t(user.avatar_id ? "users.avatar.replace" : "users.avatar.upload")}
        </Button>
      </FileTrigger>
      {user.avatar_id && (
        <Button variant="ghost" size="sm" isPending={remove.isPending} isDisabled={busy} onPress={() => remove.mutate()}>
          {t("users.avatar.remove")}
        </Button>
      )}
    </>
  );
}
