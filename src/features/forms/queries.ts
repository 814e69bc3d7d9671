// Server state of the smart forms: the keys and queryOptions factories of a smart form, a field's options and
// autocomplete, the custom dictionaries, and the form editor's form, fields and groups (catalogue resources, keyed
// under the catalogue's keys so the catalogue's writes refresh them).
import { queryOptions } from "@tanstack/react-query";
import { CatalogueMessages } from "../../../services/contract/catalogue";
import { getItem, type Item, listPage } from "../catalogue/api";
import { catalogueKey } from "../catalogue/queries";
import { customSources, type FormRequest, getSmartForm, getSource, type SourceOption } from "./api";

export const formsKeys = {
  smartForms: ["forms", "smartForm"] as const,
  smartFormsOf: (entityId: number) => ["forms", "smartForm", entityId] as const,
};

/** Keyed by the interface language too: labels and options come in it (content-language), so /en and /fr differ. */
export const formKey = (r: FormRequest, locale: string) =>
  ["forms", "smartForm", r.entityId, r.mode, r.objectId ?? null, r.dynamicGroup ?? null, r.clientId ?? null, locale] as const;
export const smartFormQuery = (request: FormRequest, locale: string) =>
  queryOptions({ queryKey: formKey(request, locale), queryFn: ({ signal }) => getSmartForm(request, signal), meta: { errorMessage: "common.getFail" } });

/** The client's custom dictionaries (field sources). */
export const customSourcesQuery = () =>
  queryOptions({ queryKey: ["forms", "customSources"], queryFn: ({ signal }) => customSources(signal), meta: { errorMessage: "catalogue.get.fail" } });

/** A field's options from its custom dictionary or built-in source (the editor's preview). */
export const fieldOptionsQuery = (source: number | null, custom: number | null, locale: string) =>
  queryOptions({
    queryKey: ["forms", "options", source, custom, locale],
    queryFn: async ({ signal }): Promise<readonly SourceOption[]> =>
      custom !== null ? ((await customSources(signal)).find((d) => d.id === custom)?.data ?? []) : getSource(source!, undefined, signal),
    staleTime: 60_000,
    meta: { errorMessage: "catalogue.get.fail" },
  });

/** An autocomplete field's matches for the typed text. */
export const autocompleteQuery = (source: number | null, text: string, locale: string) =>
  queryOptions({
    queryKey: ["forms", "autocomplete", source, text, locale],
    queryFn: ({ signal }) => getSource(source!, text.trim(), signal),
    meta: { errorMessage: "catalogue.get.fail" },
  });

/** The internal units (for the tree of the internal units source). */
export const unitsQuery = () =>
  queryOptions({
    queryKey: catalogueKey("internalUnits", "tree"),
    queryFn: ({ signal }) => listPage("internalUnits", { count: 5000 }, signal),
    staleTime: 60_000,
    meta: { errorMessage: "catalogue.get.fail" },
  });

/** A smart form of the editor (`clientId`: another client's). */
export const formItemQuery = (id: number, clientId?: number) =>
  queryOptions({
    queryKey: catalogueKey("manageForms", "item", id),
    queryFn: ({ signal }) => getItem("manageForms", id, signal, clientId),
    meta: { errorMessage: CatalogueMessages.getFail },
  });

export type FormChildKind = "manageFormFields" | "manageFormFieldsGroups";
/** A form's fields or groups, as the server lists them (the editor sorts them). */
export const formChildrenQuery = (kind: FormChildKind, formId: number, clientId?: number) =>
  queryOptions({
    queryKey: catalogueKey(kind, "form", formId),
    queryFn: ({ signal }): Promise<readonly Item[]> => listPage(kind, { smart_form_id: formId, count: 5000, client_id: clientId }, signal),
    meta: { errorMessage: CatalogueMessages.getFail },
  });
