import { decryptPassword } from "../auth/crypto.js";
import type { Keys } from "../auth/keys.js";
import type { Config } from "../config.js";
import type { Db, Sql } from "../db/types.js";
import { appendNext, transact } from "../events/command.js";
import { VersionConflict } from "../events/store.js";
import { NO_TRANSPORT } from "./outbox.js";
import { LINK_MARK } from "./templates.js";
import { failureReason, type Transport, transportFor } from "./transport.js";

/** Attempts before a mail is failed for good; the waits between them double from one minute (1, 2, 4, 8 min). */
export const MAX_ATTEMPTS = 5;
export const backoffMs = (attempt: number) => 60_000 * 2 ** (attempt - 1);
/** A claimed mail belongs to its sender this long; if that process dies, another one sends it after the lease. */
export const LEASE_MS = 2 * 60_000;

export interface SenderContext {
  readonly db: Db;
  readonly keys: Pick<Keys, "privateKey">;
  readonly config: Pick<Config, "smtpUrl" | "smtpFrom">;
  /** Tests replace the transport (a dead server); the default builds it from the client's settings. */
  readonly transport?: (sql: Sql, clientId: number) => Promise<Transport | null>;
}

const system = { actor: "system" as const };

/**
 * Claims due mail for this process: rows locked by another claimer are skipped (FOR UPDATE SKIP LOCKED) and each
 * claim is a `mail.sending` event at the stream's next version, so two processes never both send one mail.
 */
const claim = (db: Db, now: Date, limit: number, onlyId?: number) =>
  transact(db, async (tx) => {
    const rows = await tx.query<{ id: number; client_id: number; attempts: number }>(
      `select id, client_id, attempts from mail_outbox
        where state in ('queued', 'sending') and next_attempt_at <= $1 and ($3::int is null or id = $3)
        order by next_attempt_at, id limit $2 for update skip locked`,
      [now.toISOString(), limit, onlyId ?? null]);
    for (const r of rows) {
      await appendNext(tx, r.client_id, { type: "mail", id: r.id }, [{
        type: "mail.sending",
        data: { attempt: r.attempts + 1, at: now.toISOString(), lease_until: new Date(now.getTime() + LEASE_MS).toISOString() },
      }], system);
    }
    return rows.map((r) => ({ ...r, attempt: r.attempts + 1 }));
  });

/** The stored message with its password link filled in (the uid decrypted only now). */
const message = (ctx: SenderContext, row: any) => {
  let { html, body_text: text } = row;
  if (row.secret_cipher && row.link_base) {
    const uid = decryptPassword(ctx.keys as Keys, row.secret_cipher);
    if (uid === null) throw new Error("the link cannot be decrypted with this server key");
    const link = row.link_base + encodeURIComponent(uid);
    html = html.replaceAll(LINK_MARK, link.replace(/&/g, "&amp;").replace(/"/g, "&quot;"));
    text = text.replaceAll(LINK_MARK, link);
  }
  return { to: row.address, subject: row.subject, html, text };
};

const outcome = (db: Db, clientId: number, id: number, type: string, data: Record<string, unknown>) =>
  transact(db, (tx) => appendNext(tx, clientId, { type: "mail", id }, [{ type, data }], system));

/** Sends one claimed mail and records `mail.sent`, or `mail.failed` with its reason and the next attempt's time. */
const deliver = async (ctx: SenderContext, claimed: { id: number; client_id: number; attempt: number }, now: Date) => {
  const [row] = await ctx.db.query("select * from mail_outbox where id = $1", [claimed.id]);
  const build = ctx.transport ?? ((sql: Sql, clientId: number) => transportFor(sql, ctx.keys, ctx.config, clientId));
  const at = now.toISOString();
  let transport: Transport | null = null;
  let error: unknown = null;
  // Only building the transport and speaking SMTP are attempts that may fail (a malformed SMTP_URL throws while
  // building); recording the outcome stays outside, so a database error never turns a sent mail into a retry.
  try {
    transport = await build(ctx.db, claimed.client_id);
    if (transport) await transport.send(message(ctx, row));
  } catch (e) {
    error = e ?? new Error("send failed");
  } finally {
    transport?.close();
  }
  if (error === null && !transport) {
    await outcome(ctx.db, claimed.client_id, claimed.id, "mail.failed", { reason: NO_TRANSPORT, attempt: claimed.attempt, final: true, at });
    return false;
  }
  if (error === null) {
    await outcome(ctx.db, claimed.client_id, claimed.id, "mail.sent", { attempt: claimed.attempt, at });
    return true;
  }
  const final = claimed.attempt >= MAX_ATTEMPTS;
  const retry_at = final ? null : new Date(now.getTime() + backoffMs(claimed.attempt)).toISOString();
  await outcome(ctx.db, claimed.client_id, claimed.id, "mail.failed", { reason: failureReason(error), attempt: claimed.attempt, final, retry_at, at });
  return false;
};

/** Sends the due mail (up to `limit`): claimed, then delivered one by one. A lost claim race is skipped. */
export const runMailOutbox = async (ctx: SenderContext, now: Date, limit = 20, onlyId?: number) => {
  let claimed: Awaited<ReturnType<typeof claim>>;
  try {
    claimed = await claim(ctx.db, now, limit, onlyId);
  } catch (e) {
    if (e instanceof VersionConflict) return { sent: 0, failed: 0 };
    throw e;
  }
  let sent = 0;
  for (const c of claimed) {
    if (await deliver(ctx, c, now)) sent++;
  }
  return { sent, failed: claimed.length - sent };
};
