import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '../../../common/contracts/settings';
import { DEFAULT_ESTIMATOR_CONFIG } from '../../../common/settings-defaults';
import { DEFAULT_DELIVERY_SETTINGS, DEFAULT_RETURNS_POLICY } from '../../../common/policy-defaults';
import { queryKeys } from './query-keys';
import { storefrontOf } from './storefront';

export type { EstimatorConfig, PublicSettings } from '../../../common/contracts/settings';

/** SPEC §3/§9 defaults, used until the settings arrive and whenever they cannot be loaded. */
export const DEFAULT_SETTINGS: PublicSettings = {
  companyName: '',
  companyAddress: '',
  gstNumber: '',
  phone: '',
  whatsapp: '',
  email: '',
  currency: 'INR',
  cgstPercent: 9,
  sgstPercent: 9,
  estimatorConfig: { ...DEFAULT_ESTIMATOR_CONFIG },
  delivery: DEFAULT_DELIVERY_SETTINGS,
  returns: DEFAULT_RETURNS_POLICY,
};

/** Missing fields take their defaults, so a partial answer never breaks a page. */
export function withDefaults(data: Partial<PublicSettings> | undefined): PublicSettings {
  const d = data ?? {};
  const pick = <K extends keyof PublicSettings>(key: K): PublicSettings[K] =>
    d[key] === undefined || d[key] === null ? DEFAULT_SETTINGS[key] : (d[key] as PublicSettings[K]);
  return {
    companyName: pick('companyName'),
    companyAddress: pick('companyAddress'),
    gstNumber: pick('gstNumber'),
    phone: pick('phone'),
    whatsapp: pick('whatsapp'),
    email: pick('email'),
    currency: pick('currency'),
    cgstPercent: Number(pick('cgstPercent')),
    sgstPercent: Number(pick('sgstPercent')),
    estimatorConfig: { ...DEFAULT_SETTINGS.estimatorConfig, ...(d.estimatorConfig ?? {}) },
    delivery: pick('delivery'),
    returns: pick('returns'),
  };
}

/** GET /api/common/settings/get (SPEC §4: loaded at start, for everyone). */
export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.settings.public(),
    queryFn: async ({ client }) => withDefaults(await storefrontOf(client).settings()),
    staleTime: 10 * 60_000,
  });

/** The site settings, or the defaults while loading and when loading failed (the shop still works). */
export function usePublicSettings(): PublicSettings {
  const { data } = useQuery(publicSettingsQueryOptions());
  return data ?? DEFAULT_SETTINGS;
}
