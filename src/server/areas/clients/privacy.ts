// The privacy policy PDF of a client (spec 000 §3 Branding). It is not a library file: it is stored under its own
// key, and the only way to read it is the public privacy-policy endpoint of the host's client.
import { PassThrough } from "node:stream";
import { finished } from "node:stream/promises";
import { Effect, Stream } from "effect";
import { HttpServerRequest, Multipart } from "effect/http";
import { ClientsMessages, PRIVACY_POLICY_MAX_BYTES, type PrivacyPolicy } from "../../../../services/contract/clients.js";
import { Invalid, Messages, NotFound, TooLarge } from "../../../../services/contract/errors.js";
import type { Sql } from "../../db/types.js";
import { appendNext, transact } from "../../events/command.js";
import { newKey } from "../../files/storage.js";
import { readFilePart } from "../../http/readFilePart.js";
import { queryDb, withDb } from "../../http/run.js";
import { AppClock, AppConfig } from "../../http/services.js";
import { bytesResponse, disposition, storageOf } from "../library/index.js";
import { normaliseHost } from "./queries.js";

/** The published policy of a client: name, size and date, or nulls. */
export const loadPolicyFile = async (sql: Sql, clientId: number): Promise<PrivacyPolicy> => {
  const [row] = await sql.query<any>("select name, size, updated_at from client_privacy_policies where client_id = $1", [clientId]);
  return {
    client_id: clientId,
    name: row?.name ?? null,
    size: row?.size ?? null,
    updated_at: row ? new Date(row.updated_at).toISOString() : null,
  };
};

/** The client of a host (else the default client), as the login page's branding resolves it. */
const HOST_CLIENT_SQL = `select c.id from clients c
  where c.id = coalesce((select client_id from client_hosts where host = $1), (select id from clients order by is_default desc, id limit 1))`;

const hostClient = (host: string | undefined) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest;
    const name = normaliseHost(host ?? request.headers.host ?? "");
    const [row] = yield* queryDb((db) => db.query<{ id: number }>(HOST_CLIENT_SQL, [name]));
    return row?.id ?? 0;
  });

/** GET /api/privacyPolicy (public): the host's client's policy, or nulls when it has published none. */
export const publicPolicy = (host: string | undefined) =>
  Effect.flatMap(hostClient(host), (id) => queryDb((db) => loadPolicyFile(db, id)));

/** GET /api/privacyPolicy/file (public): the PDF itself, inline, or 404 when there is none. */
export const publicPolicyFile = (host: string | undefined) =>
  Effect.gen(function* () {
    const id = yield* hostClient(host);
    const [row] = yield* queryDb((db) => db.query<any>("select storage_key, name from client_privacy_policies where client_id = $1", [id]));
    if (!row) return yield* Effect.fail(new NotFound({ message: Messages.notFound, detail: "no privacy policy" }));
    const storage = storageOf(yield* AppConfig);
    // storage.open is async: a PassThrough fed once the object is open keeps the body a plain, back-pressured stream.
    const open = () => {
      const out = new PassThrough();
      storage.open(row.storage_key).then((r) => r.pipe(out), (e) => out.destroy(e));
      return out;
    };
    return bytesResponse(open, "application/pdf", { "content-disposition": disposition(false, row.name) });
  });

const invalid = (message: string) => new Invalid({ message: Messages.invalid, fields: [{ path: "payload.file", message }] });

/** The `file` part: 413 over the limit, 400 when absent, empty or malformed. */
const readFile = (parts: Stream.Stream<Multipart.Part, Multipart.MultipartError>) =>
  readFilePart(parts, "file").pipe(
    Effect.mapError((failure) => failure === "tooLarge"
      ? new TooLarge({ message: ClientsMessages.policyTooLarge, detail: `over ${PRIVACY_POLICY_MAX_BYTES} bytes` })
      : invalid(ClientsMessages.policyNoFile)),
    Effect.filterOrFail((file) => file.bytes.length > 0, () => invalid(ClientsMessages.policyNoFile)),
  );

/** A PDF starts with `%PDF-` (its name must say .pdf too): anything else is refused. */
const isPdf = (name: string, bytes: Buffer) => /\.pdf$/i.test(name) && bytes.subarray(0, 5).toString("latin1") === "%PDF-";

/** Stores the uploaded PDF as the client's policy (`privacyPolicy.set`), replacing the previous one. */
export const uploadPolicy = (clientId: number, actor: number, parts: Stream.Stream<Multipart.Part, Multipart.MultipartError>) =>
  Effect.gen(function* () {
    const file = yield* readFile(parts);
    if (!isPdf(file.name, file.bytes)) return yield* Effect.fail(invalid(ClientsMessages.policyNotPdf));
    const storage = storageOf(yield* AppConfig);
    const at = (yield* AppClock).now().toISOString();
    const name = file.name.replace(/[\\/]/g, "_").slice(0, 200);
    return yield* withDb(async (db) => {
      const temp = await storage.tempFile();
      temp.stream.end(file.bytes);
      await finished(temp.stream);
      const key = newKey(clientId);
      await storage.commit(temp.path, key, "application/pdf");
      await transact(db, (tx) =>
        appendNext(tx, clientId, { type: "privacyPolicy", id: clientId }, [{
          type: "privacyPolicy.set", data: { storage_key: key, name, size: file.bytes.length, at },
        }], { actor }));
      return loadPolicyFile(db, clientId);
    });
  });

/** Removes the client's policy (`privacyPolicy.removed`); removing none is a no-op. */
export const removePolicy = (clientId: number, actor: number) =>
  Effect.gen(function* () {
    const at = (yield* AppClock).now().toISOString();
    return yield* withDb(async (db) => {
      await transact(db, async (tx) => {
        const [row] = await tx.query("select 1 from client_privacy_policies where client_id = $1", [clientId]);
        if (row) await appendNext(tx, clientId, { type: "privacyPolicy", id: clientId }, [{ type: "privacyPolicy.removed", data: { at } }], { actor });
      });
      return loadPolicyFile(db, clientId);
    });
  });
