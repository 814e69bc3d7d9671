// An indeterminate circular progress indicator, announced as a progressbar with a label.
import { ProgressBar } from "react-aria-components";
import * as s from "./Spinner.css";

export interface SpinnerProps {
  /** Accessible name; pass translated text. */
  label?: string;
  size?: number;
  tone?: keyof typeof s.tone;
  className?: string;
}

export function Spinner({ label = "Loading", size = 20, tone = "accent", className }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={[s.root, s.tone[tone], className].filter(Boolean).join(" ")}>
      <svg className={s.svg} width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle className={s.track} cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" />
        <path d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </ProgressBar>
  );
}
