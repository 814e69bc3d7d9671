import type { Db } from "../../db/types.js";
import { nextId, transact } from "../../events/command.js";
import { appendIn } from "../../events/store.js";

export interface ErrorLogEntry {
  readonly client_id: number | null;
  readonly user_id: number | null;
  readonly message: string;
  readonly error?: string;
  readonly stack?: string;
  readonly route?: string;
  readonly params?: Record<string, unknown>;
  readonly level: "error" | "warning" | "info";
  readonly is_web: boolean;
  readonly request_id?: string | null;
}

/** Records one error-log entry as an event (`errorLog.recorded` on a new stream); returns its id. */
export const recordError = (db: Db, entry: ErrorLogEntry, at: Date, actor: number | "system") =>
  transact(db, async (tx) => {
    const id = await nextId(tx, "error_log_ids");
    // The event log needs a client: entries with none go to client 0, "no client".
    await appendIn(tx, entry.client_id ?? 0, { type: "errorLog", id }, 0,
      [{ type: "errorLog.recorded", data: { id, ...entry, at: at.toISOString() } }], { actor });
    return id;
  });
