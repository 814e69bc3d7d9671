// A task's text, written as Markdown.
import { TextField } from "../../../../ui/components/TextField";

interface Props {
  readonly label: string;
  readonly value: string;
  readonly onChange: (markdown: string) => void;
  readonly errorMessage?: string;
}

export function TextContent({ label, value, onChange, errorMessage }: Props) {
  return <TextField label={label} multiline rows={8} value={value} onChange={onChange} isInvalid={!!errorMessage} errorMessage={errorMessage} />;
}
