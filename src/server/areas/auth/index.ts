// What other areas use of auth; the manifest last, so that these load before its handlers.
export { pickLanguage } from "./sessionData.js";

import { Layer } from "effect";
import { AccountGroup, AuthGroup } from "../../../../services/contract/auth.js";
import { defineArea } from "../manifest.js";
import { AccountLive, AuthLive } from "./handlers.js";
import { authProjection } from "./projection.js";

/** Sign-in, sessions, password links and one's own account. */
export const manifest = defineArea({
  name: "auth",
  groups: [AuthGroup, AccountGroup],
  handlers: Layer.mergeAll(AuthLive, AccountLive),
  streams: ["session", "login", "passwordLink"],
  projections: [authProjection],
});
