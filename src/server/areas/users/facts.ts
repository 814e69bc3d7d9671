import { userGroupMachine } from "../../../../machines/userGroup.js";
import { userStatusMachine } from "../../../../machines/userStatus.js";
import { defineLifecycle } from "../../events/lifecycle.js";

const rules = (pairs: ReadonlyArray<readonly [string, string]>) => pairs.map(([command, fact]) => ({ command, fact }));

/** A user account's status: what its commands become in the log. */
export const userStatusLifecycle = defineLifecycle({
  name: "userStatus",
  machine: userStatusMachine,
  facts: rules([
    ["user.activate", "user.activated"],
    ["user.block", "user.blocked"],
    ["user.archive", "user.archived"],
    ["user.unarchive", "user.unarchived"],
    ["user.invite", "user.invited"],
    ["user.register", "user.registered"],
  ]),
});

/** A user group: what its commands become in the log. */
export const userGroupLifecycle = defineLifecycle({
  name: "userGroup",
  machine: userGroupMachine,
  facts: rules([
    ["group.setType", "group.typeSet"],
    ["group.setConditions", "group.conditionsSet"],
    ["group.save", "group.saved"],
    ["group.deactivate", "group.deactivated"],
    ["group.activate", "group.activated"],
    ["tracks.autoAssign", "tracks.autoAssigned"],
  ]),
});
