import type { Branding, BrandingColors } from "../../../../services/contract/branding.js";
import type { PasswordPolicy } from "../../../../services/contract/clients.js";
import type { Sql } from "../../db/types.js";
import { DEFAULT_POLICY } from "../../auth/passwords.js";

/** The palette of a client that has not set its branding yet (and of the seed's Demo client). */
export const CALM_COLORS: BrandingColors = {
  toolbar_color: "#ffffff", menu_text_color: "#334155", primary_color: "#2f6f8f", secondary_color: "#6b8fa3",
  border_color: "#dbe3e8", drawer_color: "#f4f7f9", area_color: "#f8fafb", card_color: "#ffffff",
  active_color: "#e3eff5", accent_color: "#2f6f8f", accent_hover_color: "#255a75", button_text_color: "#ffffff",
  button_text_hover_color: "#ffffff", link_color: "#2f6f8f", link_hover_color: "#1f4d64", color_2: "#7fb7a4",
  color_3: "#e8b86d",
};

const POLICY_COLUMNS = `min_length, max_length, require_letters, require_digits, require_symbols, require_mixed_case,
  lockout_attempts, lockout_minutes, expiry_days, history_size`;

/** The client's password policy, or the default one when it has none. */
export const loadPolicy = async (sql: Sql, clientId: number): Promise<PasswordPolicy> =>
  (await sql.query<PasswordPolicy>(`select ${POLICY_COLUMNS} from password_policies where client_id = $1`, [clientId]))[0] ??
  DEFAULT_POLICY;

/** The default client (`clients.is_default`), else the first one; null on an empty database. */
export const defaultClientId = async (sql: Sql): Promise<number | null> =>
  (await sql.query<{ id: number }>("select id from clients order by is_default desc, id limit 1"))[0]?.id ?? null;

/** Lower-cases a host and drops its port: `Localhost:3000` → `localhost`. */
export const normaliseHost = (host: string) => host.trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");

export const clientByHost = async (sql: Sql, host: string): Promise<number | null> =>
  (await sql.query<{ client_id: number }>("select client_id from client_hosts where host = $1", [normaliseHost(host)]))[0]
    ?.client_id ?? null;

export const clientExists = async (sql: Sql, id: number) =>
  (await sql.query("select 1 from clients where id = $1", [id])).length > 0;

const BRANDING_COLUMNS = "c.id, c.name, b.title, b.favicon_id, b.favicon, b.font_id, b.colors, b.login_cover, b.logo, b.background";

const toBranding = (row: any, clientId: number): Branding => ({
  client_id: row?.id ?? clientId,
  title: row?.title ?? row?.name ?? "Stride",
  favicon_id: row?.favicon_id ?? null,
  favicon: row?.favicon ?? null,
  font_id: row?.font_id ?? 1,
  colors: { ...CALM_COLORS, ...(row?.colors ?? {}) },
  login_cover: row?.login_cover ?? null,
  logo: row?.logo ?? null,
  background: row?.background ?? null,
});

/** A client's branding; the calm default look when it has not set one. */
export const loadBranding = async (sql: Sql, clientId: number): Promise<Branding> =>
  toBranding((await sql.query(`select ${BRANDING_COLUMNS} from clients c left join client_branding b on b.client_id = c.id where c.id = $1`,
    [clientId]))[0], clientId);

/** The branding of a host's client, else of the default client: one query (the login page asks on every load). */
export const BRANDING_BY_HOST_SQL = `
  select ${BRANDING_COLUMNS} from clients c left join client_branding b on b.client_id = c.id
  where c.id = coalesce((select client_id from client_hosts where host = $1), (select id from clients order by is_default desc, id limit 1))`;

export const brandingByHost = async (sql: Sql, host: string): Promise<Branding> =>
  toBranding((await sql.query(BRANDING_BY_HOST_SQL, [normaliseHost(host)], { prepare: true }))[0], 0);
