import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatGiftCardCode, giftCardLast4 } from '../../common/giftcards';
import { testApp, type TestApp } from '../helpers/app';
import {
  createOrderVia,
  createProduct,
  createShopper,
  freeDelivery,
  putInCart,
  type Shopper,
} from '../helpers/orders';
import { giftCards } from '../../server/db/schema';
import { hashGiftCardCode, insertCard, newGiftCardCode } from '../../server/modules/giftcards';
import { waitForPaymentWork } from '../../server/modules/orders/payment/payments.service';
import { waitForPendingMail } from '../../server/mail/mailer';

/**
 * Whose a card becomes when a buyer spends it at checkout (issue 47): a card nobody holds (no account, no
 * recipient's e-mail) becomes the buyer's, as a balance check makes it, so their account's Gift cards list shows
 * it with what is left and, after a cancellation, what came back. A card sent to an e-mail or held by another
 * account stays theirs; a preview or a refused order links nothing. Delivery is free: one ₹118.00 product.
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

async function card(
  paise: number,
  opts: { recipientEmail?: string; userId?: string } = {},
): Promise<{ id: string; code: string }> {
  const code = newGiftCardCode();
  const row = await insertCard(
    t.db,
    {
      codeHash: hashGiftCardCode(code),
      last4: giftCardLast4(code),
      source: 'issued',
      initialPaise: paise,
      balancePaise: paise,
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
      recipientEmail: opts.recipientEmail ?? null,
      userId: opts.userId ?? null,
    },
    { kind: 'issued' },
  );
  return { id: row.id, code: formatGiftCardCode(code) };
}

/** A shopper whose cart holds `qty` ₹118.00 products, of which `stock` are left. */
async function buyer(qty = 1, stock = 20): Promise<Shopper> {
  const s = await createShopper(t.app);
  const product = await createProduct(t.db, {
    salePricePaise: 11_800,
    cgstPercent: 9,
    sgstPercent: 9,
    totalStock: stock,
  });
  await putInCart(t.db, s.user.id, [{ productId: product.id, quantity: qty }]);
  return s;
}

const holder = async (id: string) =>
  (await t.db.select().from(giftCards).where(eq(giftCards.id, id)))[0]!.userId;
const mine = async (s: Shopper) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/shop/giftcard/mine',
    headers: { cookie: s.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { _id: string; balance: number }[]).map((c) => [c._id, c.balance]);
};

describe('a card spent at checkout', () => {
  it('nobody held it: it becomes the buyer’s, listed with what is left, and with its part back after a cancel', async () => {
    const s = await buyer();
    const c = await card(100_00);
    // Priced with it only: not the buyer's yet.
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/shop/order/preview/${s.user.id}/${s.addressId}?giftCardCode=${encodeURIComponent(c.code)}`,
      headers: { cookie: s.cookie },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(await holder(c.id)).toBeNull();

    const res = await createOrderVia(t.app, s, { giftCardCode: c.code });
    expect(res.statusCode, res.body).toBe(200);
    expect(await holder(c.id)).toBe(s.user.id);
    expect(await mine(s)).toEqual([[c.id, 0]]);

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/shop/order/cancel/${res.json().orderId}`,
      headers: { cookie: s.cookie },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await mine(s)).toEqual([[c.id, 100]]);
  });

  it('a card that pays the whole order becomes the buyer’s too', async () => {
    const s = await buyer();
    const c = await card(500_00);
    const res = await createOrderVia(t.app, s, { giftCardCode: c.code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ giftCardAmount: 118, amountDue: 0 });
    expect(await mine(s)).toEqual([[c.id, 382]]);
  });

  it('sent to someone’s e-mail, or held by another account: it stays theirs', async () => {
    const owner = await createShopper(t.app);
    const sent = await card(50_00, { recipientEmail: 'asha.recipient@example.com' });
    const held = await card(50_00, { userId: owner.user.id });
    for (const c of [sent, held]) {
      const s = await buyer();
      const res = await createOrderVia(t.app, s, { giftCardCode: c.code });
      expect(res.statusCode, res.body).toBe(200);
      expect(await mine(s)).toEqual([]);
    }
    expect(await holder(sent.id)).toBeNull();
    expect(await holder(held.id)).toBe(owner.user.id);
    expect(await mine(owner)).toEqual([[held.id, 0]]);
  });

  it('an order refused in its transaction after the card was spent (the stock ran out) links nothing', async () => {
    // An unpaid order of the buyer's holding stock sends the next checkout the whole way, into the transaction
    // whose last step, reserving the stock, refuses it: the card's debit and link roll back with the order.
    const s = await buyer();
    expect((await createOrderVia(t.app, s)).statusCode).toBe(200);
    const short = await createProduct(t.db, {
      salePricePaise: 11_800,
      cgstPercent: 9,
      sgstPercent: 9,
      totalStock: 2,
    });
    await putInCart(t.db, s.user.id, [{ productId: short.id, quantity: 3 }]);
    const c = await card(100_00);
    const res = await createOrderVia(t.app, s, { giftCardCode: c.code });
    expect(res.statusCode, res.body).toBe(409);
    expect(await holder(c.id)).toBeNull();
    expect(await mine(s)).toEqual([]);
    expect((await t.db.select().from(giftCards).where(eq(giftCards.id, c.id)))[0]!.balancePaise).toBe(100_00);
  });
});
