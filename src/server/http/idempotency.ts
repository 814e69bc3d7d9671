import { createHash } from "node:crypto";
import { Effect, Exit, Option } from "effect";
import { HttpServerRequest, HttpServerResponse } from "effect/http";
import { Messages } from "../../../services/contract/errors.js";
import type { Db } from "../db/types.js";
import { type DigestedBody, digestedBody } from "./uploadDigest.js";

/** The header a client sends with a POST that creates, so that a retry answers the first result. */
export const IDEMPOTENCY_HEADER = "idempotency-key";
/** How long a key's answer is kept: a retry comes within seconds or minutes; a day leaves room for an outage. */
const KEEP_HOURS = 24;
/** How long a retry waits for the first request with its key to finish before answering 409. */
const WAIT_MS = 3_000;
const KEY = /^[\x21-\x7e]{8,200}$/;

interface Principal {
  readonly clientId: number;
  readonly userId: number;
}

const json = (status: number, body: unknown) => HttpServerResponse.jsonUnsafe(body, { status });
const badKey = () =>
  json(400, { _tag: "Invalid", message: Messages.invalid, detail: "Idempotency-Key: 8 to 200 visible ASCII characters",
    fields: [{ path: "headers.idempotency-key", message: "errors.idempotencyKey.format" }] });
const conflict = (message: string, detail: string) => json(409, { _tag: "Conflict", message, detail });

/** The request's body is a multipart stream (an upload): the handler reads it, so it is digested as it is read. */
const isUpload = (request: HttpServerRequest.HttpServerRequest) => (request.headers["content-type"] ?? "").toLowerCase().startsWith("multipart/");

const printOf = (call: string, body: string) => createHash("sha256").update(`${call}\n${body}`).digest("base64url");
const callOf = (request: HttpServerRequest.HttpServerRequest) => `${request.method} ${request.url}`;

/**
 * What a key promises to repeat: the same call with the same body (a key reused for another call is refused). A
 * JSON body is read here: it is small (1 MB at most) and the request caches its text for the decoder. An upload's
 * body is the bytes' SHA-256 (uploadDigest.ts), known only once they are read; until then its claim holds
 * `pendingPrint`, which names the call alone.
 */
const fingerprintOf = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.gen(function* () {
    const isJson = (request.headers["content-type"] ?? "").includes("json");
    const body = isJson ? yield* Effect.orElseSucceed(request.text, () => "") : "";
    return printOf(callOf(request), body);
  });
const pendingPrint = (request: HttpServerRequest.HttpServerRequest) => `upload:${printOf(callOf(request), "")}`;
const uploadPrint = (request: HttpServerRequest.HttpServerRequest, digest: string) => printOf(callOf(request), `sha256:${digest}`);

type Stored = { fingerprint: string; status: number | null; content_type: string | null; body: string | null; abandoned: boolean };

/** A claim still unanswered after this long belongs to a process that died mid-request: the key is free again. */
const ABANDONED_AFTER = "2 minutes";

const replay = (row: Stored) =>
  (row.content_type === null
    ? HttpServerResponse.empty({ status: row.status ?? 204 })
    : HttpServerResponse.text(row.body ?? "", { status: row.status ?? 200, contentType: row.content_type })
  ).pipe(HttpServerResponse.setHeader("idempotent-replayed", "true"));

/** The part of an answer that is kept: a JSON (or other in-memory) body, or none; streams are not kept. */
const keepable = (response: HttpServerResponse.HttpServerResponse) => {
  const body = response.body;
  if (body._tag === "Empty") return { contentType: null, text: null };
  if (body._tag === "Uint8Array") return { contentType: body.contentType, text: new TextDecoder().decode(body.body) };
  return undefined;
};

/**
 * Waits for the first request with the key to finish, and answers what it answered. `pending`: the claim of an upload
 * whose bytes are not digested yet (it is the call's own while it runs: wait for it rather than refuse).
 */
