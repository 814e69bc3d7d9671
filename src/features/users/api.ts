// The users service (services/contract/users.ts) for the browser: users, status commands, batch operations,
// profile tabs, groups and roles. The CSV import is sent by ImportDialog (services/client/upload.ts).
import { areaApi, areaClient } from "../../../services/client/api";
import { apiBase, requestLocale } from "../../../services/client/config";
import { authorizationHeader } from "../../../services/client/token";
import { AccountGroup } from "../../../services/contract/auth";
import type * as C from "../../../services/contract/users";
import { UserProgressGroup } from "../../../services/contract/userProgress";
import type * as P from "../../../services/contract/userProgress";
import type { ViewScope } from "../../../services/contract/userProgress";
import { UsersGroup } from "../../../services/contract/users";

const call = areaClient(areaApi(UsersGroup));
const authCall = areaClient(areaApi(AccountGroup));
const progressCall = areaClient(areaApi(UserProgressGroup));
type S = AbortSignal | undefined;

export type UserDetail = C.UserDetail;
export type UserCreate = C.UserCreate;
export type UserUpdate = C.UserUpdate;
export type UserGroup = C.UserGroup;
export type GroupInput = typeof C.UserGroupInput.Type;
export type SystemRole = typeof C.SystemRole.Type;
export type CustomRole = typeof C.CustomRole.Type;
export type CustomRoleInput = typeof C.CustomRoleInput.Type;
export type ImportReport = typeof C.ImportReport.Type;
export type StatusOperation = typeof C.StatusOperation.Type;
export type BatchOperation = typeof C.BatchOperation.Type;
export type TableData = typeof C.TableData.Type;

export const getUser = (id: number, signal?: S, scope?: ViewScope) =>
  call("users.getUser", (a) => a.users.getUser({ params: { id }, query: scoped(scope) }), { signal });
export const createUser = (payload: UserCreate) => call("users.createUser", (a) => a.users.createUser({ payload }));
/** `expectedVersion`: the user's `version` (profile) or `status_version` the page showed; a stale one is 409 errors.staleVersion. */
export const updateUser = (id: number, payload: UserUpdate, expectedVersion: number) =>
  call("users.updateUser", (a) => a.users.updateUser({ params: { id }, payload: { ...payload, expectedVersion } }));
export const setUserStatus = (user_id: number, operation: StatusOperation, expectedVersion: number) =>
  call("users.userStatus", (a) => a.users.userStatus({ payload: { user_id, operation, expectedVersion } }));
export const setAvatar = (user_id: number, file_id: number) => call("users.setUserAvatar", (a) => a.users.setUserAvatar({ payload: { user_id, file_id } }));
export const removeAvatar = (user_id: number) => call("users.removeUserAvatar", (a) => a.users.removeUserAvatar({ payload: { user_id } }));
/** Invites active people who never set a password (the others are refused, with the reason). */
export const sendInvitations = (user_ids: number[]) => call("users.sendUserInvitations", (a) => a.users.sendUserInvitations({ payload: { user_ids } }));
export const resetPasswords = (user_ids: number[]) => authCall("account.resetUserPasswordBatch", (a) => a.account.resetUserPasswordBatch({ payload: { user_ids } }));
export const batch = (operation_name: BatchOperation, target_object_ids: number[], groupId?: number) =>
  call("users.batchEntitiesProfileProcessing", (a) =>
    a.users.batchEntitiesProfileProcessing({
      payload: groupId
        ? { operation_name, source_entity_type_id: 4, target_entity_type_id: 3, source_object_id: groupId, target_object_ids }
        : { operation_name, source_entity_type_id: 3, target_entity_type_id: 3, target_object_ids },
    }),
  );

const page = (q: { limit?: number; last_id?: number }) => ({ limit: q.limit ?? 100, ...(q.last_id ? { last_id: q.last_id } : {}) });
/** The query's `scope` when one is asked (the manager's pages), nothing otherwise. */
const scoped = (scope?: ViewScope) => (scope ? { scope } : {});
export const userGroups = (user_id: number, signal?: S) => call("users.userGroupsProfile", (a) => a.users.userGroupsProfile({ query: { user_id, ...page({}) } }), { signal });
export const userSessions = (user_id: number, signal?: S) =>
  call("users.userSessionsProfile", (a) => a.users.userSessionsProfile({ query: { user_id, ...page({}) } }), { signal });
export const groupUsers = (user_group_id: number, signal?: S) =>
  call("users.userGroupUsersProfile", (a) => a.users.userGroupUsersProfile({ query: { user_group_id, ...page({}) } }), { signal });
