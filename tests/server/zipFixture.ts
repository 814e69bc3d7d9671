import { crc32, deflateRawSync } from "node:zlib";

/**
 * `raw`: the compressed bytes as they are (to make a damaged deflate stream); `declared`: the uncompressed size the
 * headers claim; `descriptor`: sizes and CRC in a data descriptor after the data (general purpose flag bit 3), as
 * streaming zippers write them; `zip64`: sizes and offset in the zip64 extra field, the 32-bit fields all ones.
 */
export interface ZipFixtureEntry {
  name: string;
  data: Buffer;
  store?: boolean;
  declared?: number;
  raw?: Buffer;
  descriptor?: boolean;
  zip64?: boolean;
  /**
   * Only a central-directory record, pointing at the local header at byte `at`: another entry's (thousands of names
   * for one body) or one inside another entry's data. The overlapping entries of a zip bomb.
   */
  at?: number;
}

const u16 = (n: number) => { const b = Buffer.alloc(2); b.writeUInt16LE(n); return b; };
const u32 = (n: number) => { const b = Buffer.alloc(4); b.writeUInt32LE(n >>> 0); return b; };
const u64 = (n: number) => { const b = Buffer.alloc(8); b.writeBigUInt64LE(BigInt(n)); return b; };
const ONES = 0xffffffff;

/**
 * A zip built by hand, so a test can make headers lie (declared sizes), pack many MB of zeros, or write the zip64 and
 * data-descriptor forms the old hand-written reader refused. With any zip64 entry the archive ends with a zip64 end of
 * central directory record and its locator, and the classic record's fields are all ones.
 */
export const makeZip = (entries: ZipFixtureEntry[]) => {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const data = e.raw ?? (e.store ? e.data : deflateRawSync(e.data, { level: 9 }));
    const name = Buffer.from(e.name);
    const method = e.store ? 0 : 8;
    const size = e.declared ?? e.data.length;
    const crc = crc32(e.data);
    const flags = (e.descriptor ? 8 : 0) | 0x800;
    const version = e.zip64 ? 45 : 20;
    const headerAt = e.at ?? offset;
    const [cSize, uSize, at] = e.zip64 ? [ONES, ONES, ONES] : [data.length, size, headerAt];
    const localExtra = e.zip64 ? Buffer.concat([u16(1), u16(16), u64(size), u64(data.length)]) : Buffer.alloc(0);
    const centralExtra = e.zip64 ? Buffer.concat([u16(1), u16(24), u64(size), u64(data.length), u64(headerAt)]) : Buffer.alloc(0);
    const [lCrc, lC, lU] = e.descriptor ? [0, 0, 0] : [crc, cSize, uSize];
    const local = Buffer.concat([
      u32(0x04034b50), u16(version), u16(flags), u16(method), u16(0), u16(0), u32(lCrc), u32(lC), u32(lU),
      u16(name.length), u16(localExtra.length), name, localExtra, data,
      e.descriptor ? Buffer.concat([u32(0x08074b50), u32(crc), u32(data.length), u32(size)]) : Buffer.alloc(0),
    ]);
    central.push(Buffer.concat([
      u32(0x02014b50), u16(version), u16(version), u16(flags), u16(method), u16(0), u16(0), u32(crc), u32(cSize), u32(uSize),
      u16(name.length), u16(centralExtra.length), u16(0), u16(0), u16(0), u32(0), u32(at), name, centralExtra,
    ]));
    if (e.at !== undefined) continue;
    locals.push(local);
    offset += local.length;
  }
  const cd = Buffer.concat(central);
  const zip64 = entries.some((e) => e.zip64);
  const tail: Buffer[] = [];
  if (zip64) {
    const recordAt = offset + cd.length;
    tail.push(
      u32(0x06064b50), u64(44), u16(45), u16(45), u32(0), u32(0), u64(entries.length), u64(entries.length), u64(cd.length), u64(offset),
      u32(0x07064b50), u32(0), u64(recordAt), u32(1),
    );
  }
  const [count, cdSize, cdAt] = zip64 ? [0xffff, ONES, ONES] : [entries.length, cd.length, offset];
  tail.push(u32(0x06054b50), u16(0), u16(0), u16(count), u16(count), u32(cdSize), u32(cdAt), u16(0));
  return Buffer.concat([...locals, cd, ...tail]);
};
