// Every real package of the shared fixtures (used by path, never copied into the repository: see their README)
// through the zip reader and the manifest parser, without a server; and manifests written the ways the old regex
// reader could not follow (namespaces, CDATA, comments and entities in odd places).
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inspectZip, parseManifest } from "../../src/server/files/scorm.js";
import { withCheckedZip } from "../../src/server/files/zip.js";
import { SCORM_FIXTURES as FIXTURES } from "./scormFixtures.js";
import { makeZip } from "./zipFixture.js";

/** A fixture's imsmanifest.xml as text, read through the checked zip reader. */
const manifestOf = async (file: string) => {
  const bytes = await withCheckedZip(path.join(FIXTURES, file), (zip) => zip.read("imsmanifest.xml"));
  if (!Buffer.isBuffer(bytes)) throw new Error(`${file}: no readable manifest`);
  return bytes.toString("utf8");
};

const golf = (title: string, version: "1.2" | "2004", more: Record<string, unknown> = {}) => ({ kind: "scorm", title, version, ...more });

/** Expected detection per fixture; `manifest` is what the parser reads besides the title and version. */
const CASES: [file: string, detection: object, manifest?: object][] = [
  ["ContentPackagingSingleSCO_SCORM12.zip", golf("Golf Explained - CP Single SCO", "1.2"),
    { schemaVersion: "1.2", organization: "golf_sample_default_org", launch: "shared/launchpage.html", resources: [{ identifier: "resource_1", scormType: "sco", href: "shared/launchpage.html" }] }],
  ["RuntimeBasicCalls_SCORM12.zip", golf("Golf Explained - Run-time Basic Calls", "1.2"), { schemaVersion: "1.2", launch: "shared/launchpage.html" }],
  ["ContentPackagingOneFilePerSCO_SCORM12.zip", golf("Golf Explained - CP One File Per SCO", "1.2"),
    { organizations: [{ identifier: "golf_sample_default_org", title: "Golf Explained - CP One File Per SCO", items: 23 }], launch: "Playing/Playing.html" }],
  ["ContentPackagingSingleSCO_SCORM20042ndEdition.zip", golf("Golf Explained - CP Single SCO", "2004"), { schemaVersion: "CAM 1.3", launch: "shared/launchpage.html" }],
  ["ContentPackagingSingleSCO_SCORM20043rdEdition.zip", golf("Golf Explained - CP Single SCO", "2004"), { schemaVersion: "2004 3rd Edition" }],
  ["RuntimeBasicCalls_SCORM20043rdEdition.zip", golf("Golf Explained - Run-time Basic Calls", "2004"), { schemaVersion: "2004 3rd Edition" }],
  ["RuntimeMinimumCalls_SCORM20043rdEdition.zip", golf("Golf Explained - Minimum Run-time Calls", "2004"),
    { organizations: [expect.objectContaining({ items: 23 })], launch: "Playing/Playing.html" }],
  ["ContentPackagingMetadata_SCORM20043rdEdition.zip", golf("Golf Explained - Metadata Example", "2004"), { schemaVersion: "2004 3rd Edition", launch: "shared/launchpage.html" }],
  ["SequencingForcedSequential_SCORM20043rdEdition.zip", golf("Golf Explained - Sequencing Forced Order", "2004"),
    { organizations: [expect.objectContaining({ items: 5 })], launch: "shared/launchpage.html?content=playing" }],
  ["SequencingPostTestRollup4thEd_SCORM20044thEdition.zip", golf("Golf Explained - 4th Edition Features", "2004"), { schemaVersion: "2004 4th Edition" }],
  // SCORM 1.1 (CSF.xml), AICC, a manifest in a sub-folder, no SCORM file at all: plain archives.
  ["ContentPackagingSingleSCO_SCORM11.zip", { kind: "archive" }],
  ["validaicc.zip", { kind: "archive" }],
  ["badscorm.zip", { kind: "archive" }],
  ["invalid.zip", { kind: "archive" }],
  // A root manifest that is only an XML declaration, and one whose <organizations/> is empty.
  ["validscorm.zip", { kind: "refused", reason: "library.upload.scorm.badManifest", status: 400 }],
  ["singlescobasic_missingorg.zip", { kind: "refused", reason: "library.upload.scorm.noOrganization", status: 400 }],
];

describe("the SCORM fixtures", () => {
  it.each(CASES)("%s", async (file, detection, manifest) => {
    // What it is; a package's detection carries more (its items, the files it is stored as), checked in scorm.test.ts.
    expect(await inspectZip(path.join(FIXTURES, file))).toMatchObject(detection);
    if (!manifest) return;
    // The same manifest, read by the parser straight from the archive, gives the rest.
    expect(parseManifest(await manifestOf(file))).toMatchObject(manifest);
  });

  it("counts the SCOs of the multi-SCO package", async () => {
    const m = parseManifest(await manifestOf("RuntimeMinimumCalls_SCORM20043rdEdition.zip"));
    if (typeof m === "string") throw new Error(m);
    expect(m.resources).toHaveLength(20);
    expect(m.resources.filter((r) => r.scormType === "sco")).toHaveLength(19);
  });
});

