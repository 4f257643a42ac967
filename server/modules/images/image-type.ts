/** The image formats the shop accepts, read from the first bytes of the file (never from its name or header). */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

export const CONTENT_TYPES: Record<ImageKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

export const EXTENSIONS: Record<ImageKind, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
};

const ascii = (b: Buffer, start: number, end: number) => b.subarray(start, end).toString('latin1');

/** The format the magic bytes announce, or null for anything else. */
export function sniffImageType(b: Buffer): ImageKind | null {
  if (b.length < 12) return null;
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  const head6 = ascii(b, 0, 6);
  if (head6 === 'GIF87a' || head6 === 'GIF89a') return 'gif';
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'webp';
  if (ascii(b, 4, 8) === 'ftyp') {
    // ISO-BMFF: the major brand, then compatible brands up to the box size.
    const boxSize = Math.min(b.readUInt32BE(0), b.length, 64);
    for (let i = 8; i + 4 <= boxSize; i += 4) {
      if (i === 12) continue; // minor version
      const brand = ascii(b, i, i + 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
  }
  return null;
}

/** sharp's name for each format (AVIF is reported as heif). */
export const SHARP_FORMATS: Record<ImageKind, string[]> = {
  jpeg: ['jpeg'],
  png: ['png'],
  webp: ['webp'],
  gif: ['gif'],
  avif: ['heif', 'avif'],
};
