import { defineProjection, type Projection } from "../../events/projections.js";
import { bumpListLabels } from "../lists/index.js";

/** The item's client: stored list rows that show its label are stale from this transaction on. */
const itemChanged = (tx: Parameters<typeof bumpListLabels>[0], id: number) =>
  bumpListLabels(tx, "select client_id from catalogue_items where id = $1", [id]);

/**
 * The one generic projection of every catalogue resource: `<resource>.created`, `.updated`, `.removed` on the
 * stream `catalogue.<resource>`/id. The events carry the whole item, the parent and the unique key.
 */
const RESOURCES = [
  "emailTemplates", "libraryFolderCategories", "userGroupCategories", "workflowCategories", "tags", "userJobEmploymentLevels",
  "userJobPositions", "userJobRelations", "manageForms", "manageFormFields", "manageFormFieldsGroups", "customDictionaries",
  "functionCodes", "internalUnits", "organizations", "unitsByClient", "manageClientExternalLearning",
];

/** The catalogue's stream types, one per resource. */
export const CATALOGUE_STREAMS = RESOURCES.map((r) => `catalogue.${r}`);

const handles: Record<string, Projection["handles"][string]> = {};
for (const r of RESOURCES) {
  handles[`${r}.created`] = async (tx, { data: d }) => {
    await tx.query(
      `insert into catalogue_items (id, client_id, resource, parent_id, name_key, data, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $7)`,
      [d.id, d.client_id, r, d.parent_id ?? null, d.name_key ?? null, JSON.stringify(d.item), d.at],
    );
  };
  handles[`${r}.updated`] = async (tx, e) => {
    const d = e.data;
    await itemChanged(tx, Number(e.streamId));
    await tx.query("update catalogue_items set parent_id = $2, name_key = $3, data = $4, updated_at = $5 where id = $1",
      [Number(e.streamId), d.parent_id ?? null, d.name_key ?? null, JSON.stringify(d.item), d.at]);
  };
  handles[`${r}.removed`] = async (tx, e) => {
    await itemChanged(tx, Number(e.streamId));
    await tx.query("delete from catalogue_items where id = $1", [Number(e.streamId)]);
  };
}

export const catalogueProjection = defineProjection({ name: "catalogue", tables: ["catalogue_items"], handles });
