// A certificate as a PDF (pdf-lib with fontkit for the embedded fonts). Rendered on demand from what the issuing
// fact carries (the template as it was, the course title, the date, the language) and the person's name, so the same
// certificate renders the same every time; nothing is stored but the fact.
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import { fontCharacterSets, fontFiles } from "./fonts.js";
import type { RenderTemplate } from "./queries.js";

/** A4 in points. */
const A4 = { short: 595.28, long: 841.89 };
const BODY_SIZE = 22;
const LINK_SIZE = 9;
const MARGIN = 0.12;

export interface CertificateValues {
  readonly name: string;
  readonly course: string;
  /** ISO date of issue. */
  readonly issuedAt: string;
  readonly language: string;
  /** The verification address printed at the foot, with its label. */
  readonly link: string;
  readonly linkLabel: string;
}

/** The date as the language writes it ("28 ноября 2026 г.", "November 28, 2026", "28 novembre 2026"). */
export const certificateDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(["ru", "en", "fr"].includes(language) ? language : "ru", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));

/** The template's text with its fields filled in. */
export const fillText = (body: string, v: Pick<CertificateValues, "name" | "course" | "issuedAt" | "language">) =>
  body.replaceAll("{name}", v.name).replaceAll("{course}", v.course).replaceAll("{date}", certificateDate(v.issuedAt, v.language));

interface Family {
  /** The embedded files by their index in the family (only those the text needs). */
  readonly fonts: ReadonlyMap<number, PDFFont>;
  readonly sets: readonly Set<number>[];
}

/** The family file that draws a character: the first that has its glyph, else the first (Latin). */
const fileOf = (sets: readonly Set<number>[], ch: string) => Math.max(0, sets.findIndex((s) => s.has(ch.codePointAt(0) ?? 32)));

/**
 * Embeds the files of the family that these texts need, and no other: each embedded file is parsed and subset
 * when the document is saved, the largest part of a render.
 */
const embedFamily = async (doc: PDFDocument, fontId: 1 | 2 | 3, texts: readonly string[]): Promise<Family> => {
  const sets = fontCharacterSets(fontId);
  const needed = new Set<number>([0]);
  for (const text of texts) for (const ch of text) needed.add(fileOf(sets, ch));
  const files = fontFiles(fontId);
  const fonts = new Map<number, PDFFont>();
  for (const i of [...needed].sort()) fonts.set(i, await doc.embedFont(files[i], { subset: true }));
  return { fonts, sets };
};

/** Runs of one font each, every character in the font that draws it. */
const runsOf = (family: Family, text: string) => {
  const runs: { font: PDFFont; text: string }[] = [];
  for (const ch of text) {
    const font = family.fonts.get(fileOf(family.sets, ch)) ?? (family.fonts.get(0) as PDFFont);
    const last = runs[runs.length - 1];
    if (last && last.font === font) last.text += ch;
    else runs.push({ font, text: ch });
  }
  return runs;
};

const widthOf = (family: Family, text: string, size: number) =>
  runsOf(family, text).reduce((w, r) => w + r.font.widthOfTextAtSize(r.text, size), 0);

/** Breaks a paragraph into lines that fit `max` points (a word longer than a line stays whole). */
const wrap = (family: Family, paragraph: string, size: number, max: number) => {
  const lines: string[] = [];
  let line = "";
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && widthOf(family, next, size) > max) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  lines.push(line);
  return lines;
};

const drawLine = (page: PDFPage, family: Family, text: string, size: number, x: number, y: number) => {
  let at = x;
  for (const r of runsOf(family, text)) {
    page.drawText(r.text, { x: at, y, size, font: r.font, color: rgb(0.1, 0.1, 0.12) });
    at += r.font.widthOfTextAtSize(r.text, size);
  }
};

const sizeOf = (orientation: RenderTemplate["orientation"]) =>
  orientation === "horizontal" ? [A4.long, A4.short] as const : [A4.short, A4.long] as const;

/**
 * A one-page PDF holding only the background image, made once when the background is uploaded: pdf-lib decodes
 * and re-compresses a PNG of 2480×3508 in seconds, while loading this page back takes milliseconds.
 */
export const backgroundPage = async (image: Uint8Array, type: string, orientation: RenderTemplate["orientation"]) => {
  const doc = await PDFDocument.create();
  const [w, h] = sizeOf(orientation);
  const embedded = type === "image/png" ? await doc.embedPng(image) : await doc.embedJpg(image);
  doc.addPage([w, h]).drawImage(embedded, { x: 0, y: 0, width: w, height: h });
  return doc.save({ useObjectStreams: true });
};

/** Renders one certificate, on the template's background page (`backgroundPage`) when it has one. */
export const renderCertificate = async (t: RenderTemplate, v: CertificateValues, background: Uint8Array | null) => {
  const doc = background ? await PDFDocument.load(background) : await PDFDocument.create();
  doc.registerFontkit(fontkit);
  // A fixed date keeps the bytes the same for the same certificate.
  doc.setCreationDate(new Date(v.issuedAt));
  doc.setModificationDate(new Date(v.issuedAt));
  doc.setTitle(fillText("{course}", v));
  const body = fillText(t.body, v);
  const foot = `${v.linkLabel} ${v.link}`;
  const family = await embedFamily(doc, t.font_id, [body, foot]);
  const [w, h] = sizeOf(t.orientation);
  const page = background ? doc.getPage(0) : doc.addPage([w, h]);
  const left = w * MARGIN;
  const max = w - 2 * left;
  const lines = body.split(/\r?\n/).flatMap((p) => (p.trim() ? wrap(family, p.trim(), BODY_SIZE, max) : [""]));
  const leading = BODY_SIZE * 1.4;
  let y = h / 2 + ((lines.length - 1) * leading) / 2;
  for (const line of lines) {
    const lw = widthOf(family, line, BODY_SIZE);
    const x = t.alignment === "left" ? left : t.alignment === "right" ? left + max - lw : (w - lw) / 2;
    drawLine(page, family, line, BODY_SIZE, x, y);
    y -= leading;
  }
  drawLine(page, family, foot, LINK_SIZE, (w - widthOf(family, foot, LINK_SIZE)) / 2, h * 0.05);
  return doc.save({ useObjectStreams: true });
};
