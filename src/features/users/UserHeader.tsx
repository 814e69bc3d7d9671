// The user page's header: avatar (initials when none; upload, replace, remove: Avatar.tsx), name, e-mail, role, status badge, the status
// operations from the server's `can` (the userStatus machine decides; nothing here is hard-coded), those of this
// state it refuses (`refused`, disabled with the machine's reason beside them: one's own account), the password
// reset (ResetPasswordAction: asks first, shows a link only where mail is off), and the personal-data export and
// erasure (PersonalData.tsx).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "../../../ui/components/Button";
import * as ls from "../lists/lists.css";
import { useT } from "../lists/useT";
import * as p from "../shell/page.css";
import { StaleNotice } from "../../app/concurrency/StaleNotice";
import { setUserStatus, type StatusOperation, type UserDetail } from "./api";
import { AvatarActions, AvatarImage } from "./Avatar";
import { StatusBadge } from "./common";
import { PersonalDataActions } from "./PersonalData";
import { ResetPasswordAction } from "./ResetPasswordAction";
import * as s from "./users.css";
import { usersKeys } from "./queries";

/** The person's avatar, name (the page's heading) and status, with the lines below the name (`children`). */
export function UserIdentity({ user, children }: { user: UserDetail; children: ReactNode }) {
  const t = useT();
  return (
    <>
      <AvatarImage user={user} />
      <div className={s.headText}>
        <div className={s.nameLine}>
          <h1 className={p.pageTitle}>{user.erased_at ? t("users.personal.erased") : user.full_name}</h1>
          <StatusBadge id={user.status_id} />
        </div>
        {children}
      </div>
    </>
  );
}

const OPS: StatusOperation[] = ["activate", "block", "archive", "unarchive"];

export function UserHeader({ user }: { user: UserDetail }) {
  const t = useT();
  const queryClient = useQueryClient();
  const done = (fresh: UserDetail) => {
    queryClient.setQueryData(usersKeys.user(user.id), fresh);
    void queryClient.invalidateQueries({ queryKey: usersKeys.all });
  };
  const status = useMutation({
    mutationFn: (op: StatusOperation) => setUserStatus(user.id, op, user.status_version),
    meta: { errorMessage: "common.updateFail", successMessage: "common.updateSuccess", staleShown: true },
    onSuccess: done,
  });
  const reload = () => void queryClient.invalidateQueries({ queryKey: usersKeys.all }).then(() => status.reset());
  return (
    <header className={s.header}>
      <UserIdentity user={user}>
        <span className={ls.muted}>
          {user.email} · {user.custom_role?.value ?? user.role_name}
        </span>
        {user.erased_at && (
          <span className={ls.muted} role="note">
            {t("users.erased")}
          </span>
        )}
      </UserIdentity>
      <div className={ls.actions}>
        <StaleNotice error={status.error} onReload={reload} />
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
        {user.refused.map(({ operation, reason }) => (
          <span key={operation} className={ls.actions}>
            <Button variant="secondary" size="sm" isDisabled aria-describedby={`refused-${operation}`}>
              {t(`users.action.${operation}`)}
            </Button>
            <span id={`refused-${operation}`} className={ls.muted}>
              {t(reason)}
            </span>
          </span>
        ))}
        {!user.erased_at && (
          <>
            <ResetPasswordAction user={user} />
            <AvatarActions user={user} />
          </>
        )}
        <PersonalDataActions user={user} />
      </div>
    </header>
  );
}
