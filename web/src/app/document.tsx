import type { ReactNode } from 'react';
import type { SsrAssets } from '../../../common/contracts/ssr';
import { jsonForHtml } from '../lib/json-html';
import type { Lang } from '../../../common/lang';
import type { Alternates } from '../lib/alternates';

/** The document's language: English pages keep the en-IN they always had. */
const HTML_LANG: Record<Lang, string> = { en: 'en-IN', hi: 'hi' };

/** The id of the JSON block that carries the server's data (query cache, router state) to the browser. */
export const PAYLOAD_ELEMENT_ID = 'shop-data';

/**
 * The whole HTML document, rendered by React on the server and hydrated as `document` in the browser, so
 * pages can put <title>, <meta> and <link rel=canonical> anywhere and React hoists them into <head>. The
 * scripts (the data block and the entry module) are not part of it: the server writes them after the body's
 * content (documentScripts), where hydration passes over them.
 */
export function Document({
  assets,
  lang = 'en',
  alternates,
  children,
}: {
  assets: SsrAssets;
  lang?: Lang;
  alternates?: Alternates;
  children: ReactNode;
}) {
  return (
    <html lang={HTML_LANG[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c2410c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* With a precedence React sends the stylesheet before the module preloads, so on a slow phone
            connection the CSS that gates the first paint is not queued behind JavaScript. */}
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        {/* The page in English, in Hindi, and English for everyone else, as Google asks (decision 036). */}
        {alternates ? (
          <>
            <link rel="alternate" hrefLang="en" href={alternates.en} />
            <link rel="alternate" hrefLang="hi" href={alternates.hi} />
            <link rel="alternate" hrefLang="x-default" href={alternates.en} />
          </>
        ) : null}
        {assets.preloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}

/**
 * The end of the body the server writes after React's output: the data block (never executed; the page's
 * CSP allows no inline script) and the entry module. No whitespace, so hydration has no text to trip on.
 */
export function documentScripts(assets: SsrAssets, payload: unknown): string {
  const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return (
    `<script type="application/json" id="${PAYLOAD_ELEMENT_ID}">${jsonForHtml(payload)}</script>` +
    assets.scripts.map((src) => `<script type="module" src="${attr(src)}"></script>`).join('')
  );
}
