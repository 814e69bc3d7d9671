// Set-password links: one random uid per link, stored only as its hash (table and event), mailed in the caller's
// transaction. The admin's reset, the invitation and the self-service reset all issue them here.
import type { Sql } from "../db/types.js";
import { appendIn } from "../events/store.js";
import { type MailContext, queueMail } from "../mail/outbox.js";
import { randomToken, sha256 } from "./crypto.js";

/** How long a link works: an admin's reset a day, an invitation a week, a reset the person asked for an hour. */
export const LinkTtlMs = { reset: 24 * 3600_000, invitation: 7 * 24 * 3600_000, selfService: 3600_000 } as const;

export interface LinkRequest {
  readonly clientId: number;
  readonly userId: number;
  readonly actor: number | "system";
  /** ISO time of the command. */
  readonly at: string;
  readonly ttlMs: number;
  /** The mail that carries it: an invitation or a reset. */
  readonly mail: "invitation" | "passwordReset";
}

export interface IssuedLink {
  readonly uid: string;
  readonly expires_at: string;
  /** Whether the mail will be sent (the client has a transport); else the caller may show the uid once. */
  readonly mailed: boolean;
}

/** Issues one link (`passwordLink.created` on its own stream) and queues its mail, in the caller's transaction. */
export const issuePasswordLink = async (tx: Sql, mail: MailContext, r: LinkRequest): Promise<IssuedLink> => {
  const uid = randomToken(24);
  const uidHash = sha256(uid);
  const expires = new Date(Date.parse(r.at) + r.ttlMs).toISOString();
  await appendIn(tx, r.clientId, { type: "passwordLink", id: uidHash }, 0, [{
    type: "passwordLink.created",
    data: {
      uid_hash: uidHash, user_id: r.userId, client_id: r.clientId, expires_at: expires, at: r.at,
      ...(r.mail === "invitation" ? { invitation: true } : {}),
    },
  }], { actor: r.actor });
  const { mailed } = await queueMail(tx, mail, {
    clientId: r.clientId, userId: r.userId, type: r.mail, actor: r.actor, at: r.at, link: { uid, expiresAt: expires },
  });
  return { uid, expires_at: expires, mailed };
};
