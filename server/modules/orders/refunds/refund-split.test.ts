import { describe, expect, it } from 'vitest';
import { cardPartOfFailedRefunds, planRefund } from './refund-split';

const card = (paid: number, back = 0) => ({
  giftCardId: 'card',
  giftCardPaise: paid,
  giftCardReturnedPaise: back,
});
const noCard = { giftCardId: null, giftCardPaise: 0, giftCardReturnedPaise: 0 };

describe('planRefund: the card’s part first, then by method', () => {
  it('no card: all by the method; store credit all on a card', () => {
    expect(planRefund({ amountPaise: 500, method: 'provider', order: noCard })).toEqual({
      toCardPaise: 0,
      storeCreditPaise: 0,
      toPaymentPaise: 500,
      atOnce: false,
      giftCardPaise: 0,
    });
    expect(planRefund({ amountPaise: 500, method: 'storeCredit', order: noCard })).toEqual({
      toCardPaise: 0,
      storeCreditPaise: 500,
      toPaymentPaise: 0,
      atOnce: true,
      giftCardPaise: 500,
    });
    expect(planRefund({ amountPaise: 500, method: 'upi', order: noCard })).toMatchObject({
      toPaymentPaise: 500,
      giftCardPaise: 0,
    });
  });

  it('the card gets what it paid and has not had back, at its limit and one paisa past it', () => {
    // The card paid 300, had 100 back: 200 left for it.
    expect(planRefund({ amountPaise: 200, method: 'provider', order: card(300, 100) })).toEqual({
      toCardPaise: 200,
      storeCreditPaise: 0,
      toPaymentPaise: 0,
      atOnce: true,
      giftCardPaise: 200,
    });
    expect(planRefund({ amountPaise: 201, method: 'provider', order: card(300, 100) })).toEqual({
      toCardPaise: 200,
      storeCreditPaise: 0,
      toPaymentPaise: 1,
      atOnce: false,
      giftCardPaise: 200,
    });
    expect(planRefund({ amountPaise: 199, method: 'bank', order: card(300, 100) })).toMatchObject({
      toCardPaise: 199,
      toPaymentPaise: 0,
      atOnce: true,
    });
    // All given back already: nothing more to the card.
    expect(planRefund({ amountPaise: 50, method: 'provider', order: card(300, 300) })).toMatchObject({
      toCardPaise: 0,
      toPaymentPaise: 50,
      giftCardPaise: 0,
    });
  });

  it('store credit of a card-paid order: the card’s part given back, the rest as credit', () => {
    expect(planRefund({ amountPaise: 500, method: 'storeCredit', order: card(300) })).toEqual({
      toCardPaise: 300,
      storeCreditPaise: 200,
      toPaymentPaise: 0,
      atOnce: true,
      giftCardPaise: 500,
    });
  });

  it('a retry carries its card part and credits the card nothing more', () => {
    expect(
      planRefund({ amountPaise: 500, method: 'provider', order: card(300, 300), carriedCardPaise: 300 }),
    ).toEqual({
      toCardPaise: 0,
      storeCreditPaise: 0,
      toPaymentPaise: 200,
      atOnce: false,
      giftCardPaise: 300,
    });
    // Even when the order's card has something left, a carried part means no new card part.
    expect(
      planRefund({ amountPaise: 500, method: 'provider', order: card(400, 300), carriedCardPaise: 300 }),
    ).toMatchObject({ toCardPaise: 0, toPaymentPaise: 200 });
  });
});

describe('cardPartOfFailedRefunds', () => {
  it('counts failed refunds not tried again, only', () => {
    expect(
      cardPartOfFailedRefunds([
        { state: 'failed', retriedAt: null, giftCardPaise: 100 },
        { state: 'failed', retriedAt: new Date(), giftCardPaise: 1000 },
        { state: 'completed', retriedAt: null, giftCardPaise: 10000 },
        { state: 'pending', retriedAt: null, giftCardPaise: 20000 },
        { state: 'failed', retriedAt: null, giftCardPaise: 1 },
      ]),
    ).toBe(101);
    expect(cardPartOfFailedRefunds([])).toBe(0);
  });
});
