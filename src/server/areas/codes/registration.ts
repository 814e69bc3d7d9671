// Public self-registration (spec 000 §2 /registration/{uid?}, spec 001 §5 and §8): a person creates their own
// account with an access code, or by an allowed e-mail domain when the client allows self-registration. The user
// is made by the users area (its create path and facts) and invited the way the users area invites: the
// `user.invite` decision, a password link, the invitation mail. The link is never answered to the registrant:
// it reaches them only by mail, so an address they do not own gives them nothing.
import { Effect } from "effect";
import type { Registration } from "../../../../services/contract/codes.js";
import { Conflict, Invalid, Messages } from "../../../../services/contract/errors.js";
import { randomToken, sha256 } from "../../auth/crypto.js";
import { ServerKeys } from "../../auth/keys.js";
import type { Sql } from "../../db/types.js";
import { appendNext, transact } from "../../events/command.js";
import { appendIn } from "../../events/store.js";
import { runDb } from "../../http/run.js";
import { AppClock, AppConfig } from "../../http/services.js";
import { queueMail } from "../../mail/outbox.js";
import { wakeMailer } from "../../mail/wake.js";
import { clientByHost, defaultClientId } from "../clients/index.js";
import { applyInvite, createUserIn, loadUserRow } from "../users/index.js";
import { CodesFacts as F, CodesStreams as S } from "./facts.js";
import { normaliseCode } from "./catalogs.js";
import { loadSettings } from "./queries.js";

/** The spec's registration refusals (001 §8), catalogue ids in locales/codes. */
export const RegistrationMessages = {
  unavailable: "codes.registration.unavailable",
  codesDisabled: "codes.registration.codesDisabled",
  invalidCode: "codes.registration.invalidCode",
  codeBlocked: "codes.registration.codeBlocked",
  catalogInactive: "codes.registration.catalogInactive",
  outOfDate: "codes.registration.outOfDate",
  codeUsed: "codes.registration.codeUsed",
  domainNotAllowed: "codes.registration.domainNotAllowed",
  emailTaken: "codes.registration.emailTaken",
  /** 429: too many attempts from one address or for one e-mail domain (REGISTRATION_ATTEMPTS per 10 minutes); not in the spec's list */
  tooManyAttempts: "codes.registration.tooManyAttempts",
} as const;
const M = RegistrationMessages;

const LINK_TTL_MS = 7 * 24 * 3600 * 1000;
/** The registration stands for the administrator who allowed it: the userStatus machine invites for admins only. */
const REGISTRATION_ACTOR = { id: "system", relation: "admin" } as const;

const conflict = (message: string) => new Conflict({ message });
const invalid = (path: string, message: string) => new Invalid({ message: Messages.invalid, fields: [{ path, message }] });

/** The client of the page's host, else the default client (as the branding is found). */
export const clientOfHost = async (sql: Sql, host: string) => (await clientByHost(sql, host)) ?? (await defaultClientId(sql));

/** What the registration page may offer on this host. */
export const registrationOptions = async (sql: Sql, host: string) => {
  const clientId = await clientOfHost(sql, host);
  const [c] = clientId === null ? [] : await sql.query<{ is_active: boolean }>("select is_active from clients where id = $1", [clientId]);
  if (!c || c.is_active === false) return { self_registration: false, code_registration: false };
  const s = await loadSettings(sql, clientId!);
  return { self_registration: s.self_registration, code_registration: s.code_registration };
};

/**
 * The code, locked for this transaction: a second registration with it waits here and then sees it used. Refused
 * in the order a person can act on: unknown, blocked, its catalogue switched off, out of its dates, used.
 */
const takeCode = async (tx: Sql, clientId: number, raw: string, today: string) => {
  const [c] = await tx.query<any>(
    `select c.id, c.is_blocked, c.used_by, k.is_active, to_char(k.active_from, 'YYYY-MM-DD') as active_from, to_char(k.active_to, 'YYYY-MM-DD') as active_to
     from access_codes c join code_catalogs k on k.id = c.catalog_id
     where c.client_id = $1 and c.code = $2 for update of c`, [clientId, normaliseCode(raw)]);
  if (!c) throw invalid("payload.code", M.invalidCode);
  if (c.is_blocked) throw invalid("payload.code", M.codeBlocked);
  if (!c.is_active) throw invalid("payload.code", M.catalogInactive);
  if ((c.active_from && today < c.active_from) || (c.active_to && today > c.active_to)) throw invalid("payload.code", M.outOfDate);
  if (c.used_by !== null) throw invalid("payload.code", M.codeUsed);
  return c.id as number;
};

/** POST /registration: the account, the invitation, the code's use; one transaction, a refusal writes nothing. */
export const register = (input: Registration, requestHost: string) =>
  Effect.gen(function* () {
    const at = (yield* Effect.service(AppClock)).now().toISOString();
    const mail = { config: yield* AppConfig, keys: yield* ServerKeys };
    const expires = new Date(Date.parse(at) + LINK_TTL_MS).toISOString();
    const mailed = yield* runDb<Invalid | Conflict, boolean>((db) =>
      transact(db, async (tx) => {
        const clientId = await clientOfHost(tx, input.host ?? requestHost);
        const [client] = clientId === null ? [] : await tx.query<{ is_active: boolean }>("select is_active from clients where id = $1", [clientId]);
        if (!client || client.is_active === false) throw conflict(M.unavailable);
        const settings = await loadSettings(tx, clientId!);
        const email = input.email.trim().toLowerCase();
        const code = input.code ? normaliseCode(input.code) : "";
        let codeId: number | null = null;
        if (code) {
          if (!settings.code_registration) throw conflict(M.codesDisabled);
          codeId = await takeCode(tx, clientId!, code, at.slice(0, 10));
        } else {
          if (!settings.self_registration) throw conflict(M.unavailable);
          const domain = email.slice(email.lastIndexOf("@") + 1);
          if (settings.allowed_domains.length && !settings.allowed_domains.includes(domain)) throw invalid("payload.email", M.domainNotAllowed);
        }
        if ((await tx.query("select 1 from users where lower(email) = $1", [email])).length) throw conflict(M.emailTaken);
        const userId = await createUserIn(tx, "system", clientId!, {
          email, first_name: input.first_name.trim(), last_name: input.last_name.trim(), status: "active",
        }, at);
        if (typeof userId !== "number") throw userId;
        await applyInvite(tx, await loadUserRow(tx, clientId!, userId), REGISTRATION_ACTOR, at);
        const uid = randomToken(24);
        const uidHash = sha256(uid);
        await appendIn(tx, clientId!, { type: "passwordLink", id: uidHash }, 0, [{
          type: "passwordLink.created", data: { uid_hash: uidHash, user_id: userId, client_id: clientId, expires_at: expires, at, invitation: true },
        }], { actor: "system" });
        const { mailed } = await queueMail(tx, mail, {
          clientId: clientId!, userId, type: "invitation", actor: "system", at, link: { uid, expiresAt: expires },
        });
        if (codeId !== null) {
          await appendNext(tx, clientId!, { type: S.code, id: codeId }, [{ type: F.codeUsed, data: { user_id: userId, at } }], { actor: "system" });
        }
        return mailed;
      }));
    if (mailed) wakeMailer();
    return { registered: true };
  });
