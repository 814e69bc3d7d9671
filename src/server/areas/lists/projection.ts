import { defineProjection } from "../../events/projections.js";

/** Saved filters of list routes, per client, user and route. */
export const listsProjection = defineProjection({
  name: "lists",
  tables: ["user_filter_forms"],
  handles: {
    "userFilterForm.created": async (tx, { data: d }) => {
      await tx.query(
        `insert into user_filter_forms (id, client_id, user_id, route, name, data, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $7)`,
        [d.id, d.client_id, d.user_id, d.route, d.name ?? "", JSON.stringify(d.data), d.at],
      );
    },
    "userFilterForm.updated": async (tx, e) => {
      await tx.query("update user_filter_forms set name = $2, data = $3, updated_at = $4 where id = $1",
        [Number(e.streamId), e.data.name ?? "", JSON.stringify(e.data.data), e.data.at]);
    },
    // An erased person's saved filters go with them: nobody else can use them.
    "user.erased": async (tx, e) => {
      await tx.query("delete from user_filter_forms where user_id = $1", [Number(e.streamId)]);
    },
  },
});
