// What other areas use of users; the manifest last, so that these load before its handlers.
export { userAccessSql } from "./access.js";
export { adminActor, createUserIn, updateUserIn } from "./commands.js";
export { createGroup, createGroupIn, loadGroup, updateGroup } from "./groupOps.js";
export { FULL_NAME_SQL, GenderNames, LanguageNames, StatusNames } from "./labels.js";
export { PROFILE_COLUMNS } from "./projection.js";
export { loadUserRow } from "./queries.js";
export { listRoles } from "./roleOps.js";
export { command, forbidden, notFound, now, read } from "./run.js";
export { applyInvite, applyRegister } from "./status.js";
export { createUser, isReport, updateUser, viewable } from "./userOps.js";

import { Layer } from "effect";
import { UserProgressGroup } from "../../../../services/contract/userProgress.js";
import { UsersGroup } from "../../../../services/contract/users.js";
import { defineArea } from "../manifest.js";
import { groupsRoute } from "./groupLists.js";
import { groupsProjection } from "./groupsProjection.js";
import { UserProgressLive, UsersLive } from "./handlers.js";
import { archivedUsersRoute, teamRoute, usersRoute } from "./lists.js";
import { usersProjection } from "./projection.js";

/** Users, their statuses, groups and roles. */
export const manifest = defineArea({
  name: "users",
  groups: [UsersGroup, UserProgressGroup],
  handlers: Layer.mergeAll(UsersLive, UserProgressLive),
  streams: ["user", "userStatus", "customRole", "userGroup", "userGroupProfile", "userGroupMembers"],
  projections: [usersProjection, groupsProjection],
  lists: [usersRoute, archivedUsersRoute, teamRoute, groupsRoute],
});
