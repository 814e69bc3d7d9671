import { NotificationGroupTypes } from "../../../../services/contract/notificationGroups.js";
import { loadKeys } from "../../auth/keys.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db/types.js";
import { appendNext, transact } from "../../events/command.js";
import type { Job } from "../../jobs/runner.js";
import { appBase, type MailContext, queueMail } from "../../mail/outbox.js";
import { escapeHtml } from "../../mail/templates.js";
import { wakeMailer } from "../../mail/wake.js";

/** How often the job looks for mail to write: "at once" means within this. */
export const DIGEST_EVERY_MS = 60_000;
/** People mailed per run (each in a transaction of their own); the rest wait for the next run. */
const PEOPLE_PER_RUN = 200;
/** Items a mail lists; the count says how many there are in all. */
const ITEMS_SHOWN = 50;

const GROUP_OF_TYPE = `case ${Object.entries(NotificationGroupTypes).map(([g, types]) => `when n.type_id in (${types.join(",")}) then '${g}'`).join(" ")} end`;

/**
 * The groups due for e-mail and their unread notifications past the group's cursor: `instant` always, `daily`
 * and `weekly` when the last mail of the group is that old. So a digest is at most one mail a day (or week) per
 * group, gathering what is still unread; what the person read in the app meanwhile is not mailed.
 */
const DUE = `
  with due as (
    select p.client_id, p.user_id, p.group_name, m.up_to_id from notification_preferences p
      join notification_mailings m on m.user_id = p.user_id and m.group_name = p.group_name
     where p.mode = 'instant' or (p.mode = 'daily' and m.sent_at <= $1::timestamptz - interval '1 day')
        or (p.mode = 'weekly' and m.sent_at <= $1::timestamptz - interval '7 days'))
  select d.client_id, d.user_id, d.group_name, n.id, n.title, n.body, n.link from due d
    join notifications n on n.user_id = d.user_id and n.id > d.up_to_id and not n.is_read and (${GROUP_OF_TYPE}) = d.group_name
   where d.user_id in (select distinct d2.user_id from due d2 join notifications n2 on n2.user_id = d2.user_id and n2.id > d2.up_to_id and not n2.is_read
                        order by d2.user_id limit ${PEOPLE_PER_RUN})
   order by d.user_id, n.id`;

const groupBy = <T, K>(list: readonly T[], key: (t: T) => K) => {
  const out = new Map<K, T[]>();
  for (const t of list) out.set(key(t), [...(out.get(key(t)) ?? []), t]);
  return out;
};

type Row = { client_id: number; user_id: number; group_name: string; id: number; title: string; body: string; link: string | null };

const itemsHtml = (rows: readonly Row[], base: string) =>
  `<ul>${rows.slice(-ITEMS_SHOWN).map((r) => {
    const text = `<strong>${escapeHtml(r.title)}</strong>${r.body ? ` — ${escapeHtml(r.body)}` : ""}`;
    return `<li>${r.link ? `<a href="${escapeHtml(base + r.link)}">${text}</a>` : text}</li>`;
  }).join("")}</ul>`;

/**
 * One mail per person gathering their due groups, through the mail outbox, and `notification.mailed` moving the
 * groups' cursors, in one transaction per person (a failure leaves the others mailed and this one for next run).
 */
export const runDigest = async (db: Db, ctx: MailContext, now: Date) => {
  const rows = await db.query<Row>(DUE, [now.toISOString()]);
  const byUser = groupBy(rows, (r) => r.user_id);
  let mailed = 0;
  for (const [userId, items] of byUser) {
    const clientId = items[0].client_id;
    const at = now.toISOString();
    await transact(db, async (tx) => {
      const [{ language, client_language }] = await tx.query<{ language: string; client_language: string }>(
        "select u.language, c.language as client_language from users u join clients c on c.id = u.client_id where u.id = $1", [userId]);
      const lang = (["ru", "en", "fr"].includes(language) ? language : ["en", "fr"].includes(client_language) ? client_language : "ru") as "ru" | "en" | "fr";
      const base = await appBase(tx, ctx, clientId, lang);
      const mail = await queueMail(tx, ctx, {
        clientId, userId, type: "notificationDigest", actor: "system", at,
        values: { count: String(items.length), items_html: itemsHtml(items, base), app_url: `${base}/dashboard` },
      });
      const groups = [...groupBy(items, (r) => r.group_name)].map(([group, list]) => ({ group, up_to_id: Math.max(...list.map((r) => r.id)) }));
      await appendNext(tx, clientId, { type: "notifications", id: userId },
        [{ type: "notification.mailed", data: { groups, mail_id: mail.id, count: items.length, at } }], { actor: "system" });
    });
    mailed++;
  }
  if (mailed) wakeMailer();
  return mailed;
};

/** The notification e-mail job: run by one process at a time (jobs/runner.ts leases it). */
export const digestJob = (db: Db, config: Config): Job => {
  const keys = loadKeys(db, config);
  return {
    name: "notificationDigest",
    everyMs: DIGEST_EVERY_MS,
    run: async () => {
      const n = await runDigest(db, { config, keys: await keys }, new Date());
      return n ? `notification mail: ${n} people` : undefined;
    },
  };
};
