import { data, type LoaderFunctionArgs } from 'react-router';
import { splitLangPath, type Lang } from '../../../common/lang';

/**
 * What each page needs before it is shown, as route loaders over the one QueryClient (each page's loader
 * lives beside it: routes/shop/home.loader.ts). On the server they fill the cache the page is rendered
 * from (and which the browser hydrates); in the browser they run on navigation, so the next page arrives
 * with its data. Loaders return nothing: the data lives in the cache. `prefetchQuery` never throws (a
 * failed part shows its own error state); `ensureQueryData` is used where the answer decides the page's
 * status (a missing product is a 404).
 */
export type Loader = (args: LoaderFunctionArgs) => Promise<null>;

export const searchOf = (request: Request) => new URL(request.url).searchParams;

/** The page's language, from its address (/hi/… is Hindi; the router's basename leaves it in the request). */
export const langOf = (request: Request): Lang => splitLangPath(new URL(request.url).pathname).lang;

export const notFound = () => data(null, { status: 404, statusText: 'Not Found' });
