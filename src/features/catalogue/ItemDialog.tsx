// Create or edit one catalogue item in a dialog: the resource's fields, checked in the browser first (the
// spec's validator messages), then by the server; its field errors and "name taken" land on the fields.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Button } from "../../../ui/components/Button";
import { errorTag, fieldErrorsOf } from "../../../services/client/errors";
import { CatalogueMessages } from "../../../services/contract/catalogue";
import { StaleNotice } from "../../app/concurrency/StaleNotice";
import { useLocale } from "../../app/i18n/IntlRoot";
import { useT } from "../lists/useT";
import { createItem, type Item, updateItem } from "./api";
import { catalogueKey } from "./queries";
import * as s from "./catalogue.css";
import { EditDialog } from "./EditDialog";
import { FieldEditor } from "./FieldEditor";
import { checkForm, type FormValues, toForm, toPayload } from "./itemForm";
import type { ResourceDef } from "./resources";

export interface ItemDialogProps {
  def: ResourceDef;
  /** The item to edit; null creates one. */
  item: Item | null;
  /** Names of the loaded items (the browser's duplicate check; the server checks all of them). */
  names: readonly string[];
  /** Fixed fields added to the payload (the form of a field, the parent of a unit). */
  fixed?: Record<string, unknown>;
  onClose: () => void;
  onSaved?: (item: Item) => void;
  /** Offered as a Delete button when given (the list asks for confirmation). */
  onRemove?: () => void;
  /** Another client's catalogue (platform administrators); none is the session's client. */
  clientId?: number;
}

/** A server message id in the language when we have it, else the server's text. */
export const useServerText = () => {
  const t = useT();
  return (m: string) => {
    const text = t(m);
    return text === m && !/^[a-z]+(\.[A-Za-z]+)+$/.test(m) ? m : text;
  };
};

export function ItemDialog({ def, item, names, fixed, onClose, onSaved, onRemove, clientId }: ItemDialogProps) {
  const t = useT();
  const lang = useLocale();
  const serverText = useServerText();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FormValues>(() => toForm(def, item));
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const own = item ? String(item[def.nameKey] ?? "").toLowerCase() : null;
  const taken = useMemo(() => names.filter((n) => n.toLowerCase() !== own), [names, own]);
  const errors = checkForm(def, values, { lang, title: (k) => t(`catalogue.field.${k}`), taken, takenMessage: t("catalogue.name.taken") });
  const save = useMutation({
    mutationFn: () => {
      const payload = { ...toPayload(def, values, item), ...fixed };
      return item ? updateItem(def.resource, item.id, payload, item.version, clientId) : createItem(def.resource, payload, clientId);
    },
    meta: {
      errorMessage: item ? CatalogueMessages.updateFail : CatalogueMessages.createFail,
      successMessage: item ? CatalogueMessages.updateSuccess : CatalogueMessages.createSuccess,
      staleShown: true,
    },
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: catalogueKey(def.resource) });
      onSaved?.(saved);
      onClose();
    },
    onError: (e) => {
      const fields = Object.fromEntries(Object.entries(fieldErrorsOf(e)).map(([k, v]) => [k.split(".")[0], serverText(v[0])]));
      if (errorTag(e) === "Conflict" && (e as { message?: string }).message === CatalogueMessages.nameTaken) fields[def.nameKey] = t(CatalogueMessages.nameTaken);
      setServer(fields);
    },
  });
  const set = (key: string, v: FormValues[string]) => {
    setValues((old) => ({ ...old, [key]: v }));
    setServer(({ [key]: _drop, ...rest }) => rest);
  };
  const submit = () => {
    setTried(true);
    if (!Object.keys(errors).length) save.mutate();
  };
  const resourceName = t(`catalogue.resource.${def.resource}`);
  return (
    <EditDialog
      title={item ? t("catalogue.edit.title", { resource: resourceName }) : t("catalogue.create.title", { resource: resourceName })}
      submitLabel={item ? t("app.save") : t("catalogue.create.submit")}
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      size={def.fields.length > 5 ? "lg" : "md"}
      extraAction={
        onRemove && (
          <Button variant="danger" onPress={onRemove} className={s.pushLeft}>
            {t("catalogue.remove.open")}
          </Button>
        )
      }
    >
      {/* a colleague saved this item meanwhile: Reload refreshes the list and closes, the fresh item opens again */}
      <StaleNotice error={save.error} onReload={() => void queryClient.invalidateQueries({ queryKey: catalogueKey(def.resource) }).then(onClose)} />
      {def.fields.map((f) => (
        <FieldEditor
          key={f.key}
          field={f}
          value={values[f.key]}
          onChange={(v) => set(f.key, v)}
          error={(tried ? errors[f.key] : undefined) ?? server[f.key]}
          selfId={item?.id ?? null}
          clientId={clientId}
        />
      ))}
    </EditDialog>
  );
}
