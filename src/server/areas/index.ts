import { Layer } from "effect";
import { AuthorizationLive } from "../auth/authorization.js";
import { AccountLive, AuthLive } from "./auth/handlers.js";
import { CatalogueAliasesLive } from "./catalogue/aliases.js";
import { CatalogueLive } from "./catalogue/handlers.js";
import { BrandingLive, ClientsLive } from "./clients/handlers.js";
import { DashboardLive } from "./dashboard/handlers.js";
import { DevPlansAreaLive } from "./devPlans/layer.js";
import { FormsLive } from "./forms/handlers.js";
import { LibraryLive } from "./library/handlers.js";
import { ListsLive } from "./lists/handlers.js";
import { LogsLive } from "./logs/handlers.js";
import { MailLive } from "./mail/handlers.js";
import { NotificationsLive } from "./notifications/handlers.js";
import "./projections.js";
import { SystemLive } from "./system/handlers.js";
import { UsersLive } from "./users/handlers.js";

/** Every area's handlers. Each area registers its projections when its module loads. */
export const areaLayers = Layer.mergeAll(
  SystemLive, AuthLive, AccountLive, BrandingLive, ClientsLive, NotificationsLive, LogsLive, DevPlansAreaLive,
  ListsLive, UsersLive, LibraryLive, FormsLive, CatalogueAliasesLive, CatalogueLive, MailLive, DashboardLive,
).pipe(Layer.provideMerge(AuthorizationLive));
