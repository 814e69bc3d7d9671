import { createHmac, timingSafeEqual } from "node:crypto";
import { NodeStream } from "@effect/platform-node";
import { Effect } from "effect";
import { HttpServerResponse } from "effect/http";
import { Messages, NotFound } from "../../../../services/contract/errors.js";
import { ServerKeys } from "../../auth/keys.js";
import { AppClock, AppConfig, Database } from "../../http/services.js";
import { storageOf } from "../library/index.js";
import { packageFile } from "./queries.js";

/**
 * The package's files are served from this origin (the SCO finds the runtime on its parent window, which needs the
 * same origin) under a signed path: `/api/scorm/content/<client>.<package>.<user>.<expiry>.<mac>/<path inside>`.
 * A frame sends no bearer token, so the launch signs the path for the learner; relative links inside the package
 * (`../shared/style.css`) resolve under it. The token lives as long as a long session.
 */
const TTL_SECONDS = 12 * 3600;
const mac = (secret: Uint8Array, body: string) => createHmac("sha256", secret).update(`scorm-content:${body}`).digest("base64url");

export const contentToken = (secret: Uint8Array, clientId: number, packageId: string, userId: number, now: Date) => {
  const body = `${clientId}.${packageId}.${userId}.${Math.floor(now.getTime() / 1000) + TTL_SECONDS}`;
  return `${body}.${mac(secret, body)}`;
};

const TOKEN = /^(\d{1,10})\.([0-9a-f-]{36})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** The client and package a token opens, or null when it is malformed, forged or expired. */
export const readToken = (secret: Uint8Array, token: string, now: Date) => {
  const m = TOKEN.exec(token);
  if (!m) return null;
  const expected = Buffer.from(mac(secret, `${m[1]}.${m[2]}.${m[3]}.${m[4]}`));
  const given = Buffer.from(m[5]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (Number(m[4]) * 1000 < now.getTime()) return null;
  return { clientId: Number(m[1]), packageId: m[2] };
};

const decodePath = (raw: string) => {
  try {
    return decodeURIComponent(raw.replace(/[?#].*$/, ""));
  } catch {
    return null;
  }
};

/** GET /api/scorm/content/:token/*: one file of a package with its content type; 404 for anything else. */
export const serveContent = (token: string, rawPath: string) =>
  Effect.gen(function* () {
    const keys = yield* ServerKeys;
    const db = yield* Database;
    const clock = yield* AppClock;
    const storage = storageOf(yield* AppConfig);
    const found = yield* Effect.promise(async () => {
      const t = readToken(keys.jwtSecret, token, clock.now());
      const path = decodePath(rawPath);
      if (!t || !path) return null;
      const f = await packageFile(db, t.clientId, t.packageId, path);
      return f ? { f, stream: await storage.open(f.key).catch(() => null) } : null;
    });
    if (!found?.stream) return yield* Effect.fail(new NotFound({ message: Messages.notFound }));
    const stream = found.stream;
    return HttpServerResponse.stream(NodeStream.fromReadable<Uint8Array>({ evaluate: () => stream, chunkSize: 16 }), {
      contentType: found.f.mime,
      headers: { "content-length": String(found.f.size), "cache-control": "private, max-age=3600" },
    });
  });
