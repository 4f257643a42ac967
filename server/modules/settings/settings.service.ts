import type { DbOrTx } from '../../db/client';
import type { EstimatorConfig } from '../../db/schema';
import {
  DEFAULT_ESTIMATOR_CONFIG,
  DEFAULT_LOW_STOCK_DIGEST,
  DEFAULT_ORDER_MAILS,
  type LowStockDigest,
  type OrderMails,
  type PublicSettings,
  type SettingsPatch,
} from '../../../common/contracts/settings';
import { loadSearchSynonyms, loadSettings, saveSettings, type SettingsRow } from './settings.repository';
import { DEFAULT_SHOP_NAME } from '../../../common/settings-defaults';
import { stateOfGstin } from '../../../common/gst/gstin';
import { policyOf, settingsOf, type DeliverySettings } from '../../../common/contracts/delivery';
import { DEFAULT_DELIVERY_POLICY, type DeliveryPolicy } from '../../../common/delivery';
import { DEFAULT_RETURNS_POLICY, type ReturnsPolicy } from '../../../common/returns';
import { DEFAULT_SEARCH_SYNONYMS, parseSynonyms, type SynonymGroup } from '../../../common/search-synonyms';

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
  /** The delivery and cash-on-delivery rules, in rupees as the API shows them (policyOf gives the paise rules). */
  delivery: DeliverySettings;
  /** The cancellation and return policy: windows, restocking fees, refund days (common/returns.ts). */
  returns: ReturnsPolicy;
  /** Which order mails are sent: each customer mail by status, and the owner's new-order mail. */
  orderMails: OrderMails;
  /** The owner's daily low-stock digest: on or off, the hour in India, the stock called low. */
  lowStockDigest: LowStockDigest;
  /** Search synonyms, one group a line (common/search-synonyms.ts); the shop's defaults until the owner saves some. */
  searchSynonyms: string;
}

/** The stored rules over the defaults, so a rule added later has its default in an older row. */
function storedPolicy(stored: Partial<DeliveryPolicy> | null | undefined): DeliveryPolicy {
  const d = DEFAULT_DELIVERY_POLICY;
  const s = stored ?? {};
  return {
    ...d,
    ...s,
    expressFeePaise: { ...d.expressFeePaise, ...s.expressFeePaise },
    days: {
      standard: { ...d.days.standard, ...s.days?.standard },
      express: { ...d.days.express, ...s.days?.express },
    },
    cod: { ...d.cod, ...s.cod },
  };
}

/** The stored return policy over the defaults, the same way. */
function storedReturns(stored: Partial<ReturnsPolicy> | null | undefined): ReturnsPolicy {
  const d = DEFAULT_RETURNS_POLICY;
  const s = stored ?? {};
  return {
    ...d,
    ...s,
    restockingPercent: { ...d.restockingPercent, ...s.restockingPercent },
    refundDays: { ...d.refundDays, ...s.refundDays },
  };
}

/** The delivery rules in paise, as common/delivery.ts prices with them. */
export const deliveryPolicyOf = (settings: SiteSettings): DeliveryPolicy => policyOf(settings.delivery);

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
    delivery: settingsOf(storedPolicy(row.deliveryPolicy)),
    returns: storedReturns(row.returnsPolicy),
    orderMails: { ...DEFAULT_ORDER_MAILS, ...row.orderMails },
    lowStockDigest: { ...DEFAULT_LOW_STOCK_DIGEST, ...row.lowStockDigest },
    searchSynonyms: row.searchSynonyms ?? DEFAULT_SEARCH_SYNONYMS,
  };
}

/** What the admin's settings form shows: the settings and the shop's state, read from the GSTIN (read-only). */
export interface AdminSiteSettings extends SiteSettings {
  /** GST state code and name of the shop's registration (the GSTIN's first two digits); null without a GSTIN. */
  shopStateCode: string | null;
  shopState: string | null;
}

