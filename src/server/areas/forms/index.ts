import { FormsGroup } from "../../../../services/contract/forms.js";
import { defineArea } from "../manifest.js";
import { FormsLive } from "./handlers.js";

/** Forms built from the catalogue's form definitions (profiles, groups), saved through the users area. */
export const manifest = defineArea({ name: "forms", groups: [FormsGroup], handlers: FormsLive });
