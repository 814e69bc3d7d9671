import { defineProjection } from "../../events/projections.js";

/** The error log: browser reports and the server's own infrastructure failures (stream `errorLog`/id). */
export const logsProjection = defineProjection({
  name: "logs",
  tables: ["error_logs"],
  handles: {
    "errorLog.recorded": async (tx, { data: d }) => {
      await tx.query(
        `insert into error_logs (id, client_id, user_id, message, error, stack, route, params, level, is_web, request_id, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [d.id, d.client_id ?? null, d.user_id ?? null, d.message, d.error ?? "", d.stack ?? "", d.route ?? "",
          JSON.stringify(d.params ?? {}), d.level ?? "error", d.is_web ?? true, d.request_id ?? null, d.at],
      );
    },
    "errorLog.classified": async (tx, e) => {
      await tx.query("update error_logs set level = $2, is_web = $3 where id = $1", [Number(e.streamId), e.data.level, e.data.is_web]);
    },
  },
});
