/*
 * The tests' PGlite template as small as PostgreSQL lets it be. Every API test file loads the template's tarball into
 * a new PGlite, and PGlite's load costs about 6 ms a megabyte on this machine (it untars into its in-memory file
 * system in JavaScript): the 47 MB tarball took 420–600 ms and 0.6–0.9 CPU-s a file; 15 MB takes about half that
 * (measured on 2026-11-29 with `openPglite` five times per tarball, one after another). Two parts of the 47 MB serve
 * no test: the template databases `template0` and `template1` (7.4 MB each; no test creates a database in PGlite),
 * and the 16 MB write-ahead-log segment, whose bytes before the last checkpoint are never read again.
 */
import type { PgliteDb } from "../../src/server/db/pglite.js";

/** WAL pages are 8 kB; a segment is 16 MB (PGlite's initdb default). */
const WalPage = 8192;
const WalSegment = 16 * 1024 * 1024;

/**
 * Drops the template databases, checkpoints into a fresh WAL segment and dumps the data directory, leaving out the
 * WAL segments PostgreSQL will not read: it starts from the checkpoint's record, in the current segment, and finds the
 * end of the log a page after it (a zero page, or a recycled one whose header belongs to an older segment).
 * Segments it needs later it creates, as after any checkpoint.
 */
export const slimDump = async (db: PgliteDb): Promise<Uint8Array> => {
  for (const name of ["template0", "template1"]) {
    await db.query(`alter database ${name} is_template false`);
    await db.query(`drop database ${name}`);
  }
  await db.query("select pg_switch_wal()");
  await db.query("checkpoint");
  const [{ file, offset }] = await db.query<{ file: string; offset: string }>(
    "select pg_walfile_name(pg_current_wal_lsn()) as file, (pg_current_wal_lsn() - '0/0'::pg_lsn)::text as offset",
  );
  const inSegment = Number(BigInt(offset) % BigInt(WalSegment));
  const keep = Math.ceil(inSegment / WalPage) * WalPage + WalPage;
  return keepWal(await db.dump(), file, keep);
};

const Block = 512;
const text = (b: Uint8Array, at: number, length: number) => {
  const raw = b.subarray(at, at + length);
  const end = raw.indexOf(0);
  return new TextDecoder().decode(end < 0 ? raw : raw.subarray(0, end));
};

/** A ustar header's size field rewritten, and its checksum with it. */
const withSize = (header: Uint8Array, size: number) => {
  const h = header.slice();
  h.set(new TextEncoder().encode(`${size.toString(8).padStart(11, "0")}\0`), 124);
  h.fill(0x20, 148, 156);
  const sum = h.reduce((a, b) => a + b, 0);
  h.set(new TextEncoder().encode(`${sum.toString(8).padStart(6, "0")}\0 `), 148);
  return h;
};

/**
 * The tarball with only `current` of the WAL segments, cut to its first `bytes`. A small ustar reader: PGlite writes
 * plain files and folders, each a 512-byte header and its data padded to 512 bytes, and two empty blocks at the end.
 */
export const keepWal = (tar: Uint8Array, current: string, bytes: number): Uint8Array => {
  const parts: Uint8Array[] = [];
  let at = 0;
  let found = false;
  while (at + Block <= tar.length && tar[at] !== 0) {
    const header = tar.subarray(at, at + Block);
    const prefix = text(header, 345, 155);
    const name = `${prefix ? `${prefix}/` : ""}${text(header, 0, 100)}`;
    const size = Number.parseInt(text(header, 124, 12).trim() || "0", 8);
    const data = tar.subarray(at + Block, at + Block + size);
    at += Block + Math.ceil(size / Block) * Block;
    const segment = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/.exec(name)?.[1];
    if (!segment) {
      parts.push(header, padded(data));
    } else if (segment === current) {
      found = true;
      const cut = data.subarray(0, Math.min(bytes, size));
      parts.push(withSize(header, cut.length), padded(cut));
    }
  }
  if (!found) throw new Error(`the dump has no WAL segment ${current}`);
  parts.push(new Uint8Array(2 * Block));
  return Buffer.concat(parts);
};

const padded = (data: Uint8Array) => {
  const rest = data.length % Block;
  if (rest === 0) return data;
  const out = new Uint8Array(data.length + Block - rest);
  out.set(data);
  return out;
};
