import nodemailer, { type Transporter } from "nodemailer";
import { decryptPassword } from "../auth/crypto.js";
import type { Keys } from "../auth/keys.js";
import type { Config } from "../config.js";
import type { Sql } from "../db/types.js";

export interface Outgoing {
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

/** Something that delivers one message; tests may pass their own. */
export interface Transport {
  send(mail: Outgoing): Promise<void>;
  close(): void;
}

// Bounded waits: a dead server must fail the attempt (and be retried later), not hold the sender.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

const wrap = (transporter: Transporter, from: string): Transport => ({
  send: async (mail) => {
    await transporter.sendMail({ from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
  },
  close: () => transporter.close(),
});

/**
 * The client's transport: its own e-mail server settings, else SMTP_URL (sender SMTP_FROM, else the client's
 * e-mail), else null (mail is not sent). The stored password is decrypted only here, for the connection.
 */
export const transportFor = async (
  sql: Sql, keys: Pick<Keys, "privateKey">, config: Pick<Config, "smtpUrl" | "smtpFrom">, clientId: number,
): Promise<Transport | null> => {
  const [s] = await sql.query(
    "select host, port, secure, username, password_cipher, from_address from mail_server_settings where client_id = $1", [clientId]);
  if (s) {
    const pass = s.password_cipher ? decryptPassword(keys as Keys, s.password_cipher) ?? "" : "";
    return wrap(nodemailer.createTransport({
      host: s.host, port: s.port, secure: s.secure, auth: s.username ? { user: s.username, pass } : undefined, ...TIMEOUTS,
    }), s.from_address);
  }
  if (!config.smtpUrl) return null;
  const [client] = await sql.query<{ email: string }>("select email from clients where id = $1", [clientId]);
  const from = config.smtpFrom ?? (client?.email || "no-reply@localhost");
  return wrap(nodemailer.createTransport({ url: config.smtpUrl, ...TIMEOUTS }), from);
};

/** A failure's reason for the history: the SMTP code or response when there is one, never a credential. */
export const failureReason = (e: unknown): string => {
  const err = e as { code?: string; responseCode?: number; response?: string; message?: string };
  const detail = err?.response ?? err?.message ?? String(e);
  return [err?.code, err?.responseCode, detail].filter((x) => x !== undefined && x !== "").join(": ").slice(0, 500);
};
