import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginBurstMail } from '../modules/auth/login-alert.mail';
import { passwordResetMail, codConfirmationMail } from '../modules/auth/password-reset.mail';
import { giftCardMail } from '../modules/giftcards/giftcard-mail';
import { orderMoney } from '../modules/orders/core/order-money-mail';
import type { OrderItemRow, OrderRow } from '../modules/orders/core/orders.repository';
import { cardParagraphs } from '../modules/orders/refunds/refund-mail';
import { alertMessage } from '../modules/wishlist/wishlist-alerts';
import { renderMailHtml } from './html';
import { mailDate, mailLink, mailWords, missingHindi, productName } from './words';
import WORDS_HI from './words-hi';

/**
 * The words of the buyer's mails (issue 50, decision 037): one template per mail, its English text the key of
 * words-hi.ts. The catalogue and the templates agree both ways, every Hindi keeps its values, and each mail
 * rendered in Hindi has no English sentence left while its figures are the English mail's.
 */
const ROOT = path.resolve(__dirname, '..');
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [fs.readFileSync(p, 'utf8')] : [];
  });
}
/** Every text a template marks: the first argument of w('…'), in either quotes, on its line or the next. */
const MARKED = new Set(
  sources(ROOT).flatMap((s) =>
    [...s.matchAll(/\bw\(\s*(['"])((?:\\.|(?!\1).)*)\1/g)].map((m) => m[2]!.replace(/\\(.)/g, '$1')),
  ),
);
const vars = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

beforeEach(() => missingHindi.clear());
afterEach(() => expect([...missingHindi]).toEqual([]));

describe('the catalogue', () => {
  it('has the Hindi of every text the templates mark, and nothing unused', () => {
    expect(MARKED.size).toBeGreaterThan(100);
    expect([...MARKED].filter((k) => !(k in WORDS_HI))).toEqual([]);
    expect(Object.keys(WORDS_HI).filter((k) => !MARKED.has(k))).toEqual([]);
  });

  it.each(Object.entries(WORDS_HI))('%s keeps its values in Hindi', (en, hi) => {
    expect(vars(hi)).toEqual(vars(en));
    expect(hi).toMatch(/[\u0900-\u097f]/);
  });

  it('English is the key itself, and a Hindi gap is noticed', () => {
    expect(mailWords('en')('Hello {name},', { name: 'Meera' })).toBe('Hello Meera,');
    expect(mailWords('hi')('Hello {name},', { name: 'Meera' })).toBe('नमस्ते Meera जी,');
    expect(mailWords('hi')('Not in the catalogue')).toBe('Not in the catalogue');
    expect([...missingHindi]).toEqual(['Not in the catalogue']);
    missingHindi.clear();
  });

  it('links go to the /hi pages in Hindi, product names are Hindi where there is one, dates in Hindi months', () => {
    expect(mailLink('https://shop.in', '/shop/account', 'hi')).toBe('https://shop.in/hi/shop/account');
    expect(mailLink('https://shop.in', '/shop/account', 'en')).toBe('https://shop.in/shop/account');
    expect(productName('PVC Pipe', { hi: { title: 'पीवीसी पाइप' } }, 'hi')).toBe('पीवीसी पाइप');
    expect(productName('PVC Pipe', { hi: { title: 'पीवीसी पाइप' } }, 'en')).toBe('PVC Pipe');
    expect(productName('PVC Pipe', {}, 'hi')).toBe('PVC Pipe');
    expect(productName('PVC Pipe', { hi: { title: '  ' } }, 'hi')).toBe('PVC Pipe');
    const day = new Date('2027-11-28T10:00:00Z');
    expect(mailDate(day, 'en')).toBe('28 November 2027');
    expect(mailDate(day, 'hi')).toBe('28 नवंबर 2027');
  });
});

/** No English sentence: only names, codes, addresses and values may stay in Latin letters. */
function expectHindi(text: string, ...allowed: string[]) {
  let rest = text;
  for (const a of allowed) rest = rest.split(a).join('');
  rest = rest.replace(/https?:\/\/\S+/g, '');
  expect(rest).toMatch(/[\u0900-\u097f]/);
  expect(rest, rest).not.toMatch(/\b[A-Za-z]{4,}\b/);
}
/** The ₹ amounts of a text, in order. */
const amounts = (text: string) => text.match(/−?₹[\d,]+\.\d\d/g) ?? [];

describe('each mail in Hindi', () => {
  it('the layout: lang="hi" and a Hindi footer', () => {
    const html = renderMailHtml({ shopName: 'Patel & Sons', lang: 'hi', heading: 'नमस्ते', bodyHtml: '' });
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('यह ईमेल Patel &amp; Sons ने भेजा है।');
    expect(renderMailHtml({ shopName: 'S', heading: 'H', bodyHtml: '' })).toContain('<html lang="en">');
  });

  it('password reset: Hindi words, the same code and a link to the Hindi reset page', () => {
    const p = {
      to: 'a@b.in',
      userName: 'Meera',
      shopName: 'Patel Store',
      otp: '123456',
      link: 'https://shop.in/hi/auth/reset-password?code=x',
      validMinutes: 10,
    };
    const mail = passwordResetMail({ ...p, lang: 'hi' });
    expect(mail.subject).toBe('Patel Store: पासवर्ड बदलने का कोड');
    expect(mail.text).toContain('    123456');
    expect(mail.text).toContain('10 मिनट');
    expectHindi(mail.text, 'Meera', 'Patel Store');
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).toContain('href="https://shop.in/hi/auth/reset-password?code=x"');
    expect(passwordResetMail(p).subject).toBe('Patel Store: your password reset code');
  });

  it('failed logins: the holder’s notice in Hindi with the Hindi page’s link, the admin’s in English', () => {
    const base = {
      userName: 'Meera',
      shopName: 'Patel Store',
      accountEmail: 'meera@b.in',
      failures: 20,
      minutes: 15,
      resetLink: 'https://shop.in/hi/auth/forgot-password',
      lang: 'hi' as const,
    };
    const holder = loginBurstMail({ ...base, to: 'meera@b.in', holder: true });
    expect(holder.subject).toBe('Patel Store: आपके खाते पर गलत लॉगिन');
    expect(holder.text).toContain(
      'पिछले 15 मिनट में आपके Patel Store खाते (meera@b.in) पर 20 बार गलत पासवर्ड डाला गया।',
    );
    expect(holder.html).toContain('href="https://shop.in/hi/auth/forgot-password"');
    expectHindi(holder.text, 'Meera', 'Patel Store', 'meera@b.in');
    const admin = loginBurstMail({ ...base, to: 'owner@b.in', holder: false });
    expect(admin.subject).toBe('Patel Store: failed logins on meera@b.in');
    expect(admin.text).not.toMatch(/[\u0900-\u097f]/);
  });

  it('the cash-on-delivery code', () => {
    const mail = codConfirmationMail({
      to: 'a@b.in',
      userName: 'Meera',
      shopName: 'Patel Store',
      otp: '654321',
      validMinutes: 10,
      lang: 'hi',
    });
    expect(mail.subject).toBe('Patel Store: कैश ऑन डिलीवरी पक्का करने का कोड');
    expect(mail.text).toContain('654321');
    expectHindi(mail.text, 'Meera', 'Patel Store');
  });

  it('a gift card: the same code, amount and day, in Hindi months, linking the Hindi shop', () => {
    const base = {
      to: 'a@b.in',
      recipientName: 'Meera',
      shop: 'Patel Store',
      publicUrl: 'https://shop.in',
      code: 'K7QM-4XPA-9TRD-2WHN',
      amountPaise: 250_050,
      expiresAt: new Date('2027-11-28T10:00:00Z'),
      message: '',
    };
    const hi = giftCardMail({ ...base, lang: 'hi' });
    expect(hi.subject).toBe('Patel Store: आपके लिए ₹2,500.50 का गिफ़्ट कार्ड');
    expect(hi.text).toContain('K7QM-4XPA-9TRD-2WHN');
    expect(hi.text).toContain('28 नवंबर 2027 तक चलेगा।');
    expect(hi.text).toContain('https://shop.in/hi/shop/home');
    expect(hi.html).toContain('<strong>₹2,500.50</strong>');
    expectHindi(hi.text, 'Meera', 'Patel Store', 'K7QM-4XPA-9TRD-2WHN');
    expect(hi.sensitive).toBe(true);
    expect(amounts(hi.text)).toEqual(amounts(giftCardMail(base).text));
  });

  it('a store-credit card in a refund mail', () => {
    const w = mailWords('hi');
    const card = { last4: '2WHN', balancePaise: 12_345, expiresAt: new Date('2027-11-28T10:00:00Z') };
    expect(cardParagraphs(card, w)).toEqual([
      '2WHN पर ख़त्म होने वाले आपके गिफ़्ट कार्ड में अब ₹123.45 हैं (28 नवंबर 2027 तक चलेगा)।',
    ]);
    const [fresh] = cardParagraphs({ ...card, code: 'K7QM4XPA9TRD2WHN' }, w);
    expect(fresh).toContain('K7QM-4XPA-9TRD-2WHN');
    expectHindi(fresh!, 'K7QM-4XPA-9TRD-2WHN');
  });

  it.each([
    ['back in stock', 'फिर से स्टॉक में'],
    ['price drop', 'दाम घटा'],
  ])('a wishlist alert (%s): Hindi words and name, the Hindi product page', (_, heading) => {
    const mail = alertMessage({
      to: 'a@b.in',
      userName: 'Meera',
      shop: 'Patel Store',
      publicUrl: 'https://shop.in',
      unsubscribe: 'https://shop.in/shop/wishlist/unsubscribe/tok',
      productId: 'p1',
      title: 'पीवीसी पाइप',
      image: '/uploads/p.webp',
      heading,
      news: 'पीवीसी पाइप फिर से स्टॉक में है, ₹99.00 में।',
      subject: 'Patel Store: पीवीसी पाइप फिर से स्टॉक में है',
      lang: 'hi',
    });
    expect(mail.text).toContain('https://shop.in/hi/shop/product/p1');
    expect(mail.text).toContain('https://shop.in/hi/shop/wishlist');
    // The unsubscribe address is the server's own, the same in both languages.
    expect(mail.headers?.['List-Unsubscribe']).toBe('<https://shop.in/shop/wishlist/unsubscribe/tok>');
    expect(mail.html).toContain(
      '<a href="https://shop.in/shop/wishlist/unsubscribe/tok" style="color:#57534e">विशलिस्ट के सारे ईमेल बंद करें</a> (एक क्लिक, लॉगिन नहीं) या <a href="https://shop.in/hi/shop/wishlist"',
    );
    expectHindi(mail.text, 'Meera', 'Patel Store');
  });

  describe('the money block of an order', () => {
    const order = {
      id: 'o1',
      orderNumber: 'HE-2611-0001',
      invoiceNumber: 'INV/26-27/0001',
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      orderStatus: 'inShipping',
      discountPaise: 1000,
      discountCode: 'DIWALI',
      deliveryMethod: 'standard',
      deliveryDiscountPaise: 0,
      deliveryFeePaise: 5000,
      fragileFeePaise: 2000,
      codFeePaise: 3000,
      giftCardPaise: 0,
      totalAmountPaise: 35_600 - 1000 + 5000 + 2000 + 3000,
      subtotalPaise: 30_000,
      taxType: 'intra',
      cgstPaise: 2800,
      sgstPaise: 2800,
      igstPaise: 0,
      deliveryFrom: '2026-12-03',
      deliveryTo: '2026-12-05',
      deliveredAt: null,
      cancelledAt: null,
    } as unknown as OrderRow;
    const items = [
      {
        productId: 'p1',
        title: 'PVC Pipe 20mm',
        quantity: 2,
        position: 0,
        lineTotalPaise: 23_600,
        discountPaise: 0,
      },
      {
        productId: 'p2',
        title: 'MCB 16A',
        quantity: 1,
        position: 1,
        lineTotalPaise: 11_000,
        discountPaise: 1000,
      },
    ] as unknown as OrderItemRow[];
    const names = new Map([['p1', { hi: { title: 'पीवीसी पाइप 20mm' } }]]);

    it('the same rows and figures as the English, adding up to the total', () => {
      const en = orderMoney(order, items);
      const hi = orderMoney(order, items, 'hi', names);
      expect(amounts(hi.text.join('\n'))).toEqual(amounts(en.text.join('\n')));
      expect(hi.text).toHaveLength(en.text.length);
      // Lines 236 + 120, less the code's 10, plus delivery 50, packing 20 and the cash fee 30: the total.
      const rows = amounts(hi.text.slice(1, 8).join('\n')).map((a) =>
        Number(a.replace(/[₹,]/g, '').replace('−', '-')),
      );
      expect(rows.slice(0, -1).reduce((a, b) => a + b, 0)).toBeCloseTo(rows.at(-1)!, 2);
      expect(hi.text.at(-1)).toBe('डिलीवरी की उम्मीद: गुरु, 3 दिस॰ – शनि, 5 दिस॰');
    });

    it('Hindi labels, the Hindi name where the product has one and the English where not', () => {
      const hi = orderMoney(order, items, 'hi', names);
      expect(hi.text[0]).toBe('ऑर्डर HE-2611-0001 · इनवॉइस INV/26-27/0001');
      expect(hi.text).toContain('2 × पीवीसी पाइप 20mm: ₹236.00');
      expect(hi.text).toContain('1 × MCB 16A: ₹120.00');
      expect(hi.text).toContain('डिस्काउंट (DIWALI): −₹10.00');
      expect(hi.text).toContain('डिलीवरी पर देना है: ₹446.00');
      expect(hi.html).toContain('पीवीसी पाइप 20mm');
      expectHindi(hi.text.join('\n'), 'MCB 16A', 'DIWALI', 'HE-2611-0001', 'INV/26-27/0001', 'CGST', 'SGST');
    });
  });
});
