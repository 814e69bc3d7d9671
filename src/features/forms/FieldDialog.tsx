// Create or edit a form field (manageFormFields) with every attribute of spec 000 §3 "Form field": identity and
// titles, component and type, source (built-in, custom dictionary, autocomplete), defaults, validation (required,
// lengths, regex, masks, validator rules as JSON) and where the field shows (create, read, filter, profile).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ListBoxItem } from "../../../ui/components/ListBox";
import { Select } from "../../../ui/components/Select";
import { Switch } from "../../../ui/components/Switch";
import { TextField } from "../../../ui/components/TextField";
import { fieldErrorsOf } from "../../../services/client/errors";
import { CatalogueMessages } from "../../../services/contract/catalogue";
import { createItem, type Item, updateItem } from "../catalogue/api";
import { catalogueKey } from "../catalogue/queries";
import { customSourcesQuery, formsKeys } from "./queries";
import { EditDialog } from "../catalogue/EditDialog";
import { useServerText } from "../catalogue/ItemDialog";
import { useT } from "../lists/useT";
import { BuiltInSources } from "./api";
import { checkField, COMPONENTS, FLAGS, type FieldText, type FieldValues, TYPES, toFieldPayload, toFieldValues } from "./fieldForm";
import * as s from "./forms.css";

const NONE = "__none";

export function FieldDialog({ formId, clientId, item, names, position, onClose }: {
  /** Another client's form (platform administrators). */
  clientId?: number;
  formId: number;
  item: Item | null;
  /** Names of the form's other fields (a name is unique in its form). */
  names: readonly string[];
  /** Position of a new field (the end of the list). */
  position: number;
  onClose: () => void;
}) {
  const t = useT();
  const serverText = useServerText();
  const queryClient = useQueryClient();
  const [v, setV] = useState<FieldValues>(() => toFieldValues(item));
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const dictionaries = useQuery(customSourcesQuery());
  const errors = checkField(v, names.filter((n) => n !== item?.name));
  const save = useMutation({
    mutationFn: () => {
      const body = toFieldPayload(v, formId, item ? Number(item.position ?? position) : position);
      return item ? updateItem("manageFormFields", item.id, body, item.version, clientId) : createItem("manageFormFields", body, clientId);
    },
    meta: { errorMessage: item ? CatalogueMessages.updateFail : CatalogueMessages.createFail, successMessage: item ? CatalogueMessages.updateSuccess : CatalogueMessages.createSuccess },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: catalogueKey("manageFormFields") });
      void queryClient.invalidateQueries({ queryKey: formsKeys.smartForms });
      onClose();
    },
    onError: (e) => setServer(Object.fromEntries(Object.entries(fieldErrorsOf(e)).map(([k, m]) => [k.split(".")[0], serverText(m[0])]))),
  });
  const submit = () => {
    setTried(true);
    if (!Object.keys(errors).length) save.mutate();
  };
  const set = (k: keyof FieldValues, value: string | boolean) => {
    setV((old) => ({ ...old, [k]: value }));
    setServer(({ [k]: _x, ...rest }) => rest);
  };
  const err = (k: FieldText) => (tried && errors[k] ? t(errors[k]!) : server[k]);
  const txt = (k: FieldText, extra: { multiline?: boolean; rows?: number; description?: string; isRequired?: boolean; inputMode?: "numeric" } = {}) => (
    <TextField label={t(`forms.attr.${k}`)} value={v[k]} onChange={(x) => set(k, x)} isInvalid={!!err(k)} errorMessage={err(k)} {...extra} />
  );
  const pick = (k: FieldText, options: { id: string; label: string }[], withNone = true) => (
    <Select
      label={t(`forms.attr.${k}`)}
      items={withNone ? [{ id: NONE, label: t("catalogue.none") }, ...options] : options}
      selectedKey={v[k] || (withNone ? NONE : null)}
      onSelectionChange={(key) => set(k, key === NONE || key === null ? "" : String(key))}
    >
      {(o) => <ListBoxItem id={o.id}>{o.label}</ListBoxItem>}
    </Select>
  );
  return (
    <EditDialog
      title={item ? t("forms.field.editTitle", { name: item.title as string }) : t("forms.field.createTitle")}
      submitLabel={item ? t("app.save") : t("forms.field.add")}
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      size="lg"
    >
          <h3 className={s.sectionTitle}>{t("forms.section.basics")}</h3>
          <div className={s.twoCols}>
            {txt("name", { isRequired: true, description: t("forms.attr.name.help") })}
            {txt("title", { isRequired: true })}
            {txt("title_ru")}
            {txt("title_en")}
            {txt("title_fr")}
            {pick("form_component", COMPONENTS.map((c) => ({ id: c, label: t(`forms.component.${c}`) })), false)}
            {pick("type", TYPES.map((c) => ({ id: c, label: t(`forms.type.${c}`) })), false)}
            {txt("placeholder")}
            {txt("column_id", { inputMode: "numeric", description: t("forms.attr.column_id.help") })}
          </div>
          <h3 className={s.sectionTitle}>{t("forms.section.data")}</h3>
          <div className={s.twoCols}>
            {pick("manage_form_field_source_id", BuiltInSources.map((id) => ({ id: String(id), label: t(`forms.source.${id}`) })))}
            {pick("manage_form_custom_field_source_id", (dictionaries.data ?? []).map((d) => ({ id: String(d.id), label: d.name })))}
            {txt("default_value", { description: t("forms.attr.default_value.help") })}
            {txt("default_selected_indexes", { description: t("forms.attr.default_selected_indexes.help") })}
            {txt("list_separator")}
          </div>
          <h3 className={s.sectionTitle}>{t("forms.section.validation")}</h3>
          <div className={s.twoCols}>
            {txt("min_length", { inputMode: "numeric" })}
            {txt("max_length", { inputMode: "numeric" })}
            {txt("regex")}
            {txt("input_mask")}
            {txt("output_mask")}
          </div>
          <h3 className={s.sectionTitle}>{t("forms.section.behaviour")}</h3>
          <div className={s.flags}>
            {FLAGS.map((k) => (
              <Switch key={k} isSelected={v[k]} onChange={(on) => set(k, on)}>
                {t(`forms.attr.${k}`)}
              </Switch>
            ))}
          </div>
          {/* Raw JSON is for support and integrators: folded away unless it holds an error to fix. */}
          <details className={s.advanced} open={Boolean(err("additional_settings") || err("custom_properties")) || undefined}>
            <summary className={s.advancedSummary}>{t("forms.section.advanced")}</summary>
            <p className={s.advancedLead}>{t("forms.section.advancedLead")}</p>
            {txt("additional_settings", { multiline: true, rows: 3, description: t("forms.attr.additional_settings.help", { example: '{"rules": {"email": true, "max": 50}}' }) })}
            {txt("custom_properties", { multiline: true, rows: 3, description: t("forms.attr.custom_properties.help", { example: '{"en": {"title": "Team"}}' }) })}
          </details>
    </EditDialog>
  );
}
