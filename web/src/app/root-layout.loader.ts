import type { QueryClient } from '@tanstack/react-query';
import { publicSettingsQueryOptions } from '../lib/public-settings';
import type { Loader } from '../lib/route-loader';
import { authQueryOptions } from '../lib/session';

/** Every page: the session and the site settings (SPEC §4: checked and loaded at start). */
export const rootLoader =
  (qc: QueryClient): Loader =>
  async () => {
    await Promise.all([qc.prefetchQuery(authQueryOptions()), qc.prefetchQuery(publicSettingsQueryOptions())]);
    return null;
  };
