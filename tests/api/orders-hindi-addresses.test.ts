import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCardLast4 } from '../../common/giftcards';
import { testApp, type TestApp } from '../helpers/app';
import {
  createOrderVia,
  createProduct,
  createShopper,
  freeDelivery,
  putInCart,
  simulate,
} from '../helpers/orders';
import { hashGiftCardCode, insertCard, newGiftCardCode } from '../../server/modules/giftcards';
import { waitForPaymentWork } from '../../server/modules/orders/payment/payments.service';
import { waitForPendingMail } from '../../server/mail/mailer';

/**
 * Where the server sends a buyer after checkout (issue 50): a checkout made on a Hindi page (the create request
 * says `x-shop-lang: hi`) comes back to the Hindi pages, PhonePe's return page and the order-placed page alike;
 * an English one exactly as before.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  await freeDelivery(t.db);
});
afterAll(async () => {
  await waitForPaymentWork(t.app);
  await waitForPendingMail();
});

async function buyer() {
  const s = await createShopper(t.app);
  const product = await createProduct(t.db, { salePricePaise: 11_800, totalStock: 20 });
  await putInCart(t.db, s.user.id, [{ productId: product.id, quantity: 1 }]);
  return s;
}

const HINDI = { 'x-shop-lang': 'hi' };

describe('the return addresses of a checkout in Hindi', () => {
  it('PhonePe sends a Hindi buyer back to /hi/shop/phonepe-return; an English one to /shop/phonepe-return', async () => {
    for (const [headers, path] of [
      [HINDI, '/hi/shop/phonepe-return'],
      [{}, '/shop/phonepe-return'],
      [{ 'x-shop-lang': 'en' }, '/shop/phonepe-return'],
    ] as const) {
      const s = await buyer();
      const res = await createOrderVia(t.app, s, {}, headers);
      expect(res.statusCode, res.body).toBe(200);
      const { approvalURL, orderId } = res.json();
      // The simulator's page stands for PhonePe's, in no language of the shop's.
      expect(new URL(approvalURL).pathname).toMatch(/^\/api\/payments\/simulator\/pay\//);
      const back = await simulate(t.app, approvalURL, 'cancel');
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(`${t.config.publicUrl}${path}?orderId=${orderId}`);
    }
  });

  it('an order a gift card pays whole goes to /hi/shop/order-placed from a Hindi page', async () => {
    for (const [headers, path] of [
      [HINDI, '/hi/shop/order-placed'],
      [{}, '/shop/order-placed'],
    ] as const) {
      const s = await buyer();
      const code = newGiftCardCode();
      await insertCard(
        t.db,
        {
          codeHash: hashGiftCardCode(code),
          last4: giftCardLast4(code),
          source: 'issued',
          initialPaise: 500_00,
          balancePaise: 500_00,
          expiresAt: new Date(Date.now() + 30 * 86_400_000),
          active: true,
        },
        { kind: 'issued' },
      );
      const res = await createOrderVia(t.app, s, { giftCardCode: code }, headers);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.amountDue).toBe(0);
      expect(body.approvalURL).toBe(`${t.config.publicUrl}${path}?orderId=${body.orderId}`);
    }
  });
});
