import type { Sql } from "../../db/types.js";
import { appendNext, nextId } from "../../events/command.js";
import { sealPersonal } from "../../events/personalData.js";
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

/** Whether the client sends this type: every live type is on unless the client switched it off. */
const typeSent = async (tx: Sql, clientId: number, typeId: number) => {
  const [row] = await tx.query<{ on: boolean | null }>(
    "select (settings -> $2::text ->> 'send_notification')::boolean as on from notification_settings where client_id = $1", [clientId, String(typeId)]);
  return row?.on !== false;
};

/**
 * Appends one `notification.created` per recipient (active users of the client, never the actor), each in the
 * recipient's language, and tells their open panels once the transaction commits (live.ts).
 */
export const notify = async (tx: Sql, clientId: number, actor: number | "system", n: Notice, at: string) => {
  const ids = [...new Set(n.userIds)].filter((id) => id !== actor);
  if (ids.length === 0 || !(await typeSent(tx, clientId, n.typeId))) return;
  const people = await tx.query<{ id: number; language: string; client_language: string }>(
    `select u.id, u.language, c.language as client_language from users u join clients c on c.id = u.client_id
      where u.client_id = $1 and u.id = any($2::int[]) and u.status_id <> 3 and u.email not like 'erased-%'`, [clientId, ids]);
  for (const p of people) {
    const language = languageOf(p.language, p.client_language);
    const id = await nextId(tx, "notification_ids");
    const body = n.subject;
    const data = await sealPersonal(tx, clientId, p.id,
      { id, client_id: clientId, user_id: p.id, type_id: n.typeId, title: n.title ?? titleOf(n.typeId, language), body, link: n.link, at }, ["title", "body"]);
    await appendNext(tx, clientId, { type: "notifications", id: p.id }, [{ type: "notification.created", data }], { actor });
    pokeAfterCommit(tx, p.id);
  }
};
