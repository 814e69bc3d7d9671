// The rich-text field every area uses: a label, the Milkdown editor with its toolbar, help text and an error.
// Milkdown loads on first render through React.lazy (its own chunk), so no first screen pays for it; until then a
// spinner stands in its place, with the label already there.
import { lazy, Suspense, useId } from "react";
import { useIntl } from "react-intl";
import { Spinner } from "../../../ui/components/Spinner";
import * as s from "./richText.css";

const MilkdownEditor = lazy(() => import("./MilkdownEditor"));

export interface RichTextEditorProps {
  /** The visible label (the editable area's accessible name). */
  label: string;
  /** The Markdown to start from. Later changes are not followed: give the editor a new `key` to start again. */
  defaultValue: string;
  /** Called with the Markdown after each change. */
  onChange: (markdown: string) => void;
  description?: string;
  /** Shown, and announced through aria-describedby, when set. */
  errorMessage?: string;
  isDisabled?: boolean;
}

/** A labelled rich-text editor writing Markdown. */
export function RichTextEditor({ label, defaultValue, onChange, description, errorMessage, isDisabled }: RichTextEditorProps) {
  const intl = useIntl();
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = errorMessage ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={s.field} data-rich-text-field="">
      {/* Not a <label>: the editable area is not a form control; it names itself with aria-labelledby. */}
      <span id={labelId} className={s.label}>
        {label}
      </span>
      <div className={s.frame} data-invalid={errorMessage ? "" : undefined}>
        <Suspense
          fallback={
            <div className={s.loading}>
              <Spinner label={intl.formatMessage({ id: "richText.loading" })} size={20} />
            </div>
          }
        >
          <MilkdownEditor
            defaultValue={defaultValue}
            onChange={onChange}
            labelId={labelId}
            describedBy={describedBy}
            isInvalid={!!errorMessage}
            isDisabled={isDisabled}
          />
        </Suspense>
      </div>
      {description && (
        <span id={descriptionId} className={s.description}>
          {description}
        </span>
      )}
      {errorMessage && (
        <span id={errorId} className={s.error}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
