import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '../../../i18n/i18n';
import { hindiFor } from '../../../test/hindi';
import { newQueryClient } from '../../../test/render';
import { GST_STATES } from '../../../../../common/gst/states';
import { AddressForm } from './address-form';

describe('the address form’s states on a Hindi page', () => {
  it('names every state and union territory in Hindi, in Hindi order, with the same codes as values', () => {
    render(
      <QueryClientProvider client={newQueryClient()}>
        <I18nProvider lang="hi" messages={hindiFor('shop/checkout')}>
          <AddressForm userId="u1" editing={null} count={0} />
        </I18nProvider>
      </QueryClientProvider>,
    );
    const select = screen.getByRole('combobox');
    const options = within(select).getAllByRole('option').slice(1);
    expect(options).toHaveLength(GST_STATES.length);
    const byValue = new Map(options.map((o) => [o.getAttribute('value'), o.textContent]));
    expect(byValue.get('27')).toBe('महाराष्ट्र');
    expect(byValue.get('09')).toBe('उत्तर प्रदेश');
    expect(options.some((o) => /[A-Za-z]/.test(o.textContent ?? ''))).toBe(false);
    const names = options.map((o) => o.textContent ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'hi')));
    expect(screen.getByText('वाली जानकारी भरना ज़रूरी है')).toBeInTheDocument();
  });
});
