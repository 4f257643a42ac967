import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nProvider } from '../../../i18n/i18n';
import { hindiFor } from '../../../test/hindi';

const hi = hindiFor('shop/checkout');
import { mockApi, newQueryClient } from '../../../test/render';
import { CodVerification } from './cod-verification';
import { DiscountBox } from './discount-box';

const inHindi = (node: ReactNode) =>
  render(
    <QueryClientProvider client={newQueryClient()}>
      <I18nProvider lang="hi" messages={hi}>
        {node}
      </I18nProvider>
    </QueryClientProvider>,
  );
const noop = () => {};

describe('checkout’s boxes in Hindi', () => {
  it('the Discount box: nothing typed is said in Hindi; an applied code says its amount off in Hindi', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    const first = inHindi(
      <DiscountBox
        applied={null}
        check={{ state: 'none' }}
        onApply={onApply}
        onRemove={noop}
        onRetry={noop}
      />,
    );
    await user.click(screen.getByText('डिस्काउंट'));
    await user.click(screen.getByRole('button', { name: 'लगाएँ' }));
    expect(screen.getByRole('alert')).toHaveTextContent('डिस्काउंट कोड डालें');
    expect(screen.getByLabelText('डिस्काउंट कोड')).toHaveAttribute('aria-invalid', 'true');
    expect(onApply).not.toHaveBeenCalled();
    first.unmount();

    inHindi(
      <DiscountBox
        applied="DIWALI10"
        check={{ state: 'applied', code: 'DIWALI10', amount: 23.6 }}
        onApply={noop}
        onRemove={noop}
        onRetry={noop}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('DIWALI10 लागू: ₹23.60 की छूट');
    expect(screen.getByRole('button', { name: 'हटाएँ' })).toBeInTheDocument();
  });

  it('the Giftcard box: its buttons name the gift card in Hindi, and what is left to pay', () => {
    const first = inHindi(
      <DiscountBox
        kind="giftCard"
        applied={null}
        check={{ state: 'none' }}
        onApply={noop}
        onRemove={noop}
        onRetry={noop}
      />,
    );
    expect(screen.getByRole('button', { name: 'गिफ़्ट कार्ड लगाएँ' })).toHaveTextContent('लगाएँ');
    first.unmount();
    inHindi(
      <DiscountBox
        kind="giftCard"
        applied="GC-1234"
        check={{ state: 'applied', code: 'GC-1234', amount: 100 }}
        amountDue={185}
        onApply={noop}
        onRemove={noop}
        onRetry={noop}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('गिफ़्ट कार्ड लागू: ₹100.00, बाकी ₹185.00 देना है');
    expect(screen.getByRole('button', { name: 'गिफ़्ट कार्ड हटाएँ' })).toBeInTheDocument();
  });

  it('cash on delivery’s e-mail code: a short code is refused in Hindi, without a call', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    inHindi(<CodVerification email="meera@example.com" onVerified={noop} />);
    expect(screen.getByRole('heading', { name: 'अपना ईमेल पक्का करें' })).toBeInTheDocument();
    expect(screen.getByText(/हम 6 अंकों का कोड इस पते पर भेजते हैं:/)).toHaveTextContent('meera@example.com');
    await user.type(screen.getByLabelText('6 अंकों का कोड'), '12345');
    await user.click(screen.getByRole('button', { name: 'पक्का करें' }));
    expect(await screen.findByText('कृपया ईमेल में आया 6 अंकों का कोड डालें')).toBeInTheDocument();
    expect(screen.getByLabelText('6 अंकों का कोड')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toEqual([]);
  });
});
