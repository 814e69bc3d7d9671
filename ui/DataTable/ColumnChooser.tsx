// The column chooser: a button opening a popover of checkboxes, one per column.
import { DialogTrigger } from "react-aria-components";
import { Button } from "../components/Button";
import { Checkbox } from "../components/Checkbox";
import { PopoverDialog } from "../components/Popover";
import * as s from "./DataTable.css";

export interface ColumnChooserProps {
  label: string;
  columns: { id: string; header: string; visible: boolean }[];
  onChange: (id: string, visible: boolean) => void;
}

export function ColumnChooser({ label, columns, onChange }: ColumnChooserProps) {
  const shown = columns.filter((c) => c.visible).length;
  return (
    <DialogTrigger>
      <Button variant="secondary" size="sm">
        {label}
      </Button>
      <PopoverDialog title={label} placement="bottom end">
        <div className={s.chooser}>
          {columns.map((c) => (
            <Checkbox
              key={c.id}
              isSelected={c.visible}
              // keep at least one column
              isDisabled={c.visible && shown === 1}
              onChange={(on) => onChange(c.id, on)}
            >
              {c.header}
            </Checkbox>
          ))}
        </div>
      </PopoverDialog>
    </DialogTrigger>
  );
}
