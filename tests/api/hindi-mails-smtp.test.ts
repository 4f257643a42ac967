import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, products, users } from '../../server/db/schema';
import { waitForPendingMail } from '../../server/mail/mailer';
import { missingHindi } from '../../server/mail/words';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../server/mail/smtp-sink.testing';
import { waitForPaymentWork } from '../../server/modules/orders/payment/payments.service';
import {
  mailOrderCancelled,
  mailRefundCompleted,
  mailRefundSent,
  mailReturnDecision,
} from '../../server/modules/orders/refunds/refund-mail';
import { testApp, type TestApp } from '../helpers/app';
import { createOrderVia, orderRow, shopperWithCart, simulate } from '../helpers/orders';

/**
 * The buyer's mails in the buyer's language over a real SMTP peer (issue 50): a buyer whose account is Hindi gets
 * the order mail, the status changes and the refund mails in Hindi, with the Hindi product name, the same
 * figures as an English buyer's mail and links to the /hi pages; the owner's mail of the same order stays English.
 */
const OWNER = 'owner@hindi-mails.in';
let sink: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await testApp({ admin: true, config: { smtpUrl: sink.url, mailFrom: 'Shop <shop@hindi-mails.in>' } });
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/update',
    headers: { cookie: t.adminCookie },
    payload: { email: OWNER, companyName: 'Patel & Sons' },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(async () => {
  await waitForPaymentWork(t.app);
  await waitForPendingMail();
  await sink.close();
});

async function received(to: string): Promise<ReceivedMail[]> {
  await waitForPendingMail();
  const mine = sink.received.filter((m) => m.to.includes(to));
  for (const m of mine) sink.received.splice(sink.received.indexOf(m), 1);
  return mine;
}

/** A paid order of one PVC pipe (Hindi title) and one MCB (none), by a buyer of `language`. */
async function paidOrder(language: 'en' | 'hi') {
  const { s, products: made } = await shopperWithCart(t.app, [
    { qty: 2, title: 'PVC Pipe 20mm' },
    { qty: 1, title: 'MCB 16A', salePricePaise: 25_000 },
  ]);
  await t.db
    .update(products)
    .set({ translations: { hi: { title: 'पीवीसी पाइप 20mm' } } })
    .where(eq(products.id, made[0]!.id));
  await t.db.update(users).set({ language }).where(eq(users.id, s.user.id));
  const res = await createOrderVia(t.app, s);
  expect(res.statusCode, res.body).toBe(200);
  await simulate(t.app, res.json().approvalURL, 'pay');
  const order = await orderRow(t.db, res.json().orderId);
  return { email: s.user.email, order, placed: await received(s.user.email) };
}

