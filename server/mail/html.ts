import type { Lang } from '../../common/lang';
import { mailWords } from './words';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export interface MailLayout {
  shopName: string;
  /** The language the mail is written in (issue 50): the page's `lang` and the default footer's words. */
  lang?: Lang;
  heading: string;
  /** HTML fragments, already escaped by the caller (use escapeHtml on every value that came from outside). */
  bodyHtml: string;
  /** Optional call-to-action button. */
  action?: { label: string; url: string };
  footer?: string;
  /** The footer as HTML (links), already escaped by the caller; wins over `footer`. */
  footerHtml?: string;
}

/**
 * A plain, mail-client-safe HTML page (tables and inline styles; no external images or fonts) with the
 * shop's name as the header. Every template uses it so all mail looks the same.
 */
export function renderMailHtml(layout: MailLayout): string {
  const shop = escapeHtml(layout.shopName);
  const action = layout.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(layout.action.url)}" style="background:#d97706;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(layout.action.label)}</a></p>`
    : '';
  const lang = layout.lang ?? 'en';
  const w = mailWords(lang);
  const footer =
    layout.footerHtml ??
    escapeHtml(layout.footer ?? w('This message was sent by {shop}.', { shop: layout.shopName }));
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(layout.heading)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f4;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#0c0a09;color:#ffffff;padding:16px 24px;font-size:18px;font-weight:700">${shop}</td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(layout.heading)}</h1>
${layout.bodyHtml}
${action}
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#78716c;border-top:1px solid #e7e5e4">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
