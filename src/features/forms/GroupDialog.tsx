// Create or edit a group of form fields (manageFormFieldsGroups): name and titles, which fields it holds,
// whether it starts expanded, shows its title, and applies at all levels.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Checkbox } from "../../../ui/components/Checkbox";
import { Switch } from "../../../ui/components/Switch";
import { TextField } from "../../../ui/components/TextField";
import { fieldErrorsOf } from "../../../services/client/errors";
import { CatalogueMessages } from "../../../services/contract/catalogue";
import { createItem, type Item, updateItem } from "../catalogue/api";
import { catalogueKey } from "../catalogue/queries";
import { EditDialog } from "../catalogue/EditDialog";
import { useServerText } from "../catalogue/ItemDialog";
import { useT } from "../lists/useT";
import * as s from "./forms.css";

type Flag = "is_expand" | "show_title" | "all_levels";
const FLAGS: Flag[] = ["is_expand", "show_title", "all_levels"];

export function GroupDialog({ formId, clientId, item, fields, order, onClose }: {
  /** Another client's form (platform administrators). */
  clientId?: number;
  formId: number;
  item: Item | null;
  /** The form's fields, to choose members from. */
  fields: readonly Item[];
  order: number;
  onClose: () => void;
}) {
  const t = useT();
  const serverText = useServerText();
  const queryClient = useQueryClient();
  const d = (item ?? {}) as Record<string, any>;
  const [name, setName] = useState<string>(d.name ?? "");
  const [titles, setTitles] = useState<{ ru: string; en: string; fr: string }>({ ru: d.display_name?.ru ?? "", en: d.display_name?.en ?? "", fr: d.display_name?.fr ?? "" });
  const [members, setMembers] = useState<number[]>(d.field_ids ?? []);
  const [flags, setFlags] = useState<Record<Flag, boolean>>({ is_expand: d.is_expand !== false, show_title: d.show_title !== false, all_levels: d.all_levels === true });
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => {
      const body = { smart_form_id: formId, name: name.trim(), display_name: titles, field_ids: members, order: item ? Number(d.order ?? order) : order, ...flags };
      return item ? updateItem("manageFormFieldsGroups", item.id, body, item.version, clientId) : createItem("manageFormFieldsGroups", body, clientId);
    },
    meta: { errorMessage: item ? CatalogueMessages.updateFail : CatalogueMessages.createFail, successMessage: item ? CatalogueMessages.updateSuccess : CatalogueMessages.createSuccess },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: catalogueKey("manageFormFieldsGroups") });
      onClose();
    },
    onError: (e) => setServer(Object.fromEntries(Object.entries(fieldErrorsOf(e)).map(([k, m]) => [k.split(".")[0], serverText(m[0])]))),
  });
  const submit = () => {
    setTried(true);
    if (name.trim()) save.mutate();
  };
  const nameError = tried && !name.trim() ? t("forms.field.error.required") : server.name;
  return (
    <EditDialog
      title={item ? t("forms.group.editTitle", { name: String(d.name) }) : t("forms.group.createTitle")}
      submitLabel={item ? t("app.save") : t("forms.group.add")}
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
    >
          <TextField label={t("forms.attr.name")} value={name} onChange={setName} isRequired autoFocus maxLength={200} isInvalid={!!nameError} errorMessage={nameError} />
          <div className={s.twoCols}>
            {(["ru", "en", "fr"] as const).map((l) => (
              <TextField key={l} label={t(`forms.attr.title_${l}`)} value={titles[l]} maxLength={200} onChange={(x) => setTitles((o) => ({ ...o, [l]: x }))} />
            ))}
          </div>
          <fieldset className={s.choices}>
            <legend className={s.legend}>{t("forms.group.members")}</legend>
            <div className={s.choiceList}>
              {fields.length === 0 && <span className={s.muted}>{t("forms.group.noFields")}</span>}
              {fields.map((f) => (
                <Checkbox key={f.id} isSelected={members.includes(f.id)} onChange={(on) => setMembers((m) => (on ? [...m, f.id] : m.filter((x) => x !== f.id)))}>
                  {String(f.title || f.name)}
                </Checkbox>
              ))}
            </div>
            {server.field_ids && <p className={s.error}>{server.field_ids}</p>}
          </fieldset>
          <div className={s.flags}>
            {FLAGS.map((k) => (
              <Switch key={k} isSelected={flags[k]} onChange={(on) => setFlags((f) => ({ ...f, [k]: on }))}>
                {t(`forms.attr.${k}`)}
              </Switch>
            ))}
          </div>
    </EditDialog>
  );
}
