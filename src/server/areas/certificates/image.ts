import { inflateSync } from "node:zlib";

/**
 * The pixel size of a PNG or JPEG from its bytes (no image library: the two headers are simple). PNG: the IHDR
 * chunk right after the signature. JPEG: the first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC).
 */
export interface ImageInfo {
  readonly type: "image/png" | "image/jpeg";
  readonly width: number;
  readonly height: number;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const pngInfo = (b: Buffer): ImageInfo | null =>
  b.length >= 24 && b.subarray(12, 16).toString("latin1") === "IHDR"
    ? { type: "image/png", width: b.readUInt32BE(16), height: b.readUInt32BE(20) }
    : null;

const jpegInfo = (b: Buffer): ImageInfo | null => {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) { i++; continue; }
    const length = b.readUInt16BE(i + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { type: "image/jpeg", height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    i += 2 + length;
  }
  return null;
};

/** The image's type and size, or null when it is neither a PNG nor a JPEG we can read. */
export const imageInfo = (bytes: Buffer): ImageInfo | null => {
  if (bytes.subarray(0, 8).equals(PNG)) return pngInfo(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegInfo(bytes);
  return null;
};

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * Whether a PNG's pixels decode to what its header promises: the IDAT data inflates to exactly one filter byte
 * (0–4) and the row's bytes per row (Adam7-interlaced files: just that it inflates). Checked before pdf-lib sees it,
 * because pdf-lib's PNG decoder never returns on some damaged data (seen with an IDAT that is not deflate data).
 */
export const pngDecodes = (b: Buffer): boolean => {
  const width = b.readUInt32BE(16);
  const height = b.readUInt32BE(20);
  const [depth, color, , , interlace] = [b[24], b[25], b[26], b[27], b[28]];
  const channels = CHANNELS[color];
  if (!channels || ![1, 2, 4, 8, 16].includes(depth)) return false;
  const parts: Buffer[] = [];
  for (let i = 8; i + 8 <= b.length; ) {
    const length = b.readUInt32BE(i);
    const type = b.subarray(i + 4, i + 8).toString("latin1");
    if (type === "IDAT") parts.push(b.subarray(i + 8, i + 8 + length));
    if (type === "IEND") break;
    i += 12 + length;
  }
  const row = Math.ceil((width * channels * depth) / 8) + 1;
  const expected = row * height;
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(parts), { maxOutputLength: expected + 1 });
  } catch {
    return false;
  }
  if (interlace === 1) return raw.length > 0;
  if (raw.length !== expected) return false;
  for (let y = 0; y < height; y++) if (raw[y * row] > 4) return false;
  return true;
};
