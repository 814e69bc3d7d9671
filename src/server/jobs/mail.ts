import { loadKeys } from "../auth/keys.js";
import type { Config } from "../config.js";
import type { Db } from "../db/types.js";
import { log } from "../log.js";
import { runMailOutbox } from "../mail/send.js";
import { onWake } from "../mail/wake.js";

/** How often the sender looks for due mail (retries included); new mail wakes it at once. */
export const MAIL_EVERY_MS = 15_000;

/**
 * Sends queued mail in this process until stopped. Several processes may run it on one PostgreSQL: each claims
 * rows with FOR UPDATE SKIP LOCKED and a `mail.sending` event at the stream's version (mail/send.ts).
 */
export const startMailJobs = (db: Db, config: Config, everyMs = MAIL_EVERY_MS) => {
  let running = false;
  let again = false;
  const keys = loadKeys(db, config);
  const tick = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    keys
      .then((k) => runMailOutbox({ db, keys: k, config }, new Date()))
      .then((r) => (r.sent || r.failed) && log.info(`mail: ${r.sent} sent, ${r.failed} failed`))
      .catch((e) => log.error("mail job failed", e))
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  const stopWake = onWake(tick);
  const first = setTimeout(tick, 1000);
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  return () => {
    stopWake();
    clearTimeout(first);
    clearInterval(timer);
  };
};