/** The tracks a person gets (the profile's workflows tab). */
/** `scope` "reports": the manager's analytics page (only their own reports answer; contract userProgress.ts). */
export const userTracks = (user_id: number, signal?: S, scope?: ViewScope) =>
  call("users.userWorkflowsProfile", (a) => a.users.userWorkflowsProfile({ query: { user_id, ...page({}), ...scoped(scope) } }), { signal });
export type UserActivity = P.UserActivity;
export type UserFormResult = P.UserFormResult;
export type UserFormAnswers = P.UserFormAnswers;
/** The person's tasks across their tracks (activities tab), a keyset page. */
export const userActivities = (user_id: number, after: { last_id?: number }, signal?: S, scope?: ViewScope) =>
  progressCall("userProgress.userActivitiesProfile", (a) => a.userProgress.userActivitiesProfile({ query: { user_id, ...after, ...scoped(scope) } }), { signal });
/** The person's submitted forms, tests and feedback (tests and forms tab), a keyset page. */
export const userFormResults = (user_id: number, after: { last_id?: number }, signal?: S, scope?: ViewScope) =>
  progressCall("userProgress.userTestsProfile", (a) => a.userProgress.userTestsProfile({ query: { user_id, ...after, ...scoped(scope) } }), { signal });
/** One submitted form with the person's answers and, for a test, which were right. */
export const userFormAnswers = (user_id: number, user_workflow_task_id: number, signal?: S, scope?: ViewScope) =>
  progressCall("userProgress.userTestAnswers", (a) => a.userProgress.userTestAnswers({ query: { user_id, user_workflow_task_id, ...scoped(scope) } }), { signal });
export const groupTracks = (user_group_id: number, signal?: S) =>
  call("users.userGroupWorkflowsProfile", (a) => a.users.userGroupWorkflowsProfile({ query: { user_group_id, ...page({}) } }), { signal });
export const roleUsers = (user_role_id: number, custom: boolean, signal?: S) =>
  call("users.userRoleUsersProfile", (a) => a.users.userRoleUsersProfile({ query: { user_role_id, is_custom: custom ? "true" : "false", ...page({}) } }), { signal });

export const listGroups = (signal?: S) => call("users.listUserGroups", (a) => a.users.listUserGroups(), { signal });
export const getGroup = (id: number, signal?: S) => call("users.getUserGroup", (a) => a.users.getUserGroup({ params: { id } }), { signal });
export const createGroup = (payload: GroupInput) => call("users.createUserGroup", (a) => a.users.createUserGroup({ payload }));
/** `expectedVersion`: the group's `version` the form showed; a stale one is 409 errors.staleVersion. */
export const updateGroup = (id: number, payload: GroupInput, expectedVersion: number) =>
  call("users.updateUserGroup", (a) => a.users.updateUserGroup({ params: { id }, payload: { ...payload, expectedVersion } }));

export const systemRoles = (signal?: S) => call("users.userRoles", (a) => a.users.userRoles(), { signal });
export const customRoles = (signal?: S) => call("users.listCustomRoles", (a) => a.users.listCustomRoles(), { signal });
export const getCustomRole = (id: number, signal?: S) => call("users.getCustomRole", (a) => a.users.getCustomRole({ params: { id } }), { signal });
export const createCustomRole = (payload: CustomRoleInput) => call("users.createCustomRole", (a) => a.users.createCustomRole({ payload }));
export const updateCustomRole = (id: number, payload: CustomRoleInput) =>
  call("users.updateCustomRole", (a) => a.users.updateCustomRole({ params: { id }, payload }));

/** Erases the person's personal data (GDPR): nothing of it stays readable, their ids and states do. */
export const eraseUser = (user_id: number) => call("users.eraseUser", (a) => a.users.eraseUser({ payload: { user_id } }));

/** Everything stored about one person as a JSON file: a plain fetch, so the file keeps the server's name. */
export async function exportPersonalData(user_id: number): Promise<{ url: string; name: string }> {
  const headers: Record<string, string> = { "content-language": requestLocale() };
  const auth = authorizationHeader();
  if (auth) headers.authorization = auth;
  const res = await fetch(`${apiBase()}/api/userPersonalData?user_id=${user_id}`, { headers, credentials: "include" });
  if (!res.ok) throw Object.assign(new Error(`export ${res.status}`), { status: res.status });
  const name = /filename="?([^";]+)"?/i.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? `personal-data-${user_id}.json`;
  return { url: URL.createObjectURL(await res.blob()), name };
}
