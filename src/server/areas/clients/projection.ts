import type { Sql } from "../../db/types.js";
import { sessionCache } from "../../auth/sessionCache.js";
import { defineProjection } from "../../events/projections.js";

const setHosts = async (tx: Sql, clientId: number, hosts: readonly string[]) => {
  await tx.query("delete from client_hosts where client_id = $1", [clientId]);
  for (const host of hosts) await tx.query("insert into client_hosts (host, client_id) values ($1, $2)", [host, clientId]);
};

/** Clients (tenants), their hosts, branding and password policy. */
export const clientsProjection = defineProjection({
  name: "clients",
  tables: ["clients", "client_hosts", "client_branding", "password_policies", "client_privacy_policies"],
  handles: {
    "client.created": async (tx, { data: d }) => {
      await tx.query(
        `insert into clients (id, name, email, phone, registration_number, short_description, full_description, language,
           time_zone, date_format, time_format, is_default, features, active_user_limit, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
        [d.id, d.name, d.email ?? "", d.phone ?? "", d.registration_number ?? "", d.short_description ?? "",
          d.full_description ?? "", d.language ?? "ru", d.time_zone ?? "Europe/Moscow", d.date_format ?? "DD-MM-YYYY",
          d.time_format ?? "HH:mm", d.is_default ?? false, JSON.stringify(d.features ?? {}), d.active_user_limit ?? null, d.at],
      );
      await setHosts(tx, d.id, d.hosts ?? []);
    },
    "client.updated": async (tx, e) => {
      const d = e.data;
      await tx.query(
        `update clients set name = $2, email = $3, phone = $4, registration_number = $5, short_description = $6,
           full_description = $7, language = $8, time_zone = $9, date_format = $10, time_format = $11 where id = $1`,
        [Number(e.streamId), d.name, d.email, d.phone, d.registration_number, d.short_description, d.full_description,
          d.language, d.time_zone, d.date_format, d.time_format],
      );
      if (d.hosts) await setHosts(tx, Number(e.streamId), d.hosts);
    },
    // A client switched off: its users' cached sessions go at once (the session check reads clients.is_active).
    "client.activated": async (tx, e) => {
      await tx.query("update clients set is_active = true where id = $1", [Number(e.streamId)]);
    },
    "client.deactivated": async (tx, e) => {
      await tx.query("update clients set is_active = false where id = $1", [Number(e.streamId)]);
      sessionCache(tx).forgetUser();
    },
    "privacyPolicy.set": async (tx, e) => {
      const d = e.data;
      await tx.query(
        `insert into client_privacy_policies (client_id, storage_key, name, size, updated_at) values ($1, $2, $3, $4, $5)
         on conflict (client_id) do update set storage_key = $2, name = $3, size = $4, updated_at = $5`,
        [Number(e.streamId), d.storage_key, d.name, d.size, d.at],
      );
    },
    "privacyPolicy.removed": async (tx, e) => {
      await tx.query("delete from client_privacy_policies where client_id = $1", [Number(e.streamId)]);
    },
    "branding.set": async (tx, e) => {
      const d = e.data;
      await tx.query(
        `insert into client_branding (client_id, title, favicon_id, favicon, font_id, colors, login_cover, logo, background, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         on conflict (client_id) do update set title = $2, favicon_id = $3, favicon = $4, font_id = $5, colors = $6,
           login_cover = $7, logo = $8, background = $9, updated_at = $10`,
        [Number(e.streamId), d.title, d.favicon_id ?? null, d.favicon ?? null, d.font_id, JSON.stringify(d.colors),
          d.login_cover ?? null, d.logo ?? null, d.background ?? null, d.at],
      );
    },
    "passwordPolicy.set": async (tx, e) => {
      const d = e.data;
      await tx.query(
        `insert into password_policies (client_id, min_length, max_length, require_letters, require_digits, require_symbols,
           require_mixed_case, lockout_attempts, lockout_minutes, expiry_days, history_size)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         on conflict (client_id) do update set min_length = $2, max_length = $3, require_letters = $4, require_digits = $5,
           require_symbols = $6, require_mixed_case = $7, lockout_attempts = $8, lockout_minutes = $9, expiry_days = $10,
           history_size = $11`,
        [Number(e.streamId), d.min_length, d.max_length, d.require_letters, d.require_digits, d.require_symbols,
          d.require_mixed_case, d.lockout_attempts, d.lockout_minutes, d.expiry_days, d.history_size],
      );
    },
  },
});
