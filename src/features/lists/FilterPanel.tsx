// The filter panel of a list: conditions (all / any) over the route's fields, apply and reset, save the filter
// under a name and find a saved one again. The panel sits before the table's toolbar that holds its button, so
// when the button opens it the panel takes focus (its heading), and Escape inside it closes it and gives focus
// back to the button.
import { useEffect, useRef, useState } from "react";
import { Button } from "../../../ui/components/Button";
import { ListBoxItem } from "../../../ui/components/ListBox";
import { Select } from "../../../ui/components/Select";
import { TextField } from "../../../ui/components/TextField";
import type { FilterField } from "../../../services/contract/lists";
import type { ListFilter } from "./api";
import { ConditionsEditor } from "./ConditionsEditor";
import * as s from "./lists.css";
import { fromData, type useSavedFilter } from "./useSavedFilter";
import { useT } from "./useT";

export interface FilterPanelProps {
  fields: readonly FilterField[];
  applied: ListFilter | null;
  onApply: (filter: ListFilter | null) => void;
  saved: ReturnType<typeof useSavedFilter>;
  /** The panel's id, which its button names in `aria-controls`. */
  id?: string;
  /** Take focus when shown (opened by its button, not shown at load for a saved filter). */
  autoFocus?: boolean;
  /** Escape inside the panel: close it (the caller returns focus to the button). */
  onClose?: () => void;
}

const empty: ListFilter = { conditions: [], match: "all" };
const complete = (f: ListFilter): ListFilter => ({
  ...f,
  conditions: f.conditions.filter((c) => c.operator === "is_empty" || c.operator === "is_not_empty" || c.values.length > 0),
});

export function FilterPanel({ fields, applied, onApply, saved, id, autoFocus, onClose }: FilterPanelProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) heading.current?.focus();
  }, [autoFocus]);
  const [draft, setDraft] = useState<ListFilter>(applied ?? empty);
  const [name, setName] = useState("");
  useEffect(() => setDraft(applied ?? empty), [applied]);
  const ready = complete(draft);
  return (
    <section
      id={id}
      className={s.panel}
      aria-labelledby="filter-title"
      onKeyDown={(e) => {
        // Popovers inside (selects, date pickers) handle their own Escape and stop it.
        if (e.key === "Escape" && onClose && !e.isDefaultPrevented()) {
          e.preventDefault();
          onClose();
        }
      }}
    >
      <div className={s.panelHead}>
        <h2 id="filter-title" className={s.panelTitle} ref={heading} tabIndex={-1}>
          {t("lists.filter.title")}
        </h2>
        {saved.saved.length > 0 && (
          <Select
            label={t("lists.filter.saved")}
            className={s.search}
            onSelectionChange={(k) => {
              const found = saved.saved.find((f) => f.id === Number(k));
              const filter = fromData(found?.data);
              if (filter) {
                setDraft(filter);
                setName(found?.name ?? "");
                onApply(filter);
              }
            }}
          >
            {saved.saved.map((f) => (
              <ListBoxItem key={f.id} id={f.id} textValue={f.name}>
                {f.name}
              </ListBoxItem>
            ))}
          </Select>
        )}
      </div>
      <ConditionsEditor fields={fields} value={draft} onChange={setDraft} />
      <div className={s.row}>
        <Button onPress={() => onApply(ready.conditions.length ? ready : null)}>{t("lists.filter.apply")}</Button>
        <Button
          variant="secondary"
          onPress={() => {
            setDraft(empty);
            saved.reset();
            onApply(null);
          }}
        >
          {t("lists.filter.reset")}
        </Button>
        <span className={s.grow} />
        <TextField label={t("lists.filter.name")} value={name} onChange={setName} maxLength={200} className={s.search} />
        <Button
          variant="secondary"
          isDisabled={!name.trim() || ready.conditions.length === 0}
          isPending={saved.saving}
          onPress={() => {
            saved.save(ready, name.trim());
            onApply(ready);
          }}
        >
          {t("lists.filter.save")}
        </Button>
      </div>
    </section>
  );
}
