import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseManifest } from "../../src/server/files/scorm.js";
import { eventCount } from "./harness.js";
import { call, type LibraryEnv, mkdir, startLibrary, upload } from "./libraryFixture.js";
import { SCORM_FIXTURES as FIXTURES } from "./scormFixtures.js";
import { makeZip } from "./zipFixture.js";

const fixture = (name: string) => readFile(path.join(FIXTURES, name));

// The checks run on the temp file before the commit, so they hold on disk and on S3 (s3rver) alike.
describe.each([["disk", false], ["s3", true]] as const)("on %s", (_label, s3) => {
  let env: LibraryEnv;
  let folder: number;
  beforeAll(async () => {
    env = await startLibrary({ s3 });
    folder = await mkdir(env, env.admin, null, "Scorm");
  });
  afterAll(() => env?.close());

  const send = (name: string, bytes: Uint8Array, type = "application/zip") =>
    upload(env, env.admin, [{ name, bytes, type }], { library_folder_id: String(folder) });

  const objects = async () => (await readdir(path.join(env.dataDir, "files"), { recursive: true }).catch(() => [] as string[])).length;

  /** Refused with the status and message, writing nothing: no event, no stored object, no temp file left. */
  const refused = async (name: string, bytes: Uint8Array, status: number, message: string) => {
    const [events, files] = [await eventCount(env.server.db), await objects()];
    const r = await send(name, bytes);
    expect(r.status, JSON.stringify(r.body)).toBe(status);
    expect(JSON.stringify(r.body)).toContain(message);
    expect(await eventCount(env.server.db)).toBe(events);
    expect(await objects()).toBe(files);
    expect(await readdir(path.join(env.dataDir, "files", "tmp")).catch(() => [])).toEqual([]);
  };

  describe("SCORM detection", () => {
    it.each([
      ["ContentPackagingSingleSCO_SCORM12.zip", "Golf Explained - CP Single SCO", "1.2"],
      ["ContentPackagingSingleSCO_SCORM20042ndEdition.zip", "Golf Explained - CP Single SCO", "2004"],
      ["ContentPackagingSingleSCO_SCORM20043rdEdition.zip", "Golf Explained - CP Single SCO", "2004"],
      ["SequencingPostTestRollup4thEd_SCORM20044thEdition.zip", "Golf Explained - 4th Edition Features", "2004"],
      ["RuntimeMinimumCalls_SCORM20043rdEdition.zip", null, "2004"],
    ])("%s becomes a SCORM package (kind 14) with its manifest title", async (name, title, version) => {
      const r = await send(name, await fixture(name));
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body[0]).toMatchObject({ element: 14, group_id: 4, settings: { file_type_name: "scorm", scorm_version: version } });
      if (title) expect(r.body[0].settings.scorm_title).toBe(title);
      else expect(r.body[0].settings.scorm_title).toMatch(/\S/);
      const page = await call(env, env.admin, `libraryFolderContent?library_folder_id=${folder}`);
      expect(page.body.items.find((i: any) => i.id === r.body[0].id).settings.scorm_title).toBe(r.body[0].settings.scorm_title);
      // A copy keeps what the package is.
      const copy = await call(env, env.admin, "copyLibraryFile", { library_file_id: r.body[0].id, target_folder_id: folder });
      expect(copy.body).toMatchObject({ element: 14, settings: { scorm_title: r.body[0].settings.scorm_title } });
    });

    it.each(["badscorm.zip", "invalid.zip", "validaicc.zip", "ContentPackagingSingleSCO_SCORM11.zip"])(
      "%s (no manifest at the root) stays a plain archive", async (name) => {
        const r = await send(name, await fixture(name));
        expect(r.status).toBe(200);
        expect(r.body[0]).toMatchObject({ element: 11, settings: { file_type_name: "archive" } });
      });

    it("refuses a root manifest that is no manifest, or one without an organization", async () => {
      await refused("validscorm.zip", await fixture("validscorm.zip"), 400, "library.upload.scorm.badManifest");
      await refused("missingorg.zip", await fixture("singlescobasic_missingorg.zip"), 400, "library.upload.scorm.noOrganization");
    });

    it("reads titles with prefixes, entities and no default organization", () => {
      const xml = `<?xml version="1.0"?><!-- <manifest> --><imscp:manifest><imscp:organizations>
        <imscp:organization identifier="a"><imscp:title>Caf&#233; &amp; <![CDATA[Co]]></imscp:title><imscp:item><imscp:title>x</imscp:title></imscp:item>
        </imscp:organization></imscp:organizations></imscp:manifest>`;
      expect(parseManifest(xml)).toMatchObject({ title: "Café & Co", version: "1.2", organization: "a" });
      expect(parseManifest("<html/>")).toBe("badManifest");
    });

    it("refuses a zip whose content type lies", async () => {
      const bytes = await fixture("ContentPackagingSingleSCO_SCORM12.zip");
      const [events] = [await eventCount(env.server.db)];
      const r = await upload(env, env.admin, [{ name: "golf.zip", bytes, type: "image/png" }], { library_folder_id: String(folder) });
      expect(r.status).toBe(400);
      expect(await eventCount(env.server.db)).toBe(events);
    });
  });

  describe("zip bombs", () => {
    // The smallest playable package: one item whose resource starts at index.html (a package with no launch file is refused).
    const manifest = Buffer.from(
      `<?xml version="1.0"?><manifest><organizations default="o"><organization identifier="o"><title>Bomb</title>` +
        `<item identifier="i" identifierref="r"><title>Page</title></item></organization></organizations>` +
        `<resources><resource identifier="r" type="webcontent" href="index.html"/></resources></manifest>`,
    );

    it("refuses a zip whose compression ratio no real content has (64 MB of zeros)", async () => {
      await refused("bomb.zip", makeZip([{ name: "imsmanifest.xml", data: manifest }, { name: "zeros.bin", data: Buffer.alloc(64 * 1024 * 1024) }]), 413, "library.upload.zip.ratio");
    });

    it("refuses an entry that inflates past the size its header declares", async () => {
      await refused("liar.zip", makeZip([{ name: "zeros.bin", data: Buffer.alloc(4 * 1024 * 1024), declared: 1000 }]), 413, "library.upload.zip.tooLarge");
      await refused("liar2.zip", makeZip([{ name: "imsmanifest.xml", data: Buffer.concat([manifest, Buffer.alloc(8 * 1024 * 1024, 32)]), declared: manifest.length }]), 413, "library.upload.zip.tooLarge");
    });

    it("refuses too many entries and a broken archive", async () => {
      const many = Array.from({ length: 10_001 }, (_, i) => ({ name: `f${i}`, data: Buffer.from("x"), store: true }));
      await refused("many.zip", makeZip(many), 413, "library.upload.zip.tooManyEntries");
      await refused("broken.zip", Buffer.concat([Buffer.from("PK\x03\x04"), Buffer.alloc(200, 7)]), 400, "library.upload.zip.corrupt");
      // An intact directory over a deflate stream with an invalid block type.
      await refused("damaged.zip", makeZip([{ name: "a.txt", data: Buffer.from("hello"), raw: Buffer.alloc(16, 0xff) }]), 400, "library.upload.zip.corrupt");
    });

    it("refuses entries that share one body: 2,048 names for one 100 KB file declare 200 MB at 1:1", async () => {
      const body = { name: "body.bin", data: randomBytes(100 * 1024), store: true };
      // The body's local header follows the manifest's and the page's: every extra name points at it.
      const first = makeZip([{ name: "imsmanifest.xml", data: manifest }, { name: "index.html", data: Buffer.from("<html></html>") }]);
      const bodyAt = first.length - 22 - (46 * 2 + "imsmanifest.xml".length + "index.html".length);
      const copies = Array.from({ length: 2047 }, (_, i) => ({ ...body, name: `copy${i}.bin`, at: bodyAt }));
      const bomb = makeZip([{ name: "imsmanifest.xml", data: manifest }, { name: "index.html", data: Buffer.from("<html></html>") }, body, ...copies]);
      expect(bomb.length).toBeLessThan(300 * 1024);
      await refused("overlap.zip", bomb, 400, "library.upload.zip.overlapping");
    });

    it("refuses an entry whose local header lies inside another entry's data, though their sizes add up", async () => {
      // The inner entry is a whole local header and body, stored as the outer entry's data (the overlapping kernel of
      // a "better zip bomb"); the second central record points into it.
      const inner = makeZip([{ name: "b", data: Buffer.from("x".repeat(50)), store: true }]).subarray(0, 30 + 1 + 50);
      const nested = makeZip([{ name: "a", data: inner, store: true }, { name: "b", data: Buffer.from("x".repeat(50)), store: true, at: 30 + 1 }]);
      expect(inner.length + 50).toBeLessThan(nested.length);
      await refused("nested.zip", nested, 400, "library.upload.zip.overlapping");
    });

    it("reads zip64 archives and entries whose sizes follow in a data descriptor (the old reader refused zip64)", async () => {
      const r = await send("zip64.zip", makeZip([
        { name: "imsmanifest.xml", data: manifest, zip64: true },
        { name: "index.html", data: Buffer.from("<html></html>"), descriptor: true },
      ]));
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body[0]).toMatchObject({ element: 14, settings: { scorm_title: "Bomb" } });
      // The limits hold for zip64 sizes too: a zip64 entry that inflates past what it declares.
      await refused("liar64.zip", makeZip([{ name: "zeros.bin", data: Buffer.alloc(4 * 1024 * 1024), declared: 1000, zip64: true }]), 413, "library.upload.zip.tooLarge");
    });

    it("accepts a hand-built package within the limits", async () => {
      const r = await send("ok.zip", makeZip([{ name: "imsmanifest.xml", data: manifest }, { name: "index.html", data: Buffer.from("<html></html>") }]));
      expect(r.status).toBe(200);
      expect(r.body[0]).toMatchObject({ element: 14, settings: { scorm_title: "Bomb" } });
    });
  });
});
