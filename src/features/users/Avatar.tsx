// A user's avatar on their page: the image (fetched with the session's token, so it is a blob URL, not a bare
// /api/files link an <img> could not authorise), initials when there is none, and the upload / remove controls.
// The upload goes through the library's one-file helper with purpose "avatar" (checked as an image first, progress
// shown; the server stores it outside the library folders, so anyone may upload their own), then manageUserAvatar
// points the user at the new file.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FileTrigger } from "react-aria-components";
import { Button } from "../../../ui/components/Button";
import { acceptFor, useFileUpload, useUploadFailureNotice } from "../library/upload";
import { sessionKey } from "../auth/queries";
import { useT } from "../lists/useT";
import { useAvatarUrl } from "./avatarUrl";
import { usersKeys } from "./queries";
import { removeAvatar, setAvatar, type UserDetail } from "./api";
import * as s from "./users.css";

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
  // The page's user and, for one's own photo, the session (the top bar shows it).
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: usersKeys.user(user.id) });
    void queryClient.invalidateQueries({ queryKey: sessionKey });
  };
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
  useUploadFailureNotice(upload);
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
