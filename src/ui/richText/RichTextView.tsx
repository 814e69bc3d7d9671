// Shows rich text: the HTML the server made and sanitised (`html`), or, for a preview of unsaved text, Markdown
// rendered and sanitised here (`markdown`; marked and DOMPurify load on first use, not in the first load).
import { useEffect, useState } from "react";
import * as s from "./richText.css";

export type RichTextViewProps =
  | { html: string; markdown?: never; className?: string }
  | { markdown: string; html?: never; className?: string };

/** Rich text as the reader sees it. */
export function RichTextView(props: RichTextViewProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const markdown = props.markdown;
  useEffect(() => {
    if (markdown === undefined) return;
    let live = true;
    void import("./preview").then(({ previewHtml }) => live && setPreview(previewHtml(markdown)));
    return () => {
      live = false;
    };
  }, [markdown]);
  const html = props.html ?? preview ?? "";
  const className = props.className ? `${s.content} ${props.className}` : s.content;
  // The HTML is sanitised: by the server's allow-list (src/server/richText) or by DOMPurify (./preview).
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above, see the comment
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
