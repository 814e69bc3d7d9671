import { Effect } from "effect";
import { initialTransition, } from "xstate";
import { type UserGroupEvent, userGroupMachine } from "../../../../machines/userGroup.js";
import { Conflict, Invalid, Messages } from "../../../../services/contract/errors.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import type { UserGroup, UserGroupInput, UserGroupUpdate } from "../../../../services/contract/users.js";
import { requirePermission } from "../../auth/permissions.js";
import type { Sql } from "../../db/types.js";
import { appendNext, nextId } from "../../events/command.js";
import { runCommand } from "../../events/pipeline.js";
import { appendIn, latestChange, streamVersion, VersionConflict } from "../../events/store.js";
import { BadCondition, checkConditions } from "./dynamicGroups.js";
import { adminActor } from "./commands.js";
import { command, notFound, now, read } from "./run.js";

/** The group document's version: both streams an edit writes (see UserGroup.version). */
const VERSION_SQL = `(select coalesce(sum(v), 0)::int from (select max(e.version) as v from events e
  where e.stream_type in ('userGroup', 'userGroupProfile') and e.stream_id = g.id::text group by e.stream_type) s)`;
const GROUP_SQL = `select g.*, (select count(*)::int from user_group_members m where m.group_id = g.id) as members_count,
  ${VERSION_SQL} as version from user_groups g`;
const shape = (g: any): UserGroup => ({
  id: g.id, client_id: g.client_id, name: g.name, description: g.description, category_id: g.category_id, type: g.type, match: g.match,
  conditions: g.conditions, status_id: g.status_id, members_count: g.members_count,
  created_at: new Date(g.created_at).toISOString(), updated_at: new Date(g.updated_at).toISOString(), version: g.version,
});

export const loadGroup = async (sql: Sql, clientId: number, id: number) =>
  (await sql.query(`${GROUP_SQL} where g.id = $1 and g.client_id = $2`, [id, clientId])).map(shape)[0] ?? null;

const snapshotOf = (g: any) =>
  userGroupMachine.resolveState({
    value: g.status_id === 2 ? "inactive" : "active",
    context: { type: g.type, match: g.match, conditions: g.conditions, lastAutoAssignAt: null },
  });

/** The input's conditions and category, checked: a 400 naming the first bad part, or null. */
const check = async (tx: Sql, clientId: number, input: typeof UserGroupInput.Type) => {
  if (input.type === "dynamic") {
    try {
      checkConditions(input.match ?? "all", input.conditions ?? []);
    } catch (e) {
      if (e instanceof BadCondition) return new Invalid({ message: Messages.invalid, fields: [{ path: e.path, message: e.reason }] });
      throw e;
    }
  } else if (input.conditions?.length) {
    return new Invalid({ message: Messages.invalid, fields: [{ path: "payload.conditions", message: "users.group.staticHasNoConditions" }] });
  }
  if (input.category_id != null) {
    const [c] = await tx.query("select 1 from catalogue_items where id = $1 and client_id = $2 and resource = 'userGroupCategories'", [input.category_id, clientId]);
    if (!c) return new Invalid({ message: Messages.invalid, fields: [{ path: "payload.category_id", message: "catalogue.item.notFound" }] });
  }
  return null;
};

/**
 * The edit form showed version `expected` of the group (the sum of its two streams' versions): if either stream
 * moved since, 409 errors.staleVersion naming the later of the two streams' latest change, nothing written.
 */
const requireGroupSeen = async (tx: Sql, clientId: number, id: number, expected: number | undefined) => {
  if (expected === undefined) return;
  const [latest] = await tx.query<{ stream_type: string }>(
    "select stream_type from events where stream_type in ('userGroup', 'userGroupProfile') and stream_id = $1 order by position desc limit 1", [String(id)]);
  const version = (await streamVersion(tx, { type: "userGroup", id })) + (await streamVersion(tx, { type: "userGroupProfile", id }));
  if (expected === version) return;
  // the same refusal as requireSeen's, its current_version the document's (not the one stream's)
  const stream = { type: latest?.stream_type ?? "userGroup", id };
  const change = await latestChange(tx, clientId, stream);
  throw new VersionConflict(stream, expected, version, change && { ...change, version });
};

/** The pipeline for a group's lifecycle: the userGroup machine decides the commands (each stamped `at`). */
const decideGroup = (tx: Sql, clientId: number, actorId: number, id: number, snapshot: ReturnType<typeof snapshotOf>, version: number, events: UserGroupEvent[], at: string) =>
  runCommand(tx, {
    clientId,
    stream: { type: "userGroup", id },
    lifecycle: "userGroup",
    load: { snapshot, version },
    commands: events.map((e) => ({ ...e, at })),
    meta: { actor: actorId },
    notNow: "users.group.refused",
  });

