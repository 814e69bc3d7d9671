import { Effect } from "effect";
import {
  CatalogueItems, CatalogueMessages, type CatalogueResource, PreferencesResources, UniqueField,
} from "../../../../services/contract/catalogue.js";
import { Conflict, Invalid, Messages } from "../../../../services/contract/errors.js";
import { allows } from "../../../../services/contract/permissions.js";
import { CurrentUser, type SessionUser } from "../../../../services/contract/security.js";
import { requirePermission, targetClient } from "../../auth/permissions.js";
import { clientExists } from "../clients/index.js";
import type { Sql } from "../../db/types.js";
import { appendNext, nextId } from "../../events/command.js";
import { requireSeen } from "../../events/pipeline.js";
import { appendIn } from "../../events/store.js";
import { command, forbidden, notFound, now, read } from "../users/index.js";
import { decodeStrict } from "./decode.js";
import { checkItem, cleanItem, parentOf, usedBy } from "./rules.js";

const sectionOf = (r: CatalogueResource) => (PreferencesResources.includes(r) ? "preferences" : "catalogs");
const stream = (r: CatalogueResource, id: number) => ({ type: `catalogue.${r}`, id });

/** An item's stream version (one index lookup a row): sent back as `expectedVersion` with an edit or removal. */
const VERSION_SQL = `(select coalesce(max(e.version), 0)::int from events e where e.stream_type = 'catalogue.' || c.resource and e.stream_id = c.id::text) as version`;
const ITEM_SQL = `select c.*, ${VERSION_SQL} from catalogue_items c`;

export const shape = (row: any) => ({
  ...row.data, id: row.id, client_id: row.client_id, created_at: new Date(row.created_at).toISOString(), updated_at: new Date(row.updated_at).toISOString(),
  version: row.version,
});
export const loadItem = async (sql: Sql, clientId: number, r: CatalogueResource, id: number) =>
  (await sql.query(`${ITEM_SQL} where c.id = $1 and c.client_id = $2 and c.resource = $3`, [id, clientId, r])).map(shape)[0] ?? null;

/** The client a request acts on (another one for platform administrators only); a client that does not exist is 404. */
const clientOf = (user: SessionUser, requested: number | undefined) =>
  Effect.flatMap(targetClient(user, requested), (id) =>
    id === user.clientId ? Effect.succeed(id) : read(async (db) => ((await clientExists(db, id)) ? id : notFound())));

/** Reading: any signed-in user of the client (reference data for forms and filters), except e-mail templates. */
const reader = (r: CatalogueResource, requested?: number) =>
  Effect.gen(function* () {
    const user = yield* Effect.service(CurrentUser);
    if (r === "emailTemplates" && !allows(user.permissions, "preferences") && !allows(user.permissions, "client_settings")) {
      return yield* Effect.fail(forbidden("needs preferences"));
    }
    return { user, clientId: yield* clientOf(user, requested) };
  });

export interface ListQuery {
  readonly lazy_count?: number | undefined;
  readonly lazy_id?: number | undefined;
  readonly lazy_asc?: string | undefined;
  readonly smart_form_id?: number | undefined;
  readonly client_id?: number | undefined;
  readonly search?: string | undefined;
}

