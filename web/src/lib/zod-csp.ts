/**
 * Zod compiles an object schema into a function (`new Function`) when it can, and first tries whether it
 * can: under the shop's Content-Security-Policy (no 'unsafe-eval') that try is refused, and Chrome reports
 * the refusal as a CSP issue (Lighthouse's best practices, `inspector-issues`, on login and register). The
 * browser's forms parse a handful of fields, for which the interpreted parser is as good: the start modules
 * that can load a form turn the compiler off before any schema runs. The server keeps it.
 *
 * This is `z.config({ jitless: true })` without loading zod's core with every page (3.4 KiB): zod keeps its
 * configuration in `globalThis.__zod_globalConfig` and takes one it finds there (zod/v4/core/core.js).
 */
export function zodWithoutEval() {
  const global = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (global.__zod_globalConfig ??= {}).jitless = true;
}
