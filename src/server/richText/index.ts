import sanitizeHtml from "sanitize-html";
import { markdownToUnsafeHtml } from "../../../services/richText/markdown.js";

/**
 * Rich text as HTML for anything the server shows or mails: the stored Markdown rendered with `marked`, then
 * cleaned with a strict allow-list. What passes: text structure (paragraphs, headings, lists, quotes, code,
 * tables, rules), emphasis, links with http(s), mailto or app paths (each with `rel="noopener noreferrer"`),
 * images from https only, task-list checkboxes (disabled) and mention chips. No scripts, styles, frames, forms,
 * event handlers, classes or inline styles: an attribute not named below is dropped, and a tag not named is
 * removed (its text kept, except for script and style, whose text goes too).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "strong", "b", "em", "i", "del", "s", "code", "pre",
    "blockquote", "ul", "ol", "li", "a", "img", "table", "thead", "tbody", "tr", "th", "td", "span", "input",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title"],
    span: ["class", "data-mention-id"],
    ol: ["start"],
    th: ["align"],
    td: ["align"],
    input: [{ name: "type", multiple: false, values: ["checkbox"] }, "checked", "disabled"],
  },
  allowedClasses: { span: ["mention"] },
  allowedSchemes: ["https", "http", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }),
    input: (tagName, attribs) => ({ tagName, attribs: { ...attribs, disabled: "" } }),
  },
  exclusiveFilter: (frame) =>
    // An image without a source (its http source was dropped) or an input that is not a checkbox shows nothing.
    (frame.tag === "img" && !frame.attribs.src) || (frame.tag === "input" && frame.attribs.type !== "checkbox"),
};

/** Options for mail: app paths become absolute links on the client's own address. */
export interface RenderOptions {
  /** `https://host` that `/path` links are resolved against (mail is read outside the app). */
  baseUrl?: string;
}

/**
 * The last renders, by their Markdown (a pure function of it): a list page renders the same descriptions each time it
 * is opened, and a realistic course description costs about a millisecond (Markdown and the allow-list), 30 of them a
 * catalogue page. Bounded: at most RENDER_CACHE entries, texts up to RENDER_CACHE_CHARS; the oldest go first.
 */
const RENDER_CACHE = 2000;
const RENDER_CACHE_CHARS = 8000;
const renders = new Map<string, string>();
const rendered = (markdown: string) => {
  const hit = renders.get(markdown);
  if (hit !== undefined) {
    renders.delete(markdown);
    renders.set(markdown, hit);
    return hit;
  }
  const html = sanitizeHtml(markdownToUnsafeHtml(markdown), OPTIONS);
  if (markdown.length <= RENDER_CACHE_CHARS) {
    renders.set(markdown, html);
    if (renders.size > RENDER_CACHE) renders.delete(renders.keys().next().value as string);
  }
  return html;
};

/** Safe HTML of a stored Markdown text, to show in the app or to put in a mail. */
export function renderRichText(markdown: string, options: RenderOptions = {}): string {
  const html = rendered(markdown);
  if (!options.baseUrl) return html;
  const base = options.baseUrl.replace(/\/+$/, "");
  return html.replace(/(<a href=")(\/(?!\/)[^"]*)"/g, (_m, start: string, path: string) => `${start}${base}${path}"`);
}

/** Plain text of a stored Markdown text, at most `max` characters (an ellipsis when cut): list excerpts, mail previews. */
export function richTextPlain(markdown: string, max = 300): string {
  const html = markdownToUnsafeHtml(markdown).replace(/<\/(p|h[1-6]|li|blockquote|pre|tr)>/g, " ");
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
