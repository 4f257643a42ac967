import zlib from 'node:zlib';

/**
 * Zip archives built in the tests, down to the bytes: parts of hundreds of MB once unpacked cost milliseconds to
 * make (a repeated piece is deflated once and its compressed bytes repeated), and the central directory can
 * declare other sizes than the data's (a zip that lies).
 */

/** Text as it is, or one piece of text repeated (`times` may be millions). */
export type Piece = string | { repeat: string; times: number };

/** A part's data as the archive holds it. */
export interface ZipPart {
  name: string;
  /** Raw deflate data (method 8), or the data itself (method 0; another number makes a zip no reader takes). */
  data: Buffer;
  method: number;
  /** The unpacked size and CRC-32 of the data. */
  size: number;
  crc: number;
}

const MB = 1024 * 1024;
const FLUSH = { finishFlush: zlib.constants.Z_FULL_FLUSH };

/** The unpacked length, in bytes, of these pieces. */
export const piecesLength = (pieces: Piece[]) =>
  pieces.reduce(
    (n, p) => n + (typeof p === 'string' ? Buffer.byteLength(p) : Buffer.byteLength(p.repeat) * p.times),
    0,
  );

/**
 * A part deflated from its pieces. Each piece is deflated on its own and flushed to a byte boundary, so the
 * pieces' compressed bytes simply follow each other, and a repeated piece is deflated once per 1 MB block.
 */
export function deflatedPart(name: string, pieces: Piece[]): ZipPart {
  const out: Buffer[] = [];
  let size = 0;
  let crc = 0;
  const add = (bytes: Buffer, times = 1) => {
    if (bytes.length === 0 || times === 0) return;
    const packed = zlib.deflateRawSync(bytes, FLUSH);
    for (let i = 0; i < times; i++) {
      out.push(packed);
      crc = zlib.crc32(bytes, crc);
    }
    size += bytes.length * times;
  };
  for (const piece of pieces) {
    if (typeof piece === 'string') {
      add(Buffer.from(piece));
      continue;
    }
    const unit = Buffer.from(piece.repeat);
    const perBlock = Math.max(1, Math.floor(MB / unit.length));
    const blocks = Math.floor(piece.times / perBlock);
    if (blocks > 0) add(Buffer.concat(Array.from({ length: perBlock }, () => unit)), blocks);
    const rest = piece.times - blocks * perBlock;
    if (rest > 0) add(Buffer.concat(Array.from({ length: rest }, () => unit)));
  }
  out.push(zlib.deflateRawSync(Buffer.alloc(0)));
  return { name, data: Buffer.concat(out), method: 8, size, crc };
}

/** A part stored as it is (method 0). */
export function storedPart(name: string, text: string): ZipPart {
  const data = Buffer.from(text);
  return { name, data, method: 0, size: data.length, crc: zlib.crc32(data) };
}

export interface ZipOptions {
  /** The size the directory declares for a part, by name, instead of its real one. */
  declare?: Record<string, number>;
  /** Sizes and offsets in the zip64 extra field (0xFFFFFFFF in the 32-bit fields), as some writers do. */
  zip64?: boolean;
  /** Marks every part encrypted (general purpose flag bit 0). */
  encrypted?: boolean;
}

/** A zip of these parts, in this order. */
export function zipFile(parts: ZipPart[], options: ZipOptions = {}): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const size = options.declare?.[part.name] ?? part.size;
    const flags = (options.encrypted ? 0x1 : 0) | 0x800;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(part.method, 8);
    local.writeUInt32LE(part.crc >>> 0, 14);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, part.data);

    const extra = options.zip64 ? Buffer.alloc(4 + 24) : Buffer.alloc(0);
    if (options.zip64) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(24, 2);
      extra.writeBigUInt64LE(BigInt(size), 4);
      extra.writeBigUInt64LE(BigInt(part.data.length), 12);
      extra.writeBigUInt64LE(BigInt(offset), 20);
    }
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(45, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(flags, 8);
    entry.writeUInt16LE(part.method, 10);
    entry.writeUInt32LE(part.crc >>> 0, 16);
    entry.writeUInt32LE(options.zip64 ? 0xffffffff : part.data.length, 20);
    entry.writeUInt32LE(options.zip64 ? 0xffffffff : size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt16LE(extra.length, 30);
    entry.writeUInt32LE(options.zip64 ? 0xffffffff : offset, 42);
    central.push(entry, name, extra);
    offset += local.length + name.length + part.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
