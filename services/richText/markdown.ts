import { Marked, type Tokens } from "marked";

/**
 * Markdown → HTML, the one configuration the server and the browser's preview share (not yet safe: the caller
 * sanitises the result, with sanitize-html on the server, DOMPurify in the browser). Kept apart from `index.ts`
 * so that the contract, which imports the rules, does not bring the parser into the browser's first load.
 *
 * - Raw HTML in the Markdown is shown as text, never passed on: the editor writes none, and a `<script>` typed
 *   into the Markdown reads as what it is. The sanitiser stays behind it all the same.
 * - A mention (`[@label](mention:42)`) becomes `<span class="mention" data-mention-id="42">@label</span>`.
 */
const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

const MENTION = /^mention:([1-9]\d{0,9})$/i;

const marked = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link(token: Tokens.Link) {
      const mention = MENTION.exec(token.href);
      if (!mention) return false; // the default renderer
      return `<span class="mention" data-mention-id="${mention[1]}">${this.parser.parseInline(token.tokens)}</span>`;
    },
  },
});

/** HTML of a Markdown text, before sanitising. */
export function markdownToUnsafeHtml(markdown: string): string {
  return marked.parse(markdown, { async: false });
}
