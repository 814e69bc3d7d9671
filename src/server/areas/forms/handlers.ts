import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import { CurrentUser } from "../../../../services/contract/security.js";
import { queryDb } from "../../http/run.js";
import { langOf, requestUser } from "../lists/index.js";
import { notFound } from "../users/index.js";
import { renderForm } from "./render.js";
import { saveForm } from "./save.js";
import { AUTOCOMPLETE_SOURCES, sourceOptions } from "./sources.js";

/**
 * Labels, option names and validator messages follow the interface language the request announces
 * (`content-language`), else the user's own: the page the form is shown on decides, not the profile.
 */
const localised = <A, E, R>(work: Effect.Effect<A, E, R>) => Effect.flatMap(requestUser, (user) => Effect.provideService(work, CurrentUser, user));

const flagOf = (external?: string) => {
  try {
    return external ? JSON.parse(external)?.is_dynamic_group === true : false;
  } catch {
    return false;
  }
};

/** Smart forms: render for a mode, save through the entity's command, field sources. */
export const FormsLive = HttpApiBuilder.group(Api, "forms", (h) =>
  h
    .handle("getSmartForm", ({ query }) =>
      localised(renderForm({
        entityId: query.entity_id,
        mode: query.operation_name ?? (query.form_type_id === "2" ? "filter" : query.object_id !== undefined ? "edit" : "create"),
        objectId: query.object_id ?? null,
        dynamicFlag: flagOf(query.external_params),
        clientId: query.client_id,
      })))
    .handle("createSmartForm", ({ payload }) => localised(saveForm(payload, true)))
    .handle("updateSmartForm", ({ payload }) => localised(saveForm(payload, false)))
    .handle("getSmartFormSource", ({ query }) =>
      localised(Effect.gen(function* () {
        const user = yield* Effect.service(CurrentUser);
        const partial = query.is_partial === "true" || AUTOCOMPLETE_SOURCES.includes(query.source_id);
        const items = yield* queryDb((sql) => sourceOptions(sql, user.clientId, langOf(user), query.source_id, partial ? (query.value ?? "") : undefined));
        return items === null ? yield* Effect.fail(notFound()) : { items };
      })))
    .handle("manageFormCustomFieldSources", () =>
      Effect.gen(function* () {
        const user = yield* Effect.service(CurrentUser);
        const rows = yield* queryDb((sql) =>
          sql.query<any>("select id, data from catalogue_items where client_id = $1 and resource = 'customDictionaries' order by id", [user.clientId]));
        return rows.map((r) => ({ id: r.id, name: r.data.name, data: (r.data.items ?? []).map((i: any) => ({ id: i.id, value: String(i.value) })) }));
      })),
);
