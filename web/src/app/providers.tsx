import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SiteContext, type SiteInfo } from '../lib/site';

export type { SiteInfo } from '../lib/site';

export function AppProviders({
  queryClient,
  site = { origin: '' },
  children,
}: {
  queryClient: QueryClient;
  site?: SiteInfo;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteContext.Provider value={site}>{children}</SiteContext.Provider>
    </QueryClientProvider>
  );
}
