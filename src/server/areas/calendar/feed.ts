// The person's private iCalendar feed link: made and revoked as facts on the stream calendarFeed/<user id>, whose
// projection keeps only the token's SHA-256. A new link revokes the earlier one (one live link per person).
import { createHash, randomBytes } from "node:crypto";
import type { FeedLink, FeedStatus } from "../../../../services/contract/calendar.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import type { Db, Sql } from "../../db/types.js";
import { appendNext, transact } from "../../events/command.js";
import { defineProjection } from "../../events/projections.js";

export const FeedStream = "calendarFeed";
export const FeedFacts = { created: "calendar.feedCreated", revoked: "calendar.feedRevoked" } as const;

/** 32 random bytes, base64url: 43 characters. */
export const TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

const meta = (u: SessionUser) => ({ actor: u.userId, roleId: u.roleId });
const stream = (u: SessionUser) => ({ type: FeedStream, id: u.userId });

export const feedStatus = async (sql: Sql, u: SessionUser): Promise<FeedStatus> => {
  const [row] = await sql.query<{ created_at: Date }>(
    "select created_at from calendar_feeds where client_id = $1 and user_id = $2 and revoked_at is null", [u.clientId, u.userId]);
  return { active: !!row, created_at: row ? new Date(row.created_at).toISOString() : null };
};

/** A new link (the earlier one revoked in the same fact); the token leaves the server only in this answer. */
export const createFeed = (db: Db, u: SessionUser): Promise<FeedLink> =>
  transact(db, async (tx) => {
    const token = randomBytes(32).toString("base64url");
    const [e] = await appendNext(tx, u.clientId, stream(u), [{ type: FeedFacts.created, data: { token_hash: hashOf(token) } }], meta(u));
    return { url: `/api/calendar/feed/${token}`, created_at: e.recordedAt.toISOString() };
  });

export const revokeFeed = (db: Db, u: SessionUser): Promise<FeedStatus> =>
  transact(db, async (tx) => {
    if ((await feedStatus(tx, u)).active) await appendNext(tx, u.clientId, stream(u), [{ type: FeedFacts.revoked, data: {} }], meta(u));
    return { active: false, created_at: null };
  });

const revokeLive = (tx: Sql, clientId: number, userId: number, at: Date) =>
  tx.query("update calendar_feeds set revoked_at = $3 where client_id = $1 and user_id = $2 and revoked_at is null", [clientId, userId, at]);

/** calendar_feeds from the feed facts; an erased person's link stops too. */
export const calendarProjection = defineProjection({
  name: "calendar",
  tables: ["calendar_feeds"],
  handles: {
    [FeedFacts.created]: async (tx, e) => {
      await revokeLive(tx, e.clientId, Number(e.streamId), e.recordedAt);
      await tx.query("insert into calendar_feeds (token_hash, client_id, user_id, created_at) values ($1, $2, $3, $4)",
        [e.data.token_hash, e.clientId, Number(e.streamId), e.recordedAt]);
    },
    [FeedFacts.revoked]: (tx, e) => revokeLive(tx, e.clientId, Number(e.streamId), e.recordedAt).then(() => undefined),
    "user.erased": (tx, e) => revokeLive(tx, e.clientId, Number(e.streamId), e.recordedAt).then(() => undefined),
  },
});
