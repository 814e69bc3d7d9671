import { checkZip, readEntry } from "./zip.js";

/**
 * SCORM detection for uploaded zips (spec 000 §3 file kind 14). A package has `imsmanifest.xml` at the archive's
 * root (IMS Content Packaging; a manifest in a sub-folder, SCORM 1.1's CSF.xml or AICC files do not make one: such
 * zips stay plain archives). A root manifest that is not a usable manifest is refused, so a broken package never
 * reaches a SCORM picker. The title is the default organization's (else the first organization's) <title>.
 */
export type ScormCheck =
  | { kind: "archive" }
  | { kind: "scorm"; title: string; version: string }
  | { kind: "refused"; reason: string; status: 400 | 413 };

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decode = (s: string) =>
  s.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, "$1")
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) => {
      if (e[0] !== "#") return ENTITIES[e] ?? m;
      const code = e[1] === "x" || e[1] === "X" ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    })
    .replace(/\s+/g, " ").trim();

/** Tag names may carry a namespace prefix (imscp:organization). */
const tag = (name: string) => `<(?:[\\w.-]+:)?${name}\\b`;
const attr = (tagText: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`).exec(tagText)?.slice(2).find((v) => v !== undefined);

/** Reads a manifest's title and SCORM version; null when it has no <manifest> root or no organization. */
export const parseManifest = (xml: string): { title: string | null; version: string } | "badManifest" | "noOrganization" => {
  const text = xml.replace(/^\uFEFF/, "").replace(/<!--[\s\S]*?-->/g, "");
  if (!new RegExp(`^\\s*(<\\?xml[^>]*\\?>\\s*)?(<!DOCTYPE[^>]*>\\s*)?${tag("manifest")}`).test(text)) return "badManifest";
  const schema = new RegExp(`${tag("schemaversion")}[^>]*>([^<]*)<`).exec(text)?.[1]?.trim() ?? "";
  const version = /2004|CAM 1\.3/i.test(schema) ? "2004" : "1.2";
  const orgsTag = new RegExp(`${tag("organizations")}[^>]*>`).exec(text)?.[0];
  const orgs = [...text.matchAll(new RegExp(`${tag("organization")}([^>]*)>([\\s\\S]*?)</(?:[\\w.-]+:)?organization>`, "g"))];
  if (!orgs.length) return "noOrganization";
  const wanted = orgsTag ? attr(orgsTag, "default") : undefined;
  const org = orgs.find((o) => attr(o[1], "identifier") === wanted) ?? orgs[0];
  // The organization's own <title> comes before its first <item>.
  const head = org[2].split(new RegExp(tag("item")))[0];
  const title = new RegExp(`${tag("title")}[^>]*>([\\s\\S]*?)</(?:[\\w.-]+:)?title>`).exec(head)?.[1];
  return { title: title ? decode(title).slice(0, 255) || null : null, version };
};

/** Checks an uploaded zip (zip-bomb limits) and tells whether it is a SCORM package. */
export const inspectZip = async (file: string): Promise<ScormCheck> => {
  const zip = await checkZip(file);
  if (!zip.ok) return { kind: "refused", reason: `library.upload.zip.${zip.reason}`, status: zip.reason === "corrupt" ? 400 : 413 };
  const manifest = zip.entries.find((e) => e.name === "imsmanifest.xml");
  if (!manifest) return { kind: "archive" };
  const bytes = await readEntry(file, manifest);
  if (!bytes) return { kind: "refused", reason: "library.upload.scorm.badManifest", status: 400 };
  const parsed = parseManifest(bytes.toString("utf8"));
  if (typeof parsed === "string") return { kind: "refused", reason: `library.upload.scorm.${parsed}`, status: 400 };
  return { kind: "scorm", title: parsed.title ?? "", version: parsed.version };
};
