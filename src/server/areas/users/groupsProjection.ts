import { defineProjection } from "../../events/projections.js";
import "./facts.js";
import { recomputeGroup } from "./dynamicGroups.js";

/**
 * User groups and their members. Streams: `userGroup` (the userGroup machine: created, group.saved,
 * group.conditionsSet, group.activated, group.deactivated), `userGroupProfile` (name, description, category, removal)
 * and `userGroupMembers` (static members added or removed).
 */
export const groupsProjection = defineProjection({
  name: "userGroups",
  tables: ["user_groups", "user_group_members"],
  handles: {
    "userGroup.created": async (tx, { data: d }) => {
      await tx.query(
        `insert into user_groups (id, client_id, name, description, category_id, type, match, conditions, status_id, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, 'all', '[]', 1, $7, $7)`,
        [d.id, d.client_id, d.name, d.description ?? "", d.category_id ?? null, d.input.type, d.at],
      );
    },
    "group.conditionsSet": async (tx, e) => {
      await tx.query("update user_groups set match = $2, conditions = $3, updated_at = $4 where id = $1",
        [Number(e.streamId), e.data.match, JSON.stringify(e.data.conditions), e.data.at]);
      await recomputeGroup(tx, Number(e.streamId));
    },
    "group.saved": async (tx, e) => {
      await recomputeGroup(tx, Number(e.streamId));
    },
    "group.deactivated": async (tx, e) => {
      await tx.query("update user_groups set status_id = 2, updated_at = $2 where id = $1", [Number(e.streamId), e.data.at]);
    },
    "group.activated": async (tx, e) => {
      await tx.query("update user_groups set status_id = 1, updated_at = $2 where id = $1", [Number(e.streamId), e.data.at]);
    },
    "userGroup.updated": async (tx, e) => {
      const d = e.data;
      await tx.query("update user_groups set name = $2, description = $3, category_id = $4, updated_at = $5 where id = $1",
        [Number(e.streamId), d.name, d.description ?? "", d.category_id ?? null, d.at]);
    },
    "userGroup.removed": async (tx, e) => {
      await tx.query("delete from user_group_members where group_id = $1", [Number(e.streamId)]);
      await tx.query("delete from user_groups where id = $1", [Number(e.streamId)]);
    },
    "userGroup.membersAdded": async (tx, e) => {
      await tx.query(
        `insert into user_group_members (group_id, user_id, client_id) select $1, u, $2 from unnest($3::int[]) u on conflict do nothing`,
        [Number(e.streamId), e.clientId, e.data.user_ids]);
    },
    "userGroup.membersRemoved": async (tx, e) => {
      await tx.query("delete from user_group_members where group_id = $1 and user_id = any($2::int[])", [Number(e.streamId), e.data.user_ids]);
    },
  },
});
