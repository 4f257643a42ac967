import { createContext, useContext } from 'react';

/** Facts about the running shop that pages need to render alike on server and browser. */
export interface SiteInfo {
  /** The shop's public origin (PUBLIC_URL), for canonical URLs and Open Graph tags. */
  origin: string;
}

export const SiteContext = createContext<SiteInfo>({ origin: '' });

export const useSite = () => useContext(SiteContext);