/** Creates a checked group inside the caller's transaction (the demo seed's groups too); returns its id. */
export const createGroupIn = async (tx: Sql, user: SessionUser, input: typeof UserGroupInput.Type, at: string) => {
  const id = await nextId(tx, "user_group_ids");
  const actor = adminActor(user);
  const [snap] = initialTransition(userGroupMachine, { type: input.type });
  const events: UserGroupEvent[] = [
    ...(input.type === "dynamic" ? [{ type: "group.setConditions" as const, match: input.match ?? "all", conditions: [...(input.conditions ?? [])] as any, actor }] : []),
    { type: "group.save", actor },
    ...(input.status_id === 2 ? [{ type: "group.deactivate" as const, actor }] : []),
  ];
  await appendIn(tx, user.clientId, { type: "userGroup", id }, 0, [
    { type: "userGroup.created", data: { id, client_id: user.clientId, name: input.name.trim(), description: input.description ?? "", category_id: input.category_id ?? null, input: { type: input.type }, at } },
  ], { actor: user.userId, machine: "userGroup" });
  await decideGroup(tx, user.clientId, user.userId, id, snap, 1, events, at);
  return id;
};

export const createGroup = (input: typeof UserGroupInput.Type) =>
  Effect.gen(function* () {
    const user = yield* requirePermission("groups", "edit");
    const at = yield* now;
    const id = yield* command(async (tx) => {
      const bad = await check(tx, user.clientId, input);
      if (bad) return bad;
      return createGroupIn(tx, user, input, at);
    });
    return yield* read(async (db) => (await loadGroup(db, user.clientId, id)) ?? notFound());
  });

export const updateGroup = (id: number, input: typeof UserGroupUpdate.Type) =>
  Effect.gen(function* () {
    const user = yield* requirePermission("groups", "edit");
    const at = yield* now;
    yield* command(async (tx) => {
      const g = await loadGroup(tx, user.clientId, id);
      if (!g) return notFound();
      // the form's version first: a stale form would write back the name or conditions a colleague just changed
      await requireGroupSeen(tx, user.clientId, id, input.expectedVersion);
      if (g.type !== input.type) return new Conflict({ message: "users.group.typeFixed", detail: "a group's type cannot change after saving" });
      const bad = await check(tx, user.clientId, input);
      if (bad) return bad;
      const actor = adminActor(user);
      const events: UserGroupEvent[] = [];
      const conditions = [...(input.conditions ?? g.conditions)];
      const match = input.match ?? g.match;
      if (g.type === "dynamic" && JSON.stringify([match, conditions]) !== JSON.stringify([g.match, g.conditions])) {
        events.push({ type: "group.setConditions", match, conditions: conditions as any, actor });
      }
      if (input.status_id !== undefined && input.status_id !== g.status_id) events.push({ type: input.status_id === 2 ? "group.deactivate" : "group.activate", actor });
      await decideGroup(tx, user.clientId, user.userId, id, snapshotOf(g), await streamVersion(tx, { type: "userGroup", id }), events, at);
      const profile = { name: input.name.trim(), description: input.description ?? g.description, category_id: input.category_id === undefined ? g.category_id : input.category_id };
      if (profile.name !== g.name || profile.description !== g.description || profile.category_id !== g.category_id) {
        await appendNext(tx, user.clientId, { type: "userGroupProfile", id }, [{ type: "userGroup.updated", data: { ...profile, at } }], { actor: user.userId });
      }
      return id;
    });
    return yield* read(async (db) => (await loadGroup(db, user.clientId, id)) ?? notFound());
  });

/** Removes a group; `expected`: the group's document version the page showed (a colleague's edit in between is seen first). */
export const removeGroup = (id: number, expected?: number) =>
  Effect.gen(function* () {
    const user = yield* requirePermission("groups", "edit");
    const at = yield* now;
    yield* command(async (tx) => {
      if (!(await loadGroup(tx, user.clientId, id))) return notFound();
      await requireGroupSeen(tx, user.clientId, id, expected);
      await appendNext(tx, user.clientId, { type: "userGroupProfile", id }, [{ type: "userGroup.removed", data: { at } }], { actor: user.userId });
      return id;
    });
  });

export const listGroups = (user: SessionUser) =>
  read((db) => db.query(`${GROUP_SQL} where g.client_id = $1 order by g.id`, [user.clientId]).then((rows) => rows.map(shape)));
