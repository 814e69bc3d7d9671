// The platform administrators' list of client organisations (GET /api/clients): keyset-paged by id, with
// each client's hosts and user count in the same statement (no query per row).
import { Effect } from "effect";
import { requirePermission } from "../../auth/permissions.js";
import { keysetTail, nextCursor } from "../../db/keyset.js";
import { queryDb } from "../../http/run.js";

export interface ClientsListQuery {
  readonly last_id?: number | undefined;
  readonly limit?: number | undefined;
  readonly search?: string | undefined;
}

const SQL = (where: string, cursor: string | null, limitParam: number) => `select c.id, c.name, c.email, c.language, c.is_default, c.is_active,
    coalesce(h.hosts, '{}') as hosts, coalesce(u.n, 0)::int as users_count
  from clients c
  left join (select client_id, array_agg(host order by host) as hosts from client_hosts group by client_id) h on h.client_id = c.id
  left join (select client_id, count(*) as n from users group by client_id) u on u.client_id = c.id
  where ${where}${keysetTail({ keys: ["c.id"] }, cursor, `$${limitParam}`)}`;

/** Every client (a platform administrator, `clients` edit, only); `search` matches the name, e-mail or a host. */
export const listClients = (query: ClientsListQuery) =>
  Effect.gen(function* () {
    yield* requirePermission("clients", "edit");
    const limit = query.limit ?? 50;
    const params: unknown[] = [];
    const where = ["true"];
    let cursor: string | null = null;
    if (query.last_id !== undefined) {
      params.push(query.last_id);
      cursor = `$${params.length}`;
    }
    const search = query.search?.trim();
    if (search) {
      params.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const n = params.length;
      where.push(`(c.name ilike $${n} or c.email ilike $${n} or exists (select 1 from client_hosts x where x.client_id = c.id and x.host ilike $${n}))`);
    }
    params.push(limit);
    const rows = yield* queryDb((db) => db.query(SQL(where.join(" and "), cursor, params.length), params));
    const items = rows.map((r) => ({ ...r, is_default: !!r.is_default, is_active: r.is_active !== false, hosts: r.hosts ?? [] })) as any[];
    return { items, last_id: nextCursor(items, limit, (i) => i.id as number) };
  });
