// The user page's header: avatar (initials when none; remove), name, e-mail, role, status badge, the status
// operations from the server's `can` (the userStatus machine decides; nothing here is hard-coded) and the
// password reset link.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../ui/components/Button";
import { notify } from "../../app/snackbar/notify";
import * as ls from "../lists/lists.css";
import { useT } from "../lists/useT";
import * as p from "../shell/page.css";
import { removeAvatar, resetPasswords, setUserStatus, type StatusOperation, type UserDetail } from "./api";
import { StatusBadge } from "./common";
import * as s from "./users.css";

const OPS: StatusOperation[] = ["activate", "block", "archive", "unarchive"];

export function UserHeader({ user }: { user: UserDetail }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [link, setLink] = useState<string | null>(null);
  const done = (fresh: UserDetail) => {
    queryClient.setQueryData(["users", "user", user.id], fresh);
    void queryClient.invalidateQueries({ queryKey: ["users"] });
  };
  const status = useMutation({
    mutationFn: (op: StatusOperation) => setUserStatus(user.id, op),
    meta: { errorMessage: "common.updateFail", successMessage: "common.updateSuccess" },
    onSuccess: done,
  });
  const reset = useMutation({
    mutationFn: () => resetPasswords([user.id]),
    meta: { errorMessage: "common.updateFail" },
    onSuccess: (res) => {
      const l = res.links[0];
      if (l) setLink(`${window.location.origin}/confirmPassword/${l.uid}`);
      notify({ message: "users.password.reset", variant: "success" });
    },
  });
  const avatar = useMutation({
    mutationFn: () => removeAvatar(user.id),
    meta: { errorMessage: "common.removeFail", successMessage: "common.removeSuccess" },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["users", "user", user.id] }),
  });
  const initials = `${user.first_name[0] ?? ""}${user.last_name[0] ?? ""}`.toUpperCase();
  return (
    <header className={s.header}>
      <div className={s.avatar} aria-hidden="true">
        {user.avatar_id ? <img src={`/api/files?file_id=${user.avatar_id}&is_open=true`} alt="" width={64} height={64} /> : initials}
      </div>
      <div className={s.headText}>
        <div className={s.nameLine}>
          <h1 className={p.pageTitle}>{user.full_name}</h1>
          <StatusBadge id={user.status_id} />
        </div>
        <span className={ls.muted}>
          {user.email} · {user.custom_role?.value ?? user.role_name}
        </span>
        {link && (
          <span className={ls.muted} role="status">
            {t("users.password.link")}: <code>{link}</code>
          </span>
        )}
      </div>
      <div className={ls.actions}>
        {OPS.filter((op) => user.can[op]).map((op) => (
          <Button
            key={op}
            variant={op === "block" || op === "archive" ? "secondary" : "primary"}
            size="sm"
            isPending={status.isPending && status.variables === op}
            isDisabled={status.isPending}
            onPress={() => status.mutate(op)}
          >
            {t(`users.action.${op}`)}
          </Button>
        ))}
        <Button variant="secondary" size="sm" isPending={reset.isPending} onPress={() => reset.mutate()}>
          {t("users.password.resetAction")}
        </Button>
        {user.avatar_id && (
          <Button variant="ghost" size="sm" isPending={avatar.isPending} onPress={() => avatar.mutate()}>
            {t("users.avatar.remove")}
          </Button>
        )}
      </div>
    </header>
  );
}
