import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface EstimatorConfig {
  showSize: boolean;
  showCapacity: boolean;
  showHSN: boolean;
  allowVariantSelect: boolean;
  priceSource: 'base' | 'sale' | 'lowest-tier' | 'highest-tier';
}

/** What the storefront may know of the site settings (no GSTIN, no invoice note). */
export interface PublicSettings {
  companyName: string;
  companyAddress: string;
  phone: string;
  whatsapp: string;
  email: string;
  currency: string;
  cgstPercent: number;
  sgstPercent: number;
  estimatorConfig: EstimatorConfig;
}

/** SPEC §3/§9 defaults, used until the settings arrive and whenever they cannot be loaded. */
export const DEFAULT_SETTINGS: PublicSettings = {
  companyName: '',
  companyAddress: '',
  phone: '',
  whatsapp: '',
  email: '',
  currency: 'INR',
  cgstPercent: 9,
  sgstPercent: 9,
  estimatorConfig: {
    showSize: true,
    showCapacity: true,
    showHSN: false,
    allowVariantSelect: true,
    priceSource: 'base',
  },
};

/** GET /api/common/settings/get. Missing fields take their defaults, so a partial answer never breaks a page. */
export async function getPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  const res = await api.get<{ success: boolean; data?: Partial<PublicSettings> }>(
    '/api/common/settings/get',
    {
      signal,
      ignoreUnauthorized: true,
    },
  );
  const data = res.data ?? {};
  const pick = <K extends keyof PublicSettings>(key: K): PublicSettings[K] =>
    data[key] === undefined || data[key] === null ? DEFAULT_SETTINGS[key] : (data[key] as PublicSettings[K]);
  return {
    companyName: pick('companyName'),
    companyAddress: pick('companyAddress'),
    phone: pick('phone'),
    whatsapp: pick('whatsapp'),
    email: pick('email'),
    currency: pick('currency'),
    cgstPercent: Number(pick('cgstPercent')),
    sgstPercent: Number(pick('sgstPercent')),
    estimatorConfig: { ...DEFAULT_SETTINGS.estimatorConfig, ...(data.estimatorConfig ?? {}) },
  };
}

export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.settings.public(),
    // Not cancelled on unmount (no signal): every page needs the settings, so a started load is never wasted.
    queryFn: () => getPublicSettings(),
    staleTime: 10 * 60_000,
    retry: 1,
  });

/** The site settings, or the defaults while loading and when loading failed (the shop still works). */
export function usePublicSettings(): PublicSettings {
  const { data } = useQuery(publicSettingsQueryOptions());
  return data ?? DEFAULT_SETTINGS;
}
