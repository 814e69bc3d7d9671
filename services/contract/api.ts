import { HttpApi, OpenApi } from "effect/http-api";
import { AccountGroup, AuthGroup } from "./auth.js";
import { BrandingGroup, ClientsGroup } from "./clients.js";
import { LogsGroup } from "./logs.js";
import { NotificationsGroup } from "./notifications.js";
import { SchemaErrors } from "./security.js";
import { SystemGroup } from "./system.js";

/** The whole API: one group per area, everything under /api. */
export class Api extends HttpApi.make("stride")
  .add(SystemGroup)
  .add(AuthGroup)
  .add(AccountGroup)
  .add(BrandingGroup)
  .add(ClientsGroup)
  .add(NotificationsGroup)
  .add(LogsGroup)
  .middleware(SchemaErrors)
  .prefix("/api")
  .annotate(OpenApi.Title, "Stride API") {}
