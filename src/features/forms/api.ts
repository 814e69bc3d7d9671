// Smart forms (services/contract/forms.ts) for the browser: a form rendered for a mode, its save, and the
// options of a source (built-in sources, custom dictionaries, autocomplete by text).
import { areaApi, areaClient } from "../../../services/client/api";
import { type FormOperation, FormsGroup, type SmartForm, type SmartFormSave } from "../../../services/contract/forms";

const call = areaClient(areaApi(FormsGroup));
type S = AbortSignal | undefined;
export type { FormOperation, SmartForm };
export type FormFieldData = SmartForm["fields"][number];
export type SourceOption = { id: number | string; value: string };

export interface FormRequest {
  entityId: number;
  mode: FormOperation;
  objectId?: number | null;
  /** Entity 4's dynamic flag, sent as external_params. */
  dynamicGroup?: boolean;
  /** Another client's form (platform administrators); none is the session's client. */
  clientId?: number;
}

export const getSmartForm = (r: FormRequest, signal?: S) =>
  call(
    "forms.getSmartForm",
    (a) =>
      a.forms.getSmartForm({
        query: {
          entity_id: r.entityId,
          operation_name: r.mode,
          ...(r.mode === "filter" ? { form_type_id: "2" as const } : {}),
          ...(r.objectId ? { object_id: r.objectId } : {}),
          ...(r.dynamicGroup !== undefined ? { external_params: JSON.stringify({ is_dynamic_group: r.dynamicGroup }) } : {}),
          ...(r.clientId !== undefined ? { client_id: r.clientId } : {}),
        },
      }),
    { signal },
  );


/** POST on create (no object yet), PUT otherwise (spec 001 §4: PUT when a record id exists). */
export const saveSmartForm = (payload: SmartFormSave) =>
  payload.object_id
    ? call("forms.updateSmartForm", (a) => a.forms.updateSmartForm({ payload }))
    : call("forms.createSmartForm", (a) => a.forms.createSmartForm({ payload }));

/** A source's options; with `value`, only those containing it (autocomplete, at most 50). */
export const getSource = (source_id: number, value?: string, signal?: S) =>
  call(
    "forms.getSmartFormSource",
    (a) => a.forms.getSmartFormSource({ query: { source_id, ...(value !== undefined ? { is_partial: "true" as const, value } : {}) } }),
    { signal },
  ).then((r) => r.items as readonly SourceOption[]);

export const customSources = (signal?: S) =>
  call("forms.manageFormCustomFieldSources", (a) => a.forms.manageFormCustomFieldSources(), { signal });

/** Built-in sources (spec: getSmartFormSource source_id), named in `forms.source.<id>`. */
export const BuiltInSources = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] as const;
/** The autocomplete source (users): it answers only to a search text. */
export const AUTOCOMPLETE_SOURCES = [3];
/** The internal units source: shown as a tree by full_path. */
export const INTERNAL_UNITS_SOURCE = 11;
