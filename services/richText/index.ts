import { Schema } from "effect";

/**
 * Rich text, shared by the server and the browser. What is stored is Markdown (CommonMark with GFM tables,
 * strikethrough and task lists); HTML is only ever made from it, by the server's sanitiser
 * (`src/server/richText/`) or, for a preview, in the browser with DOMPurify (`src/ui/richText/`).
 *
 * Rules checked here (spec 001 §5 "Other rules"):
 * - an image link must begin with `https://` (`richText.imageNotHttps`);
 * - links are format-checked (`richText.badLink`): `https://` and `http://` URLs that parse, `mailto:` with an
 *   address, app paths (`/news/3`, not `//host`) and anchors (`#part`); `javascript:`, `data:` and the rest are refused;
 * - a mention (spec 000 §3: "mentions in rich text carry id and label") is written as a link to `mention:<id>`
 *   whose text is `@` and the label: `[@Анна Смирнова](mention:42)` (`richText.badMention` when the id is not
 *   a positive integer or the text does not start with `@`). Any Markdown renderer shows it as a link; ours show a
 *   mention chip. `mentionMarkdown` writes one, `mentionsOf` reads them back (for notifying the people named).
 *
 * No Markdown parser here on purpose: the contract imports this module, and the contract is in the browser's
 * first load, where a parser would cost its weight on every screen. The scan below reads the link forms that
 * CommonMark renders as links or images (inline, reference, definitions, autolinks) outside code spans; the
 * server's sanitiser stays the last line for anything it does not see. Autolinks are read inside code spans
 * too (a refusal there asks the writer to put it in a fenced block or drop it, a rare case).
 */

/** Longest rich text, in characters of Markdown, unless an area sets its own. */
export const RICH_TEXT_MAX_LENGTH = 50_000;

export type RichTextProblemCode = "richText.imageNotHttps" | "richText.badLink" | "richText.badMention";

/** One thing wrong with a text: a catalogue id and the link target it is about. */
export interface RichTextProblem {
  code: RichTextProblemCode;
  target: string;
}

/** A person named in a text. */
export interface Mention {
  id: number;
  label: string;
}

const MENTION_SCHEME = "mention:";
const MAX_ID = 2147483647;

// `[label]: target` at the start of a line: a reference definition, used by `[text][label]` and `![alt][label]`
// (labels at most 999 characters, as in CommonMark).
const DEFINITION = /^ {0,3}\[((?:\\.|[^\]\\]){1,999})\]:[ \t]*\n?[ \t]*(<[^>\n]*>|\S+)/gm;
// `<scheme:...>`: an autolink.
const AUTOLINK = /<([a-zA-Z][a-zA-Z0-9+.-]{1,31}:[^\s<>]*)>/g;
/** Longest link target read; a longer one is not taken for a link here (the sanitiser still sees it). */
const MAX_TARGET = 4096;

interface Bracketed {
  image: boolean;
  text: string;
  /** the inline target, or null for `[text][label]`, `[text][]` and `[text]` */
  target: string | null;
  /** the label a reference form names */
  label: string;
}

/** Reads an inline link's `(target "title")` at `at` (just after `](`); answers the target and where it ends. */
function readTarget(md: string, at: number): { target: string; end: number } | null {
  let i = at;
  while (md[i] === " " || md[i] === "\t" || md[i] === "\n") i++;
  let target: string;
  if (md[i] === "<") {
    const close = md.indexOf(">", i);
    if (close < 0 || close - i > MAX_TARGET || md.slice(i, close).includes("\n")) return null;
    target = md.slice(i + 1, close);
    i = close + 1;
  } else {
    const from = i;
    let depth = 0;
    for (; i < md.length && i - from <= MAX_TARGET; i++) {
      const c = md[i] as string;
      if (c === "\\") i++;
      else if (c === "(") {
        if (++depth > 32) return null;
      } else if (c === ")") {
        if (depth === 0) break;
        depth--;
      } else if (c === " " || c === "\t" || c === "\n") break;
    }
    if (i - from > MAX_TARGET) return null;
    target = md.slice(from, i);
  }
  while (md[i] === " " || md[i] === "\t" || md[i] === "\n") i++;
  const quote = md[i];
  if (quote === '"' || quote === "'" || quote === "(") {
    const close = md.indexOf(quote === "(" ? ")" : quote, i + 1);
    if (close < 0 || close - i > MAX_TARGET) return null;
    i = close + 1;
    while (md[i] === " " || md[i] === "\t" || md[i] === "\n") i++;
  }
  return md[i] === ")" ? { target, end: i + 1 } : null;
}

/**
 * Every `[text](target)`, `![alt](target)` and reference form of a Markdown text, outside code spans, in one
 * pass: brackets are matched with a stack (as CommonMark does), so the cost grows with the text's length and
 * no pattern can backtrack over a text of many unclosed brackets.
 */
