import { Effect } from "effect";
import { CellType } from "../../../../services/contract/lists.js";
import { allows } from "../../../../services/contract/permissions.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import type { ViewScope } from "../../../../services/contract/userProgress.js";
import { requirePermission, targetClient } from "../../auth/permissions.js";
import { keysetTail } from "../../db/keyset.js";
import type { Sql } from "../../db/types.js";
import { queryDb } from "../../http/run.js";
import { caseOf, jsonRow, type Lang, langOf, Params, type Texts } from "../lists/index.js";
import { userAccessSql } from "./access.js";
import { loadGroup } from "./groupOps.js";
import { FULL_NAME_SQL, GroupStatusNames, StatusNames } from "./labels.js";
import { forbidden, notFound } from "./run.js";
import { viewableUser } from "./userOps.js";

type Col = readonly [name: string, text: Texts, type: number];
const t = (ru: string, en: string, fr: string): Texts => ({ ru, en, fr });
const columns = (cols: readonly Col[], lang: Lang) => cols.map(([name, text, type]) => ({ text: text[lang], value: name, name, type, visible: true }));

interface Page {
  readonly limit?: number | undefined;
  readonly last_id?: number | undefined;
}
const limitOf = (p: Page) => Math.min(Math.max(Math.trunc(p.limit ?? 100), 1), 1000);

/** A keyset page of a tab: `select` must list `id` and order by it; `last_id` and `limit` are appended as parameters. */
const tab = (user: SessionUser, cols: readonly Col[], build: (p: Params) => string, page: Page, pre?: (sql: Sql, p: Params) => Promise<string>) =>
  queryDb(async (sql) => {
    const p = new Params();
    const extra = pre ? await pre(sql, p) : "true";
    const text = `${build(p)} and ${extra}${keysetTail({ keys: ["x.id"] }, p.add(Math.trunc(page.last_id ?? 0)), p.add(limitOf(page)))}`;
    const rows = (await sql.query(text, p.values)).map(jsonRow);
    return { rows, columns: columns(cols, langOf(user)), settings: { last_id: rows.length ? Number(rows[rows.length - 1].id) : null } };
  });

const USER_COLS: readonly Col[] = [
  ["full_name", t("ФИО", "Full name", "Nom complet"), CellType.string], ["email", t("Эл. почта", "E-mail", "E-mail"), CellType.string],
  ["status", t("Статус", "Status", "Statut"), CellType.string],
];
const usersOf = (user: SessionUser, where: (p: Params) => string) => (p: Params) =>
  `select x.id, ${FULL_NAME_SQL("x", langOf(user))} as full_name, x.email, ${caseOf("x.status_id", StatusNames, langOf(user))} as status
     from users x where x.client_id = ${p.add(user.clientId)} and ${where(p)}`;

/** Groups a user belongs to (overview → groups tab). */
export const userGroupsTab = (userId: number, page: Page) =>
  Effect.flatMap(viewableUser(userId), (user) =>
    tab(user, [["name", t("Название", "Name", "Nom"), CellType.string], ["type", t("Тип", "Type", "Type"), CellType.string], ["status", t("Статус", "Status", "Statut"), CellType.string]],
      (p) => `select x.id, x.name, x.type, ${caseOf("x.status_id", GroupStatusNames, langOf(user))} as status from user_groups x
        join user_group_members m on m.group_id = x.id and m.user_id = ${p.add(userId)} where x.client_id = ${p.add(user.clientId)}`, page));

/** A user's sessions: for themselves, or for editors of users. */
export const userSessionsTab = (userId: number, page: Page) =>
  Effect.gen(function* () {
    const user = yield* viewableUser(userId);
    if (userId !== user.userId && !allows(user.permissions, "users")) return yield* Effect.fail(forbidden("needs users"));
    return yield* tab(user, [
      ["created_at", t("Начало", "Started", "Début"), CellType.datetime], ["refreshed_at", t("Обновлена", "Refreshed", "Actualisée"), CellType.datetime],
      ["ended_at", t("Завершена", "Ended", "Terminée"), CellType.datetime], ["active", t("Активна", "Active", "Active"), CellType.boolean],
    ], (p) => `select x.id, x.created_at, x.refreshed_at, x.ended_at, (x.ended_at is null and x.expires_at > now()) as active
        from sessions x where x.user_id = ${p.add(userId)} and x.client_id = ${p.add(user.clientId)}`, page);
  });

const groupOf = (groupId: number) =>
  Effect.gen(function* () {
    const user = yield* requirePermission("groups");
    const g = yield* queryDb((db) => loadGroup(db, user.clientId, groupId));
    if (!g) return yield* Effect.fail(notFound());
    return user;
  });

