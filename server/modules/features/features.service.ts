import { isHttpUrl, type FeatureImage } from '../../../common/contracts/admin';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import type { Storage } from '../../storage/storage';
import {
  deleteAllFeatures,
  deleteFeatures,
  insertFeature,
  listFeatures,
  updateFeatureText,
  type FeatureRow,
} from './features.repository';

export const featureToApi = (row: FeatureRow): FeatureImage => ({
  _id: row.id,
  image: row.image,
  title: row.title,
  subtitle: row.subtitle,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
});

/** The slider, in the order the images were added. */
export async function getSlider(db: Db) {
  return (await listFeatures(db)).map(featureToApi);
}

/** Adds a slider image with its words and link (the contract has checked the URL, the texts and the link). */
export async function addSliderImage(
  db: Db,
  slide: { image: string; title: string; subtitle: string; link?: string | null },
) {
  return featureToApi(await insertFeature(db, { ...slide, link: slide.link ?? null }));
}

/**
 * Gives a slider image new words and link (checked by the contract as when it was added; absent means none);
 * 404 for an unknown one. The catalog stamp moves with the row (its trigger), so shop pages show them at once.
 */
export async function updateSliderText(
  db: Db,
  id: string,
  text: { title: string; subtitle: string; link?: string | null },
) {
  const row = await updateFeatureText(db, id, { ...text, link: text.link ?? null });
  if (!row) throw new NotFoundError('Slider image not found');
  return featureToApi(row);
}

/** Removes every slider image; answers how many. */
export async function clearSlider(db: Db): Promise<number> {
  return deleteAllFeatures(db);
}

/**
 * Removes entries the banner cannot show: images that are not absolute http(s) URLs, and images of this
 * shop's own storage whose file is gone. The storage is checked before the delete, never inside a transaction.
 */
export async function purgeInvalidSlider(db: Db, storage: Storage): Promise<number> {
  const rows = await listFeatures(db);
  const invalid: string[] = [];
  for (const row of rows) {
    if (!isHttpUrl(row.image)) {
      invalid.push(row.id);
      continue;
    }
    const key = storage.keyFromUrl(row.image);
    if (key !== null && !(await storage.exists(key))) invalid.push(row.id);
  }
  return deleteFeatures(db, invalid);
}
