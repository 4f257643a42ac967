import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider, msg, translate, useLang, useT } from './i18n';

describe('translate', () => {
  it('answers the catalogue text, or the English when it has none', () => {
    expect(translate({ 'Add to Cart': 'कार्ट में डालें' }, 'Add to Cart')).toBe('कार्ट में डालें');
    expect(translate({}, 'Add to Cart')).toBe('Add to Cart');
  });

  it('puts values in their braces, and leaves a brace with no value as written', () => {
    expect(translate({ '{count} items': '{count} सामान' }, '{count} items', { count: 3 })).toBe('3 सामान');
    expect(translate({}, '{a} and {b}', { a: 'x' })).toBe('x and {b}');
    expect(translate({}, '{toString}', {})).toBe('{toString}');
  });

  it('msg is the text itself', () => {
    expect(msg('Home')).toBe('Home');
  });
});

function Probe() {
  const t = useT();
  return (
    <p>
      {useLang()}: {t('Cart')}
    </p>
  );
}

describe('I18nProvider', () => {
  it('is English with no catalogue by default', () => {
    render(<Probe />);
    expect(screen.getByText('en: Cart')).toBeInTheDocument();
  });

  it('gives its language and catalogue to the page', () => {
    render(
      <I18nProvider lang="hi" messages={{ Cart: 'कार्ट' }}>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByText('hi: कार्ट')).toBeInTheDocument();
  });
});
