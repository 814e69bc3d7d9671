// Attempts per caller for public calls (self-registration): a fixed window counted in the database, so that several
// server processes on one PostgreSQL share the count, as they share the lockout of sign-in.
import { Effect, Option } from "effect";
import { HttpServerRequest } from "effect/http";
import { LimitExceeded } from "../../../services/contract/errors.js";
import type { Sql } from "../db/types.js";

export interface RateLimit {
  /** What is counted, e.g. "registration". */
  readonly bucket: string;
  /** Attempts allowed per window; 0 or less: no limit. */
  readonly limit: number;
  readonly windowSeconds: number;
  /** The catalogue message of the refusal. */
  readonly message: string;
}

/**
 * Counts one attempt of `subject` (the caller's address) and answers null while the window allows it, else the 429 to
 * send, with when the window ends. The attempt over the limit is counted too: a caller who keeps trying stays refused
 * until the window ends. Expired windows are removed as new attempts come (a few rows each time).
 */
export const takeAttempt = async (db: Sql, rule: RateLimit, subject: string, now: Date): Promise<LimitExceeded | null> => {
  if (rule.limit <= 0) return null;
  const windowMs = rule.windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db.query<{ hits: number }>(
    `with expired as (
       delete from rate_limits where ctid in (select ctid from rate_limits where window_start < $4 limit 50)
     )
     insert into rate_limits (bucket, subject, window_start, hits) values ($1, $2, $3, 1)
     on conflict (bucket, subject, window_start) do update set hits = rate_limits.hits + 1
     returning hits`,
    [rule.bucket, subject, start.toISOString(), new Date(now.getTime() - 24 * 3600 * 1000).toISOString()],
  );
  if (row.hits <= rule.limit) return null;
  const end = new Date(start.getTime() + windowMs);
  return new LimitExceeded({
    message: rule.message,
    retry_at: end.toISOString(),
    retry_after_seconds: Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000)),
    attempts_left: 0,
  });
};

/** Undoes one `takeAttempt` of this window (an attempt that turned out not to count, e.g. one that succeeded). */
export const giveBackAttempt = async (db: Sql, rule: RateLimit, subject: string, now: Date) => {
  const windowMs = rule.windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  await db.query(
    "update rate_limits set hits = greatest(hits - 1, 0) where bucket = $1 and subject = $2 and window_start = $3",
    [rule.bucket, subject, start.toISOString()],
  );
};

/**
 * The caller's address: the connection's peer, or with TRUSTED_PROXIES the first address in X-Forwarded-For that is
 * not one of those proxies (the app applies `xForwardedHeaders` then; without it a forwarded header is ignored, so a
 * caller cannot pick a fresh address per attempt).
 */
export const callerAddress = Effect.map(HttpServerRequest.HttpServerRequest, (r) => Option.getOrElse(r.remoteAddress, () => "unknown"));
