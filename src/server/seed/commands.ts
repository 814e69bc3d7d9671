import type { BrandingColors } from "../../../services/contract/branding.js";
import type { PasswordPolicy } from "../../../services/contract/clients.js";
import type { Permissions } from "../../../services/contract/permissions.js";
import type { Sql } from "../db/types.js";
import { PERSONAL_COLUMNS } from "../areas/users/personal.js";
import { storePassword } from "../auth/credentials.js";
import { appendNext, nextId } from "../events/command.js";
import { sealPersonal } from "../events/personalData.js";
import { appendIn } from "../events/store.js";

/** The commands seeding (demo data, bench, tests) is made of: each one appends events, never writes tables. */
const system = { actor: "system" as const };

export interface NewClient {
  readonly name: string;
  readonly language: "ru" | "en" | "fr";
  readonly is_default?: boolean;
  readonly hosts: readonly string[];
  readonly email?: string;
  readonly features?: Record<string, boolean>;
  readonly time_zone?: string;
}

export const createClient = async (tx: Sql, c: NewClient, at: string) => {
  const id = await nextId(tx, "client_ids");
  await appendIn(tx, id, { type: "client", id }, 0, [{ type: "client.created", data: { id, ...c, at } }], system);
  return id;
};

export interface NewBranding {
  readonly title: string;
  readonly font_id: 1 | 2 | 3;
  readonly colors: BrandingColors;
  readonly favicon?: string | null;
  readonly logo?: string | null;
  readonly login_cover?: string | null;
  readonly background?: string | null;
}

export const setBranding = (tx: Sql, clientId: number, b: NewBranding, at: string) =>
  appendNext(tx, clientId, { type: "clientBranding", id: clientId },
    [{ type: "branding.set", data: { favicon_id: null, favicon: null, logo: null, login_cover: null, background: null, ...b, at } }], system);

export const setPolicy = (tx: Sql, clientId: number, p: PasswordPolicy, at: string) =>
  appendNext(tx, clientId, { type: "passwordPolicy", id: clientId }, [{ type: "passwordPolicy.set", data: { ...p, at } }], system);

export const createCustomRole = async (
  tx: Sql, clientId: number, name: Record<string, string>, routes: Permissions, isManagerAvailable: boolean, at: string,
) => {
  const id = await nextId(tx, "custom_role_ids");
  await appendIn(tx, clientId, { type: "customRole", id }, 0, [{
    type: "customRole.created", data: { id, client_id: clientId, name, routes, is_manager_available: isManagerAvailable, at },
  }], system);
  return id;
};

export interface NewUser {
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly role_id: number;
  readonly custom_role_id?: number | null;
  readonly manager_id?: number | null;
  readonly mentor_id?: number | null;
  readonly language?: string;
  readonly status_id?: number;
}

/** Creates a user (personal fields sealed) with an argon2id hash in `credentials`: never in the event. */
export const createUser = async (tx: Sql, clientId: number, u: NewUser, passwordHash: string, at: string) => {
  const id = await nextId(tx, "user_ids");
  const data = await sealPersonal(tx, clientId, id, { id, client_id: clientId, ...u, at }, PERSONAL_COLUMNS);
  await appendIn(tx, clientId, { type: "user", id }, 0, [{ type: "user.created", data }], system);
  await storePassword(tx, clientId, id, passwordHash, at);
  return id;
};

export interface NewNotification {
  readonly type_id: number;
  readonly title: string;
  readonly body: string;
  readonly link?: string | null;
}

export const createNotification = async (tx: Sql, clientId: number, userId: number, n: NewNotification, at: string) => {
  const id = await nextId(tx, "notification_ids");
  // Title and body speak to the recipient: sealed under their key like any personal field.
  const data = await sealPersonal(tx, clientId, userId, { id, client_id: clientId, user_id: userId, link: null, ...n, at }, ["title", "body"]);
  await appendNext(tx, clientId, { type: "notifications", id: userId }, [{ type: "notification.created", data }], system);
  return id;
};
