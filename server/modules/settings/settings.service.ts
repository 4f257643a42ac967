import type { DbOrTx } from '../../db/client';
import type { EstimatorConfig } from '../../db/schema';
import { DEFAULT_ESTIMATOR_CONFIG, type SettingsPatch } from '../../../common/contracts/settings';
import { loadSettings, saveSettings, type SettingsRow } from './settings.repository';

/** Site settings as SPEC §3 names them (plus the shop's phone, WhatsApp number and e-mail). */
export interface SiteSettings {
  companyName: string;
  companyAddress: string;
  gstNumber: string;
  cgstPercent: number;
  sgstPercent: number;
  invoiceNote: string;
  currency: string;
  phone: string;
  whatsapp: string;
  email: string;
  estimatorConfig: EstimatorConfig;
}

function toApi(row: SettingsRow): SiteSettings {
  return {
    companyName: row.companyName,
    companyAddress: row.companyAddress,
    gstNumber: row.gstNumber,
    cgstPercent: Number(row.cgstPercent),
    sgstPercent: Number(row.sgstPercent),
    invoiceNote: row.invoiceNote,
    currency: row.currency,
    phone: row.phone,
    whatsapp: row.whatsapp,
    email: row.email,
    estimatorConfig: row.estimatorConfig,
  };
}

/** The whole settings object (admin, invoices, mail). */
export async function getSettings(db: DbOrTx): Promise<SiteSettings> {
  return toApi(await loadSettings(db));
}

/** What the storefront may see: no GSTIN or invoice note. */
export async function getPublicSettings(db: DbOrTx) {
  const s = await getSettings(db);
  return {
    companyName: s.companyName,
    companyAddress: s.companyAddress,
    phone: s.phone,
    whatsapp: s.whatsapp,
    email: s.email,
    currency: s.currency,
    cgstPercent: s.cgstPercent,
    sgstPercent: s.sgstPercent,
    estimatorConfig: s.estimatorConfig,
  };
}

/** Replaces every setting; the values must already be valid (patchSettings gets them through SettingsBody). */
export async function updateSettings(db: DbOrTx, values: SiteSettings): Promise<SiteSettings> {
  return toApi(await saveSettings(db, values));
}

/** Admin update (PUT /api/admin/settings/update): a validated subset merged over the current settings. */
export async function patchSettings(db: DbOrTx, patch: SettingsPatch): Promise<SiteSettings> {
  const current = await getSettings(db);
  const { estimatorConfig, ...rest } = patch;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Partial<SiteSettings>;
  return updateSettings(db, {
    ...current,
    ...defined,
    estimatorConfig: { ...DEFAULT_ESTIMATOR_CONFIG, ...current.estimatorConfig, ...stripUndefined(estimatorConfig ?? {}) },
  });
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
