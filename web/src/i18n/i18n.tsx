import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { Lang } from '../../../common/lang';

export type { Lang } from '../../../common/lang';

/**
 * The storefront's words (issue 50). The English text in the code is the message's key, as gettext and Lingui
 * have it: `t('Add to Cart')` reads as the page does, and SPEC's texts stay in the components word for word. A
 * Hindi page gets a catalogue (`i18n/hi/<area>.ts`, English → Hindi) for the areas it shows; English pages load
 * none. `npm run check:catalogues` checks every text the code marks has its Hindi, and no Hindi is left unused.
 *
 * Mark a text with `t('…')` where it is shown, or with `msg('…')` where it is declared away from a component (a
 * list of links, a module's constant), then `t(value)` where it is shown. Values go in braces:
 * `t('{count} items', { count })`. The first argument is always a string literal or a msg() value, so the check can
 * read it.
 */
export type Messages = Readonly<Record<string, string>>;
export type Vars = Readonly<Record<string, string | number>>;
export type Translate = (text: string, vars?: Vars) => string;

interface I18n {
  lang: Lang;
  messages: Messages;
}

const I18nContext = createContext<I18n>({ lang: 'en', messages: {} });

/** Marks a text for the catalogues where it is declared; it is translated where it is shown (`t(value)`). */
export const msg = <T extends string>(text: T): T => text;

/** `text` in the catalogue (itself when it has none), with `{name}` replaced by `vars.name`. */
export function translate(messages: Messages, text: string, vars?: Vars): string {
  const found = messages[text] ?? text;
  if (!vars) return found;
  return found.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : whole,
  );
}

export function I18nProvider({
  lang,
  messages,
  children,
}: {
  lang: Lang;
  messages: Messages;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ lang, messages }), [lang, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The page's language. */
export const useLang = (): Lang => useContext(I18nContext).lang;

/** The page's `t`: a text in the page's language. */
export function useT(): Translate {
  const { messages } = useContext(I18nContext);
  return useCallback((text: string, vars?: Vars) => translate(messages, text, vars), [messages]);
}
