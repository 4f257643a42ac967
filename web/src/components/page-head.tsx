import { useLocation } from '../lib/navigation';
import { useSite } from '../lib/site';
import { usePublicSettings } from '../lib/public-settings';
import { shopName } from '../lib/brand';
import { jsonForHtml } from '../lib/json-html';
import { hrefIn } from '../lib/paths';
import { useLang } from '../i18n/i18n';

export interface PageHeadProps {
  /** The page's own title; the shop's name is added. */
  title: string;
  description?: string;
  /** The page's path (and query, when it is part of what the page is) for the canonical URL; default: the path shown. */
  path?: string;
  image?: string;
  type?: 'website' | 'product';
  /** Keep this page out of search engines (account, checkout, search results). */
  noIndex?: boolean;
}

const DEFAULT_DESCRIPTION =
  'Pipe fittings, wires, switches, sockets and paint at fair prices, with CGST and SGST on every GST invoice.';

/**
 * The page's head tags: title, description, canonical URL, Open Graph and Twitter cards. React hoists them
 * into <head> on the server and on navigation; React escapes every value.
 */
export function PageHead({
  title,
  description = DEFAULT_DESCRIPTION,
  path,
  image,
  type = 'website',
  noIndex,
}: PageHeadProps) {
  const { origin } = useSite();
  const location = useLocation();
  const settings = usePublicSettings();
  const site = shopName(settings.companyName);
  const fullTitle = `${title} · ${site}`;
  // A Hindi page is its own canonical page (/hi/…): the twins are alternates, not duplicates.
  const url = `${origin}${hrefIn(path ?? location.pathname, useLang())}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={site} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image ? <meta name="twitter:image" content={image} /> : null}
    </>
  );
}

/** Structured data for search engines; escaped so that no text in it can end the element. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForHtml(data) }} />;
}