/** Items of a resource by id; lazily `lazy_count` after `lazy_id` (keyset, ascending unless lazy_asc is false). */
export const listItems = (r: CatalogueResource, q: ListQuery) =>
  Effect.gen(function* () {
    const { clientId } = yield* reader(r, q.client_id);
    const asc = q.lazy_asc !== "false" && q.lazy_asc !== "0";
    const params: unknown[] = [clientId, r];
    const where = ["client_id = $1", "resource = $2"];
    if (q.smart_form_id !== undefined && (r === "manageFormFields" || r === "manageFormFieldsGroups")) {
      params.push(q.smart_form_id);
      where.push(`parent_id = $${params.length}`);
    }
    if (q.search && q.search.trim().length >= 3) {
      params.push(`%${q.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`(data->>'name' ilike $${params.length} or data->>'value' ilike $${params.length} or data->>'title' ilike $${params.length})`);
    }
    if (q.lazy_id !== undefined) {
      params.push(q.lazy_id);
      where.push(`id ${asc ? ">" : "<"} $${params.length}`);
    }
    params.push(Math.min(Math.max(Math.trunc(q.lazy_count ?? 5000), 1), 5000));
    return yield* read((db) =>
      db.query(`${ITEM_SQL} where ${where.join(" and ")} order by id ${asc ? "asc" : "desc"} limit $${params.length}`, params)
        .then((rows) => rows.map(shape)));
  });

export const getItem = (r: CatalogueResource, id: number, clientOverride?: number) =>
  Effect.flatMap(reader(r, clientOverride), ({ clientId }) => read(async (db) => (await loadItem(db, clientId, r, id)) ?? notFound()));

const invalid = (fields: { path: string; message: string }[]) => new Invalid({ message: Messages.invalid, fields });

/** Decodes, cleans and checks an item; the parent and unique key the events carry. */
const prepare = async (tx: Sql, clientId: number, r: CatalogueResource, body: unknown, selfId: number | null) => {
  const d = decodeStrict(CatalogueItems[r], body);
  if ("fields" in d) return invalid(d.fields);
  const item = cleanItem(r, d.ok as Record<string, unknown>);
  const bad = await checkItem(tx, clientId, r, item, selfId);
  if (bad.length) return invalid(bad);
  const key = UniqueField[r];
  const name_key = key ? String(item[key]).trim().toLowerCase() : null;
  if (name_key !== null) {
    const [taken] = await tx.query("select 1 from catalogue_items where client_id = $1 and resource = $2 and name_key = $3 and id is distinct from $4",
      [clientId, r, name_key, selfId]);
    if (taken) return new Conflict({ message: CatalogueMessages.nameTaken, detail: `${key} taken` });
  }
  return { item, name_key, parent_id: parentOf(r, item) };
};

const editor = (r: CatalogueResource): Effect.Effect<SessionUser, any, CurrentUser> => requirePermission(sectionOf(r), "edit");

export const createItem = (r: CatalogueResource, body: unknown, clientOverride?: number) =>
  Effect.gen(function* () {
    const user = yield* editor(r);
    const clientId = yield* clientOf(user, clientOverride);
    const at = yield* now;
    const id = yield* command(async (tx) => {
      const p = await prepare(tx, clientId, r, body, null);
      if (p instanceof Invalid || p instanceof Conflict) return p;
      const id = await nextId(tx, "catalogue_ids");
      await appendIn(tx, clientId, stream(r, id), 0, [{ type: `${r}.created`, data: { id, client_id: clientId, ...p, at } }], { actor: user.userId });
      return id;
    });
    return yield* read(async (db) => (await loadItem(db, clientId, r, id)) ?? notFound());
  });

/**
 * PUT replaces the item's fields (a field left out takes its default). `clientOverride`: platform administrators.
 * `expected`: the item's version the editor showed (a colleague's edit in between is not replaced: 409 stale).
 */
export const updateItem = (r: CatalogueResource, id: number, body: unknown, merge = false, clientOverride?: number, expected?: number) =>
  Effect.gen(function* () {
    const user = yield* editor(r);
    const clientId = yield* clientOf(user, clientOverride);
    const at = yield* now;
    yield* command(async (tx) => {
      const current = await loadItem(tx, clientId, r, id);
      if (!current) return notFound();
      await requireSeen(tx, clientId, stream(r, id), expected, current.version);
      const { id: _i, client_id: _c, created_at: _a, updated_at: _u, version: _v, ...fields } = current;
      const p = await prepare(tx, clientId, r, merge ? { ...fields, ...(body as object) } : body, id);
      if (p instanceof Invalid || p instanceof Conflict) return p;
      await appendNext(tx, clientId, stream(r, id), [{ type: `${r}.updated`, data: { ...p, at } }], { actor: user.userId });
      return id;
    });
    return yield* read(async (db) => (await loadItem(db, clientId, r, id)) ?? notFound());
  });

export const removeItem = (r: CatalogueResource, id: number, clientOverride?: number, expected?: number) =>
  Effect.gen(function* () {
    const user = yield* editor(r);
    const clientId = yield* clientOf(user, clientOverride);
    const at = yield* now;
    yield* command(async (tx) => {
      const current = await loadItem(tx, clientId, r, id);
      if (!current) return notFound();
      await requireSeen(tx, clientId, stream(r, id), expected, current.version);
      const used = await usedBy(tx, clientId, r, id);
      if (used) return new Conflict({ message: used, detail: "still referenced" });
      await appendNext(tx, clientId, stream(r, id), [{ type: `${r}.removed`, data: { at } }], { actor: user.userId });
      return id;
    });
  });
