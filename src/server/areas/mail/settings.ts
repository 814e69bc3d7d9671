import { Effect } from "effect";
import { Conflict, Messages, NotFound } from "../../../../services/contract/errors.js";
import type { EmailServerSettings, EmailServerSettingsInput } from "../../../../services/contract/mail.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import { ServerKeys } from "../../auth/keys.js";
import { requirePermission, targetClient } from "../../auth/permissions.js";
import type { Sql } from "../../db/types.js";
import { appendNext, nextId } from "../../events/command.js";
import { queryDb } from "../../http/run.js";
import { AppClock } from "../../http/services.js";
import { sealSecret } from "../../mail/outbox.js";
import { command } from "../users/index.js";
import { clientExists } from "../clients/index.js";

export const MailMessages = {
  settingsExist: "mail.settings.exists",
} as const;

/** The client a request acts on: the session's, or `client_id` for platform administrators (403); unknown: 404. */
export const mailTarget = (user: SessionUser, requested: number | undefined) =>
  Effect.gen(function* () {
    const id = yield* targetClient(user, requested);
    if (!(yield* queryDb((db) => clientExists(db, id)))) return yield* Effect.fail(new NotFound({ message: Messages.notFound }));
    return id;
  });

const SETTINGS_SQL = `select id, client_id, host, port, secure, username, password_cipher is not null as has_password, from_address, updated_at
  from mail_server_settings where client_id = $1`;

/** A client's settings as read: never the password. */
export const loadSettings = async (sql: Sql, clientId: number): Promise<EmailServerSettings | null> => {
  const [row] = await sql.query(SETTINGS_SQL, [clientId]);
  return row ? { ...row, updated_at: new Date(row.updated_at).toISOString() } as EmailServerSettings : null;
};

const now = Effect.map(Effect.service(AppClock), (c) => c.now().toISOString());
const notFound = () => new NotFound({ message: Messages.notFound });

/**
 * Creates (`create`: 409 if the client has settings) or updates (404 if it has none) a client's SMTP settings.
 * The password travels in the event only encrypted under the server key; omitted on update, the stored one stays.
 */
export const saveSettings = (create: boolean, requested: number | undefined, input: EmailServerSettingsInput) =>
  Effect.gen(function* () {
    const user = yield* requirePermission("client_settings", "edit");
    const clientId = yield* mailTarget(user, input.client_id ?? requested);
    const keys = yield* ServerKeys;
    const at = yield* now;
    const { client_id: _ignored, password, ...fields } = input;
    const secret = password === undefined ? (create ? { password_cipher: null } : {}) : { password_cipher: password === "" ? null : sealSecret(keys, password) };
    return yield* command(async (tx) => {
      const existing = await loadSettings(tx, clientId);
      if (create && existing) return new Conflict({ message: MailMessages.settingsExist, detail: "the client has e-mail server settings" });
      if (!create && !existing) return notFound();
      const id = existing?.id ?? (await nextId(tx, "mail_server_settings_ids"));
      await appendNext(tx, clientId, { type: "mailServer", id: clientId }, [{
        type: "mailServer.set", data: { id, ...fields, host: fields.host.toLowerCase(), ...secret, at },
      }], { actor: user.userId });
      return (await loadSettings(tx, clientId))!;
    });
  });

/** Removes a client's settings: its mail then goes through SMTP_URL, or is not sent. */
export const removeSettings = (requested: number | undefined) =>
  Effect.gen(function* () {
    const user = yield* requirePermission("client_settings", "edit");
    const clientId = yield* mailTarget(user, requested);
    const at = yield* now;
    yield* command(async (tx) => {
      if (!(await loadSettings(tx, clientId))) return notFound();
      await appendNext(tx, clientId, { type: "mailServer", id: clientId }, [{ type: "mailServer.removed", data: { at } }], { actor: user.userId });
      return null;
    });
  });
