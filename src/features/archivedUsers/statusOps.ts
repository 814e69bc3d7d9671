// Which status operations the userStatus machine allows an administrator on an archived user: the same machine
// the server decides with (machines/userStatus.ts), so the page shows no button the server would refuse.
import { userStatusMachine } from "../../../machines/userStatus";
import type { StatusOperation } from "../users/api";

const EVENTS: Record<StatusOperation, string> = { activate: "user.activate", block: "user.block", archive: "user.archive", unarchive: "user.unarchive" };

/** The operations allowed from a status (archived by default), for an administrator acting on someone else. */
export const allowedOps = (userId: number, state: "active" | "blocked" | "archived" | "pending" = "archived"): StatusOperation[] => {
  const snapshot = userStatusMachine.resolveState({ value: state, context: { registered: false, invitedAt: null } });
  const actor = { id: userId, relation: "admin" as const };
  return (Object.keys(EVENTS) as StatusOperation[]).filter((op) =>
    snapshot.can({ type: EVENTS[op], actor, activeCount: 0, limit: null, at: "" } as Parameters<typeof snapshot.can>[0]),
  );
};