describe("manifests the regex reader could not follow", () => {
  it("takes the default organization by its identifier, whatever the prefixes, with CDATA and character references", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE cp:manifest>
      <cp:manifest xmlns:cp="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3">
        <cp:metadata><cp:schemaversion><![CDATA[2004 4th Edition]]></cp:schemaversion></cp:metadata>
        <cp:organizations default="second">
          <cp:organization identifier="first"><cp:title>First</cp:title></cp:organization>
          <!-- <cp:organization identifier="second"><cp:title>Commented out</cp:title></cp:organization> -->
          <cp:organization identifier="second">
            <cp:item identifier="i1"><cp:title>An item before the title</cp:title>
              <cp:item identifier="i2" identifierref="r1" parameters="?page=2"><cp:title>Leaf</cp:title></cp:item>
            </cp:item>
            <cp:title lang="fr">Caf&#xE9; <![CDATA[<Crème> & co]]>  &#8212;
              2e</cp:title>
          </cp:organization>
        </cp:organizations>
        <cp:resources><cp:resource identifier="r1" adlcp:scormType="sco" href="a/b.html"/></cp:resources>
      </cp:manifest>`;
    expect(parseManifest(xml)).toMatchObject({
      title: "Café <Crème> & co — 2e",
      version: "2004",
      schemaVersion: "2004 4th Edition",
      organization: "second",
      organizations: [
        { identifier: "first", title: "First", items: 0 },
        { identifier: "second", title: "Café <Crème> & co — 2e", items: 2 },
      ],
      resources: [{ identifier: "r1", scormType: "sco", href: "a/b.html" }],
      launch: "a/b.html?page=2",
    });
  });

  it("tells 2004 from 1.2 by the resource attribute when there is no schemaversion", () => {
    const wrap = (attr: string) =>
      `<manifest><organizations><organization identifier="o"><title>T</title></organization></organizations><resources><resource identifier="r" ${attr}="sco"/></resources></manifest>`;
    expect(parseManifest(wrap("adlcp:scormType"))).toMatchObject({ version: "2004", schemaVersion: "" });
    expect(parseManifest(wrap("adlcp:scormtype"))).toMatchObject({ version: "1.2" });
  });

  it("refuses what is not a well-formed manifest", () => {
    for (const xml of ["", "<html/>", "<manifest><organizations>", "<manifest/><manifest/>", "not xml at all", "<?xml version=\"1.0\"?>"]) {
      expect(parseManifest(xml), xml).toBe("badManifest");
    }
    expect(parseManifest("<manifest><organizations/></manifest>")).toBe("noOrganization");
    expect(parseManifest("<manifest/>")).toBe("noOrganization");
  });

  it("does not expand nested DOCTYPE entities (billion laughs)", () => {
    const xml = `<!DOCTYPE manifest [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>
      <manifest><organizations><organization identifier="o"><title>&c;&c;&c;</title></organization></organizations></manifest>`;
    const m = parseManifest(xml);
    expect(typeof m === "string" || (m.title ?? "").length < 1000).toBe(true);
  });

  it("reads a manifest stored in a zip64 archive with a data descriptor", async () => {
    const file = path.join(tmpdir(), `scorm-${process.pid}-zip64.zip`);
    const manifest = Buffer.from(
      `<manifest><organizations><organization identifier="o"><title>Z</title><item identifier="i" identifierref="r"><title>P</title></item>` +
        `</organization></organizations><resources><resource identifier="r" href="index.html"/></resources></manifest>`,
    );
    await writeFile(file, makeZip([
      { name: "imsmanifest.xml", data: manifest, zip64: true, descriptor: true },
      { name: "index.html", data: Buffer.from("<html></html>"), descriptor: true },
    ]));
    expect(await inspectZip(file)).toMatchObject({ kind: "scorm", title: "Z", version: "1.2" });
  });

  it("refuses a launch href with a scheme or a host, however it is spelled, and keeps relative ones", async () => {
    const packageWith = async (href: string, n: number) => {
      const file = path.join(tmpdir(), `scorm-${process.pid}-href${n}.zip`);
      const manifest = `<manifest><organizations><organization identifier="o"><title>H</title>
        <item identifier="a" identifierref="ra"><title>A</title></item><item identifier="b" identifierref="rb"><title>B</title></item>
        </organization></organizations><resources><resource identifier="ra" href="index.html"/><resource identifier="rb" href="${href}"/></resources></manifest>`;
      await writeFile(file, makeZip([
        { name: "imsmanifest.xml", data: Buffer.from(manifest) }, { name: "index.html", data: Buffer.from("<html></html>") },
        { name: "my page:2.html", data: Buffer.from("<html></html>") },
      ]));
      return inspectZip(file);
    };
    const external = ["javascript:alert(1)", "https://example.com/x.html", "JavaScript:void(0)", " java&#9;script:alert(1)",
      "&#x6A;avascript:alert(1)", "data:text/html,x", "//example.com/x.html", "\\\\example.com\\x.html", "vbscript:x"];
    for (const [n, href] of external.entries()) {
      expect(await packageWith(href, n), href).toEqual({ kind: "refused", reason: "library.upload.scorm.externalLaunch", status: 400 });
    }
    // A space ends a scheme: "my page:2.html" is a file of the package, as a browser reads it.
    expect(await packageWith("my page:2.html", 99)).toMatchObject({ kind: "scorm" });
    expect(await packageWith("./index.html?x=1#top", 98)).toMatchObject({ kind: "scorm" });
  });
});
