import { Effect } from "effect";
import { Conflict, Invalid, Messages } from "../../../../services/contract/errors.js";
import { allows } from "../../../../services/contract/permissions.js";
import { CurrentUser, type SessionUser } from "../../../../services/contract/security.js";
import type { ViewScope } from "../../../../services/contract/userProgress.js";
import type { UserCreate, UserUpdate } from "../../../../services/contract/users.js";
import { requirePermission } from "../../auth/permissions.js";
import type { Sql } from "../../db/types.js";
import { appendNext } from "../../events/command.js";
import { queryDb } from "../../http/run.js";
import { ServerKeys } from "../../auth/keys.js";
import { issuePasswordLink, LinkTtlMs } from "../../auth/passwordLinks.js";
import { AppConfig } from "../../http/services.js";
import type { MailContext } from "../../mail/outbox.js";
import { wakeMailer } from "../../mail/wake.js";
import { reachesUser } from "./access.js";
import { adminActor, createUserIn, ERASED, updateUserIn } from "./commands.js";
import { loadUserDetail, loadUserRow } from "./queries.js";
import { command, forbidden, now, notFound, read } from "./run.js";
import { applyInvite, applyStatus, type StatusOp } from "./status.js";

/** Whether the user is one of the viewer's reports (they are its line or functional manager) and the viewer has the manager area. */
export const isReport = (viewer: SessionUser, row: { manager_id: number | null; functional_manager_id: number | null }) =>
  allows(viewer.permissions, "manager") && (row.manager_id === viewer.userId || row.functional_manager_id === viewer.userId);

/** Whether the viewer may see this user: themselves, their reports (manager area), or users they reach (users area). */
export const viewable = async (sql: Sql, viewer: SessionUser, row: any) => {
  if (row.id === viewer.userId) return true;
  if (isReport(viewer, row)) return true;
  return allows(viewer.permissions, "users") && reachesUser(sql, viewer, row);
};

/**
 * A user of the viewer's client they may see, else 404 (another client's user, or outside their units); 403 without any access.
 * `scope` "reports" (the manager's pages): only the viewer's own reports, 403 without the manager area.
 */
export const viewableUser = (id: number, scope?: ViewScope) =>
  Effect.gen(function* () {
    const viewer = yield* Effect.service(CurrentUser);
    if (scope === "reports" ? !allows(viewer.permissions, "manager") : id !== viewer.userId && !allows(viewer.permissions, "users") && !allows(viewer.permissions, "manager")) {
      return yield* Effect.fail(forbidden(scope === "reports" ? "needs manager" : "needs users"));
    }
    const ok = yield* queryDb(async (sql) => {
      const row = await loadUserRow(sql, viewer.clientId, id);
      return row !== null && (scope === "reports" ? isReport(viewer, row) : await viewable(sql, viewer, row));
    });
    if (!ok) return yield* Effect.fail(notFound());
    return viewer;
  });

/** The user an editor may change: users edit, same client, within their reach. */
const editable = async (sql: Sql, editor: SessionUser, id: number) => {
  const row = await loadUserRow(sql, editor.clientId, id);
  return row && (await reachesUser(sql, editor, row)) ? row : null;
};

const detail = (viewer: SessionUser, id: number) => read(async (db) => (await loadUserDetail(db, viewer, id)) ?? notFound());

export const getUser = (id: number, scope?: ViewScope) => Effect.flatMap(viewableUser(id, scope), (viewer) => detail(viewer, id));

/**
 * Creates a user; with `invite` (an active person) invites them in the same transaction, so the person and their
 * set-password link exist together or not at all. The invitation's uid comes back only when mail is off.
 */
export const createUser = (input: UserCreate) =>
  Effect.gen(function* () {
    const user = yield* requirePermission("users", "edit");
    const at = yield* now;
    const mail = { config: yield* AppConfig, keys: yield* ServerKeys };
    const made = yield* command(async (tx) => {
      const id = await createUserIn(tx, user, user.clientId, input, at);
      if (typeof id !== "number") return id;
      if (!input.invite) return { id, invitation: undefined };
      const invitation = await inviteIn(tx, user, (await loadUserRow(tx, user.clientId, id))!, at, mail);
      return invitation ? { id, invitation } : new Conflict({ message: "users.invite.notAllowed", detail: "only an active person is invited" });
    });
    if (made.invitation?.mailed) wakeMailer();
    const created = yield* detail(user, made.id);
    return made.invitation ? { ...created, invitation: made.invitation } : created;
  });

