// Export of a table: a button, then an indeterminate progress bar while the file is made.
import { Button } from "../components/Button";
import { ProgressBar } from "../components/ProgressBar";
import * as s from "./DataTable.css";

export interface ExportButtonProps {
  label: string;
  progressLabel: string;
  busy: boolean;
  onPress: () => void;
  isDisabled?: boolean;
}

export function ExportButton({ label, progressLabel, busy, onPress, isDisabled }: ExportButtonProps) {
  return (
    <span className={s.exportBox}>
      {busy && <ProgressBar className={s.exportProgress} label={progressLabel} isIndeterminate showValue={false} />}
      <Button variant="secondary" size="sm" onPress={onPress} isPending={busy} isDisabled={isDisabled}>
        {label}
      </Button>
    </span>
  );
}
