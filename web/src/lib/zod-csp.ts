import { config } from 'zod/v4/core';

/**
 * Zod compiles an object schema into a function (`new Function`) when it can, and first tries whether it
 * can: under the shop's Content-Security-Policy (no 'unsafe-eval') that try is refused, and Chrome reports
 * the refusal as a CSP issue (Lighthouse's best practices, `inspector-issues`, on login and register). The
 * browser's forms parse a handful of fields, for which the interpreted parser is as good: the start modules
 * that can load a form turn the compiler off before any schema runs. The server keeps it.
 */
export function zodWithoutEval() {
  config({ jitless: true });
}
