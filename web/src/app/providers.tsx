import { createContext, useContext, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

/** Facts about the running shop that pages need to render alike on server and browser. */
export interface SiteInfo {
  /** The shop's public origin (PUBLIC_URL), for canonical URLs and Open Graph tags. */
  origin: string;
}

const SiteContext = createContext<SiteInfo>({ origin: '' });

export const useSite = () => useContext(SiteContext);

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
