import crypto from 'node:crypto';
import type { Metadata } from 'sharp';
import { loadSharp } from '../../lib/sharp-limits';
import type { AdminGalleryImage, AdminPageInfo } from '../../../common/contracts/admin';
import { AppError, NotFoundError } from '../../lib/errors';
import type { Db } from '../../db/client';
import type { Storage } from '../../storage/storage';
import { CONTENT_TYPES, EXTENSIONS, SHARP_FORMATS, sniffImageType } from './image-type';
import {
  deleteImagesByPublicIds,
  findSmallImages,
  insertImage,
  listImages,
  type GalleryRow,
} from './images.repository';

import { VARIANT_WIDTHS } from '../../../common/images';

export { VARIANT_WIDTHS };
const WEBP_QUALITY = 78;
/** Bounds the memory a decoded image may take (a 5 MB file can still claim huge dimensions). */
const MAX_INPUT_PIXELS = 60_000_000;

export class UnsupportedMediaError extends AppError {
  constructor(message = 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded') {
    super(415, message);
  }
}

/** A gallery image as the API shows it (SPEC §3: public_id, secure_url, bytes, width, height, created_at). */
export function galleryToApi(row: GalleryRow): AdminGalleryImage {
  return {
    _id: row.id,
    public_id: row.publicId,
    secure_url: row.secureUrl,
    url: row.secureUrl,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    format: row.format,
    variants: row.variants,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Stores an uploaded image: the type comes from the bytes and must be confirmed by decoding them, the
 * original is kept as uploaded and WebP copies are made at storefront widths. Files are written before the
 * gallery row (no transaction spans storage) and removed again if the row cannot be written.
 */
export async function uploadImage(db: Db, storage: Storage, bytes: Buffer): Promise<GalleryRow> {
  const kind = sniffImageType(bytes);
  if (!kind) throw new UnsupportedMediaError();
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new UnsupportedMediaError('The file is not a readable image');
  }
  if (!meta.format || !SHARP_FORMATS[kind].includes(meta.format) || !meta.width || !meta.height) {
    throw new UnsupportedMediaError('The file is not a readable image');
  }
  // EXIF orientations 5–8 turn the picture by 90°: report the size as it is shown.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;

  const publicId = `img-${crypto.randomUUID()}`;
  const originalKey = `${publicId}.${EXTENSIONS[kind]}`;
  let variantFiles: { width: number; key: string; bytes: Buffer }[];
  try {
    variantFiles = await Promise.all(
      VARIANT_WIDTHS.map(async (w) => ({
        width: w,
        key: `${publicId}-${w}.webp`,
        bytes: await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer(),
      })),
    );
  } catch {
    throw new UnsupportedMediaError('The file is not a readable image');
  }

  const written: string[] = [];
  try {
    await storage.put(originalKey, bytes, CONTENT_TYPES[kind]);
    written.push(originalKey);
    for (const v of variantFiles) {
      await storage.put(v.key, v.bytes, 'image/webp');
      written.push(v.key);
    }
    return await insertImage(db, {
      publicId,
      secureUrl: storage.url(originalKey),
      bytes: bytes.length,
      width,
      height,
      format: kind,
      variants: Object.fromEntries(variantFiles.map((v) => [String(v.width), storage.url(v.key)])),
    });
  } catch (err) {
    await Promise.all(written.map((k) => storage.delete(k).catch(() => undefined)));
    throw err;
  }
}

/** The longest side of a stored return photo: enough to see a crack or a label, small for a phone's upload. */
const RETURN_PHOTO_MAX_SIDE = 1280;

/**
 * Stores a customer's photo (a return request): the type sniffed from the bytes and confirmed by
 * decoding, like a gallery upload, then turned upright, resized to at most 1280 px and kept as WebP only (the
 * original, with its EXIF location, is not kept). Returns the stored file's key and URL.
 */
export async function storeCustomerPhoto(
  storage: Storage,
  bytes: Buffer,
): Promise<{ key: string; url: string }> {
  const kind = sniffImageType(bytes);
  if (!kind) throw new UnsupportedMediaError('Photos must be JPEG, PNG, WebP, GIF or AVIF images');
  const sharp = await loadSharp();
  let webp: Buffer;
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.format || !SHARP_FORMATS[kind].includes(meta.format)) throw new Error('format');
    webp = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: RETURN_PHOTO_MAX_SIDE,
        height: RETURN_PHOTO_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch {
    throw new UnsupportedMediaError('A photo is not a readable image');
  }
  const key = `return-${crypto.randomUUID()}.webp`;
  await storage.put(key, webp, 'image/webp');
  return { key, url: storage.url(key) };
}

/** The gallery, newest first. */
export async function listGallery(
  db: Db,
  page: number,
  limit: number,
): Promise<{ rows: GalleryRow[]; pagination: AdminPageInfo }> {
  const { rows, total } = await listImages(db, limit, (page - 1) * limit);
  return { rows, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
}

/** Every file of a gallery image this storage holds (images linked from elsewhere have none). */
function storedKeys(storage: Storage, row: GalleryRow): string[] {
  const urls = [row.secureUrl, ...Object.values(row.variants ?? {})];
  return urls.map((u) => storage.keyFromUrl(u)).filter((k): k is string => k !== null);
}

/** Deletes gallery rows first, then their files: a file is never removed while a row still points to it. */
async function deleteRowsAndFiles(db: Db, storage: Storage, publicIds: string[]): Promise<number> {
  const deleted = await deleteImagesByPublicIds(db, [...new Set(publicIds)]);
  await Promise.all(deleted.flatMap((row) => storedKeys(storage, row)).map((k) => storage.delete(k)));
  return deleted.length;
}

/** One image by public id; 404 when there is none. */
export async function deleteImage(db: Db, storage: Storage, publicId: string): Promise<void> {
  const count = await deleteRowsAndFiles(db, storage, [publicId]);
  if (count === 0) throw new NotFoundError('Image not found');
}

/** The selected images; unknown ids are skipped. Answers how many were deleted. */
export async function deleteImages(db: Db, storage: Storage, publicIds: string[]): Promise<number> {
  return deleteRowsAndFiles(db, storage, publicIds);
}

/** Blank-image cleanup (SPEC §9): images smaller than bytesLt, at most max, oldest first. */
export async function deleteBlankImages(
  db: Db,
  storage: Storage,
  bytesLt: number,
  max: number,
): Promise<number> {
  const small = await findSmallImages(db, bytesLt, max);
  return deleteRowsAndFiles(
    db,
    storage,
    small.map((r) => r.publicId),
  );
}
