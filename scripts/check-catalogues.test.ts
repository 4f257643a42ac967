import { describe, expect, it } from 'vitest';
import { compare, extractTexts, isLeftOut } from './check-catalogues';

describe('the catalogues check: the texts the code marks', () => {
  it('reads the first argument of t() and msg(), in either quote or a plain template, with its line', () => {
    const source = [
      "const LINKS = [{ label: msg('About Us') }];",
      'export function A() {',
      '  const t = useT();',
      "  return <p title={t('Cart, {count} items', { count })}>{t(\"This page doesn't exist\")}{t(`Menu`)}</p>;",
      '}',
    ].join('\n');
    expect(extractTexts(source, 'a.tsx')).toEqual([
      { text: 'About Us', file: 'a.tsx', line: 1 },
      { text: 'Cart, {count} items', file: 'a.tsx', line: 4 },
      { text: "This page doesn't exist", file: 'a.tsx', line: 4 },
      { text: 'Menu', file: 'a.tsx', line: 4 },
    ]);
  });

  it('passes over a msg() value translated where shown, a template with values, and other functions', () => {
    const source = [
      't(item.label);',
      't(`Hello ${name}`);',
      "format('Not a text');",
      "tt('Nor this');",
      "i18n.t('A method call');",
    ].join('\n');
    expect(extractTexts(source).map((t) => t.text)).toEqual(['A method call']);
  });

  it('leaves out the admin panel, tests and the catalogues, and keeps the storefront', () => {
    expect(isLeftOut('routes/admin/')).toBe(true);
    expect(isLeftOut('features/admin-orders/')).toBe(true);
    expect(isLeftOut('routes/shop/listing.test.tsx')).toBe(true);
    expect(isLeftOut('i18n/hi/frame.ts')).toBe(true);
    expect(isLeftOut('routes/shop/shop-header.tsx')).toBe(false);
    expect(isLeftOut('features/cart/')).toBe(false);
    expect(isLeftOut('routes/auth/login.tsx')).toBe(false);
  });
});

describe('the catalogues check: texts against the catalogues', () => {
  const at = (text: string) => ({ text, file: 'x.tsx', line: 1 });

  it('finds a text without Hindi, a Hindi no code marks, and a text in two catalogues', () => {
    const report = compare([at('Home'), at('Login'), at('Home'), at('Menu')], {
      frame: { Home: 'होम', Menu: 'मेन्यू', Gone: 'गया' },
      browse: { Menu: 'मेन्यू' },
    });
    expect(report.missing).toEqual([at('Login')]);
    expect(report.unused).toEqual([{ area: 'frame', text: 'Gone' }]);
    expect(report.twice).toEqual([{ text: 'Menu', areas: ['frame', 'browse'] }]);
  });

  it('is clean when each marked text has its Hindi and nothing is left over', () => {
    expect(compare([at('Home')], { frame: { Home: 'होम' }, auth: {} })).toEqual({
      missing: [],
      unused: [],
      twice: [],
    });
  });
});