export const updateUser = (id: number, input: UserUpdate) =>
  Effect.gen(function* () {
    const user = yield* requirePermission("users", "edit");
    const at = yield* now;
    yield* command(async (tx) => ((await editable(tx, user, id)) ? updateUserIn(tx, user, user.clientId, id, input, at) : notFound()));
    return yield* detail(user, id);
  });

/** Runs a status operation on one row; a refusal becomes 409 with its catalogue id. */
export const statusOn = async (tx: Sql, user: SessionUser, row: any, op: StatusOp, at: string, seen?: number) => {
  const r = await applyStatus(tx, row, op, adminActor(user), at, seen);
  return "refused" in r ? new Conflict({ message: r.refused, detail: `${op} refused` }) : r;
};

export const userStatus = (id: number, op: StatusOp, seen?: number) =>
  Effect.gen(function* () {
    const user = yield* requirePermission("users", "edit");
    const at = yield* now;
    yield* command(async (tx) => {
      const row = await editable(tx, user, id);
      return row ? statusOn(tx, user, row, op, at, seen) : notFound();
    });
    return yield* detail(user, id);
  });

/** Invites one person (the machine decides: active and unregistered) with a week's link; null when refused. */
const inviteIn = async (tx: Sql, user: SessionUser, row: any, at: string, mail: MailContext) => {
  if (!(await applyInvite(tx, row, adminActor(user), at))) return null;
  const link = await issuePasswordLink(tx, mail, {
    clientId: user.clientId, userId: row.id, actor: user.userId, at, ttlMs: LinkTtlMs.invitation, mail: "invitation",
  });
  return { user_id: row.id as number, expires_at: link.expires_at, mailed: link.mailed, ...(link.mailed ? {} : { uid: link.uid }) };
};

/**
 * Invitations: a password link per active, unregistered user (the machine decides), mailed to them (queued in the
 * same transaction); the others are refused. The uid is returned to the admin only when the client has no mail
 * transport, so that they can pass the link on themselves.
 */
export const sendInvitations = (ids: readonly number[]) =>
  Effect.gen(function* () {
    const user = yield* requirePermission("users", "edit");
    const at = yield* now;
    const mail = { config: yield* AppConfig, keys: yield* ServerKeys };
    const result = yield* command(async (tx) => {
      const invited: { user_id: number; uid?: string; expires_at: string; mailed: boolean }[] = [];
      const refused: { id: number; reason: string }[] = [];
      for (const id of [...new Set(ids)]) {
        const row = await editable(tx, user, id);
        if (!row) {
          refused.push({ id, reason: "errors.notFound" });
          continue;
        }
        if (row.erased_at) {
          refused.push({ id, reason: ERASED });
          continue;
        }
        const link = await inviteIn(tx, user, row, at, mail);
        if (link) invited.push(link);
        else refused.push({ id, reason: "users.invite.notAllowed" });
      }
      return { invited, refused };
    });
    if (result.invited.some((i) => i.mailed)) wakeMailer();
    return result;
  });

/**
 * An uploaded image (jpg, png, bmp, svg, gif) of the client's library: an avatar is nothing else. Someone without
 * users edit may only use an image they uploaded themselves (their avatar upload), never a colleague's file.
 */
const isClientImage = async (sql: Sql, clientId: number, fileId: number, creatorId: number | null) =>
  (await sql.query(
    "select 1 from library_files where id = $1 and client_id = $2 and general_file_type_id = any('{1,16,17}'::int[]) and ($3::int is null or creator_id = $3)",
    [fileId, clientId, creatorId])).length > 0;

/** Sets or clears an avatar: the user themselves, or an editor of users. */
export const setAvatar = (userId: number, fileId: number | null) =>
  Effect.gen(function* () {
    const user = yield* Effect.service(CurrentUser);
    const editor = allows(user.permissions, "users", "edit");
    if (userId !== user.userId && !editor) return yield* Effect.fail(forbidden("needs users.edit"));
    const at = yield* now;
    return yield* command(async (tx) => {
      const row = userId === user.userId ? await loadUserRow(tx, user.clientId, userId) : await editable(tx, user, userId);
      if (!row) return notFound();
      if (row.erased_at) return new Conflict({ message: ERASED, detail: "the user's personal data was erased" });
      if (fileId !== null && !(await isClientImage(tx, user.clientId, fileId, editor ? null : user.userId))) {
        return new Invalid({ message: Messages.invalid, fields: [{ path: "payload.file_id", message: "users.avatar.notImage" }] });
      }
      if (row.avatar_id !== fileId) {
        await appendNext(tx, user.clientId, { type: "user", id: userId }, [{ type: "user.avatarSet", data: { avatar_id: fileId, at } }], { actor: user.userId });
      }
      return { user_id: userId, avatar_id: fileId };
    });
  });
