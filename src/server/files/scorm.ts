import { XMLParser, XMLValidator } from "fast-xml-parser";
import { withCheckedZip } from "./zip.js";

/**
 * SCORM detection for uploaded zips (spec 000 §3 file kind 14). A package has `imsmanifest.xml` at the archive's
 * root (IMS Content Packaging; a manifest in a sub-folder, SCORM 1.1's CSF.xml or AICC files do not make one: such
 * zips stay plain archives). A root manifest that is not a usable manifest is refused, so a broken package never
 * reaches a SCORM picker. The title is the default organization's (else the first organization's) <title>.
 */
export type ScormCheck =
  | { kind: "archive"; why: NotScorm }
  | { kind: "scorm"; title: string; version: string; manifest: ScormManifest; files: readonly string[] }
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

/**
 * A launchable item of the opening organization, in tree order (the player's table of contents). `gated`: SCORM 2004
 * sequencing keeps it disabled until the item before it is done (a pre-condition rule with action "disabled", or
 * the parent's controlMode choice="false": forced sequential order, as in the fixtures).
 */
export interface ScormItem {
  readonly identifier: string;
  readonly title: string;
  readonly depth: number;
  /** The resource's href with the item's parameters; null for an aggregation (a heading). */
  readonly href: string | null;
  readonly gated: boolean;
  /** An asset (scormType "asset"): content that makes no run-time calls, completed by being opened. */
  readonly asset: boolean;
  /**
   * Whether the item counts in the attempt's rollup of completion and of success (its rollupRules'
   * rollupProgressCompletion / rollupObjectiveSatisfied, its own or its sequencingCollection entry's by IDRef; true
   * when unsaid): a post test's package sets both false on the content SCOs, so the test alone decides.
   */
  readonly rollup_completion: boolean;
  readonly rollup_satisfied: boolean;
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
  /** The opening organization's items, in order. */
  readonly items: readonly ScormItem[];
}

/** Why a zip is not a SCORM package (a refusal where a package is required: library upload purpose=scorm). */
export type NotScorm = "noManifest" | "nestedManifest" | "scorm11" | "aicc";

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

/**
 * A pre-condition rule that keeps the item out of reach: "disabled", or "hiddenFromChoice" (the 4th-edition post test
 * is hidden until the SCO before it is completed); the player shows both as an item that opens once the one before
 * it is done.
 */
const disabledByRule = (item: Node) =>
  nodes(nodes(nodes(item.sequencing)[0]?.sequencingRules)[0]?.preConditionRule)
    .some((r) => ["disabled", "hiddenFromChoice"].includes(attr(nodes(r.ruleAction)[0], "action") ?? ""));
const noChoice = (n: Node) => attr(nodes(nodes(n.sequencing)[0]?.controlMode)[0], "choice") === "false";

/** An item's rollupRules attribute: its own <sequencing>'s, else that of the collection entry its IDRef names. */
const rollupFlag = (item: Node, collection: ReadonlyMap<string, Node>, name: string) => {
  const seq = nodes(item.sequencing)[0];
  const own = attr(nodes(seq?.rollupRules)[0], name);
  const shared = attr(nodes(collection.get(attr(seq, "IDRef") ?? "")?.rollupRules)[0], name);
  return (own ?? shared) !== "false";
};

/** The launchable tree of an organization, flattened in order with depths. */
const itemsOf = (org: Node, hrefOf: Map<string | null, string | null>, assets: ReadonlySet<string | null>, collection: ReadonlyMap<string, Node>): ScormItem[] => {
  const out: ScormItem[] = [];
  const walk = (parent: Node, depth: number) => {
    const forced = noChoice(parent);
    for (const i of nodes(parent.item)) {
      const href = hrefOf.get(attr(i, "identifierref")) ?? null;
      out.push({
        identifier: attr(i, "identifier") ?? "",
        title: text(i.title)?.slice(0, 255) ?? attr(i, "identifier") ?? "",
        depth,
        href: href ? `${href}${attr(i, "parameters") ?? ""}` : null,
        gated: (forced || disabledByRule(i)) && out.some((o) => o.href !== null),
        asset: assets.has(attr(i, "identifierref")),
        rollup_completion: rollupFlag(i, collection, "rollupProgressCompletion"),
        rollup_satisfied: rollupFlag(i, collection, "rollupObjectiveSatisfied"),
      });
      walk(i, depth + 1);
    }
  };
  walk(org, 0);
  return out;
};

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
    items: itemsOf(org, hrefOf,
      new Set(resources.filter((r) => (attr(r, "scormtype") ?? attr(r, "scormType"))?.toLowerCase() === "asset").map((r) => attr(r, "identifier"))),
      new Map(nodes(nodes(m.sequencingCollection)[0]?.sequencing).map((q) => [attr(q, "ID") ?? "", q]))),
  };
};

