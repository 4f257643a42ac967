import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatPaise } from '../../common/money';
import { orders, products, users } from '../../server/db/schema';
import { eq } from 'drizzle-orm';
import {
  axeClean,
  controlsUnderChat,
  DESKTOP,
  journey,
  PHONE,
  press,
  waitForHydration,
  waitForPath,
  type Viewport,
} from './harness';

/**
 * Issue 50's buying journey: a visitor on an English product page switches to Hindi, searches in Hindi, opens
 * the result, adds it to the cart, is sent to the Hindi login, registers (the account's language becomes Hindi
 * from the page), adds an address at checkout, pays on the simulator, lands on the Hindi success page and gets
 * the order mail in Hindi with the order's figures. At 360 px by taps and at 1280 px by keyboard; axe clean on
 * each Hindi page passed. Screenshots: /tmp/hi-buy-*.png.
 */
const j = journey({ demo: true, mail: true });
let start: { id: string };
let switchId: string;
/** The 16 A one-way switch's Hindi title (मॉड्यूलर वन-वे स्विच 16 A), as the demo names it. */
let HINDI_TITLE: string;

beforeAll(async () => {
  const rows = await j.shop.db.select().from(products);
  const one = rows.find((p) => p.title === 'Modular 1-Way Switch 16 A')!;
  switchId = one.id;
  HINDI_TITLE = one.translations!.hi!.title!;
  start = rows.find((p) => p.totalStock > 0 && p.id !== switchId)!;
});

/** A tap on the phone; on the desktop, the control focused and Enter pressed. */
async function activate(page: Page, viewport: Viewport, target: Locator) {
  if (viewport === DESKTOP) {
    await target.focus();
    await page.keyboard.press('Enter');
  } else await press(target);
}

/** Types into a field: by keys on the desktop, after a tap on the phone. */
async function enter(page: Page, viewport: Viewport, field: Locator, value: string) {
  if (viewport === PHONE) await press(field);
  else await field.focus();
  await field.fill(value);
}

const shoot = (page: Page, name: string, viewport: Viewport) =>
  page.screenshot({ path: `/tmp/hi-buy-${name}-${viewport.width}.png` });

