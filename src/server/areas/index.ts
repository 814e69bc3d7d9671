import { Layer } from "effect";
import { AuthorizationLive } from "../auth/authorization.js";
import { AccountLive, AuthLive } from "./auth/handlers.js";
import { BrandingLive, ClientsLive } from "./clients/handlers.js";
import { LogsLive } from "./logs/handlers.js";
import { NotificationsLive } from "./notifications/handlers.js";
import "./projections.js";
import { SystemLive } from "./system/handlers.js";

/** Every area's handlers. Each area registers its projections when its module loads. */
export const areaLayers = Layer.mergeAll(
  SystemLive, AuthLive, AccountLive, BrandingLive, ClientsLive, NotificationsLive, LogsLive,
).pipe(Layer.provideMerge(AuthorizationLive));
