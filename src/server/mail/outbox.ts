import { constants, publicEncrypt } from "node:crypto";
import { personName } from "../../../services/contract/personName.js";
import type { Keys } from "../auth/keys.js";
import type { Config } from "../config.js";
import type { Sql } from "../db/types.js";
import { nextId } from "../events/command.js";
import { sealPersonal } from "../events/personalData.js";
import { appendIn } from "../events/store.js";
import type { NewEvent } from "../events/types.js";
import { type MailLanguage, type MailType, renderMail } from "./templates.js";

/** What queueing needs besides the transaction: the configuration (SMTP_URL, PUBLIC_URL) and the server key. */
export interface MailContext {
  readonly config: Pick<Config, "smtpUrl" | "publicUrl">;
  readonly keys: Pick<Keys, "publicKeyPem">;
}

export interface QueueInput {
  readonly clientId: number;
  readonly userId: number;
  readonly type: MailType;
  readonly actor: number | "system";
  readonly at: string;
  /** A password link: its uid (encrypted before it is stored) and its expiry. */
  readonly link?: { readonly uid: string; readonly expiresAt: string };
  /** More template values (the digest's count and list); a key ending in `_html` is inserted unescaped. */
  readonly values?: Readonly<Record<string, string>>;
}

export const NO_TRANSPORT = "mail.reason.noTransport";
/** Why a mail to a person whose personal data was erased was never sent. */
export const ERASED_RECIPIENT = "mail.reason.erased";
/** The fields of `mail.queued` that are the recipient's personal data. */
export const MAIL_PERSONAL = ["address", "subject", "html", "text"];

/** RSA-OAEP under the server's public key: only a process holding the private key (the sender) can read it. */
export const sealSecret = (keys: Pick<Keys, "publicKeyPem">, plain: string) =>
  publicEncrypt({ key: keys.publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" }, Buffer.from(plain, "utf8"))
    .toString("base64");

/** Whether the client's mail can go out: its own server settings, else SMTP_URL. */
export const hasTransport = async (sql: Sql, ctx: MailContext, clientId: number) =>
  ctx.config.smtpUrl !== undefined ||
  (await sql.query("select 1 from mail_server_settings where client_id = $1", [clientId])).length > 0;

const LANGUAGES: readonly MailLanguage[] = ["ru", "en", "fr"];
const language = (value: unknown, fallback: unknown): MailLanguage =>
  LANGUAGES.includes(value as MailLanguage) ? (value as MailLanguage) : LANGUAGES.includes(fallback as MailLanguage) ? (fallback as MailLanguage) : "ru";

/** The app on the client's host (names before IP addresses), with PUBLIC_URL's scheme and port, in a language. */
export const appBase = async (sql: Sql, ctx: MailContext, clientId: number, lang: MailLanguage) => {
  // A malformed PUBLIC_URL must not fail the command that queues the mail.
  const base = URL.canParse(ctx.config.publicUrl) ? new URL(ctx.config.publicUrl) : new URL("http://localhost");
  const [row] = await sql.query<{ host: string }>(
    "select host from client_hosts where client_id = $1 order by host ~ '^[0-9.]+$', host = 'localhost', host limit 1", [clientId]);
  const host = row?.host ?? base.hostname;
  const port = base.port ? `:${base.port}` : "";
  // ru is the default language and has no prefix (DESIGN §7).
  return `${base.protocol}//${host}${port}${lang === "ru" ? "" : `/${lang}`}`;
};

/** The confirmPassword route of the client's app. */
const linkBase = async (sql: Sql, ctx: MailContext, clientId: number, lang: MailLanguage) => `${await appBase(sql, ctx, clientId, lang)}/confirmPassword/`;

const formatDate = (iso: string, lang: MailLanguage, timeZone: string) => {
  const options: Intl.DateTimeFormatOptions = { dateStyle: "long", timeStyle: "short" };
  try {
    return new Intl.DateTimeFormat(lang, { ...options, timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat(lang, { ...options, timeZone: "UTC" }).format(new Date(iso));
  }
};

/**
 * Queues one mail to a user of the client, in the caller's transaction (the command that causes it), on its own
 * `mail` stream. Without a transport the mail is failed at once with NO_TRANSPORT, so the history says why it
 * was not delivered and no job keeps retrying it. Returns whether it will be sent.
 */
export const queueMail = async (tx: Sql, ctx: MailContext, input: QueueInput): Promise<{ id: number; mailed: boolean }> => {
  const [user] = await tx.query(
    "select email, first_name, last_name, language from users where id = $1", [input.userId]);
  const [client] = await tx.query("select name, language, time_zone from clients where id = $1", [input.clientId]);
  const lang = language(user.language, client?.language);
  const values: Record<string, string> = {
    // In the mail's language's order (services/contract/personName.ts).
    name: personName(user as { first_name: string; last_name: string; email: string }, lang),
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    client: client?.name ?? "Stride",
  };
  Object.assign(values, input.values);
  if (input.link) values.expires = formatDate(input.link.expiresAt, lang, client?.time_zone ?? "UTC");
  const mail = await renderMail(tx, { clientId: input.clientId, type: input.type, language: lang, values });
  const id = await nextId(tx, "mail_ids");
  const mailed = await hasTransport(tx, ctx, input.clientId);
  // The address and the text (which names the recipient) are sealed under the recipient's key: erasing them
  // makes them unreadable in the log (events/personalData.ts; the mail projection opens them).
  const data = await sealPersonal(tx, input.clientId, input.userId, {
    id, user_id: input.userId, address: user.email, client_id: input.clientId, type: input.type, language: lang,
    subject: mail.subject, html: mail.html, text: mail.text, at: input.at,
    link_base: input.link ? await linkBase(tx, ctx, input.clientId, lang) : null,
    secret_cipher: input.link ? sealSecret(ctx.keys, input.link.uid) : null,
  }, MAIL_PERSONAL);
  const events: NewEvent[] = [{ type: "mail.queued", data }];
  if (!mailed) events.push({ type: "mail.failed", data: { reason: NO_TRANSPORT, attempt: 0, final: true, at: input.at } });
  await appendIn(tx, input.clientId, { type: "mail", id }, 0, events, { actor: input.actor });
  return { id, mailed };
};