const answerOfFirst = (db: Db, who: Principal, key: string, fingerprint: string, pending?: string) =>
  Effect.gen(function* () {
    const started = Date.now();
    for (;;) {
      const [row] = yield* Effect.promise(() =>
        db.query<Stored>(
          `select fingerprint, status, content_type, body, created_at < now() - interval '${ABANDONED_AFTER}' as abandoned
             from idempotency_keys where client_id = $1 and user_id = $2 and key = $3`,
          [who.clientId, who.userId, key]));
      // The first request failed and let the key go: this one may run (the caller retries).
      if (!row) return undefined;
      if (row.status === null && row.abandoned) {
        // Its process died before answering (a failed request releases its key). Usually nothing it began was
        // committed; a crash between its commit and recording the answer is the one case a retry runs twice.
        yield* Effect.promise(() =>
          db.query("delete from idempotency_keys where client_id = $1 and user_id = $2 and key = $3 and status is null",
            [who.clientId, who.userId, key]));
        return undefined;
      }
      const undigested = row.status === null && pending !== undefined && row.fingerprint === pending;
      if (row.fingerprint !== fingerprint && !undigested) return conflict("errors.idempotencyKey.reused", "the key was used for another request");
      if (row.status !== null) return replay(row);
      if (Date.now() - started > WAIT_MS) return conflict("errors.idempotencyKey.inProgress", "a request with this key is still running");
      yield* Effect.sleep(50);
    }
  });

/** An upload's fingerprint from its digested bytes, or null when its body broke off. */
const printOfUpload = (request: HttpServerRequest.HttpServerRequest, body: DigestedBody) =>
  Effect.map(Effect.option(Effect.tryPromise(body.digest)), (d) => (Option.isSome(d) ? uploadPrint(request, d.value) : null));

const unreadable = () => json(400, { _tag: "Invalid", message: Messages.invalid, detail: "the request body broke off" });

/**
 * Runs a signed-in POST at most once per `Idempotency-Key`: the first request claims the key, runs, and keeps a
 * successful answer; a retry with the same key and body answers that again and writes nothing; the same key with
 * another body is 409. A failed first request releases its key, since it wrote nothing. Other requests pass.
 *
 * An upload (multipart) claims the key for its call and runs with its bytes digested as the handler reads them; its
 * answer is kept under the call and the digest. A retry reads its own bytes to compare: the same ones answer the
 * first answer, others are 409. Having read them, it cannot run itself: when the first request ended without an
 * answer, the retry is told to send again (409 inProgress), and that one runs.
 */
export const idempotent = <E, R>(db: Db, who: Principal, httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest;
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (request.method !== "POST" || key === undefined) return yield* httpEffect;
    if (!KEY.test(key)) return badKey();
    const upload = isUpload(request) ? digestedBody(request) : null;
    const claim = upload ? pendingPrint(request) : yield* fingerprintOf(request);
    for (;;) {
      const claimed = yield* Effect.promise(() =>
        db.query(
          `insert into idempotency_keys (client_id, user_id, key, fingerprint) values ($1, $2, $3, $4)
           on conflict do nothing returning 1`,
          [who.clientId, who.userId, key, claim]));
      if (claimed.length) break;
      if (!upload) {
        const answer = yield* answerOfFirst(db, who, key, claim);
        if (answer) return answer;
        continue;
      }
      const print = yield* printOfUpload(request, upload);
      if (print === null) return unreadable();
      return (yield* answerOfFirst(db, who, key, print, claim)) ??
        conflict("errors.idempotencyKey.inProgress", "the first request with this key ended unanswered: send this one again");
    }
    const release = () => db.query("delete from idempotency_keys where client_id = $1 and user_id = $2 and key = $3", [who.clientId, who.userId, key]);
    const exit = yield* Effect.exit(upload ? Effect.provideService(httpEffect, HttpServerRequest.HttpServerRequest, upload.request) : httpEffect);
    const kept = Exit.isSuccess(exit) && exit.value.status < 300 ? keepable(exit.value) : undefined;
    // What the answer is kept under: the call and the body, an upload's bytes as the handler read them (and the rest).
    const print = kept && upload ? yield* printOfUpload(request, upload) : claim;
    if (Exit.isSuccess(exit) && kept && print !== null) {
      yield* Effect.promise(() =>
        db.query(
          `update idempotency_keys set status = $4, content_type = $5, body = $6, fingerprint = $7
           where client_id = $1 and user_id = $2 and key = $3`,
          [who.clientId, who.userId, key, exit.value.status, kept.contentType, kept.text, print]));
      // Old keys go a few at a time, by whoever writes: no job needed, and the index keeps it cheap.
      yield* Effect.promise(() =>
        db.query(`delete from idempotency_keys where ctid in (select ctid from idempotency_keys
                  where created_at < now() - interval '${KEEP_HOURS} hours' limit 20)`));
    } else {
      yield* Effect.promise(release);
    }
    return yield* exit;
  });
