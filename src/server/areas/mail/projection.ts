import { openPersonal } from "../../events/personalData.js";
import { defineProjection } from "../../events/projections.js";
import { ERASED_RECIPIENT } from "../../mail/outbox.js";

/** What an erased recipient's mail keeps: no address, no text, no link; the type, times and states stay. */
const ERASED_MAIL = { address: "", subject: "", html: "", text: "" };

/** The outbox (the e-mail history) from the `mail` streams, and each client's e-mail server settings. */
export const mailProjection = defineProjection({
  name: "mail",
  tables: ["mail_outbox", "mail_server_settings"],
  handles: {
    "mail.queued": async (tx, e) => {
      // An erased recipient's mail: its sealed address and text can no longer be opened (or were never sealed).
      const d: Record<string, any> = { ...ERASED_MAIL, ...e.data, ...((await openPersonal(tx, e.data.sealed)) ?? ERASED_MAIL) };
      await tx.query(
        `insert into mail_outbox (id, client_id, user_id, address, type, language, subject, html, body_text, secret_cipher,
           link_base, state, attempts, next_attempt_at, queued_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'queued', 0, $12, $12, $12)`,
        [d.id, d.client_id, d.user_id ?? null, d.address, d.type, d.language, d.subject, d.html, d.text,
          d.secret_cipher ?? null, d.link_base ?? null, d.at],
      );
    },
    "mail.sending": async (tx, e) => {
      await tx.query(
        "update mail_outbox set state = 'sending', attempts = $2, next_attempt_at = $3, updated_at = $4 where id = $1",
        [Number(e.streamId), e.data.attempt, e.data.lease_until, e.data.at],
      );
    },
    "mail.sent": async (tx, e) => {
      await tx.query(
        "update mail_outbox set state = 'sent', reason = null, sent_at = $2, updated_at = $2 where id = $1",
        [Number(e.streamId), e.data.at],
      );
    },
    // Not final: back to the queue until retry_at, with the reason shown meanwhile.
    "mail.failed": async (tx, e) => {
      const d = e.data;
      await tx.query(
        `update mail_outbox set state = $2, reason = $3, next_attempt_at = coalesce($4, next_attempt_at), updated_at = $5
          where id = $1`,
        [Number(e.streamId), d.final ? "failed" : "queued", d.reason, d.retry_at ?? null, d.at],
      );
    },
    // The recipient was erased: their mail loses its address, text and link, and what was still waiting never goes.
    "user.erased": async (tx, e) => {
      await tx.query(
        `update mail_outbox set address = '', subject = '', html = '', body_text = '', secret_cipher = null, link_base = null,
           state = case when state in ('queued', 'sending') then 'failed' else state end,
           reason = case when state in ('queued', 'sending') then $3 else reason end, updated_at = $2
          where user_id = $1`, [Number(e.streamId), e.data.at, ERASED_RECIPIENT]);
    },
    // password_cipher absent: keep the stored one; null: remove it.
    "mailServer.set": async (tx, e) => {
      const d = e.data;
      const keep = !("password_cipher" in d);
      await tx.query(
        `insert into mail_server_settings (client_id, id, host, port, secure, username, password_cipher, from_address, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         on conflict (client_id) do update set host = $3, port = $4, secure = $5, username = $6,
           password_cipher = case when $10 then mail_server_settings.password_cipher else $7 end, from_address = $8, updated_at = $9`,
        [Number(e.streamId), d.id, d.host, d.port, d.secure, d.username, keep ? null : d.password_cipher, d.from_address, d.at, keep],
      );
    },
    "mailServer.removed": async (tx, e) => {
      await tx.query("delete from mail_server_settings where client_id = $1", [Number(e.streamId)]);
    },
  },
});
