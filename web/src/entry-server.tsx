import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { SsrRequest, SsrResponse } from '../../common/contracts/ssr';
import { decide } from './app/guard';
import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { Document, documentScripts } from './app/document';
import { pageQueries, serializeRouteErrors, type Payload } from './app/payload';
import { AppProviders } from './app/providers';
import { createServerQueryClient } from './app/query-client';
import { createRoutes, type RouteHandle } from './app/routes';
import { DocumentPage } from './app/document-page';
import { documentPages, type DocumentPageFile } from './app/document-pages';
import { BuyerPage } from './app/buyer-page';
import { buyerPages, isBuyerPage } from './app/buyer-pages';
import { routerNavigation } from './app/router-navigation';
import { documentNavigation } from './lib/navigation';
import { hasLangTwin, hrefIn, paths } from './lib/paths';
import { LANG_PREFIX, splitLangPath, type Lang } from '../../common/lang';
import { areasOf, loadCatalogue } from './i18n/catalogues';
import { alternatesOf } from './lib/alternates';
import { queryKeys } from './lib/query-keys';
import { bindStorefront, errorStatus } from './lib/storefront';

export { pageCacheKey } from './lib/page-key';

/**
 * One page renders at a time, each in a turn of the event loop of its own (decision 024). React
 * renders a loaded page in one synchronous piece; when several pages' data arrived together, their renders ran
 * back to back in one turn and every other socket, /api/health's too, waited for all of them (6 s under 500
 * connections with cold code). Now the loop reads its sockets between two renders. Pages still load their data
 * side by side; only the rendering takes turns, which costs nothing on one thread.
 */
let lastTurn: Promise<void> = Promise.resolve();
/** A render that has not finished by then (it never should: its data is loaded) lets the next one go anyway. */
const RENDER_TURN_MAX_MS = 2000;
function renderTurn(): Promise<() => void> {
  let release!: () => void;
  const finished = new Promise<void>((resolve) => (release = resolve));
  const turn = lastTurn.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
  lastTurn = turn.then(() => {
    setTimeout(release, RENDER_TURN_MAX_MS).unref();
    return finished;
  });
  return turn.then(() => release);
}

/**
 * Renders one page on the server: the guard's redirect, or the whole document streamed with its data.
 * The session's user comes from the server; the data from `request.storefront`, in process.
 */
