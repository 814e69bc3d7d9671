import type { Sql } from "../../db/types.js";
import { keysetPage, keysetTail } from "../../db/keyset.js";
import { catalogueLabel, type Lang } from "../lists/index.js";
import { FULL_NAME_SQL } from "../users/index.js";

const DAY = (c: string) => `to_char(${c}, 'YYYY-MM-DD')`;
const STAMP = (c: string) => `to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const CATALOG_COLUMNS = (lang: Lang) => `k.id, k.name, k.organization_id, ${catalogueLabel("o", lang)} as organization_name, k.is_active,
  ${DAY("k.active_from")} as active_from, ${DAY("k.active_to")} as active_to, k.count, k.used, ${STAMP("k.created_at")} as created_at, k.version
  from code_catalogs k left join catalogue_items o on o.id = k.organization_id and o.client_id = k.client_id and o.resource = 'organizations'`;

/** The client's catalogues, newest first, keyset-paged by id. */
export const listCatalogs = async (sql: Sql, clientId: number, lastId: number | null, limit: number, lang: Lang) =>
  keysetPage(
    await sql.query<any>(`select ${CATALOG_COLUMNS(lang)} where k.client_id = $1${keysetTail({ keys: ["k.id"], desc: true }, lastId === null ? null : "$2", limit)}`,
      lastId === null ? [clientId] : [clientId, lastId]),
    limit,
  );

/** One catalogue of the client, or null (another client's is as unknown as a missing one). */
export const loadCatalog = async (sql: Sql, clientId: number, id: number, lang: Lang) =>
  (await sql.query<any>(`select ${CATALOG_COLUMNS(lang)} where k.client_id = $1 and k.id = $2`, [clientId, id]))[0] ?? null;

const CODE_COLUMNS = (lang: Lang) => `c.id, c.catalog_id, c.code, c.is_blocked, c.used_by,
  case when u.id is null then null else ${FULL_NAME_SQL("u", lang)} end as used_by_name, ${STAMP("c.used_at")} as used_at
  from access_codes c left join users u on u.id = c.used_by and u.client_id = c.client_id`;

/** A catalogue's codes in their order (by id), keyset-paged. */
export const listCodes = async (sql: Sql, clientId: number, catalogId: number, lastId: number | null, limit: number, lang: Lang) =>
  keysetPage(
    await sql.query<any>(
      `select ${CODE_COLUMNS(lang)} where c.client_id = $1 and c.catalog_id = $2${keysetTail({ keys: ["c.id"] }, lastId === null ? null : "$3", limit)}`,
      lastId === null ? [clientId, catalogId] : [clientId, catalogId, lastId]),
    limit,
  );

/** One code of the client, or null. */
export const loadCode = async (sql: Sql, clientId: number, id: number, lang: Lang) =>
  (await sql.query<any>(`select ${CODE_COLUMNS(lang)} where c.client_id = $1 and c.id = $2`, [clientId, id]))[0] ?? null;

/** The client's registration settings; all off until an administrator sets them. */
export const loadSettings = async (sql: Sql, clientId: number) => {
  const [row] = await sql.query<any>(
    "select self_registration, allowed_domains, code_registration from client_registration_settings where client_id = $1", [clientId]);
  return { self_registration: row?.self_registration ?? false, allowed_domains: (row?.allowed_domains ?? []) as string[], code_registration: row?.code_registration ?? false };
};
