import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { Percent } from '../../../../../common/contracts/common';
import {
  DEFAULT_ORDER_MAILS,
  EstimatorConfigSchema,
  GSTIN_RE,
  OrderMailsSchema,
  type OrderMails,
  SearchSynonymsField,
  SettingsBody,
} from '../../../../../common/contracts/settings';
import type { AdminSettings } from '../api/get-settings';
import {
  DEFAULT_DELIVERY_SETTINGS,
  DeliveryFormSchema,
  deliveryToForm,
  type DeliveryFormValues,
} from './delivery-form';
import {
  LowStockDigestFormSchema,
  lowStockDigestToForm,
  type LowStockDigestFormValues,
} from './low-stock-digest-form';
import {
  DEFAULT_RETURNS_SETTINGS,
  ReturnsFormSchema,
  returnsToForm,
  type ReturnsFormValues,
} from './returns-form';

/** The form's values: rates as typed text, everything else as the API has it. */
export interface SettingsFormValues {
  companyName: string;
  companyAddress: string;
  gstNumber: string;
  cgstPercent: string;
  sgstPercent: string;
  invoiceNote: string;
  currency: 'INR';
  phone: string;
  whatsapp: string;
  email: string;
  estimatorConfig: z.output<typeof EstimatorConfigSchema>;
  /** The delivery rules, numbers and lists as typed. */
  delivery: DeliveryFormValues;
  /** The cancellation and return policy, numbers as typed. */
  returns: ReturnsFormValues;
  /** Which order mails are sent. */
  orderMails: OrderMails;
  /** The owner's daily low-stock digest, the hour and limit as typed. */
  lowStockDigest: LowStockDigestFormValues;
  /** Search synonyms, one group a line. */
  searchSynonyms: string;
}

const Rate = (field: string) =>
  z
    .string()
    .trim()
    .min(1, `${field} is required`)
    .refine((v) => /^\d+(\.\d{1,2})?$/.test(v), `${field} must be a number with at most 2 decimals`)
    .refine((v) => Percent.safeParse(Number(v)).success, `${field} must be 0–100`);

/**
 * The form's own checks, from the server's contract (SettingsBody): the same lengths, phone and e-mail
 * rules and the GSTIN format, with the rates (SPEC §5: numeric, 0–100) checked as typed.
 */
const shape = SettingsBody.shape;
export const SettingsFormSchema = z.object({
  companyName: shape.companyName.unwrap(),
  companyAddress: shape.companyAddress.unwrap(),
  gstNumber: z
    .string()
    .trim()
    .toUpperCase()
    .refine(
      (v) => v === '' || GSTIN_RE.test(v),
      'GST number must be a valid 15-character GSTIN, e.g. 27AAPFU0939F1ZV',
    ),
  cgstPercent: Rate('CGST'),
  sgstPercent: Rate('SGST'),
  invoiceNote: shape.invoiceNote.unwrap(),
  currency: z.literal('INR', { message: 'Only INR is supported' }),
  phone: shape.phone.unwrap(),
  whatsapp: shape.whatsapp.unwrap(),
  email: shape.email.unwrap(),
  estimatorConfig: EstimatorConfigSchema,
  delivery: DeliveryFormSchema,
  returns: ReturnsFormSchema,
  orderMails: OrderMailsSchema,
  lowStockDigest: LowStockDigestFormSchema,
  searchSynonyms: SearchSynonymsField,
});
export type SettingsFormInput = z.input<typeof SettingsFormSchema>;
export type SettingsFormOutput = z.output<typeof SettingsFormSchema>;

/** Settings as the form holds them: numbers as text, so an untouched form equals what was loaded. */
export function settingsToForm(s: AdminSettings): SettingsFormValues {
  return {
    companyName: s.companyName,
    companyAddress: s.companyAddress,
    gstNumber: s.gstNumber,
    cgstPercent: String(s.cgstPercent),
    sgstPercent: String(s.sgstPercent),
    invoiceNote: s.invoiceNote,
    currency: 'INR',
    phone: s.phone,
    whatsapp: s.whatsapp,
    email: s.email,
    estimatorConfig: { ...s.estimatorConfig },
    delivery: deliveryToForm(s.delivery ?? DEFAULT_DELIVERY_SETTINGS),
    returns: returnsToForm(s.returns ?? DEFAULT_RETURNS_SETTINGS),
    orderMails: { ...DEFAULT_ORDER_MAILS, ...s.orderMails },
    lowStockDigest: lowStockDigestToForm(s.lowStockDigest),
    searchSynonyms: s.searchSynonyms,
  };
}

/** The form as each of its cards is given it. */
export type SettingsFormApi = UseFormReturn<SettingsFormInput, unknown, SettingsFormOutput>;
