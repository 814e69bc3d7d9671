// Markdown → safe HTML in the browser, for previews of text not yet saved (what is saved is shown from the
// server's sanitised HTML). The same marked configuration as the server, then DOMPurify with the server's rules:
// https images only, http(s)/mailto/app-path links with rel="noopener noreferrer", no styles, classes or handlers.
// Loaded on demand by RichTextView: marked and DOMPurify stay out of the first load.
import DOMPurify from "dompurify";
import { markdownToUnsafeHtml } from "../../../services/richText/markdown";
import { isHttpsImage, isSafeLink } from "../../../services/richText/index";

const purify = DOMPurify();
purify.addHook("afterSanitizeAttributes", (node) => {
  if (node.tagName === "A") {
    const href = node.getAttribute("href");
    if (href !== null && !isSafeLink(href)) node.removeAttribute("href");
    node.setAttribute("rel", "noopener noreferrer");
  }
  if (node.tagName === "IMG") {
    const src = node.getAttribute("src");
    if (src === null || !isHttpsImage(src)) node.remove();
  }
  if (node.tagName === "SPAN" && node.getAttribute("class") !== "mention") node.removeAttribute("class");
  if (node.tagName === "INPUT") node.setAttribute("disabled", "");
});

const CONFIG = {
  ALLOWED_TAGS: [
    "p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "strong", "b", "em", "i", "del", "s", "code", "pre",
    "blockquote", "ul", "ol", "li", "a", "img", "table", "thead", "tbody", "tr", "th", "td", "span", "input",
  ],
  ALLOWED_ATTR: ["href", "title", "src", "alt", "class", "data-mention-id", "start", "align", "type", "checked", "disabled"],
  ALLOW_DATA_ATTR: false,
};

/** Safe HTML of a Markdown text, made in the browser. */
export function previewHtml(markdown: string): string {
  return purify.sanitize(markdownToUnsafeHtml(markdown), CONFIG) as string;
}
