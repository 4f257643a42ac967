import { describe, expect, it } from 'vitest';
import { amountDuePaise } from '../../giftcards';
import { giftCardRows } from './order-money-mail';
import { payOnDeliveryPaise } from './pay-on-delivery';

/**
 * How a mail and the account say an order a gift card paid part or all of was paid (issue 47, decision 033): the
 * card's part, then what PhonePe or the cash paid or is to pay, adding up to the order's total. Figures by hand.
 */

type Shape = Parameters<typeof giftCardRows>[0];
const order = (over: Partial<Shape> = {}): Shape => ({
  paymentMethod: 'phonepe',
  paymentStatus: 'pending',
  orderStatus: 'pending',
  totalAmountPaise: 63720,
  giftCardPaise: 50000,
  ...over,
});

describe('amountDuePaise', () => {
  it('is the total less what the card paid: 63720 − 50000 = 13720; all of it without a card; 0 when it paid all', () => {
    expect(amountDuePaise({ totalAmountPaise: 63720, giftCardPaise: 50000 })).toBe(13720);
    expect(amountDuePaise({ totalAmountPaise: 63720, giftCardPaise: 0 })).toBe(63720);
    expect(amountDuePaise({ totalAmountPaise: 63720, giftCardPaise: 63720 })).toBe(0);
  });
});

describe('giftCardRows', () => {
  it('none without a card', () => {
    expect(giftCardRows(order({ giftCardPaise: 0 }))).toEqual([]);
  });

  it('paid by PhonePe: the card’s part and PhonePe’s, in bold', () => {
    expect(giftCardRows(order({ paymentStatus: 'paid', orderStatus: 'confirmed' }))).toEqual([
      { label: 'Paid by gift card', amount: '−₹500.00' },
      { label: 'Paid by PhonePe', amount: '₹137.20', total: true },
    ]);
  });

  it('a card that paid it all: its row alone', () => {
    expect(
      giftCardRows(order({ paymentMethod: 'giftCard', paymentStatus: 'paid', giftCardPaise: 63720 })),
    ).toEqual([{ label: 'Paid by gift card', amount: '−₹637.20' }]);
  });

  it('cash: to pay on delivery until collected, then paid in cash; ended or unpaid online: to pay', () => {
    const cod = order({ paymentMethod: 'cod' });
    expect(giftCardRows(cod)[1]).toEqual({ label: 'To pay on delivery', amount: '₹137.20', total: true });
    expect(giftCardRows({ ...cod, paymentStatus: 'paid' })[1]!.label).toBe('Paid in cash');
    expect(giftCardRows({ ...cod, orderStatus: 'rejected' })[1]!.label).toBe('To pay');
    expect(giftCardRows(order())[1]!.label).toBe('To pay');
    // One paisa by card is still its row; one paisa left is still to pay.
    expect(giftCardRows(order({ giftCardPaise: 1 }))[0]!.amount).toBe('−₹0.01');
    expect(giftCardRows(order({ giftCardPaise: 63719 }))[1]!.amount).toBe('₹0.01');
  });
});

describe('payOnDeliveryPaise with a card', () => {
  it('asks at the door only what the card left', () => {
    expect(
      payOnDeliveryPaise({
        paymentMethod: 'cod',
        paymentStatus: 'pending',
        orderStatus: 'inShipping',
        totalAmountPaise: 14300,
        giftCardPaise: 10000,
      }),
    ).toBe(4300);
  });
});
