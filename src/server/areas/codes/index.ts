// The codes area has nothing other areas use; the manifest is all of its public face.
import { Layer } from "effect";
import { CodesGroup, RegistrationGroup } from "../../../../services/contract/codes.js";
import { defineArea } from "../manifest.js";
import { CodesStreams } from "./facts.js";
import { CodesLive, RegistrationLive } from "./handlers.js";
import { codesProjection } from "./projection.js";

/** Access codes (catalogues, codes, export), the client's registration settings and public self-registration. */
export const manifest = defineArea({
  name: "codes",
  groups: [CodesGroup, RegistrationGroup],
  handlers: Layer.mergeAll(CodesLive, RegistrationLive),
  streams: Object.values(CodesStreams),
  // The codes' texts: each is a ticket to create an account.
  sensitive: { [CodesStreams.catalog]: ["codes"] },
  projections: [codesProjection],
});
