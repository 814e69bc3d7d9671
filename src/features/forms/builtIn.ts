// Starting a users or groups form from the standard fields: while the client has no active form of the entity,
// the server renders its built-in one; its fields become the new form's first fields (an active form with no
// fields would leave the entity's pages with an empty form).
import { createItem } from "../catalogue/api";
import { getSmartForm } from "./api";

/** Entities with a built-in form on the server. */
export const BUILT_IN_ENTITIES = [3, 4];

/**
 * Copies the built-in fields of the entity into the form; false when the server no longer renders the built-in one.
 * `clientId`: another client's form (platform administrators): whether the built-in form is still rendered is that
 * client's, not the session's.
 */
export const copyBuiltInFields = async (formId: number, entityId: number, clientId?: number): Promise<boolean> => {
  const form = await getSmartForm({ entityId, mode: "create", ...(clientId !== undefined ? { clientId } : {}) });
  if (form.manage_form_id !== null) return false;
  for (const [position, { schema: f }] of form.fields.entries()) {
    await createItem("manageFormFields", {
      smart_form_id: formId, name: f.name, title: f.title, column_id: f.column_id, type: f.type, form_component: f.form_component,
      placeholder: f.placeholder, required: f.required, readonly: f.readonly, edit_in_profile: f.edit_in_profile, is_system: true,
      min_length: f.min_length, max_length: f.max_length, additional_settings: f.additional_settings, multi_select: f.multi_select,
      default_selected_indexes: [...f.default_selected_indexes], manage_form_field_source_id: f.manage_form_field_source_id,
      manage_form_custom_field_source_id: f.manage_form_custom_field_source_id, is_autocomplete: f.is_autocomplete, position,
      // The titles in every language (the server's built-in fields carry them): the copy follows the interface language.
      custom_properties: f.custom_properties,
    }, clientId);
  }
  return true;
};
