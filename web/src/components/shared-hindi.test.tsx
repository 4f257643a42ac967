import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '../i18n/i18n';
import { hindiFor } from '../test/hindi';
import { RequiredLegend } from './ui/form-field';
import { ErrorState } from './states';
import { useConfirm } from './confirm-dialog';
import QuantityField from './quantity-field';
import { TaxBreakdown } from './tax-breakdown';
import { OrderCharges, OrderDeliveryFact } from './order-charges';
import { DeliveryDates } from './delivery-dates';

// The shared components on a Hindi page (issue 50): every word of theirs comes from the frame's catalogue.
// A page with the frame's words only (the 404's): the shared components need no area of their own.
const hindi = hindiFor('not-a-page');
const inHindi = (ui: React.ReactNode) =>
  render(
    <I18nProvider lang="hi" messages={hindi}>
      {ui}
    </I18nProvider>,
  );

function Asks() {
  const { confirm, dialog } = useConfirm();
  return (
    <>
      <button onClick={() => void confirm({ title: 'पता हटाएँ?', destructive: true })}>ask</button>
      {dialog}
    </>
  );
}

describe('shared components on a Hindi page', () => {
  it('the required legend, the error state and the confirm dialog', async () => {
    inHindi(
      <>
        <RequiredLegend />
        <ErrorState onRetry={() => undefined} />
      </>,
    );
    expect(screen.getByText('वाली जानकारी भरना ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('कुछ गड़बड़ हो गई')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
    inHindi(<Asks />);
    fireEvent.click(screen.getByRole('button', { name: 'ask' }));
    expect(await screen.findByText('रद्द करें')).toBeInTheDocument();
    expect(screen.getByText('हटाएँ')).toBeInTheDocument();
  });

  it('the quantity field’s buttons and its refusals', () => {
    const onRefuse = vi.fn();
    inHindi(
      <QuantityField id="q" label="मात्रा" value={3} max={3} onChange={() => undefined} onRefuse={onRefuse} />,
    );
    expect(screen.getByRole('button', { name: 'मात्रा कम करें' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'मात्रा बढ़ाएँ' }));
    expect(onRefuse).toHaveBeenLastCalledWith('इस सामान की सिर्फ़ 3 मात्रा ही डाली जा सकती है');
    const input = screen.getByRole('textbox', { name: 'मात्रा' });
    fireEvent.change(input, { target: { value: '1.5' } });
    fireEvent.blur(input);
    expect(onRefuse).toHaveBeenLastCalledWith('मात्रा पूरी संख्या में लिखें');
  });

  it('the tax lines and the order’s charges, amounts unchanged', () => {
    inHindi(
      <>
        <TaxBreakdown totals={{ subtotal: 1000, cgst: 90, sgst: 90, grandTotal: 1180 }} />
        <OrderCharges
          order={{
            goodsTotal: 1180,
            deliveryFee: 0,
            deliveryMethod: 'standard',
            codFee: 25,
            fragileFee: 0,
            discountCode: 'DIWALI10',
            discountAmount: 118,
          }}
        />
      </>,
    );
    expect(screen.getByText('कुल (टैक्स से पहले)').nextElementSibling).toHaveTextContent('₹1,000.00');
    expect(screen.getByText('सीजीएसटी').nextElementSibling).toHaveTextContent('₹90.00');
    expect(screen.getByText('कुल रकम').nextElementSibling).toHaveTextContent('₹1,180.00');
    expect(screen.getByRole('group', { name: 'सामान और चार्ज' })).toBeInTheDocument();
    expect(screen.getByText('डिलीवरी (स्टैंडर्ड)').nextElementSibling).toHaveTextContent('मुफ़्त');
    expect(screen.getByText('कैश ऑन डिलीवरी चार्ज').nextElementSibling).toHaveTextContent('₹25.00');
    expect(screen.getByText('डिस्काउंट (DIWALI10)').nextElementSibling).toHaveTextContent('−₹118.00');
    expect(screen.queryByText(/Delivery|Total|Free|Goods/)).not.toBeInTheDocument();
  });

  it('delivery dates and where an order’s delivery stands, with Hindi month names and Latin digits', () => {
    inHindi(
      <>
        <p data-testid="dates">
          <DeliveryDates range={{ from: '2026-12-03', to: '2026-12-05' }} />
        </p>
        <OrderDeliveryFact
          order={{
            orderStatus: 'delivered',
            deliveryMethod: 'express',
            deliveredAt: '2026-12-02T20:00:00.000Z',
          }}
        />
        <OrderDeliveryFact
          order={{ orderStatus: 'rejected', deliveryMethod: 'standard', cancelledAt: '2026-11-30T06:00:00Z' }}
        />
        <OrderDeliveryFact
          order={{ orderStatus: 'confirmed', expectedDelivery: { from: '2026-12-03', to: '2026-12-03' } }}
        />
      </>,
    );
    expect(screen.getByTestId('dates')).toHaveTextContent('गुरु 3 दिस॰ – शनि 5 दिस॰');
    expect(screen.getByText('एक्सप्रेस डिलीवरी')).toBeInTheDocument();
    const states = screen.getAllByTestId('delivery-state').map((e) => e.textContent);
    expect(states).toEqual(['गुरु 3 दिस॰ को डिलीवर हुआ', 'सोम 30 नव॰ को कैंसल हुआ', 'डिलीवरी गुरु 3 दिस॰ तक']);
  });

  it('the same components in English read as before', () => {
    render(
      <>
        <RequiredLegend />
        <OrderDeliveryFact
          order={{
            orderStatus: 'delivered',
            deliveryMethod: 'express',
            deliveredAt: '2026-12-02T20:00:00.000Z',
          }}
        />
        <OrderDeliveryFact
          order={{ orderStatus: 'confirmed', expectedDelivery: { from: '2026-12-03', to: '2026-12-05' } }}
        />
        <TaxBreakdown totals={{ subtotal: 1000, cgst: 0, sgst: 0, igst: 180, grandTotal: 1180 }} />
      </>,
    );
    expect(screen.getByText('marks a required field')).toBeInTheDocument();
    expect(screen.getAllByTestId('delivery-state').map((e) => e.textContent)).toEqual([
      'Delivered on Thu 3 Dec',
      'Expected Thu 3 Dec – Sat 5 Dec',
    ]);
    expect(screen.getByText('IGST')).toBeInTheDocument();
    expect(screen.getByText('Total')).toBeInTheDocument();
  });
});