const amounts = (text: string) => text.match(/−?₹[\d,]+\.\d\d/g) ?? [];
const update = (id: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/update/${id}`,
    headers: { cookie: t.adminCookie },
    payload,
  });

describe('a buyer whose language is Hindi', () => {
  it('gets the order mail in Hindi: Hindi words and name, the English buyer’s figures, /hi links', async () => {
    missingHindi.clear();
    const hi = await paidOrder('hi');
    const en = await paidOrder('en');
    const [mail, ...more] = hi.placed;
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/^Patel & Sons: ऑर्डर \S+ पक्का \(₹[\d,.]+\)$/);
    expect(mail!.text).toContain(`आपके ऑर्डर ${hi.order.orderNumber} के लिए धन्यवाद।`);
    expect(mail!.text).toContain('2 × पीवीसी पाइप 20mm: ₹236.00');
    // A product without a Hindi title keeps its English one.
    expect(mail!.text).toContain('1 × MCB 16A: ₹250.00');
    expect(mail!.text).toContain('/hi/shop/account');
    expect(mail!.html).toContain('<html lang="hi">');
    expect(mail!.html).toContain('पीवीसी पाइप 20mm');
    expect(mail!.html).toContain('href="http');
    expect(mail!.html).toMatch(/href="[^"]*\/hi\/shop\/account"/);
    // The English buyer's mail of the same cart: English words, the same figures.
    const [english] = en.placed;
    expect(english!.subject).toMatch(/^Patel & Sons: order \S+ confirmed \(₹[\d,.]+\)$/);
    expect(english!.text).toContain('2 × PVC Pipe 20mm: ₹236.00');
    expect(english!.text).not.toContain('/hi/');
    expect(amounts(mail!.text)).toEqual(amounts(english!.text));
    // The owner's mail of the Hindi buyer's order stays English.
    const owner = (await received(OWNER)).find((m) => m.subject.includes(hi.order.orderNumber));
    expect(owner!.subject).toContain('new order');
    expect(owner!.text).toContain('PVC Pipe 20mm');
    expect([...missingHindi]).toEqual([]);
  });

  it('gets the status changes in Hindi, dispatch with its courier and AWB', async () => {
    missingHindi.clear();
    const { email, order } = await paidOrder('hi');
    const n = order.orderNumber;
    expect((await update(order.id, { orderStatus: 'inProcess' })).statusCode).toBe(200);
    const [prepared] = await received(email);
    expect(prepared!.subject).toBe(`Patel & Sons: ऑर्डर ${n} तैयार हो रहा है`);
    const shipped = await update(order.id, {
      orderStatus: 'inShipping',
      courier: 'Blue Dart',
      trackingNumber: 'DL-1',
      trackingUrl: 'https://bluedart.example/t?awb=DL-1',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const [ship] = await received(email);
    expect(ship!.subject).toBe(`Patel & Sons: ऑर्डर ${n} भेज दिया गया (Blue Dart DL-1)`);
    expect(ship!.text).toContain('ट्रैकिंग नंबर (AWB): DL-1');
    expect(ship!.text).toContain('अपना पार्सल ट्रैक करें: https://bluedart.example/t?awb=DL-1');
    expect(ship!.text).toContain('2 × पीवीसी पाइप 20mm: ₹236.00');
    expect((await update(order.id, { orderStatus: 'delivered' })).statusCode).toBe(200);
    const [delivered] = await received(email);
    expect(delivered!.subject).toBe(`Patel & Sons: ऑर्डर ${n} की डिलीवरी हो गई`);
    expect(delivered!.html).toContain('<html lang="hi">');
    expect([...missingHindi]).toEqual([]);
  });

  it('gets the cancellation, return and refund mails in Hindi, with the order’s money', async () => {
    missingHindi.clear();
    const { email, order } = await paidOrder('hi');
    const deps = { db: t.db, config: t.config, log: t.app.log };
    const n = order.orderNumber;
    mailOrderCancelled(deps, order, order.totalAmountPaise, { min: 5, max: 7 });
    mailReturnDecision(deps, order, true, 'पैकिंग साथ भेजें');
    mailRefundSent(
      deps,
      order,
      { amountPaise: 23_600, method: 'phonepe', utr: null, state: 'pending', giftCardPaise: 0 },
      { min: 5, max: 7 },
    );
    mailRefundSent(
      deps,
      order,
      {
        amountPaise: 23_600,
        method: 'storeCredit',
        utr: null,
        state: 'completed',
        giftCardPaise: 0,
        card: {
          last4: '2WHN',
          balancePaise: 23_600,
          expiresAt: new Date('2027-11-28T10:00:00Z'),
          code: 'K7QM4XPA9TRD2WHN',
        },
      },
      { min: 5, max: 7 },
    );
    mailRefundCompleted(deps, order, { amountPaise: 23_600, utr: 'UTR123', giftCardPaise: 0 });
    const mails = await received(email);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        `Patel & Sons: ऑर्डर ${n} रद्द हो गया`,
        `Patel & Sons: ऑर्डर ${n} का रिटर्न मंज़ूर हो गया`,
        `Patel & Sons: ऑर्डर ${n} का ₹236.00 का रिफ़ंड भेजा गया`,
        `Patel & Sons: ऑर्डर ${n} का ₹236.00 का रिफ़ंड स्टोर क्रेडिट में जुड़ा`,
        `Patel & Sons: ऑर्डर ${n} का ₹236.00 का रिफ़ंड पूरा हुआ`,
      ].sort(),
    );
    const all = mails.map((m) => m.text).join('\n');
    expect(all).toContain('5–7 कामकाजी दिनों में');
    expect(all).toContain('K7QM-4XPA-9TRD-2WHN');
    expect(all).toContain('बैंक रेफ़रेंस (UTR) UTR123 है।');
    expect(all).toContain('दुकान की ओर से: पैकिंग साथ भेजें');
    for (const m of mails) expect(m.text).toContain('/hi/shop/account');
    expect([...missingHindi]).toEqual([]);
    // Nothing failed on the way: every one of them is in the outbox as sent.
    const kept = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(kept.every((r) => r.status === 'sent')).toBe(true);
  });
});
