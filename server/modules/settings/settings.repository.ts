import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { siteSettings } from '../../db/schema';

export type SettingsRow = typeof siteSettings.$inferSelect;

/** The single settings row, created with defaults the first time it is read. */
export async function loadSettings(db: DbOrTx): Promise<SettingsRow> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  if (row) return row;
  await db.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
  const [created] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return created;
}

export async function saveSettings(
  db: DbOrTx,
  values: Partial<Omit<SettingsRow, 'id' | 'updatedAt'>>,
): Promise<SettingsRow> {
  await loadSettings(db);
  const [row] = await db
    .update(siteSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(siteSettings.id, 1))
    .returning();
  return row;
}

/** The stored search synonyms alone (null: never saved, or no settings row yet). */
export async function loadSearchSynonyms(db: DbOrTx): Promise<string | null> {
  const [row] = await db
    .select({ searchSynonyms: siteSettings.searchSynonyms })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row?.searchSynonyms ?? null;
}
