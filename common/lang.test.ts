import { describe, expect, it } from 'vitest';
import { DATE_LOCALE, isLang, langPath, splitLangPath } from './lang';

describe('splitLangPath', () => {
  it('reads the Hindi prefix, and only as a whole segment', () => {
    expect(splitLangPath('/hi/shop/home')).toEqual({ lang: 'hi', path: '/shop/home' });
    expect(splitLangPath('/hi')).toEqual({ lang: 'hi', path: '/' });
    expect(splitLangPath('/hi/')).toEqual({ lang: 'hi', path: '/' });
    expect(splitLangPath('/shop/home')).toEqual({ lang: 'en', path: '/shop/home' });
    expect(splitLangPath('/hindi')).toEqual({ lang: 'en', path: '/hindi' });
  });
});

describe('langPath', () => {
  it('moves a site path into a language, and back', () => {
    expect(langPath('/shop/home', 'hi')).toBe('/hi/shop/home');
    expect(langPath('/', 'hi')).toBe('/hi');
    expect(langPath('/hi/shop/home', 'en')).toBe('/shop/home');
    expect(langPath('/hi/shop/home', 'hi')).toBe('/hi/shop/home');
    expect(langPath('/shop/search?keyword=pipe', 'hi')).toBe('/hi/shop/search?keyword=pipe');
  });

  it('leaves other addresses alone', () => {
    expect(langPath('https://example.com/x', 'hi')).toBe('https://example.com/x');
    expect(langPath('//evil.test/x', 'hi')).toBe('//evil.test/x');
    expect(langPath('#main', 'hi')).toBe('#main');
  });
});

it('isLang knows the two languages only', () => {
  expect(isLang('hi')).toBe(true);
  expect(isLang('en')).toBe(true);
  expect(isLang('fr')).toBe(false);
  expect(isLang(undefined)).toBe(false);
});

it('dates on Hindi pages have Hindi month names and Latin digits', () => {
  const day = new Date(Date.UTC(2026, 10, 29, 6));
  const format = (lang: 'en' | 'hi') =>
    new Intl.DateTimeFormat(DATE_LOCALE[lang], { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(day);
  expect(format('en')).toBe('29 November 2026');
  expect(format('hi')).toBe('29 नवंबर 2026');
});
