import { randomBytes } from "node:crypto";
import { Effect } from "effect";
import { Messages, NotFound } from "../../../../services/contract/errors.js";
import type { Db, Sql } from "../../db/types.js";
import { appendNext, transact } from "../../events/command.js";
import { AppConfig, Database } from "../../http/services.js";
import { fileFor } from "./commands.js";
import { bytesResponse, disposition, downloadName } from "./download.js";
import type { FileRow } from "./items.js";
import { can, type Subjects } from "./rights.js";
import { notFound } from "./run.js";
import { storageOf } from "./upload.js";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const view = (r: any) => ({
  token: r.token, library_file_id: r.file_id, url: `/api/shareFiles/${r.token}`, created_at: new Date(r.created_at).toISOString(), revoked: r.revoked,
});

/** A link that serves one file without a session (Managers of the file only). */
export const createShare = (db: Db, s: Subjects, fileId: number) =>
  transact(db, async (tx) => {
    await fileFor(tx, s, fileId, can.manage, "share");
    const token = randomBytes(32).toString("base64url");
    await appendNext(tx, s.user.clientId, { type: "libraryFile", id: fileId }, [{
      type: "library.share.created", data: { token, file_id: fileId, creator_id: s.user.userId, at: new Date().toISOString() },
    }], { actor: s.user.userId, roleId: s.user.roleId });
    return view((await tx.query("select * from library_share_links where token = $1", [token]))[0]);
  });

export const listShares = async (sql: Sql, s: Subjects, fileId: number) => {
  await fileFor(sql, s, fileId, can.manage, "share");
  return { items: (await sql.query("select * from library_share_links where file_id = $1 order by created_at desc", [fileId])).map(view) };
};

export const revokeShare = (db: Db, s: Subjects, token: string) =>
  transact(db, async (tx) => {
    const [link] = TOKEN.test(token) ? await tx.query<any>("select * from library_share_links where token = $1 and client_id = $2", [token, s.user.clientId]) : [];
    if (!link) throw notFound();
    await fileFor(tx, s, link.file_id, can.manage, "share");
    if (link.revoked) return;
    await appendNext(tx, s.user.clientId, { type: "libraryFile", id: link.file_id }, [{ type: "library.share.revoked", data: { token } }],
      { actor: s.user.userId, roleId: s.user.roleId });
  });

/** GET /api/shareFiles/:token: the file of a live link, without a session; a revoked or unknown token is 404. */
export const sharedFile = (token: string) =>
  Effect.gen(function* () {
    const db = yield* Database;
    const storage = storageOf(yield* AppConfig);
    const found = yield* Effect.promise(async () => {
      if (!TOKEN.test(token)) return null;
      const [f] = await db.query<FileRow>(
        "select f.* from library_share_links l join library_files f on f.id = l.file_id where l.token = $1 and not l.revoked", [token]);
      return f ? { file: f, stream: await storage.open(f.storage_key) } : null;
    });
    if (!found) return yield* Effect.fail(new NotFound({ message: Messages.notFound }));
    return bytesResponse(() => found.stream, found.file.mime_type, { "content-disposition": disposition(true, downloadName(found.file)) });
  });
