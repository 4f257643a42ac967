import zlib from 'node:zlib';

/**
 * A zip archive held in memory, read by its central directory (where each file's sizes are written), with each
 * file's data inflated as it is read and never past the size the directory declares: a caller that checks the
 * declared sizes against its limits before reading has bounded what the archive can unpack to. A zip bomb, a
 * directory that lies about a size or a file whose checksum is wrong is a ZipFormatError, never a larger output.
 */

/** One file of the archive, as its central directory describes it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; others are refused when read. */
  method: number;
  flags: number;
  crc32: number;
  compressedSize: number;
  /** The size once inflated, as declared; reading never gives more. */
  size: number;
  localHeaderOffset: number;
}

export class ZipFormatError extends Error {}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX32 = 0xffffffff;
/** How much inflated data one read gives at a time. */
const CHUNK_BYTES = 64 * 1024;

function u64(buf: Buffer, at: number): number {
  const n = buf.readBigUInt64LE(at);
  if (n > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipFormatError('a zip64 size is out of range');
  return Number(n);
}

function need(zip: Buffer, at: number, bytes: number, what: string) {
  if (at < 0 || at + bytes > zip.length) throw new ZipFormatError(`${what} lies outside the file`);
}

/** The end of the central directory: its entry count, size and offset (zip64 when they overflow 32 bits). */
function endOfDirectory(zip: Buffer): { count: number; size: number; offset: number } {
  const last = zip.length - 22;
  let at = -1;
  for (let i = last; i >= Math.max(0, last - 0xffff); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      at = i;
      break;
    }
  }
  if (at < 0) throw new ZipFormatError('no end of central directory');
  const count = zip.readUInt16LE(at + 10);
  const size = zip.readUInt32LE(at + 12);
  const offset = zip.readUInt32LE(at + 16);
  if (count !== 0xffff && size !== MAX32 && offset !== MAX32) return { count, size, offset };
  const locator = at - 20;
  need(zip, locator, 20, 'the zip64 locator');
  if (zip.readUInt32LE(locator) !== ZIP64_LOCATOR) throw new ZipFormatError('no zip64 locator');
  const end64 = u64(zip, locator + 8);
  need(zip, end64, 56, 'the zip64 directory end');
  if (zip.readUInt32LE(end64) !== ZIP64_EOCD) throw new ZipFormatError('no zip64 directory end');
  return { count: u64(zip, end64 + 32), size: u64(zip, end64 + 40), offset: u64(zip, end64 + 48) };
}

/** The files of the archive, from its central directory. */
export function readZipDirectory(zip: Buffer): ZipEntry[] {
  if (zip.length < 22) throw new ZipFormatError('too short for a zip');
  const { count, size, offset } = endOfDirectory(zip);
  need(zip, offset, size, 'the central directory');
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    need(zip, at, 46, 'a central directory entry');
    if (zip.readUInt32LE(at) !== CENTRAL) throw new ZipFormatError('a broken central directory');
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    need(zip, at + 46, nameLength + extraLength, 'a central directory entry');
    const entry: ZipEntry = {
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      crc32: zip.readUInt32LE(at + 16),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localHeaderOffset: zip.readUInt32LE(at + 42),
    };
    if (entry.size === MAX32 || entry.compressedSize === MAX32 || entry.localHeaderOffset === MAX32) {
      zip64Sizes(entry, zip.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength));
    }
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The zip64 extra field holds, in this order, the sizes and offset that did not fit in 32 bits. */
function zip64Sizes(entry: ZipEntry, extra: Buffer) {
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      const field = extra.subarray(at + 4, at + 4 + length);
      let p = 0;
      for (const key of ['size', 'compressedSize', 'localHeaderOffset'] as const) {
        if (entry[key] !== MAX32) continue;
        if (p + 8 > field.length) throw new ZipFormatError('a short zip64 field');
        entry[key] = u64(field, p);
        p += 8;
      }
      return;
    }
    at += 4 + length;
  }
  throw new ZipFormatError('no zip64 field');
}

/**
 * The entry's data, inflated as it is read, in chunks of at most 64 kB: exactly its declared size with its
 * declared checksum, else a ZipFormatError as soon as it passes that size (so a lie costs no more than the truth).
 */
export async function* readZipEntry(zip: Buffer, entry: ZipEntry): AsyncGenerator<Buffer> {
  const at = entry.localHeaderOffset;
  need(zip, at, 30, 'a local header');
  if (zip.readUInt32LE(at) !== LOCAL) throw new ZipFormatError('a broken local header');
  if (entry.flags & 0x1) throw new ZipFormatError('an encrypted entry');
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  need(zip, start, entry.compressedSize, 'an entry');
  const data = zip.subarray(start, start + entry.compressedSize);
  let bytes = 0;
  let crc = 0;
  const take = (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > entry.size) throw new ZipFormatError(`${entry.name} inflates past its declared size`);
    crc = zlib.crc32(chunk, crc);
    return chunk;
  };
  if (entry.method === 0) {
    for (let p = 0; p < data.length; p += CHUNK_BYTES) yield take(data.subarray(p, p + CHUNK_BYTES));
  } else if (entry.method === 8) {
    const inflater = zlib.createInflateRaw({ chunkSize: CHUNK_BYTES });
    inflater.end(data);
    try {
      for await (const chunk of inflater as AsyncIterable<Buffer>) yield take(chunk);
    } catch (err) {
      if (err instanceof ZipFormatError) throw err;
      throw new ZipFormatError(`${entry.name} does not inflate: ${(err as Error).message}`);
    } finally {
      inflater.destroy();
    }
  } else {
    throw new ZipFormatError(`${entry.name} uses compression method ${entry.method}`);
  }
  if (bytes !== entry.size) throw new ZipFormatError(`${entry.name} is shorter than declared`);
  if (crc >>> 0 !== entry.crc32 >>> 0) throw new ZipFormatError(`${entry.name} fails its checksum`);
}
