// What other areas use of the list engine; the manifest last, so that these load before its handlers.
export { BadCondition, compileConditions, Params } from "./conditions.js";
export {
  canSeeSensitive, catalogueCell, type ColumnDef, type FilterDef, jsonRow, type Lang, langOf, registerList, type RouteDef,
  type Texts,
} from "./engine.js";
export { bumpListLabels } from "./listRows.js";
export { caseOf, catalogueLabel, fixedSource, literal } from "./sql.js";
export { inRequestLanguage, requestUser } from "./service.js";

import { ListsGroup } from "../../../../services/contract/lists.js";
import { defineArea } from "../manifest.js";
import { ListsLive } from "./handlers.js";
import { listsProjection } from "./projection.js";

/** The keyset list engine (pages, filters, saved filter forms, exports) that other areas register lists in. */
export const manifest = defineArea({
  name: "lists", groups: [ListsGroup], handlers: ListsLive, streams: ["userFilterForm"], projections: [listsProjection],
});
