import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import { CurrentUser } from "../../../../services/contract/security.js";
import { requirePermission } from "../../auth/permissions.js";
import { requestUser } from "../lists/index.js";
import { batch } from "./batch.js";
import { eraseUser } from "./erasure.js";
import { createGroup, listGroups, loadGroup, removeGroup, updateGroup } from "./groupOps.js";
import "./groupsProjection.js";
import { importUsers } from "./import/handler.js";
import { exportPersonalData } from "./personalExport.js";
import { previewImport } from "./import/preview.js";
import { userActivities, userFormAnswers, userFormResults } from "./progress.js";
import "./lists.js";
import { createRole, getRole, listRoles, removeRole, systemRoles, updateRole } from "./roleOps.js";
import { notFound, read } from "./run.js";
import { groupUsersTab, groupWorkflowsTab, userWorkflowsTab, roleUsersTab, shortInfo, userGroupsTab, userSessionsTab } from "./tabs.js";
import { createUser, getUser, sendInvitations, setAvatar, updateUser, userStatus } from "./userOps.js";

/** A read answered in the request's language (`content-language`, else the user's): names of roles, statuses, columns. */
const localised = <A, E, R>(read: Effect.Effect<A, E, R>) => Effect.flatMap(requestUser, (user) => Effect.provideService(read, CurrentUser, user));

/** Users, groups and roles (spec 000 §2, §6). */
export const UsersLive = HttpApiBuilder.group(Api, "users", (h) =>
  h
    .handle("getUser", ({ params, query }) => localised(getUser(params.id, query.scope)))
    .handle("createUser", ({ payload }) => createUser(payload))
    .handle("updateUser", ({ params, payload }) => updateUser(params.id, payload))
    .handle("userStatus", ({ payload }) => userStatus(payload.user_id, payload.operation, payload.expectedVersion))
    .handle("sendUserInvitations", ({ payload }) => sendInvitations(payload.user_ids))
    .handle("setUserAvatar", ({ payload }) => setAvatar(payload.user_id, payload.file_id ?? null))
    .handle("removeUserAvatar", ({ payload }) => setAvatar(payload.user_id, null))
    .handle("batchEntitiesProfileProcessing", ({ payload }) => batch(payload))
    .handle("userGroupsProfile", ({ query }) => localised(userGroupsTab(query.user_id, query)))
    .handle("userSessionsProfile", ({ query }) => localised(userSessionsTab(query.user_id, query)))
    .handle("userGroupUsersProfile", ({ query }) => localised(groupUsersTab(query.user_group_id, query)))
    .handle("userGroupWorkflowsProfile", ({ query }) => localised(groupWorkflowsTab(query.user_group_id, query)))
    .handle("userWorkflowsProfile", ({ query }) => localised(userWorkflowsTab(query.user_id, query)))
    .handle("userRoleUsersProfile", ({ query }) => localised(roleUsersTab(query.user_role_id, query.is_custom === "true", query)))
    .handle("clientEntitiesShortInfo", ({ query }) =>
      localised(Effect.flatMap(Effect.service(CurrentUser), (user) => shortInfo(user, query.entity_id, query.client_id))))
    .handle("eraseUser", ({ payload }) => eraseUser(payload.user_id))
    .handle("exportUserPersonalData", ({ query }) => exportPersonalData(query.user_id))
    .handle("listUserGroups", () => Effect.flatMap(requirePermission("groups"), listGroups))
    .handle("getUserGroup", ({ params }) =>
      Effect.flatMap(requirePermission("groups"), (user) => read(async (db) => (await loadGroup(db, user.clientId, params.id)) ?? notFound())))
    .handle("createUserGroup", ({ payload }) => createGroup(payload))
    .handle("updateUserGroup", ({ params, payload }) => updateGroup(params.id, payload))
    .handle("removeUserGroup", ({ params, query }) => removeGroup(params.id, query.expectedVersion))
    .handle("userRoles", () => localised(systemRoles))
    .handle("listCustomRoles", () => Effect.flatMap(requirePermission("roles"), listRoles))
    .handle("getCustomRole", ({ params }) => Effect.flatMap(requirePermission("roles"), (user) => getRole(user, params.id)))
    .handle("createCustomRole", ({ payload }) => createRole(payload))
    .handle("updateCustomRole", ({ params, payload }) => updateRole(params.id, payload))
    .handle("removeCustomRole", ({ params }) => removeRole(params.id))
    .handle("customImportUsers", ({ payload }) => importUsers(payload))
    .handle("previewImportUsers", ({ payload }) => previewImport(payload)),
);

/** A person's progress tabs on their user page (activities, tests and forms). */
export const UserProgressLive = HttpApiBuilder.group(Api, "userProgress", (h) =>
  h
    .handle("userActivitiesProfile", ({ query }) => localised(userActivities(query.user_id, query)))
    .handle("userTestsProfile", ({ query }) => localised(userFormResults(query.user_id, query)))
    .handle("userTestAnswers", ({ query }) => localised(userFormAnswers(query.user_id, query.user_workflow_task_id, query.scope))),
);
