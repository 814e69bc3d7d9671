import { defineProjection } from "../../events/projections.js";
import type { StoredEvent } from "../../events/types.js";
import { CodesFacts as F } from "./facts.js";

const at = (e: StoredEvent) => e.recordedAt.toISOString();
const idOf = (e: StoredEvent) => Number(e.streamId);

/** Catalogues with their codes, the codes' blocks and uses, the registration settings: applied as recorded. */
export const codesProjection = defineProjection({
  name: "codes",
  tables: ["code_catalogs", "access_codes", "client_registration_settings"],
  handles: {
    [F.catalogCreated]: async (tx, e) => {
      const d = e.data;
      await tx.query(
        `insert into code_catalogs (id, client_id, name, organization_id, is_active, active_from, active_to, count, version, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
        [idOf(e), e.clientId, d.name, d.organization_id, d.is_active, d.active_from, d.active_to, d.codes.length, e.version, at(e)],
      );
      // one statement for the catalogue's codes, however many
      await tx.query(
        `insert into access_codes (id, client_id, catalog_id, code, version)
         select c.id, $1, $2, c.code, 0 from jsonb_to_recordset($3::jsonb) as c(id int, code text)`,
        [e.clientId, idOf(e), JSON.stringify(d.codes)],
      );
    },
    [F.catalogUpdated]: async (tx, e) => {
      const d = e.data;
      await tx.query(
        `update code_catalogs set name = $2, organization_id = $3, is_active = $4, active_from = $5, active_to = $6, version = $7, updated_at = $8
         where id = $1`,
        [idOf(e), d.name, d.organization_id, d.is_active, d.active_from, d.active_to, e.version, at(e)],
      );
    },
    [F.codeBlocked]: async (tx, e) => {
      await tx.query("update access_codes set is_blocked = true, version = $2 where id = $1", [idOf(e), e.version]);
    },
    [F.codeUnblocked]: async (tx, e) => {
      await tx.query("update access_codes set is_blocked = false, version = $2 where id = $1", [idOf(e), e.version]);
    },
    [F.codeUsed]: async (tx, e) => {
      const [row] = await tx.query<{ catalog_id: number }>(
        "update access_codes set used_by = $2, used_at = $3, version = $4 where id = $1 returning catalog_id",
        [idOf(e), e.data.user_id, e.data.at, e.version]);
      if (row) await tx.query("update code_catalogs set used = used + 1 where id = $1", [row.catalog_id]);
    },
    [F.registrationSet]: async (tx, e) => {
      const d = e.data;
      await tx.query(
        `insert into client_registration_settings (client_id, self_registration, allowed_domains, code_registration, updated_at)
         values ($1, $2, $3, $4, $5)
         on conflict (client_id) do update set self_registration = $2, allowed_domains = $3, code_registration = $4, updated_at = $5`,
        [idOf(e), d.self_registration, d.allowed_domains, d.code_registration, at(e)],
      );
    },
  },
});
