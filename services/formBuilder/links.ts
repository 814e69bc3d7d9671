/**
 * Links in a form (spec 001 §5): an image link must begin with https; other links are format-checked (a web,
 * mail or phone address, never `javascript:` and the like).
 */

export const isHttpsUrl = (s: string): boolean => {
  if (!/^https:\/\//i.test(s)) return false;
  try {
    return new URL(s).hostname !== "";
  } catch {
    return false;
  }
};

const allowedLink = /^(https?:\/\/|mailto:|tel:|#|\/(?!\/))/i;
export const isAllowedLink = (s: string): boolean => {
  if (!allowedLink.test(s)) return false;
  if (!/^https?:/i.test(s)) return true;
  try {
    new URL(s);
    return true;
  } catch {
    return false;
  }
};

// Markdown images ![alt](url "title") and links [text](url), HTML <img src> and <a href>; reference definitions
// "[id]: url" count as links (an image using one is checked as a link too, and must then be https to show).
const mdImage = /!\[[^\]]*\]\(\s*<?([^\s)>]*)>?(?:\s+["'(][^)]*)?\)/g;
const mdLink = /(?<!!)\[[^\]]*\]\(\s*<?([^\s)>]*)>?(?:\s+["'(][^)]*)?\)/g;
const htmlImg = /<img\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]*)/gi;
const htmlLink = /<a\b[^>]*?\bhref\s*=\s*["']?([^"'\s>]*)/gi;
const refDef = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm;

const all = (re: RegExp, text: string) => Array.from(text.matchAll(re), (m) => m[1] ?? "");

/** The image sources and the links of a Markdown text. */
export const markdownLinks = (markdown: string) => ({
  images: [...all(mdImage, markdown), ...all(htmlImg, markdown)],
  links: [...all(mdLink, markdown), ...all(htmlLink, markdown), ...all(refDef, markdown)],
});

/** The first problem of a Markdown text's links: an image not over https, or a link of an unknown kind. */
export const markdownLinkProblem = (markdown: string): "image" | "link" | null => {
  const { images, links } = markdownLinks(markdown);
  if (images.some((u) => !isHttpsUrl(u))) return "image";
  if (links.some((u) => !isAllowedLink(u))) return "link";
  return null;
};

/** An e-mail address of the usual form (the contact element). */
export const isEmail = (s: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s);
