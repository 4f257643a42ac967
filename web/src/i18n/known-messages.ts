import type { Translate } from './i18n';

/**
 * Messages the web shows but does not write itself: the English of common/ (zod schemas' validation messages and
 * message constants, shared with the server). Each area lists the ones its forms can show with msg() (so the
 * catalogue check reads them), e.g. features/auth/auth-messages.ts, and translates one where it is shown with
 * `knownMessage(t, LIST, message)`.
 *
 * A message built with values (`Password must be at least ${MIN_PASSWORD} characters`) is listed as its pattern,
 * with the value in braces ('Password must be at least {min} characters'). The English shown is the message
 * as the schema made it, untouched; only a Hindi page gets the pattern's Hindi with the same value put back. A
 * message that is in no list is shown as it came (English), never guessed at.
 */
export function knownMessage(t: Translate, known: readonly string[], message: string): string {
  for (const pattern of known) {
    const vars = matchPattern(pattern, message);
    if (vars) return t(pattern, vars);
  }
  return message;
}

const compiled = new Map<string, { re: RegExp; names: string[] }>();

/** The values of `message` read by `pattern` ('{min}' takes any text), or null when it is another message. */
export function matchPattern(pattern: string, message: string): Record<string, string> | null {
  let found = compiled.get(pattern);
  if (!found) {
    const names: string[] = [];
    const source = pattern
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(name);
        return '(.+?)';
      })
      .join('');
    found = { re: new RegExp(`^${source}$`, 's'), names };
    compiled.set(pattern, found);
  }
  const m = found.re.exec(message);
  if (!m) return null;
  return Object.fromEntries(found.names.map((name, i) => [name, m[i + 1]]));
}
