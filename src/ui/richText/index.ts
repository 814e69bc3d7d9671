// Rich text in the browser: the editor and the view (see README.md). The rules shared with the server are in
// services/richText.
export { RichTextEditor, type RichTextEditorProps } from "./RichTextEditor";
export { RichTextView, type RichTextViewProps } from "./RichTextView";
