import { Effect } from "effect";
import { Invalid, Messages } from "../../../../services/contract/errors.js";
import type { EmailHistoryFilter, EmailHistoryItem } from "../../../../services/contract/mail.js";
import { fullNameSql } from "../../../../services/contract/personName.js";
import { requirePermission } from "../../auth/permissions.js";
import { MAX_ID } from "../../../../services/contract/ids.js";
import { keysetTail, nextCursor } from "../../db/keyset.js";
import { queryDb } from "../../http/run.js";
import { inRequestLanguage } from "../lists/index.js";
import { mailTarget } from "./settings.js";

// Newest first, keyset by id below $2 (the index mail_outbox_client); recipients by address or user, either matching.
const historySql = (lang: string) => `select m.id, m.subject, m.type, m.user_id,
    nullif(${fullNameSql("u", lang)}, '') as user_name, m.address,
    m.queued_at as date, m.state, m.attempts, m.reason, m.sent_at
  from mail_outbox m left join users u on u.id = m.user_id
  where m.client_id = $1
    and (($3::text[] is null and $4::int[] is null) or lower(m.address) = any(coalesce($3::text[], '{}'))
         or m.user_id = any(coalesce($4::int[], '{}')))
    and ($5::date is null or m.queued_at >= $5::date) and ($6::date is null or m.queued_at < $6::date + 1)
    ${keysetTail({ keys: ["m.id"], desc: true }, "$2", "$7")}`;

/** A real calendar day (the pattern lets 2025-02-30 through; PostgreSQL would refuse it with an error). */
const realDay = (d: string | undefined) => d === undefined || new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;

const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());

/** The e-mail history of the session's client (another one's: platform administrators), newest first. */
export const emailHistory = (filter: EmailHistoryFilter) =>
  Effect.gen(function* () {
    // Recipients' names in the page's language's order (content-language).
    const user = yield* inRequestLanguage(yield* requirePermission("client_settings"));
    const clientId = yield* mailTarget(user, filter.client_id);
    const bad = (["from", "to"] as const).filter((k) => !realDay(filter.selected_date?.[k]));
    if (bad.length) {
      return yield* Effect.fail(new Invalid({ message: Messages.invalid, fields: bad.map((k) => ({ path: `payload.selected_date.${k}`, message: Messages.invalid })) }));
    }
    const limit = filter.limit ?? 50;
    const emails = filter.selected_emails?.length ? filter.selected_emails.map((e) => e.trim().toLowerCase()) : null;
    const users = filter.selected_users?.length ? [...filter.selected_users] : null;
    const rows = yield* queryDb((db) => db.query(historySql(user.language), [
      clientId, filter.last_id ?? MAX_ID, emails, users, filter.selected_date?.from ?? null, filter.selected_date?.to ?? null, limit,
    ]));
    const items: EmailHistoryItem[] = rows.map((r: any) => ({
      ...r, date: iso(r.date)!, sent_at: iso(r.sent_at), delivered: r.state === "sent",
    }));
    return { items, last_id: nextCursor(items, limit, (i) => i.id) };
  });
