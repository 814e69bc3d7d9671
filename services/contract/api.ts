import { HttpApi, OpenApi } from "effect/http-api";
import { SchemaErrors } from "./security.js";
import { SystemGroup } from "./system.js";

/** The whole API: one group per area, everything under /api. */
export class Api extends HttpApi.make("stride")
  .add(SystemGroup)
  .middleware(SchemaErrors)
  .prefix("/api")
  .annotate(OpenApi.Title, "Stride API") {}