function bracketed(md: string): Bracketed[] {
  const found: Bracketed[] = [];
  const openers: number[] = [];
  // For each backtick run length, the position from which no closing run of that length exists.
  const noCloser = new Map<number, number>();
  for (let i = 0; i < md.length; i++) {
    const c = md[i];
    if (c === "\\") {
      i++;
    } else if (c === "`") {
      let n = 1;
      while (md[i + n] === "`") n++;
      const after = i + n;
      if ((noCloser.get(n) ?? Number.POSITIVE_INFINITY) > after) {
        const close = new RegExp(`(?<!\`)\`{${n}}(?!\`)`, "g");
        close.lastIndex = after;
        const m = close.exec(md);
        if (m) {
          i = m.index + n - 1;
          continue;
        }
        noCloser.set(n, after);
      }
      i = after - 1;
    } else if (c === "[") {
      openers.push(i);
    } else if (c === "]") {
      const open = openers.pop();
      if (open === undefined) continue;
      const image = open > 0 && md[open - 1] === "!";
      const text = md.slice(open + 1, i);
      if (md[i + 1] === "(") {
        const read = readTarget(md, i + 2);
        if (read) {
          found.push({ image, text, target: read.target, label: text });
          i = read.end - 1;
          continue;
        }
      }
      const ref = /^\[((?:\\.|[^\]\\]){0,999})\]/.exec(md.slice(i + 1, i + 1002));
      found.push({ image, text, target: null, label: ref?.[1] || text });
    }
  }
  return found;
}

const unbracket = (target: string) => (target.startsWith("<") && target.endsWith(">") ? target.slice(1, -1) : target);
const normalLabel = (label: string) => label.trim().replace(/\s+/g, " ").toLowerCase();

/** Whether `url` is an image address the product shows: https only (spec 001 §5). */
export function isHttpsImage(url: string): boolean {
  if (!/^https:\/\//i.test(url)) return false;
  try {
    return new URL(url).protocol === "https:";
  } catch {
    return false;
  }
}

/** Whether `url` is a link target the product keeps: http(s), mailto with an address, an app path or an anchor. */
export function isSafeLink(url: string): boolean {
  if (url.startsWith("#")) return !/\s/.test(url);
  if (url.startsWith("/")) return !url.startsWith("//") && !url.startsWith("/\\") && !/\s/.test(url);
  if (/^mailto:/i.test(url)) return /^mailto:[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/i.test(url);
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "https:" || parsed.protocol === "http:") && parsed.hostname !== "";
  } catch {
    return false;
  }
}

const mentionId = (target: string): number | null => {
  if (!target.toLowerCase().startsWith(MENTION_SCHEME)) return null;
  const rest = target.slice(MENTION_SCHEME.length);
  if (!/^[1-9]\d{0,9}$/.test(rest)) return null;
  const id = Number(rest);
  return id <= MAX_ID ? id : null;
};

const isMentionTarget = (target: string) => target.toLowerCase().startsWith(MENTION_SCHEME);

/** Names every problem of a Markdown text (each once), in the order found; empty when it may be stored. */
export function checkRichText(markdown: string): RichTextProblem[] {
  const problems: RichTextProblem[] = [];
  const checkLink = (text: string, target: string, image: boolean) => {
    if (image) {
      if (!isHttpsImage(target)) problems.push({ code: "richText.imageNotHttps", target });
    } else if (isMentionTarget(target)) {
      if (mentionId(target) === null || !text.startsWith("@") || text.length < 2) problems.push({ code: "richText.badMention", target });
    } else if (!isSafeLink(target)) {
      problems.push({ code: "richText.badLink", target });
    }
  };
  const definitions = new Map<string, string>();
  for (const m of markdown.matchAll(DEFINITION)) {
    const target = unbracket(m[2] ?? "");
    definitions.set(normalLabel(m[1] ?? ""), target);
    // A definition may serve an image or a link: hold it to the link rules here, to the image rule below.
    if (!isMentionTarget(target) && !isSafeLink(target)) problems.push({ code: "richText.badLink", target });
  }
  for (const b of bracketed(markdown)) {
    if (b.target !== null) checkLink(b.text, b.target, b.image);
    else if (b.image) {
      const target = definitions.get(normalLabel(b.label));
      if (target !== undefined && !isHttpsImage(target)) problems.push({ code: "richText.imageNotHttps", target });
    }
  }
  for (const m of markdown.matchAll(AUTOLINK)) {
    const target = m[1] ?? "";
    if (!isSafeLink(target)) problems.push({ code: "richText.badLink", target });
  }
  // `[x](<javascript:…>)` is seen as a link and as an autolink: name each problem once.
  const named = new Set<string>();
  return problems.filter((p) => !named.has(`${p.code} ${p.target}`) && !!named.add(`${p.code} ${p.target}`));
}

/** The Markdown of one mention: `[@label](mention:id)`, the label's brackets and backslashes escaped. */
export function mentionMarkdown(mention: Mention): string {
  const label = mention.label.replace(/[\r\n]+/g, " ").replace(/([\\[\]])/g, "\\$1");
  return `[@${label}](${MENTION_SCHEME}${mention.id})`;
}

/** The people a text mentions, each once, in the order first named. */
export function mentionsOf(markdown: string): Mention[] {
  const seen = new Map<number, Mention>();
  for (const b of bracketed(markdown)) {
    if (b.image || b.target === null) continue;
    const id = mentionId(b.target);
    const text = b.text.replace(/\\([\\[\]])/g, "$1");
    if (id !== null && text.startsWith("@") && !seen.has(id)) seen.set(id, { id, label: text.slice(1) });
  }
  return [...seen.values()];
}

/** A rich-text field of at most `max` characters that `checkRichText` finds nothing wrong with. */
export const RichTextOf = (max: number) =>
  Schema.String.check(
    Schema.isMaxLength(max),
    Schema.makeFilter((markdown: string) => checkRichText(markdown)[0]?.code ?? true),
  );

/** A rich-text field of at most `RICH_TEXT_MAX_LENGTH` characters (the contract's type for stored Markdown). */
export const RichText = RichTextOf(RICH_TEXT_MAX_LENGTH);
