// A task's text: the shared rich-text editor (Markdown; images only over https, mentions of people), which loads
// its editor lazily. It takes its value once: the dialog starts a new form (a new key) when the task is reloaded.
import { RichTextEditor } from "../../../ui/richText";

interface Props {
  readonly label: string;
  readonly value: string;
  readonly onChange: (markdown: string) => void;
  readonly errorMessage?: string;
}

export function TextContent({ label, value, onChange, errorMessage }: Props) {
  return <RichTextEditor label={label} defaultValue={value} onChange={onChange} errorMessage={errorMessage} />;
}
