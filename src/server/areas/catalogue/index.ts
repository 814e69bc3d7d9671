// What other areas use of the catalogue; the manifest last, so that these load before its handlers.
export { decodeStrict } from "./decode.js";

import { Layer } from "effect";
import { CatalogueAliasesGroup, CatalogueGroup } from "../../../../services/contract/catalogue.js";
import { defineArea } from "../manifest.js";
import { CatalogueAliasesLive } from "./aliases.js";
import { CatalogueLive } from "./handlers.js";
import { CATALOGUE_STREAMS, catalogueProjection } from "./projection.js";

/** The generic reference catalogues (positions, units, tags...) and the aliases of their calls. */
export const manifest = defineArea({
  name: "catalogue",
  groups: [CatalogueAliasesGroup, CatalogueGroup],
  handlers: Layer.mergeAll(CatalogueAliasesLive, CatalogueLive),
  streams: CATALOGUE_STREAMS,
  projections: [catalogueProjection],
});
