import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EstimatorConfig } from '../../../lib/public-settings';
import type { DeliverySettings } from '../../../../../common/contracts/delivery';
import type { ReturnsPolicy } from '../../../../../common/returns';
import type { LowStockDigest, OrderMails } from '../../../../../common/contracts/settings';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** SPEC §3 site settings plus the shop's phone, WhatsApp number, e-mail, delivery rules and return policy, as the admin API answers them. */
export interface AdminSettings {
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
  /** The delivery and cash-on-delivery rules. */
  delivery: DeliverySettings;
  /** The cancellation and return policy: windows, restocking fees, refund days. */
  returns: ReturnsPolicy;
  /** Which order mails are sent: the customer's at each status, the owner's on a new order. */
  orderMails: OrderMails;
  /** The owner's daily low-stock digest: on or off, the hour in India, the stock called low. */
  lowStockDigest: LowStockDigest;
  /** Search synonyms, one group a line ("MCB = miniature circuit breaker"). */
  searchSynonyms: string;
}

/** GET /api/admin/settings/get (response under data). */
export const getAdminSettings = async (signal?: AbortSignal) =>
  (await api.get<{ success: true; data: AdminSettings }>('/api/admin/settings/get', { signal })).data;

export const adminSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.settings(), queryFn: ({ signal }) => getAdminSettings(signal) });

export const useAdminSettings = () => useQuery(adminSettingsQueryOptions());
