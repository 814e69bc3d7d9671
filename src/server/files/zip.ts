import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { createInflateRaw } from "node:zlib";

/**
 * A zip archive the server opens (SCORM detection) is read from its central directory with the file on disk, never
 * whole in memory, and refused as a zip bomb before anything is kept: too many entries, too large uncompressed
 * (declared or actually inflated), or a compression ratio no real content has. Actual sizes are measured by
 * inflating each entry into a counter that stops at the declared size, so a lying header cannot expand further.
 */
export const ZIP_LIMITS = {
  entries: 10_000,
  /** Declared and actual total uncompressed bytes. */
  totalBytes: 1024 ** 3,
  /** Overall and per-entry ratio (per entry only above ratioFloorBytes: tiny files may compress very well). */
  ratio: 100,
  ratioFloorBytes: 1024 * 1024,
  /** The manifest is read into memory: it must stay small. */
  manifestBytes: 4 * 1024 * 1024,
};

export interface ZipEntry {
  readonly name: string;
  readonly method: number;
  readonly flags: number;
  readonly compressedSize: number;
  readonly size: number;
  readonly localOffset: number;
}

/** Why an archive is refused (the message id's last part), or a readable archive's entries. */
export type ZipCheck = { ok: true; entries: ZipEntry[] } | { ok: false; reason: "corrupt" | "tooManyEntries" | "tooLarge" | "ratio" };

const EOCD = 0x06054b50;
const CEN = 0x02014b50;
const LOC = 0x04034b50;

const readAt = async (fh: Awaited<ReturnType<typeof open>>, pos: number, len: number) => {
  const buf = Buffer.alloc(len);
  const { bytesRead } = await fh.read(buf, 0, len, pos);
  return buf.subarray(0, bytesRead);
};

/** The central directory's entries; zip64 archives are refused (no upload reaches their sizes legitimately). */
const centralDirectory = async (file: string): Promise<ZipCheck> => {
  const fh = await open(file, "r");
  try {
    const { size } = await fh.stat();
    const tailLen = Math.min(size, 22 + 0xffff);
    const tail = await readAt(fh, size - tailLen, tailLen);
    let at = -1;
    for (let i = tail.length - 22; i >= 0; i--) if (tail.readUInt32LE(i) === EOCD) { at = i; break; }
    if (at < 0) return { ok: false, reason: "corrupt" };
    const count = tail.readUInt16LE(at + 10);
    const cdSize = tail.readUInt32LE(at + 12);
    const cdOffset = tail.readUInt32LE(at + 16);
    if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) return { ok: false, reason: "tooLarge" };
    if (count > ZIP_LIMITS.entries) return { ok: false, reason: "tooManyEntries" };
    if (cdOffset + cdSize > size) return { ok: false, reason: "corrupt" };
    const cd = await readAt(fh, cdOffset, cdSize);
    const entries: ZipEntry[] = [];
    for (let p = 0; entries.length < count; ) {
      if (p + 46 > cd.length || cd.readUInt32LE(p) !== CEN) return { ok: false, reason: "corrupt" };
      const nameLen = cd.readUInt16LE(p + 28);
      const extraLen = cd.readUInt16LE(p + 30);
      const commentLen = cd.readUInt16LE(p + 32);
      const e: ZipEntry = {
        flags: cd.readUInt16LE(p + 8), method: cd.readUInt16LE(p + 10), compressedSize: cd.readUInt32LE(p + 20), size: cd.readUInt32LE(p + 24),
        localOffset: cd.readUInt32LE(p + 42), name: cd.subarray(p + 46, p + 46 + nameLen).toString("utf8"),
      };
      if (e.size === 0xffffffff || e.compressedSize === 0xffffffff || e.localOffset === 0xffffffff) return { ok: false, reason: "tooLarge" };
      entries.push(e);
      p += 46 + nameLen + extraLen + commentLen;
    }
    return { ok: true, entries };
  } finally {
    await fh.close();
  }
};

const ratioTooHigh = (size: number, compressed: number) => size > ZIP_LIMITS.ratioFloorBytes && size > Math.max(compressed, 1) * ZIP_LIMITS.ratio;

/** Where an entry's data starts (after its local header, whose name and extra lengths may differ from the directory's). */
const dataStart = async (file: string, e: ZipEntry) => {
  const fh = await open(file, "r");
  try {
    const h = await readAt(fh, e.localOffset, 30);
    if (h.length < 30 || h.readUInt32LE(0) !== LOC) return null;
    return e.localOffset + 30 + h.readUInt16LE(26) + h.readUInt16LE(28);
  } finally {
    await fh.close();
  }
};

/**
 * Inflates one entry, calling `onData` with each chunk, and stops when it grows past `max` bytes. Resolves with the
 * actual size, "corrupt" when its data cannot be read, or null when the server does not expand it (encrypted, or a
 * compression method other than stored and deflate).
 */
const inflate = async (file: string, e: ZipEntry, max: number, onData?: (chunk: Buffer) => void): Promise<number | "tooLarge" | "corrupt" | null> => {
  if (e.flags & 1 || (e.method !== 0 && e.method !== 8)) return null;
  const start = await dataStart(file, e);
  if (start === null) return "corrupt";
  if (e.compressedSize === 0) return 0;
  const raw = createReadStream(file, { start, end: start + e.compressedSize - 1, highWaterMark: 64 * 1024 });
  const stream = e.method === 8 ? raw.pipe(createInflateRaw()) : raw;
  let n = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      n += chunk.length;
      if (n > max) {
        raw.destroy();
        stream.destroy();
        return "tooLarge";
      }
      onData?.(chunk);
    }
    return n;
  } catch {
    raw.destroy();
    return "corrupt";
  }
};

/**
 * Checks an archive against the limits: declared entry count, sizes and ratios from the central directory, then
 * the actual inflated size of every entry (each may not exceed what it declares).
 */
export const checkZip = async (file: string): Promise<ZipCheck> => {
  const cd = await centralDirectory(file).catch(() => ({ ok: false, reason: "corrupt" }) as const);
  if (!cd.ok) return cd;
  let declared = 0;
  let compressed = 0;
  for (const e of cd.entries) {
    declared += e.size;
    compressed += e.compressedSize;
    if (ratioTooHigh(e.size, e.compressedSize)) return { ok: false, reason: "ratio" };
  }
  if (declared > ZIP_LIMITS.totalBytes) return { ok: false, reason: "tooLarge" };
  if (ratioTooHigh(declared, compressed)) return { ok: false, reason: "ratio" };
  for (const e of cd.entries) {
    const actual = await inflate(file, e, e.size);
    if (actual === "tooLarge") return { ok: false, reason: "tooLarge" };
    // Entries we do not inflate (encrypted, other methods) are never expanded by the server: their declared size stands.
    if (actual === "corrupt" || (actual !== null && actual !== e.size)) return { ok: false, reason: "corrupt" };
  }
  return cd;
};

/** The bytes of one (checked) entry, at most ZIP_LIMITS.manifestBytes; null when it cannot be read or is larger. */
export const readEntry = async (file: string, e: ZipEntry): Promise<Buffer | null> => {
  if (e.size > ZIP_LIMITS.manifestBytes) return null;
  const chunks: Buffer[] = [];
  const n = await inflate(file, e, ZIP_LIMITS.manifestBytes, (c) => chunks.push(c));
  return typeof n === "number" ? Buffer.concat(chunks) : null;
};
