import { Schema } from "effect";
import { Id } from "./devPlansSchemas.js";
import { Seen } from "./errors.js";

/** Group appointment (2) payloads and the group picker's list (services/contract/devPlans.ts lists the endpoints). */

/** POST developmentPlans/{id}/groups and …/groups/remove */
export const GroupIds = Schema.Struct({ group_ids: Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(100)), ...Seen });

/** An active user group of the caller's client that a plan may appoint through. */
export const GroupOption = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  /** static | dynamic */
  type: Schema.String,
  members_count: Schema.Int,
});
export const GroupOptionList = Schema.Struct({ items: Schema.Array(GroupOption), last_id: Schema.NullOr(Schema.Int) });
