import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { NavigationProvider, type Navigation } from '../lib/navigation';
import { SiteContext, type SiteInfo } from '../lib/site';
import { I18nProvider, type Lang, type Messages } from '../i18n/i18n';

export type { SiteInfo } from '../lib/site';

const NO_MESSAGES: Messages = {};

/**
 * What every page is rendered in: the data cache, the site's origin, how links and navigations work, and the
 * page's language with its words (English: none; `children` may hold a live provider of its own instead).
 */
export function AppProviders({
  queryClient,
  site = { origin: '' },
  navigation,
  lang = 'en',
  messages = NO_MESSAGES,
  children,
}: {
  queryClient: QueryClient;
  site?: SiteInfo;
  navigation: Navigation;
  lang?: Lang;
  messages?: Messages;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteContext.Provider value={site}>
        <NavigationProvider value={navigation}>
          <I18nProvider lang={lang} messages={messages}>
            {children}
          </I18nProvider>
        </NavigationProvider>
      </SiteContext.Provider>
    </QueryClientProvider>
  );
}