/** An entry name that would leave the package when unpacked: `..` segments, absolute or drive paths, backslashes. */
export const unsafePath = (name: string) =>
  name.startsWith("/") || name.includes("\\") || /^[a-z]:/i.test(name) || name.split("/").some((seg) => seg === "..") || name.includes("\0");

/**
 * An href that names something other than a file of the package: a scheme (`javascript:`, `https:`, `data:`) or a
 * network path (`//host/x`). The player opens a launch href in the content frame, so such an item would run a
 * script or another site there. Browsers drop spaces and control characters from a URL's ends and tabs and
 * newlines inside it (`java\tscript:` is `javascript:`), so those go before the test.
 */
const isC0OrSpace = (c: string) => c.charCodeAt(0) <= 0x20;
export const leavesPackage = (href: string) => {
  const chars = [...href];
  while (chars.length && isC0OrSpace(chars[0])) chars.shift();
  while (chars.length && isC0OrSpace(chars[chars.length - 1])) chars.pop();
  const url = chars.filter((c) => c !== "\t" && c !== "\n" && c !== "\r").join("");
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || /^[\\/]{2}/.test(url);
};

/** The file part of an href: no query or fragment, percent-decoded, `./` dropped. */
export const hrefPath = (href: string) => {
  const bare = href.replace(/[?#].*$/, "").replace(/^(\.\/)+/, "");
  try {
    return decodeURIComponent(bare);
  } catch {
    return bare;
  }
};

const notScorm = (names: readonly string[]): NotScorm => {
  const lower = names.map((n) => n.toLowerCase());
  if (lower.some((n) => n.endsWith("/imsmanifest.xml"))) return "nestedManifest";
  if (lower.includes("csf.xml")) return "scorm11";
  if (lower.some((n) => /\.(cst|crs|au|des)$/.test(n))) return "aicc";
  return "noManifest";
};

/** Checks an uploaded zip (zip-bomb limits) and tells whether it is a SCORM package. */
export const inspectZip = async (file: string): Promise<ScormCheck> => {
  const checked = await withCheckedZip(file, async (zip): Promise<ScormCheck> => {
    if (!zip.names.includes("imsmanifest.xml")) return { kind: "archive", why: notScorm(zip.names) };
    const bytes = await zip.read("imsmanifest.xml");
    if (!bytes) return { kind: "refused", reason: "library.upload.scorm.badManifest", status: 400 };
    const parsed = parseManifest(bytes.toString("utf8"));
    if (typeof parsed === "string") return { kind: "refused", reason: `library.upload.scorm.${parsed}`, status: 400 };
    // A package is unpacked and served: no entry may point outside it, and the page it starts at must be in it.
    if (zip.names.some(unsafePath)) return { kind: "refused", reason: "library.upload.scorm.unsafePath", status: 400 };
    const files = zip.names.filter((n) => !n.endsWith("/"));
    if (!parsed.launch) return { kind: "refused", reason: "library.upload.scorm.noLaunch", status: 400 };
    const hrefs = parsed.items.flatMap((i) => (i.href ? [i.href] : []));
    if (hrefs.some(leavesPackage)) return { kind: "refused", reason: "library.upload.scorm.externalLaunch", status: 400 };
    const present = new Set(files);
    if (hrefs.some((href) => !present.has(hrefPath(href)))) {
      return { kind: "refused", reason: "library.upload.scorm.missingLaunch", status: 400 };
    }
    return { kind: "scorm", title: parsed.title ?? "", version: parsed.version, manifest: parsed, files };
  });
  if (!("refused" in checked)) return checked;
  // Sizes over the limits are 413; an archive that is broken or built to deceive (entries sharing data) is 400.
  const malformed = checked.refused === "corrupt" || checked.refused === "overlapping";
  return { kind: "refused", reason: `library.upload.zip.${checked.refused}`, status: malformed ? 400 : 413 };
};
