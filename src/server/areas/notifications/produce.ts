import type { Sql } from "../../db/types.js";
import { personKeys, sealWith } from "../../events/personalData.js";
import { appendBatch, type BatchEvent } from "../../events/store.js";
import { languageOf, titleOf } from "./texts.js";
import { pokeAfterCommit } from "./live.js";

export interface Notice {
  readonly typeId: number;
  readonly userIds: readonly number[];
  /**
   * What the notification is about (a plan's name). Never another person's name: it is sealed under the
   * recipient's key, so erasing that other person would leave it behind.
   */
  readonly subject: string;
  /** the page it opens, without the locale segment */
  readonly link: string;
  /** the title when it is not the type's own (a course's custom notification: its administrator's words) */
  readonly title?: string;
}

/** The types the client switched off; every live type is on unless switched off. */
const typesOff = async (tx: Sql, clientId: number) => {
  const [row] = await tx.query<{ settings: Record<string, { send_notification?: unknown }> | null }>(
    "select settings from notification_settings where client_id = $1", [clientId]);
  return new Set(Object.entries(row?.settings ?? {}).filter(([, v]) => v?.send_notification === false).map(([k]) => Number(k)));
};

/** Appends one `notification.created` per recipient (see notifyMany). */
export const notify = (tx: Sql, clientId: number, actor: number | "system", n: Notice, at: string, cause?: string) =>
  notifyMany(tx, clientId, actor, [n], at, cause);

/**
 * The recipients (by type) already told because of `cause`: a subscriber that runs again over a fact (a rebuild, a
 * retry) finds its notices written and writes them no second time. Read through the recipients' streams.
 */
const toldFor = async (tx: Sql, recipients: readonly number[], cause: string) =>
  new Set((await tx.query<{ k: string }>(
    `select stream_id || ':' || (data->>'type_id') as k from events
      where stream_type = 'notifications' and stream_id = any($1::text[]) and meta->>'cause' = $2`,
    [recipients.map(String), cause])).map((r) => r.k));

/**
 * Appends one `notification.created` per notice and recipient (active users of the client, never the actor), each
 * in the recipient's language, and tells their open panels once the transaction commits (live.ts). Set-based
 * whatever the number of recipients (a track published to thousands): the settings, the people with their keys,
 * the ids and the streams' versions are read in one statement each, the facts written with multi-row inserts.
 */
export const notifyMany = async (tx: Sql, clientId: number, actor: number | "system", notices: readonly Notice[], at: string, cause?: string) => {
  const wanted = notices.map((n) => ({ ...n, userIds: [...new Set(n.userIds)].filter((id) => id !== actor) })).filter((n) => n.userIds.length);
  if (wanted.length === 0) return;
  const off = await typesOff(tx, clientId);
  const sent = wanted.filter((n) => !off.has(n.typeId));
  const ids = [...new Set(sent.flatMap((n) => n.userIds))];
  if (ids.length === 0) return;
  const people = new Map((await tx.query<{ id: number; language: string; client_language: string }>(
    `select u.id, u.language, c.language as client_language from users u join clients c on c.id = u.client_id
      where u.client_id = $1 and u.id = any($2::int[]) and u.status_id <> 3 and u.email not like 'erased-%'`, [clientId, ids])).map((p) => [p.id, p]));
  const told = cause ? await toldFor(tx, [...people.keys()], cause) : new Set<string>();
  const rows = sent.flatMap((n) => n.userIds.filter((id) => people.has(id) && !told.has(`${id}:${n.typeId}`)).map((id) => ({ n, id })));
  if (rows.length === 0) return;
  const recipients = [...new Set(rows.map((r) => r.id))];
  const keys = await personKeys(tx, clientId, recipients);
  const versions = new Map((await tx.query<{ stream_id: string; v: number }>(
    `select stream_id, max(version)::int as v from events where stream_type = 'notifications' and stream_id = any($1::text[]) group by stream_id`,
    [recipients.map(String)])).map((r) => [Number(r.stream_id), r.v]));
  const numbers = (await tx.query<{ id: number }>("select nextval('notification_ids')::int as id from generate_series(1, $1::int)", [rows.length])).map((r) => r.id);
  const events: BatchEvent[] = rows.map(({ n, id: userId }, i) => {
    const p = people.get(userId)!;
    const version = (versions.get(userId) ?? 0) + 1;
    versions.set(userId, version);
    const data = { id: numbers[i], client_id: clientId, user_id: userId, type_id: n.typeId, title: n.title ?? titleOf(n.typeId, languageOf(p.language, p.client_language)), body: n.subject, link: n.link, at };
    const key = keys.get(userId);
    // an erased person's key is gone: nothing personal is written for them (as sealPersonal does)
    const sealed = key ? sealWith(key, userId, data, ["title", "body"]) : { ...data, title: undefined, body: undefined };
    return {
      stream: { type: "notifications", id: userId }, version, type: "notification.created", data: JSON.parse(JSON.stringify(sealed)),
      ...(cause ? { meta: { cause } } : {}),
    };
  });
  await appendBatch(tx, clientId, events, { actor });
  for (const id of recipients) pokeAfterCommit(tx, id);
};
