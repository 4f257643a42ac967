import type { FastifyInstance } from 'fastify';
import type { Lang } from '../../common/lang';
import { requestLang } from './request-lang';
import { FIELDS_HI, MESSAGES_HI, PATTERNS_HI, WAITS_HI } from './messages-hi';

function fill(template: string, groups: string[]): string {
  return template.replace(/\$(\d)/g, (_, n: string) => {
    const value = groups[Number(n) - 1] ?? '';
    return FIELDS_HI[value] ?? WAITS_HI.reduce((v, w) => (w.en.test(v) ? v.replace(w.en, w.hi) : v), value);
  });
}

function translateOne(message: string): string | null {
  const exact = MESSAGES_HI[message];
  if (exact !== undefined) return exact;
  for (const p of PATTERNS_HI) {
    const m = p.en.exec(message);
    if (m) return fill(p.hi, m.slice(1));
  }
  return null;
}

/**
 * `message` in `lang`: English as it is; Hindi from the catalogue, or the English when it has none (a message
 * only the admin sees, or one added later: the buyer still reads something true). A validation answer
 * ("Invalid querystring. field: message; field: message") is translated message by message.
 */
export function translateMessage(message: string, lang: Lang): string {
  if (lang === 'en') return message;
  const whole = translateOne(message);
  if (whole !== null) return whole;
  const prefix = /^Invalid (body|querystring|params|headers)\. /.exec(message);
  const rest = prefix ? message.slice(prefix[0].length) : message;
  let changed = false;
  const parts = rest.split('; ').map((part) => {
    const field = /^([\w.[\]]+): (.*)$/s.exec(part);
    const hi = translateOne(field ? field[2] : part);
    if (hi === null) return part;
    changed = true;
    return field ? `${field[1]}: ${hi}` : hi;
  });
  if (!changed) return message;
  return `${prefix ? 'जानकारी सही नहीं है। ' : ''}${parts.join('; ')}`;
}

/**
 * The one place the API's answers are put in the buyer's language: an answer to a request from a Hindi page
 * (x-shop-lang: hi) with a `message` gets it in Hindi, errors and successes alike. The admin API and every
 * English request are left exactly as they are.
 */
export function registerApiMessages(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || requestLang(request) !== 'hi') return payload;
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const { message } = payload as { message?: unknown };
    if (typeof message !== 'string') return payload;
    const hi = translateMessage(message, 'hi');
    if (hi === message) return payload;
    // A cache must not give this Hindi answer to an English page, nor the other way round.
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, x-shop-lang` : 'x-shop-lang');
    reply.header('content-language', 'hi');
    return { ...(payload as object), message: hi };
  });
}
