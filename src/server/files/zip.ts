import type { Readable } from "node:stream";
import yauzl from "yauzl";

/**
 * A zip archive the server opens (SCORM detection) is read with yauzl from the file on disk, never whole in memory:
 * the central directory first (zip64 included), each entry's data only when asked for. It is refused as a zip bomb
 * before anything is kept: too many entries, entries that share their data, too large uncompressed (declared or
 * actually inflated), or a compression ratio no real content has. Actual sizes are measured by inflating each entry into a counter that stops
 * at the declared size, so a lying header cannot expand further.
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

/** Why an archive is refused: the last part of its message id (`library.upload.zip.<reason>`). */
export type ZipRefusal = "corrupt" | "tooManyEntries" | "tooLarge" | "ratio" | "overlapping";

/** An archive that passed the limits, open until `withCheckedZip` returns. */
export interface CheckedZip {
  /** Entry names as stored (directories end with `/`). */
  readonly names: readonly string[];
  /** The bytes of one entry, at most ZIP_LIMITS.manifestBytes; null when absent, unreadable or larger. */
  read(name: string): Promise<Buffer | null>;
  /**
   * Streams one entry's inflated bytes to `write` (awaited per chunk, so backpressure holds), at most the size its
   * header declares (the check already held every entry to it). False when absent or unreadable.
   */
  pipe(name: string, write: (chunk: Buffer) => Promise<void>): Promise<boolean>;
}

const ratioTooHigh = (size: number, compressed: number) => size > ZIP_LIMITS.ratioFloorBytes && size > Math.max(compressed, 1) * ZIP_LIMITS.ratio;

/**
 * Inflates one entry, calling `onData` with each chunk, and stops when it grows past `max` bytes. Resolves with the
 * actual size, "corrupt" when its data cannot be read, or null when the server does not expand it (encrypted, or a
 * compression method other than stored and deflate).
 */
const inflate = async (zip: yauzl.ZipFile, e: yauzl.Entry, max: number, onData?: (chunk: Buffer) => void | Promise<void>): Promise<number | "tooLarge" | "corrupt" | null> => {
  if (!e.canDecodeFileData()) return null;
  let stream: Readable | undefined;
  let n = 0;
  try {
    stream = await zip.openReadStreamPromise(e);
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      n += chunk.length;
      if (n > max) return "tooLarge";
      await onData?.(chunk);
    }
    return n;
  } catch {
    return "corrupt";
  } finally {
    stream?.destroy();
  }
};

/** Every entry of the central directory; refused when there are too many or the directory cannot be read. */
const entriesOf = async (zip: yauzl.ZipFile): Promise<yauzl.Entry[] | ZipRefusal> => {
  if (zip.entryCount > ZIP_LIMITS.entries) return "tooManyEntries";
  const entries: yauzl.Entry[] = [];
  try {
    for await (const e of zip.eachEntry()) entries.push(e);
  } catch {
    return "corrupt";
  }
  return entries;
};

/** The local header is 30 bytes before its name; its extra field may be longer than the central one, never shorter than none. */
const LOCAL_HEADER_BYTES = 30;

/**
 * Whether two entries' data ranges overlap. Every entry of a real zip has its own local header and body, one after
 * the other; a bomb points thousands of central-directory entries at one body, each passing the ratio check on its
 * own (1:1) while the archive declares thousands of times its size. An entry's range is counted from its local
 * header to the least end it can have (header, name, compressed data; no extra field), so only a true overlap is
 * refused. Their compressed sizes adding up to more than the archive is the cheap first sign of the same thing.
 */
const overlapping = (entries: readonly yauzl.Entry[], archiveBytes: number) => {
  let compressed = 0;
  for (const e of entries) compressed += e.compressedSize;
  if (compressed > archiveBytes) return true;
  const byStart = [...entries].sort((a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader);
  for (let i = 1; i < byStart.length; i++) {
    const prev = byStart[i - 1];
    if (byStart[i].relativeOffsetOfLocalHeader < prev.relativeOffsetOfLocalHeader + LOCAL_HEADER_BYTES + prev.fileNameLength + prev.compressedSize) return true;
  }
  return false;
};

/**
 * Checks an archive against the limits: declared entry count, entries that share their data, sizes and ratios from
 * the central directory, then the actual inflated size of every entry (each may not exceed what it declares).
 */
const check = async (zip: yauzl.ZipFile): Promise<yauzl.Entry[] | ZipRefusal> => {
  const entries = await entriesOf(zip);
  if (typeof entries === "string") return entries;
  if (overlapping(entries, zip.fileSize)) return "overlapping";
  let declared = 0;
  let compressed = 0;
  for (const e of entries) {
    declared += e.uncompressedSize;
    compressed += e.compressedSize;
    if (ratioTooHigh(e.uncompressedSize, e.compressedSize)) return "ratio";
  }
  if (declared > ZIP_LIMITS.totalBytes) return "tooLarge";
  if (ratioTooHigh(declared, compressed)) return "ratio";
  for (const e of entries) {
    const actual = await inflate(zip, e, e.uncompressedSize);
    if (actual === "tooLarge") return "tooLarge";
    // Entries we do not inflate (encrypted, other methods) are never expanded by the server: their declared size stands.
    if (actual === "corrupt" || (actual !== null && actual !== e.uncompressedSize)) return "corrupt";
  }
  return entries;
};

/** The name of an entry, decoded as yauzl would (UTF-8 flag, Info-ZIP unicode path, else CP437). */
const nameOf = (e: yauzl.Entry) => yauzl.getFileNameLowLevel(e.generalPurposeBitFlag, e.fileNameRaw, e.extraFields, false);

/**
 * Opens an archive, checks it against the limits and hands it to `use`; the refusal instead when it fails them.
 * Names are not validated as paths (yauzl would refuse `../x` or `/x`): the server stores an archive as it came and
 * never extracts it, so such a zip stays a plain file, as it was before yauzl.
 */
export const withCheckedZip = async <A>(file: string, use: (zip: CheckedZip) => Promise<A>): Promise<A | { refused: ZipRefusal }> => {
  // validateEntrySizes is off because `inflate` counts itself: it must tell "inflates past its size" (tooLarge) from
  // "data ends early" (corrupt), which yauzl's size errors do not distinguish but by their message text.
  const zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: false }).catch(() => null);
  if (!zip) return { refused: "corrupt" };
  // Reader errors outside the entry iteration reach the ZipFile as "error" events: without a listener Node would throw
  // them out of the process. Every read here already fails through its own promise or stream.
  zip.on("error", () => {});
  try {
    const entries = await check(zip);
    if (typeof entries === "string") return { refused: entries };
    const byName = new Map(entries.map((e) => [nameOf(e), e]));
    return await use({
      names: [...byName.keys()],
      read: async (name) => {
        const e = byName.get(name);
        if (!e || e.uncompressedSize > ZIP_LIMITS.manifestBytes) return null;
        const chunks: Buffer[] = [];
        const n = await inflate(zip, e, ZIP_LIMITS.manifestBytes, (c) => { chunks.push(c); });
        return typeof n === "number" ? Buffer.concat(chunks) : null;
      },
      pipe: async (name, write) => {
        const e = byName.get(name);
        return !!e && typeof (await inflate(zip, e, e.uncompressedSize, write)) === "number";
      },
    });
  } finally {
    zip.close();
  }
};
