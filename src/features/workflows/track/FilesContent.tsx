// A task's files picked from the library by kind (spec 001 §5 "File pickers by kind"): choose the kind, type to find
// (from one character) a file of that kind the user may read in the library (the server's search), pick it; the
// picked files are listed with their kind and can be taken out. The server checks each again when the task is saved
// (client and kind).
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { FilePickKinds } from "../../../../services/contract/workflows";
import { Button } from "../../../../ui/components/Button";
import { ComboBox } from "../../../../ui/components/ComboBox";
import { ListBoxItem } from "../../../../ui/components/ListBox";
import { Select } from "../../../../ui/components/Select";
import { useT } from "../../lists/useT";
import { useSearchTerm } from "../../users/PersonPicker";
import type { ElementContent, FilePickKind } from "../api";
import { libraryFilesQuery } from "../queries";
import * as a from "./assign.css";
import * as s from "./track.css";

type Picked = NonNullable<ElementContent["files"]>[number];

export function FilesContent({ value, onChange, errorMessage }: { value: readonly Picked[]; onChange: (files: Picked[]) => void; errorMessage?: string | undefined }) {
  const t = useT();
  const [kind, setKind] = useState<FilePickKind>("pdf");
  const { text, setText, term } = useSearchTerm();
  const hits = useQuery(libraryFilesQuery(kind, term));
  const taken = new Set(value.map((f) => f.library_file_id));
  // An empty field lists nothing, so the list closes once a file is picked (the field empties, focus stays). The
  // server's rule (the name contains the text) is applied again: a list still holding an older search's answer
  // while the new one runs never offers a file that does not match what is typed.
  const typed = text.trim().toLocaleLowerCase();
  const items = typed ? (hits.data?.items ?? []).filter((f) => !taken.has(f.id) && f.display_name.toLocaleLowerCase().includes(typed)) : [];
  return (
    <fieldset className={s.panel} aria-describedby={errorMessage ? "task-files-error" : undefined}>
      <legend>{t("workflows.files.title")}</legend>
      <div className={a.picker}>
        <Select label={t("workflows.files.kind")} selectedKey={kind} onSelectionChange={(k) => k !== null && setKind(k as FilePickKind)} items={FilePickKinds.map((id) => ({ id }))}>
          {(k) => (
            <ListBoxItem id={k.id} textValue={t(`workflows.files.kinds.${k.id}`)}>
              {t(`workflows.files.kinds.${k.id}`)}
            </ListBoxItem>
          )}
        </Select>
        <ComboBox
          label={t("workflows.files.pick")}
          items={items}
          inputValue={text}
          onInputChange={setText}
          selectedKey={null}
          onSelectionChange={(key) => {
            const file = items.find((f) => f.id === key);
            if (!file) return;
            onChange([...value, { library_file_id: file.id, kind, display_name: file.display_name }]);
            setText("");
          }}
          menuTrigger="input"
          openLabel={t("workflows.files.open")}
          emptyText={!text ? undefined : hits.isFetching ? t("app.loading") : t("workflows.files.none")}
        >
          {(f) => (
            <ListBoxItem id={f.id} textValue={f.display_name}>
              {f.display_name}
            </ListBoxItem>
          )}
        </ComboBox>
      </div>
      {value.length > 0 && (
        <ul className={s.list} data-testid="task-files">
          {value.map((f) => (
            <li key={f.library_file_id} className={a.item}>
              <span className={a.itemText}>
                <span>{f.display_name ?? t("workflows.files.unnamed", { id: f.library_file_id })}</span>
                <span className={a.muted}>{t(`workflows.files.kinds.${f.kind}`)}</span>
              </span>
              <Button variant="secondary" onPress={() => onChange(value.filter((x) => x.library_file_id !== f.library_file_id))}>
                {t("workflows.files.remove", { name: f.display_name ?? String(f.library_file_id) })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {errorMessage && (
        <p id="task-files-error" role="alert" className={a.muted}>
          {errorMessage}
        </p>
      )}
    </fieldset>
  );
}
