// A drop zone with a file button inside: drop a file on it or press the button to choose one. One file at a time;
// only the accepted types are taken. Texts come in translated.
import { DropZone, FileTrigger, isFileDropItem } from "react-aria-components";
import { Button } from "./Button";
import * as s from "./FileDrop.css";
import { UploadIcon } from "./icons";

export interface FileDropProps {
  /** Extensions or MIME types, as the file chooser takes them (".csv", "text/csv"). */
  acceptedFileTypes: readonly string[];
  onSelect: (file: File) => void;
  /** The button's text. */
  chooseLabel: string;
  /** The zone's text and accessible name ("Drop a CSV file here"). */
  dropLabel: string;
  isDisabled?: boolean;
}

const accepts = (file: { name: string; type: string }, types: readonly string[]) =>
  types.some((t) => (t.startsWith(".") ? file.name.toLowerCase().endsWith(t.toLowerCase()) : file.type === t));

export function FileDrop({ acceptedFileTypes, onSelect, chooseLabel, dropLabel, isDisabled }: FileDropProps) {
  return (
    <DropZone
      className={s.zone}
      aria-label={dropLabel}
      isDisabled={isDisabled}
      getDropOperation={(types) => (isDisabled || types.has("Files") || [...acceptedFileTypes].some((t) => types.has(t)) ? "copy" : "cancel")}
      onDrop={async (e) => {
        for (const item of e.items)
          if (isFileDropItem(item)) {
            const file = await item.getFile();
            if (accepts(file, acceptedFileTypes)) return onSelect(file);
          }
      }}
    >
      <UploadIcon size={28} className={s.icon} />
      <span>{dropLabel}</span>
      <FileTrigger acceptedFileTypes={[...acceptedFileTypes]} onSelect={(files) => files?.[0] && onSelect(files[0])}>
        <Button variant="secondary" size="sm" isDisabled={isDisabled}>
          {chooseLabel}
        </Button>
      </FileTrigger>
    </DropZone>
  );
}
