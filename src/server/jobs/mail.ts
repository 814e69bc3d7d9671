import { loadKeys } from "../auth/keys.js";
import type { Config } from "../config.js";
import type { Db } from "../db/types.js";
import { runMailOutbox } from "../mail/send.js";
import { onWake } from "../mail/wake.js";
import type { Job } from "./runner.js";

/** How often the sender looks for due mail (retries included); new mail wakes it at once (`wake`). */
export const MAIL_EVERY_MS = 15_000;

/**
 * Sends queued mail. The runner runs it in one process at a time; each mail row is also claimed with FOR UPDATE
 * SKIP LOCKED and a `mail.sending` event at the stream's version (mail/send.ts), so a mail whose sender died is
 * sent again only after its own lease.
 */
export const mailJob = (db: Db, config: Config): Job => {
  const keys = loadKeys(db, config);
  return {
    name: "mail",
    everyMs: MAIL_EVERY_MS,
    run: async () => {
      const r = await runMailOutbox({ db, keys: await keys, config }, new Date());
      return r.sent || r.failed ? `mail: ${r.sent} sent, ${r.failed} failed` : undefined;
    },
    // A command that queued mail asks for it to go out now rather than at the next period.
    wake: onWake,
  };
};