/** A group's members, within the viewer's user access. */
export const groupUsersTab = (groupId: number, page: Page) =>
  Effect.flatMap(groupOf(groupId), (user) =>
    tab(user, USER_COLS, usersOf(user, (p) => `exists (select 1 from user_group_members m where m.group_id = ${p.add(groupId)} and m.user_id = x.id)`), page,
      (sql, p) => userAccessSql(sql, user, p, "x")));

const TRACK_STATES: Record<string, Texts> = {
  waiting: t("Ожидает даты", "Waiting for a date", "En attente d'une date"), active: t("Назначен", "Assigned", "Assigné"),
  removed: t("Снят", "Removed", "Retiré"),
};

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
const stateCase = (lang: Lang) => `(case x.state ${Object.entries(TRACK_STATES).map(([k, v]) => `when ${quote(k)} then ${quote(v[lang])}`).join(" ")} end)`;

/** A group's tracks: the tracks assigned to it (active assignments, workflows area's read table), keyset by the assignment. */
export const groupWorkflowsTab = (groupId: number, page: Page) =>
  Effect.flatMap(groupOf(groupId), (user) =>
    tab(user, [["name", t("Трек", "Track", "Parcours"), CellType.string], ["assigned_at", t("Назначен", "Assigned", "Assigné"), CellType.datetime]],
      (p) => `select x.id, w.id as workflow_id, w.display_name as name, x.assigned_at from track_assignments x
        join workflows w on w.id = x.workflow_id and w.client_id = x.client_id
       where x.client_id = ${p.add(user.clientId)} and x.source = 'group' and x.group_id = ${p.add(groupId)} and x.active`, page));

/** A user's tracks (the profile's workflows tab): what they get, with their dates and progress, keyset by user_tracks.id. */
export const userWorkflowsTab = (userId: number, page: Page & { readonly scope?: ViewScope }) =>
  Effect.flatMap(viewableUser(userId, page.scope), (user) =>
    tab(user, [
      ["name", t("Трек", "Track", "Parcours"), CellType.string], ["state", t("Состояние", "State", "État"), CellType.string],
      ["start_date", t("Начало", "Start", "Début"), CellType.date], ["end_date", t("Окончание", "End", "Fin"), CellType.date],
      ["completed_count", t("Выполнено", "Completed", "Terminées"), CellType.int], ["total_count", t("Всего задач", "Tasks", "Tâches"), CellType.int],
    ], (p) => `select x.id, w.id as workflow_id, w.display_name as name, ${stateCase(langOf(user))} as state, x.state as state_code,
        x.waiting_reason, to_char(x.start_date, 'YYYY-MM-DD') as start_date, to_char(x.end_date, 'YYYY-MM-DD') as end_date, x.completed_count, x.total_count
        from user_tracks x join workflows w on w.id = x.workflow_id and w.client_id = x.client_id
       where x.client_id = ${p.add(user.clientId)} and x.user_id = ${p.add(userId)} and x.state <> 'removed'`, page));

/** Holders of a system role (1-11) or of one of the client's custom roles. */
export const roleUsersTab = (roleId: number, custom: boolean, page: Page) =>
  Effect.gen(function* () {
    const user = yield* requirePermission("roles");
    if (custom) {
      const found = yield* queryDb((db) => db.query("select 1 from custom_roles where id = $1 and client_id = $2", [roleId, user.clientId]));
      if (!found.length) return yield* Effect.fail(notFound());
    } else if (!(roleId >= 1 && roleId <= 11)) return yield* Effect.fail(notFound());
    return yield* tab(user, USER_COLS, usersOf(user, (p) => `x.${custom ? "custom_role_id" : "role_id"} = ${p.add(roleId)} and x.status_id <> 3`), page);
  });

/** Short lists of the client's users, groups or custom roles for pickers. */
export const shortInfo = (user: SessionUser, entity: "3" | "4" | "8", requested: number | undefined) =>
  Effect.gen(function* () {
    const clientId = yield* targetClient(user, requested);
    const sqlByEntity = {
      "3": `select id, ${FULL_NAME_SQL("u", langOf(user))} as name from users u where client_id = $1 and status_id <> 3 order by name, id limit 5000`,
      "4": "select id, name from user_groups where client_id = $1 order by name, id",
      "8": "select id, coalesce(name->>$2, name->>'en') as name, true as is_custom from custom_roles where client_id = $1 order by id",
    };
    const rows = yield* queryDb((db) => db.query(sqlByEntity[entity], entity === "8" ? [clientId, langOf(user)] : [clientId]));
    return { items: rows as any };
  });
