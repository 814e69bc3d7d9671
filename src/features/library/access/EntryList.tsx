// One tab of the access page: the entries of one subject kind (groups, roles or users) with their level and the
// remove flag, and a picker to add a subject. People are found with the shared person picker (server search from
// 3 characters); groups and roles are few and filtered here, showing only names that contain the typed text.
import { useState } from "react";
import type { Key } from "react-aria-components";
import { Badge } from "../../../../ui/components/Badge";
import { Button } from "../../../../ui/components/Button";
import { Checkbox } from "../../../../ui/components/Checkbox";
import { ComboBox } from "../../../../ui/components/ComboBox";
import { CloseIcon } from "../../../../ui/components/icons";
import { ListBoxItem } from "../../../../ui/components/ListBox";
import { Select } from "../../../../ui/components/Select";
import { useT } from "../../lists/useT";
import { PersonPicker } from "../../users/PersonPicker";
import * as s from "./access.css";
import { type DraftEntry, LEVEL_NAMES, LEVELS, type Level, type SubjectKind } from "./model";

export interface Subject {
  readonly id: number;
  readonly name: string;
}

interface Props {
  kind: SubjectKind;
  entries: DraftEntry[];
  /** Groups or roles to pick from (null while loading); people are searched on the server. */
  subjects: readonly Subject[] | null;
  onAdd: (s: Subject) => void;
  onChange: (id: number, patch: Partial<Pick<DraftEntry, "level" | "can_remove">>) => void;
  onRemove: (id: number) => void;
}

export function EntryList({ kind, entries, subjects, onAdd, onChange, onRemove }: Props) {
  const t = useT();
  const [picked, setPicked] = useState<Key | null>(null);
  const [text, setText] = useState("");
  const listed = new Set(entries.map((e) => e.subject_id));
  const typed = text.trim().toLocaleLowerCase();
  const options = (subjects ?? []).filter((o) => !listed.has(o.id) && (picked === o.id || o.name.toLocaleLowerCase().includes(typed)));
  const add = () => {
    const o = options.find((x) => x.id === picked);
    if (!o) return;
    onAdd(o);
    setPicked(null);
    setText("");
  };
  return (
    <div className={s.panel}>
      <div className={s.addRow}>
        {kind === "user" ? (
          <PersonPicker className={s.picker} label={t("libraryAccess.pick.user")} exclude={listed} onPick={(u) => onAdd({ id: u.id, name: u.full_name })} />
        ) : (
          <>
            <ComboBox
              className={s.picker}
              label={t(`libraryAccess.pick.${kind}`)}
              items={options}
              selectedKey={picked}
              inputValue={text}
              onInputChange={setText}
              onSelectionChange={setPicked}
              openLabel={t("libraryAccess.pick.open")}
              emptyText={subjects === null ? t("libraryAccess.loading") : t("libraryAccess.pick.none")}
              placeholder={t("libraryAccess.pick.placeholder")}
            >
              {(o) => <ListBoxItem id={o.id} textValue={o.name}>{o.name}</ListBoxItem>}
            </ComboBox>
            <Button variant="secondary" isDisabled={picked === null} onPress={add}>
              {t("libraryAccess.add")}
            </Button>
          </>
        )}
      </div>
      {entries.length === 0 ? (
        <p className={s.empty}>{t(`libraryAccess.empty.${kind}`)}</p>
      ) : (
        <ul className={s.list} aria-label={t(`libraryAccess.tab.${kind}`)}>
          {entries.map((e) => (
            <li key={e.subject_id} className={s.row} data-testid="access-entry">
              <span className={s.name}>
                {e.display_name || `#${e.subject_id}`}
                {kind === "user" && <Badge tone="info">{t("libraryAccess.individual")}</Badge>}
              </span>
              <Select
                aria-label={t("libraryAccess.levelOf", { name: e.display_name })}
                selectedKey={e.level}
                onSelectionChange={(k) => onChange(e.subject_id, { level: Number(k) as Level })}
                items={LEVELS.map((l) => ({ id: l }))}
              >
                {(l) => <ListBoxItem id={l.id}>{t(`libraryAccess.level.${LEVEL_NAMES[l.id]}`)}</ListBoxItem>}
              </Select>
              <Checkbox isSelected={e.can_remove} onChange={(v) => onChange(e.subject_id, { can_remove: v })}>
                {t("libraryAccess.canRemove")}
              </Checkbox>
              <Button variant="ghost" size="sm" iconOnly aria-label={t("libraryAccess.remove", { name: e.display_name })} onPress={() => onRemove(e.subject_id)}>
                <CloseIcon size={16} />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