export async function render(request: SsrRequest): Promise<SsrResponse> {
  const url = new URL(request.url);
  // A Hindi page is the English page's twin under /hi (issue 50): the rules and routes see the path without it.
  const { lang, path } = splitLangPath(url.pathname);

  // The same rules as in the browser (one pure function), applied before anything loads. Under /hi, a path
  // without a Hindi twin (the admin panel) is left to the router, which has no such route there: a Hindi 404.
  const decision =
    lang === 'en' || hasLangTwin(path)
      ? decide(path, { user: request.user }, { search: url.search, returnTo: url.searchParams.get('r') })
      : {};
  if (decision.redirect) {
    const location = decision.from ? paths.auth.login.href({ r: decision.from }) : decision.redirect;
    return { type: 'redirect', status: 302, location: hrefIn(location, redirectLang(lang, path, request)) };
  }

  const queryClient = bindStorefront(createServerQueryClient(), request.storefront);
  queryClient.setQueryData(queryKeys.auth.me(), request.user);

  const handler = createStaticHandler(createRoutes(queryClient, { lang }), {
    basename: LANG_PREFIX[lang] || undefined,
  });
  const context = await handler.query(new Request(url, { signal: request.signal }));
  if (context instanceof Response) {
    // A loader redirected (none does today); keep it a plain same-site redirect.
    const location = context.headers.get('location') ?? hrefIn(paths.shop.home.href(), lang);
    return { type: 'redirect', status: 302, location };
  }

  // A part that failed to load (prefetchQuery keeps the error; a missing product is a 404 page, not a
  // failure) is loaded again by the browser; the page is not kept for other visitors, who would otherwise
  // all get it without that part.
  const failedParts = queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'error' && (errorStatus(q.state.error) ?? 500) >= 500);
  for (const q of failedParts)
    console.error('Server prefetch failed', JSON.stringify(q.queryKey), q.state.error);

  const modules = context.matches
    .map((m) => (m.route.handle as RouteHandle | undefined)?.module)
    .filter((m): m is string => !!m);
  const site = { origin: request.origin };
  // A browsing page (decision 026) or a buyer page (decision 035) is rendered as the browser will hydrate it,
  // without the router; a page that failed (a missing product's 404) is the router's.
  const leaf = context.matches[context.matches.length - 1];
  const documentFile = context.errors ? undefined : (leaf?.route.handle as RouteHandle | undefined)?.document;
  // A Hindi page's words: the catalogues of the areas its page shows (the frame's and its own), sent with it.
  const pageFile = (leaf?.route.handle as RouteHandle | undefined)?.page;
  const areas = areasOf(context.errors ? undefined : pageFile);
  const i18n = lang === 'hi' ? { areas, messages: await loadCatalogue(areas) } : undefined;
  const alternates = context.errors ? null : alternatesOf(request.origin, path, url.search);
  const shared = {
    site,
    queries: pageQueries(queryClient),
    ...(i18n ? { i18n } : {}),
    ...(alternates ? { alternates } : {}),
  };
  let payload: Payload;
  let page: ReactNode;
  let navigation = routerNavigation;
  if (documentFile && isBuyerPage(documentFile)) {
    // A buyer page (decision 035): without the router too, from its own entry.
    const { default: Page, Frame } = await buyerPages[documentFile]();
    payload = {
      ...shared,
      assets: request.assets(modules, 'buyer'),
      page: { file: documentFile, params: leaf.params },
    };
    navigation = documentNavigation(url, leaf.params);
    page = <BuyerPage Page={Page} Frame={Frame} />;
  } else if (documentFile) {
    const { default: Page } = await documentPages[documentFile as DocumentPageFile]();
    payload = {
      ...shared,
      assets: request.assets(modules, 'shop'),
      page: { file: documentFile, params: leaf.params },
    };
    navigation = documentNavigation(url, leaf.params);
    page = <DocumentPage Page={Page} />;
  } else {
    const router = {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeRouteErrors(context.errors),
    };
    payload = { ...shared, assets: request.assets(modules, 'app'), router };
    page = (
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    );
  }
  const app = (
    <StrictMode>
      <Document assets={payload.assets} lang={lang} alternates={payload.alternates}>
        <AppProviders
          queryClient={queryClient}
          site={site}
          navigation={navigation}
          lang={lang}
          messages={i18n?.messages}
        >
          {page}
        </AppProviders>
      </Document>
    </StrictMode>
  );

  const release = await renderTurn();
  return new Promise<SsrResponse>((resolve, reject) => {
    let failed = false;
    // Everything the page needs is loaded before rendering starts, so the document is complete when it
    // streams: no fallback is sent and React needs no inline script (the CSP allows none). React would
    // still move big Suspense boundaries out of line (with a script to put them back) above its
    // progressive chunk size; the page is complete already, so nothing is moved.
    let stream: ReturnType<typeof renderToPipeableStream>;
    try {
      stream = renderToPipeableStream(app, {
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          release();
          resolve({
            type: 'html',
            status: failed ? 500 : context.statusCode,
            cacheable: !request.user && !failed && failedParts.length === 0 && context.statusCode === 200,
            pipe: (destination) => {
              const tail = beforeBodyEnd(documentScripts(payload.assets, payload));
              tail.pipe(destination);
              stream.pipe(tail);
            },
            abort: () => stream.abort(),
          });
        },
        onShellError(error) {
          release();
          reject(error);
        },
        onError(error) {
          failed = true;
          console.error('Server rendering failed', error);
        },
      });
    } catch (error) {
      release();
      reject(error);
    }
  });
}

/**
 * The language a redirect goes on in: the page's, and for a bare `/` or `/shop` (no language of its own) the
 * visitor's remembered choice (the language cookie), so English without the cookie is as it always was.
 */
function redirectLang(lang: Lang, path: string, request: SsrRequest): Lang {
  if (lang !== 'en') return lang;
  const bare = path.replace(/\/+$/, '').toLowerCase() || '/';
  const index = bare === paths.root.path || bare === paths.shop.root.path;
  return index && request.langCookie === 'hi' ? 'hi' : 'en';
}

const BODY_END = '</body></html>';

/** Passes the document through and writes `html` just before its closing `</body></html>`. */
function beforeBodyEnd(html: string): Transform {
  let held = '';
  const decoder = new StringDecoder('utf8');
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = held + decoder.write(chunk);
      held = text.slice(-BODY_END.length);
      done(null, text.slice(0, -BODY_END.length));
    },
    flush(done) {
      held += decoder.end();
      done(null, held === BODY_END ? html + held : held + html);
    },
  });
}