export function withShopState(settings: SiteSettings): AdminSiteSettings {
  const state = stateOfGstin(settings.gstNumber);
  return { ...settings, shopStateCode: state?.code ?? null, shopState: state?.name ?? null };
}

/** The whole settings object (admin, invoices, mail). */
export async function getSettings(db: DbOrTx): Promise<SiteSettings> {
  return toApi(await loadSettings(db));
}

let parsedSynonyms: { text: string | null; groups: SynonymGroup[] } | undefined;

/**
 * The search synonyms as groups of normalised terms (the defaults until the owner saves some). The text was
 * checked when saved; the parse is kept while the text is the same.
 */
export async function getSearchSynonyms(db: DbOrTx): Promise<SynonymGroup[]> {
  const text = await loadSearchSynonyms(db);
  if (parsedSynonyms?.text !== text) {
    const parsed = parseSynonyms(text ?? DEFAULT_SEARCH_SYNONYMS);
    parsedSynonyms = { text, groups: parsed.ok ? parsed.groups : [] };
  }
  return parsedSynonyms.groups;
}

/** The shop's name for mail subjects and bodies: site settings' companyName, or the default brand. */
export async function getShopName(db: DbOrTx): Promise<string> {
  const name = (await getSettings(db)).companyName.trim();
  return name || DEFAULT_SHOP_NAME;
}

/**
 * What the storefront may see: no invoice note. The GSTIN is shown on purpose (every invoice prints it; the
 * estimator prints it on an estimate).
 */
export async function getPublicSettings(db: DbOrTx): Promise<PublicSettings> {
  const s = await getSettings(db);
  return {
    companyName: s.companyName,
    companyAddress: s.companyAddress,
    gstNumber: s.gstNumber,
    phone: s.phone,
    whatsapp: s.whatsapp,
    email: s.email,
    currency: s.currency,
    cgstPercent: s.cgstPercent,
    sgstPercent: s.sgstPercent,
    estimatorConfig: s.estimatorConfig,
    delivery: s.delivery,
    returns: s.returns,
  };
}

/** Replaces every setting; the values must already be valid (patchSettings gets them through SettingsBody). */
export async function updateSettings(db: DbOrTx, values: SiteSettings): Promise<SiteSettings> {
  const {
    companyName,
    companyAddress,
    gstNumber,
    cgstPercent,
    sgstPercent,
    invoiceNote,
    currency,
    phone,
    whatsapp,
    email,
    estimatorConfig,
    delivery,
    returns,
    orderMails,
    lowStockDigest,
    searchSynonyms,
  } = values;
  return toApi(
    await saveSettings(db, {
      companyName,
      companyAddress,
      gstNumber,
      cgstPercent,
      sgstPercent,
      invoiceNote,
      currency,
      phone,
      whatsapp,
      email,
      estimatorConfig,
      deliveryPolicy: policyOf(delivery),
      returnsPolicy: returns,
      orderMails,
      lowStockDigest,
      searchSynonyms,
    }),
  );
}

/** Admin update (PUT /api/admin/settings/update): a validated subset merged over the current settings. */
export async function patchSettings(db: DbOrTx, patch: SettingsPatch): Promise<SiteSettings> {
  const current = await getSettings(db);
  const { estimatorConfig, orderMails, lowStockDigest, ...rest } = patch;
  const defined = Object.fromEntries(
    Object.entries(rest).filter(([, v]) => v !== undefined),
  ) as Partial<SiteSettings>;
  return updateSettings(db, {
    ...current,
    ...defined,
    estimatorConfig: {
      ...DEFAULT_ESTIMATOR_CONFIG,
      ...current.estimatorConfig,
      ...stripUndefined(estimatorConfig ?? {}),
    },
    orderMails: { ...current.orderMails, ...stripUndefined(orderMails ?? {}) },
    lowStockDigest: { ...current.lowStockDigest, ...stripUndefined(lowStockDigest ?? {}) },
  });
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
