// Catalogues of access codes: made with their codes, changed, and a code blocked or unblocked. Each write is one
// transaction of facts; a refusal is thrown (the bridge answers it) and writes nothing.
import { randomInt } from "node:crypto";
import {
  CODE_ALPHABET, CODE_LENGTH, type CodeCatalogCreate, type CodeCatalogUpdate, type RegistrationSettings,
} from "../../../../services/contract/codes.js";
import { Invalid, Messages, NotFound } from "../../../../services/contract/errors.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import type { Sql } from "../../db/types.js";
import { appendNext, nextId } from "../../events/command.js";
import { requireSeen } from "../../events/pipeline.js";
import { appendIn, streamVersion } from "../../events/store.js";
import { CodesFacts as F, CodesStreams as S } from "./facts.js";

const notFound = () => new NotFound({ message: Messages.notFound });
const invalid = (path: string, message: string) => new Invalid({ message: Messages.invalid, fields: [{ path, message }] });

/** A random code of the alphabet, from the system's CSPRNG: nobody can guess the next one from those they hold. */
export const newCode = () => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");

/** A typed code as stored: upper case, spaces and dashes (as people copy it) left out. */
export const normaliseCode = (raw: string) => raw.toUpperCase().replace(/[\s-]/g, "");

/** `count` codes new to the client: drawn again while one collides with a code it already has (or one drawn now). */
const freshCodes = async (tx: Sql, clientId: number, count: number) => {
  const codes = new Set<string>();
  while (codes.size < count) {
    const draw: string[] = [];
    while (codes.size + draw.length < count) {
      const c = newCode();
      if (!codes.has(c) && !draw.includes(c)) draw.push(c);
    }
    const taken = new Set((await tx.query<{ code: string }>(
      "select code from access_codes where client_id = $1 and code = any($2::text[])", [clientId, draw])).map((r) => r.code));
    for (const c of draw) if (!taken.has(c)) codes.add(c);
  }
  return [...codes];
};

/** 400 naming the field when the organisation is not the client's or the dates are backwards. */
const checkFields = async (tx: Sql, clientId: number, input: Omit<CodeCatalogUpdate, "id">) => {
  if (input.organization_id !== null) {
    const [o] = await tx.query("select 1 from catalogue_items where client_id = $1 and resource = 'organizations' and id = $2",
      [clientId, input.organization_id]);
    if (!o) throw invalid("payload.organization_id", "catalogue.item.notFound");
  }
  for (const k of ["active_from", "active_to"] as const) {
    const v = input[k];
    if (v !== null && (Number.isNaN(Date.parse(v)) || new Date(v).toISOString().slice(0, 10) !== v)) throw invalid(`payload.${k}`, "codes.errors.badDate");
  }
  if (input.active_from && input.active_to && input.active_from > input.active_to) throw invalid("payload.active_to", "codes.errors.datesBackwards");
};

const fieldsOf = (input: Omit<CodeCatalogUpdate, "id">) => ({
  name: input.name.trim(), organization_id: input.organization_id, is_active: input.is_active,
  active_from: input.active_from, active_to: input.active_to,
});

/** POST /codeCatalogs: the catalogue and its `count` codes in one fact. */
export const createCatalog = async (tx: Sql, user: SessionUser, input: CodeCatalogCreate, at: string) => {
  await checkFields(tx, user.clientId, input);
  const id = await nextId(tx, "code_catalog_ids");
  const texts = await freshCodes(tx, user.clientId, input.count);
  const ids = (await tx.query<{ id: number }>("select nextval('access_code_ids')::int as id from generate_series(1, $1)", [input.count])).map((r) => Number(r.id));
  const codes = texts.map((code, i) => ({ id: ids[i], code }));
  await appendIn(tx, user.clientId, { type: S.catalog, id }, 0, [{ type: F.catalogCreated, data: { ...fieldsOf(input), codes, at } }],
    { actor: user.userId });
  return id;
};

/** PUT /codeCatalogs: its name, organisation, state and dates (the codes stay as they are). */
export const updateCatalog = async (tx: Sql, user: SessionUser, input: CodeCatalogUpdate, at: string) => {
  const [row] = await tx.query("select 1 from code_catalogs where client_id = $1 and id = $2", [user.clientId, input.id]);
  if (!row) throw notFound();
  const stream = { type: S.catalog, id: input.id };
  await requireSeen(tx, user.clientId, stream, input.expectedVersion, await streamVersion(tx, stream));
  await checkFields(tx, user.clientId, input);
  await appendNext(tx, user.clientId, stream, [{ type: F.catalogUpdated, data: { ...fieldsOf(input), at } }], { actor: user.userId });
  return input.id;
};

/** PUT /accessCodes: a code blocked (refused at registration) or unblocked; nothing when it already is. */
export const blockCode = async (tx: Sql, user: SessionUser, id: number, blocked: boolean, at: string) => {
  const [row] = await tx.query<{ is_blocked: boolean }>("select is_blocked from access_codes where client_id = $1 and id = $2", [user.clientId, id]);
  if (!row) throw notFound();
  if (row.is_blocked === blocked) return id;
  await appendNext(tx, user.clientId, { type: S.code, id }, [{ type: blocked ? F.codeBlocked : F.codeUnblocked, data: { at } }], { actor: user.userId });
  return id;
};

/** PUT /clientRegistrationSettings: the domains lower-cased without `@`, each once. */
export const setSettings = async (tx: Sql, user: SessionUser, input: RegistrationSettings, at: string) => {
  const domains = [...new Set(input.allowed_domains.map((d) => d.trim().toLowerCase().replace(/^@/, "")))];
  await appendNext(tx, user.clientId, { type: S.registration, id: user.clientId }, [{
    type: F.registrationSet, data: { self_registration: input.self_registration, allowed_domains: domains, code_registration: input.code_registration, at },
  }], { actor: user.userId });
  return user.clientId;
};
