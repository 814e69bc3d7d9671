import { Effect } from "effect";
import { Conflict } from "../../../../services/contract/errors.js";
import { allows } from "../../../../services/contract/permissions.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import { dropCredentials } from "../../auth/credentials.js";
import { requirePermission } from "../../auth/permissions.js";
import type { Sql } from "../../db/types.js";
import { appendNext } from "../../events/command.js";
import { shredPersonKey } from "../../events/personalData.js";
import { AppConfig } from "../../http/services.js";
import { storageOf } from "../library/index.js";
import { reachesUser } from "./access.js";
import { ERASED } from "./commands.js";
import { PERSONAL_COLUMNS } from "./personal.js";
import { loadUserRow } from "./queries.js";
import { command, forbidden, notFound, now } from "./run.js";

/** The avatar library (library/upload.ts AVATAR_LIBRARY): a person's photos, theirs alone. */
const AVATAR_LIBRARY = 3;
/** The files a person attached to their task answers (library upload purpose=answer): theirs, so they go too. */
const ANSWER_LIBRARY = 4;

/**
 * A client administrator for personal data: users edit and the sensitive-data section (what lets them see the
 * personal fields at all). Export and erasure both need it.
 */
export const requireDataAdmin = Effect.flatMap(requirePermission("users", "edit"), (user) =>
  allows(user.permissions, "sensitive_data") ? Effect.succeed(user) : Effect.fail(forbidden("needs users.edit and sensitive_data")));

/** A user of the admin's client within their reach, else null (404). */
export const subjectOf = async (sql: Sql, admin: SessionUser, id: number) => {
  const row = await loadUserRow(sql, admin.clientId, id);
  return row && (await reachesUser(sql, admin, row)) ? row : null;
};

// A sealed part whose key is gone: what the readers of a crypto-shredded event see (personalData.ts).
const SHREDDED = "jsonb_build_object('subject', $1::int, 'iv', '', 'box', '')";

/**
 * Events written before personal fields were sealed (migration 0056) still hold them in the clear. For them alone the
 * erasure rewrites history, the one exception to an append-only log that the law requires: the personal fields are
 * removed and a sealed part without a key put in their place, so every reader treats them like shredded ones.
 */
const stripLegacy = async (tx: Sql, id: number) => {
  const personal = [...PERSONAL_COLUMNS];
  await tx.query(
    `update events set data = (data - $2::text[]) || jsonb_build_object('sealed', ${SHREDDED})
      where stream_type = 'user' and stream_id = $1::text and type = 'user.created' and not data ? 'sealed'`, [id, personal]);
  await tx.query(
    `update events set data = jsonb_set(data, '{changes}', (data->'changes') - $2::text[]) || jsonb_build_object('sealed', ${SHREDDED})
      where stream_type = 'user' and stream_id = $1::text and type = 'user.updated' and not data ? 'sealed'
        and (data->'changes') ?| $2::text[]`, [id, personal]);
  await tx.query(
    `update events set data = (data - array['address', 'subject', 'html', 'text']) || jsonb_build_object('sealed', ${SHREDDED})
      where stream_type = 'mail' and type = 'mail.queued' and data->>'user_id' = $1::text and not data ? 'sealed'`, [id]);
  await tx.query(
    `update events set data = (data - array['title', 'body']) || jsonb_build_object('sealed', ${SHREDDED})
      where stream_type = 'notifications' and stream_id = $1::text and type = 'notification.created' and not data ? 'sealed'`, [id]);
};

/**
 * Erases a person's personal data (GDPR): their key is deleted (crypto-shredding: every sealed field about them in
 * the log becomes unreadable), their password, avatar and answer files go, their sessions end, and `user.erased` (no
 * personal data) makes every projection blank or drop what names them. Ids, states and memberships stay: they are
 * the facts other people's history needs. Nobody erases themselves.
 */
export const eraseUser = (id: number) =>
  Effect.gen(function* () {
    const admin = yield* requireDataAdmin;
    const at = yield* now;
    const storage = storageOf(yield* AppConfig);
    const keys = yield* command(async (tx) => {
      const row = await subjectOf(tx, admin, id);
      if (!row) return notFound();
      if (row.id === admin.userId) return new Conflict({ message: "users.erase.self", detail: "cannot erase oneself" });
      if (row.erased_at) return new Conflict({ message: ERASED, detail: "already erased" });
      const meta = { actor: admin.userId };
      const files = await tx.query<{ id: number; storage_key: string }>(
        `select id, storage_key from library_files where client_id = $1 and library_type_id = any($2::int[]) and (creator_id = $3 or id = $4)`,
        [admin.clientId, [AVATAR_LIBRARY, ANSWER_LIBRARY], id, row.avatar_id ?? 0]);
      for (const f of files) {
        await appendNext(tx, admin.clientId, { type: "libraryFile", id: f.id }, [{ type: "library.file.removed", data: { at, erasure: true } }], meta);
      }
      const sessions = await tx.query<{ id: number }>("select id from sessions where user_id = $1 and ended_at is null", [id]);
      for (const s of sessions) {
        await appendNext(tx, admin.clientId, { type: "session", id: s.id }, [{ type: "session.ended", data: { reason: "erased", at } }], meta);
      }
      await dropCredentials(tx, id);
      await shredPersonKey(tx, admin.clientId, id, at);
      await stripLegacy(tx, id);
      await appendNext(tx, admin.clientId, { type: "user", id }, [{ type: "user.erased", data: { at } }], meta);
      return files.map((f) => f.storage_key);
    });
    // After the commit: bytes of a row that no longer exists harm no one if this fails, but they should go.
    for (const key of keys) yield* Effect.promise(() => storage.remove(key).catch(() => undefined));
    return { user_id: id, erased_at: at };
  });