describe.each([
  ['a phone, by taps', PHONE],
  ['a desktop, by keyboard', DESKTOP],
] as const)('buying in Hindi on %s', (_name, viewport) => {
  it('switches to Hindi on a product page, searches in Hindi, registers, pays and gets the order mail in Hindi', async () => {
    const email = `meena.${viewport.width}@example.com`;
    const { page } = await j.tab(viewport);
    await page.goto(`/shop/product/${start.id}`);
    await waitForHydration(page, 'header a[lang="hi"]');
    await activate(page, viewport, page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }));
    await waitForPath(page, `/hi/shop/product/${start.id}`);
    await waitForHydration(page, 'header a[lang="en"]');
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    await axeClean(page, 'the Hindi product page');

    // Search in Hindi from the header's box (the phone's own row, the desktop's in the bar).
    const box = page.getByRole('search', { name: 'दुकान में खोजें' }).locator('input:visible');
    await enter(page, viewport, box, 'वन-वे स्विच');
    await box.press('Enter');
    await waitForPath(page, '/hi/shop/search');
    const result = page.getByRole('main').getByRole('link', { name: HINDI_TITLE }).first();
    await result.waitFor();
    await shoot(page, 'search', viewport);
    await axeClean(page, 'the Hindi search results');
    // The phone taps the card's picture (the title's link, wrapped over two lines, has a gap at its middle);
    // the desktop focuses the title's link.
    if (viewport === PHONE) await press(page.locator(`main article[aria-label="${HINDI_TITLE}"] a`).first());
    else await activate(page, viewport, result);
    await waitForPath(page, `/hi/shop/product/${switchId}`);
    await page.getByRole('heading', { level: 1, name: HINDI_TITLE }).waitFor();
    await waitForHydration(page, 'main button');

    // A visitor's Add to Cart goes to the Hindi login, then to register.
    await activate(page, viewport, page.getByRole('button', { name: `कार्ट में डालें: ${HINDI_TITLE}` }));
    await waitForPath(page, '/hi/auth/login');
    await axeClean(page, 'the Hindi login');
    await activate(page, viewport, page.getByRole('main').getByRole('link', { name: 'रजिस्टर करें' }));
    await waitForPath(page, '/hi/auth/register');
    await waitForHydration(page, 'main form');
    await axeClean(page, 'the Hindi register page');
    await enter(page, viewport, page.getByLabel('नाम', { exact: true }), 'Meena Joshi');
    await enter(page, viewport, page.getByLabel('ईमेल', { exact: true }), email);
    await enter(page, viewport, page.getByLabel('पासवर्ड', { exact: true }), 'Secret-Pass-123');
    await shoot(page, 'register', viewport);
    await activate(page, viewport, page.getByRole('button', { name: 'खाता बनाएँ' }));
    await waitForPath(page, '/hi/auth/login');
    const [account] = await j.shop.db.select().from(users).where(eq(users.email, email));
    expect(account?.language).toBe('hi');
    await enter(page, viewport, page.getByLabel('ईमेल', { exact: true }), email);
    await enter(page, viewport, page.getByLabel('पासवर्ड', { exact: true }), 'Secret-Pass-123');
    await activate(page, viewport, page.getByRole('button', { name: 'लॉगिन करें' }));

    // Back on the switch in Hindi, the cart open with it.
    await waitForPath(page, `/hi/shop/product/${switchId}`);
    const sheet = page.getByRole('dialog', { name: 'आपका कार्ट' });
    await sheet.getByText('कार्ट में 1 सामान है।').waitFor();
    await shoot(page, 'cart', viewport);
    await axeClean(page, 'the Hindi cart sheet');
    await activate(page, viewport, sheet.getByRole('link', { name: 'चेकआउट' }));
    await waitForPath(page, '/hi/shop/checkout');
    await waitForHydration(page, 'main form');

    const fields: [string, string][] = [
      ['पता', 'Flat 4, Ganga Niwas, Station Road'],
      ['शहर', 'Pune'],
      ['पिनकोड', '411004'],
      ['फ़ोन', '98901 23456'],
      ['नोट', 'Near the temple'],
    ];
    for (const [label, value] of fields)
      await enter(page, viewport, page.getByLabel(label, { exact: true }), value);
    const add = page.getByRole('button', { name: 'पता जोड़ें' });
    await expect.poll(() => add.isDisabled()).toBe(false);
    await activate(page, viewport, add);
    await page.getByText('पता जुड़ गया').first().waitFor();
    await page.getByRole('radio', { name: /Ganga Niwas/ }).waitFor();
    await shoot(page, 'checkout', viewport);
    await axeClean(page, 'the Hindi checkout');
    // The chat link (named in Hindi here) lies over no control of the Hindi checkout at any scroll.
    expect(await controlsUnderChat(page)).toEqual([]);

    if (viewport === PHONE)
      for (const heading of ['डिलीवरी का तरीका', 'पेमेंट का तरीका']) {
        await press(page.getByRole('button', { name: 'आगे बढ़ें' }));
        await page.getByRole('heading', { name: heading }).waitFor();
        await axeClean(page, `the Hindi checkout's step ${heading}`);
      }
    await activate(
      page,
      viewport,
      page.getByRole('button', { name: viewport === PHONE ? 'आगे बढ़ें' : 'PhonePe से पेमेंट करें' }),
    );
    await page.waitForURL(/\/api\/payments\/simulator\/pay\//);
    await activate(page, viewport, page.getByRole('button', { name: /^Pay/ }));

    await waitForPath(page, '/hi/shop/payment-success');
    await page.getByRole('heading', { name: 'पेमेंट हो गया!' }).waitFor();
    const [order] = await j.shop.db.select().from(orders).where(eq(orders.userId, account!.id));
    const total = formatPaise(order!.totalAmountPaise);
    await page.getByTestId('order-facts').getByText(total).waitFor();
    await shoot(page, 'success', viewport);
    await axeClean(page, 'the Hindi success page');

    // The order mail, in the buyer's language: Hindi words, the order's number and total.
    const mail = await j.mail.waitFor(email, 15_000);
    expect(mail.subject).toContain(`ऑर्डर ${order!.orderNumber} पक्का (${total})`);
    expect(mail.text).toContain(
      `आपके ऑर्डर ${order!.orderNumber} के लिए धन्यवाद। हमें आपका ${total} का पेमेंट मिल गया है`,
    );
  });
});
