// Which status operations the userStatus machine allows an administrator on an archived user: the machine's
// declared buttons (machines/commands.ts), the same mechanism the server lists a user's operations with, so the
// page shows no button the server would refuse.
import { availableCommands } from "../../../machines/commands";
import { userStatusMachine } from "../../../machines/userStatus";
import type { StatusOperation } from "../users/api";

const OPERATIONS: readonly StatusOperation[] = ["activate", "block", "archive", "unarchive"];

/** The operations allowed from a status (archived by default), for an administrator acting on someone else. */
export const allowedOps = (userId: number, state: "active" | "blocked" | "archived" | "pending" = "archived"): StatusOperation[] => {
  const snapshot = userStatusMachine.resolveState({ value: state, context: { registered: false, invitedAt: null } });
  const on = new Set(availableCommands(userStatusMachine, snapshot, { id: userId, relation: "admin" }));
  return OPERATIONS.filter((op) => on.has(`user.${op}`));
};
