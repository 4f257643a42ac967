import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { NavigationProvider, type Navigation } from '../lib/navigation';
import { SiteContext, type SiteInfo } from '../lib/site';

export type { SiteInfo } from '../lib/site';

/** What every page is rendered in: the data cache, the site's origin, and how links and navigations work. */
export function AppProviders({
  queryClient,
  site = { origin: '' },
  navigation,
  children,
}: {
  queryClient: QueryClient;
  site?: SiteInfo;
  navigation: Navigation;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteContext.Provider value={site}>
        <NavigationProvider value={navigation}>{children}</NavigationProvider>
      </SiteContext.Provider>
    </QueryClientProvider>
  );
}
