import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import { Messages, NotFound } from "../../../../services/contract/errors.js";
import { ServerKeys } from "../../auth/keys.js";
import { isPlatformAdmin, requirePermission } from "../../auth/permissions.js";
import type { Db } from "../../db/types.js";
import { transact } from "../../events/command.js";
import { queryDb, withDb } from "../../http/run.js";
import { AppClock, AppConfig } from "../../http/services.js";
import { queueMail } from "../../mail/outbox.js";
import { runMailOutbox } from "../../mail/send.js";
import { emailHistory } from "./history.js";
import { loadSettings, mailTarget, removeSettings, saveSettings } from "./settings.js";

/**
 * The outcome of the test message's first attempt. Usually this request made it; but queueing the message woke the
 * mail job, which may claim it first (its claim skips a row another sender holds), and then this request waits for
 * that attempt: answering at once said "could not be sent" with no reason (seen in a browser test under load). The
 * wait is bounded by the SMTP timeouts (transport.ts) and a margin; past that the message is reported as not sent,
 * with the reason the outbox has.
 */
const firstAttempt = async (db: Db, id: number) => {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const [mail] = await db.query<{ address: string; state: string; reason: string | null; attempts: number }>(
      "select address, state, reason, attempts from mail_outbox where id = $1", [id]);
    const attempted = mail.state === "sent" || mail.state === "failed" || (mail.state === "queued" && mail.attempts > 0);
    if (attempted || Date.now() > deadline) return mail;
    await new Promise((done) => setTimeout(done, 100));
  }
};

/**
 * Sends a test message to the caller through the settings `id` (their client's; any client's for platform
 * administrators, else 404), now rather than through the job, and records it in that client's history.
 */
const testSending = (settingsId: number) =>
  Effect.gen(function* () {
    const user = yield* requirePermission("client_settings", "edit");
    const [row] = yield* queryDb((db) => db.query<{ client_id: number }>("select client_id from mail_server_settings where id = $1", [settingsId]));
    if (!row || (row.client_id !== user.clientId && !isPlatformAdmin(user))) {
      return yield* Effect.fail(new NotFound({ message: Messages.notFound }));
    }
    const keys = yield* ServerKeys;
    const config = yield* AppConfig;
    const now = (yield* AppClock).now();
    return yield* withDb(async (db) => {
      const { id } = await transact(db, (tx) =>
        queueMail(tx, { config, keys }, { clientId: row.client_id, userId: user.userId, type: "test", actor: user.userId, at: now.toISOString() }));
      await runMailOutbox({ db, keys, config }, now, 1, id);
      const mail = await firstAttempt(db, id);
      return { sent: mail.state === "sent", address: mail.address, reason: mail.state === "sent" ? null : mail.reason };
    });
  });

/** E-mail server settings, the test send and the history: `client_settings`, its edit flag to change. */
export const MailLive = HttpApiBuilder.group(Api, "mail", (h) =>
  h
    .handle("getEmailServerSettings", ({ query }) =>
      Effect.gen(function* () {
        const user = yield* requirePermission("client_settings");
        const clientId = yield* mailTarget(user, query.client_id);
        return yield* queryDb((db) => loadSettings(db, clientId));
      }))
    .handle("createEmailServerSettings", ({ query, payload }) => saveSettings(true, query.client_id, payload))
    .handle("updateEmailServerSettings", ({ query, payload }) => saveSettings(false, query.client_id, payload))
    .handle("removeEmailServerSettings", ({ query }) => removeSettings(query.client_id))
    .handle("testEmailSending", ({ query }) => testSending(query.id))
    .handle("emailHistory", ({ payload }) => emailHistory(payload)),
);
