import { Effect } from "effect";
import { Invalid, Messages } from "../../../../services/contract/errors.js";
import type { BatchRequest } from "../../../../services/contract/users.js";
import { requirePermission } from "../../auth/permissions.js";
import type { Sql } from "../../db/types.js";
import { appendNext } from "../../events/command.js";
import { assignTracks, tracksDb } from "../workflows/index.js";
import { reachableUnits } from "./access.js";
import { command, now } from "./run.js";
import { statusOn } from "./userOps.js";

type Req = typeof BatchRequest.Type;
const invalid = (path: string, message: string) => new Invalid({ message: Messages.invalid, fields: [{ path, message }] });

/** The users of the client among `ids` that the editor reaches, as rows. */
const reachable = async (tx: Sql, user: { userId: number; clientId: number } & Parameters<typeof reachableUnits>[1], ids: readonly number[]) => {
  const units = await reachableUnits(tx, user);
  const rows = await tx.query<any>("select * from users where client_id = $1 and id = any($2::int[]) order by id", [user.clientId, ids]);
  return new Map(rows.filter((r) => units === null || r.id === user.userId || units.includes(r.unit_id)).map((r) => [r.id as number, r]));
};

/**
 * POST /batchEntitiesProfileProcessing: add users to static groups or remove them (users 3 ↔ groups 4, one side
 * being `source_object_id`), or change the status of many users (targets 3). One transaction; every target is
 * either processed or refused with its reason.
 */
export const batch = (req: Req) =>
  req.operation_name === "add_to_workflows" || req.operation_name === "remove_from_workflows"
    ? tracksDb((db, who) => assignTracks(db, who, { ...req, operation_name: req.operation_name as "add_to_workflows" }))
    : membershipOrStatus(req);

const membershipOrStatus = (req: Req) =>
  Effect.gen(function* () {
    const membership = req.operation_name === "add_to_groups" || req.operation_name === "remove_from_groups";
    const user = yield* requirePermission(membership ? "groups" : "users", "edit");
    const at = yield* now;
    return yield* command(async (tx) => {
      const processed: number[] = [];
      const refused: { id: number; reason: string }[] = [];
      if (!membership) {
        if (req.target_entity_type_id !== 3) return invalid("payload.target_entity_type_id", "users.batch.targetsMustBeUsers");
        const rows = await reachable(tx, user, req.target_object_ids);
        for (const id of new Set(req.target_object_ids)) {
          const row = rows.get(id);
          if (!row) {
            refused.push({ id, reason: "errors.notFound" });
            continue;
          }
          const r = await statusOn(tx, user, row, req.operation_name as "block", at);
          if ("status_id" in r) processed.push(id);
          else refused.push({ id, reason: r.message });
        }
        return { processed, refused };
      }
      const pair = [req.source_entity_type_id, req.target_entity_type_id].sort().join("-");
      if (pair !== "3-4") return invalid("payload.target_entity_type_id", "users.batch.usersAndGroups");
      if (req.source_object_id == null) return invalid("payload.source_object_id", "users.batch.sourceRequired");
      const userIds = req.source_entity_type_id === 3 ? [req.source_object_id] : [...new Set(req.target_object_ids)];
      const groupIds = req.source_entity_type_id === 4 ? [req.source_object_id] : [...new Set(req.target_object_ids)];
      const users = await reachable(tx, user, userIds);
      const groups = new Map((await tx.query<any>("select id, type from user_groups where client_id = $1 and id = any($2::int[])", [user.clientId, groupIds]))
        .map((g) => [g.id as number, g]));
      const targetsAreUsers = req.target_entity_type_id === 3;
      // The source must exist, or nothing happens.
      const sourceOk = targetsAreUsers ? groups.has(req.source_object_id) : users.has(req.source_object_id);
      if (!sourceOk) return invalid("payload.source_object_id", "errors.notFound");
      const okUsers = userIds.filter((id) => users.has(id));
      const okGroups = groupIds.filter((id) => groups.get(id)?.type === "static");
      for (const id of targetsAreUsers ? userIds : groupIds) {
        if (targetsAreUsers ? !users.has(id) : !groups.has(id)) refused.push({ id, reason: "errors.notFound" });
        else if (!targetsAreUsers && groups.get(id).type !== "static") refused.push({ id, reason: "users.group.dynamic" });
        else processed.push(id);
      }
      if (targetsAreUsers && groups.get(req.source_object_id)?.type !== "static") {
        return { processed: [], refused: userIds.map((id) => ({ id, reason: "users.group.dynamic" })) };
      }
      const type = req.operation_name === "add_to_groups" ? "userGroup.membersAdded" : "userGroup.membersRemoved";
      for (const g of okGroups) {
        if (okUsers.length) {
          await appendNext(tx, user.clientId, { type: "userGroupMembers", id: g }, [{ type, data: { user_ids: okUsers, at } }], { actor: user.userId });
        }
      }
      return { processed, refused };
    });
  });
