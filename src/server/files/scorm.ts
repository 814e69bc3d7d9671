import { XMLParser, XMLValidator } from "fast-xml-parser";
import { withCheckedZip } from "./zip.js";

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

export interface ScormOrganization {
  readonly identifier: string;
  readonly title: string | null;
  /** Items at every depth. */
  readonly items: number;
}

export interface ScormResource {
  readonly identifier: string;
  /** `sco` or `asset` (adlcp:scormtype in 1.2, adlcp:scormType in 2004); null when absent. */
  readonly scormType: string | null;
  readonly href: string | null;
}

/** What the server reads from a manifest. */
export interface ScormManifest {
  /** The default (else first) organization's title, whitespace collapsed, at most 255 characters. */
  readonly title: string | null;
  readonly version: "1.2" | "2004";
  /** <schemaversion> as written ("1.2", "CAM 1.3", "2004 4th Edition"); "" when absent. */
  readonly schemaVersion: string;
  /** The organization the package opens with (the default one, else the first). */
  readonly organization: string;
  readonly organizations: readonly ScormOrganization[];
  readonly resources: readonly ScormResource[];
  /** The href the package starts at: the first item of the organization that points at a resource with one. */
  readonly launch: string | null;
}

type Node = Record<string, unknown>;

// Namespace prefixes go (imscp:organization is organization; adlcp:scormtype is scormtype); entities, numeric
// character references and CDATA become text. DOCTYPE entities are not expanded further than the parser's limits.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  htmlEntities: true,
  isArray: (name) => name === "organization" || name === "item" || name === "resource",
});

const nodes = (v: unknown): Node[] => (Array.isArray(v) ? v : v && typeof v === "object" ? [v] : []) as Node[];
const attr = (n: Node | undefined, name: string) => (typeof n?.[`@${name}`] === "string" ? (n[`@${name}`] as string) : null);
/** An element's text: a string, or the `#text` of an element with attributes; whitespace collapsed. */
const text = (v: unknown): string | null => {
  const first = Array.isArray(v) ? v[0] : v;
  const raw = typeof first === "string" ? first : first && typeof first === "object" ? (first as Node)["#text"] : null;
  return typeof raw === "string" ? raw.replace(/\s+/g, " ").trim() || null : null;
};

const allItems = (n: Node): Node[] => nodes(n.item).flatMap((i) => [i, ...allItems(i)]);

const versionOf = (schemaVersion: string, resources: readonly Node[]): "1.2" | "2004" => {
  if (/2004|CAM 1\.3/i.test(schemaVersion)) return "2004";
  if (schemaVersion) return "1.2";
  // No <schemaversion>: 2004 spells the resource attribute scormType, 1.2 scormtype.
  return resources.some((r) => attr(r, "scormType") !== null) ? "2004" : "1.2";
};

/** Reads a manifest; "badManifest" when it is not well-formed XML with a <manifest> root, "noOrganization" without one. */
export const parseManifest = (xml: string): ScormManifest | "badManifest" | "noOrganization" => {
  const source = xml.replace(/^\uFEFF/, "");
  let doc: Node;
  try {
    if (XMLValidator.validate(source) !== true) return "badManifest";
    doc = parser.parse(source) as Node;
  } catch {
    return "badManifest";
  }
  const roots = Object.keys(doc).filter((k) => !k.startsWith("?") && !k.startsWith("!"));
  // An empty <manifest/> parses as "". One root, once: the validator lets several top-level elements pass, which the
  // parser gathers into an array.
  const root = doc.manifest === "" ? {} : doc.manifest;
  if (roots.length !== 1 || !root || typeof root !== "object" || Array.isArray(root)) return "badManifest";
  const m = root as Node;
  const orgsNode = nodes(m.organizations)[0];
  const orgs = nodes(orgsNode?.organization);
  if (!orgs.length) return "noOrganization";
  const org = orgs.find((o) => attr(o, "identifier") === attr(orgsNode, "default")) ?? orgs[0];
  const resources = nodes(nodes(m.resources)[0]?.resource);
  const hrefOf = new Map(resources.map((r) => [attr(r, "identifier"), attr(r, "href")]));
  const schemaVersion = text(nodes(m.metadata)[0]?.schemaversion) ?? "";
  const launchItem = allItems(org).find((i) => hrefOf.get(attr(i, "identifierref")));
  const launch = launchItem ? `${hrefOf.get(attr(launchItem, "identifierref"))}${attr(launchItem, "parameters") ?? ""}` : null;
  return {
    title: text(org.title)?.slice(0, 255) ?? null,
    version: versionOf(schemaVersion, resources),
    schemaVersion,
    organization: attr(org, "identifier") ?? "",
    organizations: orgs.map((o) => ({ identifier: attr(o, "identifier") ?? "", title: text(o.title), items: allItems(o).length })),
    resources: resources.map((r) => ({
      identifier: attr(r, "identifier") ?? "",
      scormType: attr(r, "scormtype") ?? attr(r, "scormType"),
      href: attr(r, "href"),
    })),
    launch,
  };
};

/** Checks an uploaded zip (zip-bomb limits) and tells whether it is a SCORM package. */
export const inspectZip = async (file: string): Promise<ScormCheck> => {
  const checked = await withCheckedZip(file, async (zip): Promise<ScormCheck> => {
    if (!zip.names.includes("imsmanifest.xml")) return { kind: "archive" };
    const bytes = await zip.read("imsmanifest.xml");
    if (!bytes) return { kind: "refused", reason: "library.upload.scorm.badManifest", status: 400 };
    const parsed = parseManifest(bytes.toString("utf8"));
    if (typeof parsed === "string") return { kind: "refused", reason: `library.upload.scorm.${parsed}`, status: 400 };
    return { kind: "scorm", title: parsed.title ?? "", version: parsed.version };
  });
  if ("refused" in checked) return { kind: "refused", reason: `library.upload.zip.${checked.refused}`, status: checked.refused === "corrupt" ? 400 : 413 };
  return checked;
};
