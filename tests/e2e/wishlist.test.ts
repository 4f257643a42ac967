import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../server/db/schema';
import { sweepWishlistAlerts } from '../../server/modules/wishlist';
import { takeConsoleErrors } from '../helpers/fail-on-console-error';
import { createCategory, createProduct, type ProductRow } from '../helpers/factories';
import {
  axeClean,
  DESKTOP,
  DOC_SCREENSHOT_DIR,
  fitsBothWidths,
  journey,
  PHONE,
  press,
  servedPicture,
  signInWithForm,
  toast,
  waitForPath,
} from './harness';

// Issue 48 in Chromium on the production build: a visitor's heart kept through login, the wishlist page with
// its switches by keyboard, the owner's restock bringing the back-in-stock mail (real SMTP peer) with its
// one-click unsubscribe, whose page changes nothing until its button is pressed. Screenshots: wishlist-*.png.

const j = journey({ mail: true, settings: { companyName: 'Sharma Hardware' } });
let geyser: ProductRow;
let fan: ProductRow;

beforeAll(async () => {
  // The product form checks the category and brand (the owner's restock goes through it).
  await createCategory(j.shop.db, { name: 'Wires & Cables', subcategories: ['House Wire'] });
  await createCategory(j.shop.db, { name: 'Voltline', kind: 'brand' });
  const picture = (name: string, icon: 'wire' | 'switch' | 'breaker', color: string, title: string) =>
    servedPicture(j.shop, name, icon, color, title);
  geyser = await createProduct(j.shop.db, {
    title: 'Havells Monza 15 L Storage Water Geyser',
    image: await picture('e2e-geyser', 'breaker', '#0f766e', 'Geyser'),
    salePricePaise: 199900,
    totalStock: 0,
  });
  fan = await createProduct(j.shop.db, {
    title: 'Crompton Ceiling Fan 1200 mm',
    image: await picture('e2e-fan', 'switch', '#b45309', 'Fan'),
    salePricePaise: 236000,
    totalStock: 12,
  });
});

describe('wishlist', () => {
  it('a visitor hearts a product, logs in, and finds it saved (360 px)', async () => {
    const meera = await j.customer('Meera Joshi');
    const { page } = await j.tab(PHONE);
    await page.goto(`/shop/product/${fan.id}`);
    const heart = page.getByRole('button', { name: `Save to wishlist: ${fan.title}` });
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await press(heart);
    await waitForPath(page, '/auth/login');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'save your item to your wishlist' }).count())
      .toBe(1);
    await signInWithForm(page, meera.user.email);
    await waitForPath(page, `/shop/product/${fan.id}`);
    await toast(page, 'Saved to your wishlist').waitFor();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByRole('link', { name: 'Wishlist, 1 saved' }).count()).toBe(1);

    await press(page.getByRole('link', { name: 'Wishlist, 1 saved' }));
    await waitForPath(page, '/shop/wishlist');
    await page.getByRole('heading', { name: fan.title }).waitFor();
    await axeClean(page, 'wishlist page');
    await fitsBothWidths(page, 'wishlist-one', { fullPage: true });
  });

  it('a buyer asks for a sold-out product by keyboard, the owner restocks, the mail arrives (1280 px)', async () => {
    const ravi = await j.customer('Ravi Kumar');
    const saved = await j.api('POST', '/api/shop/wishlist/add', ravi.cookie, {
      userId: ravi.user.id,
      productId: geyser.id,
    });
    expect(saved.status, saved.body).toBe(200);
    await j.api('POST', '/api/shop/wishlist/add', ravi.cookie, { userId: ravi.user.id, productId: fan.id });
    // The geyser was ₹2,360.00 when saved: it is cheaper now.
    await j.shop.db.update(products).set({ salePricePaise: 236000 }).where(eq(products.id, geyser.id));
    await j.api('DELETE', `/api/shop/wishlist/${ravi.user.id}/${geyser.id}`, ravi.cookie);
    await j.api('POST', '/api/shop/wishlist/add', ravi.cookie, {
      userId: ravi.user.id,
      productId: geyser.id,
    });
    await j.shop.db.update(products).set({ salePricePaise: 199900 }).where(eq(products.id, geyser.id));

    const { page } = await ravi.tab(DESKTOP);
    await page.goto('/shop/wishlist');
    await page.getByText('₹1,999.00, was ₹2,360.00 when you saved it').waitFor();
    const ask = page.getByRole('switch', { name: 'Tell me when it is back in stock' });
    await expect.poll(() => ask.getAttribute('aria-checked')).toBe('false');
    // By keyboard: Tab reaches the switch, Space turns it on.
    await ask.focus();
    await page.keyboard.press('Space');
    await toast(page, 'Your wishlist is updated').waitFor();
    await expect.poll(() => ask.getAttribute('aria-checked')).toBe('true');
    await axeClean(page, 'wishlist with a sold-out product');
    await fitsBothWidths(page, 'wishlist-two', { fullPage: true });

    // The owner restocks through the admin's product edit.
    const owner = await j.owner();
    const edit = await j.api('PUT', `/api/admin/products/edit/${geyser.id}`, owner.cookie, { totalStock: 4 });
    expect(edit.status, edit.body).toBe(200);
    expect((await sweepWishlistAlerts(j.shop.app)).backInStock.sent).toBe(1);
    const mail = await j.mail.waitFor(ravi.user.email);
    expect(mail.subject).toBe('Sharma Hardware: Havells Monza 15 L Storage Water Geyser is back in stock');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'])![1];
    expect(unsubscribe.startsWith(`${j.shop.baseUrl}/shop/wishlist/unsubscribe/`)).toBe(true);

    // The mail as a person sees it, at both widths.
    // Opened on the shop's origin, as a mail client that loads pictures would show it.
    const mailPage = await j.tab(PHONE);
    await mailPage.page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
    await mailPage.page.goto('/api/health');
    await mailPage.page.setContent(mail.html);
    await mailPage.page.getByRole('img', { name: geyser.title }).waitFor();
    fs.mkdirSync(DOC_SCREENSHOT_DIR, { recursive: true });
    for (const viewport of [PHONE, DESKTOP]) {
      await mailPage.page.setViewportSize(viewport);
      await mailPage.page.screenshot({
        path: path.join(DOC_SCREENSHOT_DIR, `wishlist-mail-${viewport.width}.png`),
        fullPage: true,
      });
    }

    // The unsubscribe address: its page changes nothing; its button turns the mails off.
    const { page: link } = await j.tab(PHONE);
    await link.goto(unsubscribe);
    await link.getByRole('heading', { name: 'Stop wishlist mails?' }).waitFor();
    await axeClean(link, 'unsubscribe page');
    await fitsBothWidths(link, 'wishlist-unsubscribe');
    const still = await j.api('GET', `/api/shop/wishlist/get/${ravi.user.id}`, ravi.cookie);
    expect((still.json!.data as { alerts: boolean }).alerts).toBe(true);
    await link.getByRole('button', { name: 'Stop wishlist mails' }).focus();
    await link.keyboard.press('Enter');
    await link.getByRole('heading', { name: 'Wishlist mails are off' }).waitFor();

    // The account page shows the same choice, and turns it back on.
    await page.goto('/shop/account');
    const choice = page.getByRole('switch', { name: 'Back-in-stock and price-drop mails for my wishlist' });
    await expect.poll(() => choice.getAttribute('aria-checked')).toBe('false');
    await axeClean(page, 'account with wishlist mails');
    await fitsBothWidths(page, 'wishlist-account', { fullPage: true });
    await press(choice);
    await toast(page, 'Wishlist mails are on').waitFor();
    await expect.poll(() => choice.getAttribute('aria-checked')).toBe('true');
  });

  it('the empty wishlist says what to do (360 and 1280 px)', async () => {
    const asha = await j.customer('Asha Rao');
    const { page } = await asha.tab(PHONE);
    await page.goto('/shop/wishlist');
    await page.getByText('Your wishlist is empty').waitFor();
    await axeClean(page, 'empty wishlist');
    await fitsBothWidths(page, 'wishlist-empty');
    // The listing's cards carry the heart.
    await page.goto('/shop/listing');
    await page.getByRole('button', { name: `Save to wishlist: ${fan.title}` }).waitFor();
    await fitsBothWidths(page, 'wishlist-listing-hearts');
  });

  it('a list that cannot be loaded says so and offers Try again (360 and 1280 px)', async () => {
    const dev = await j.customer('Dev Patel');
    const { page } = await j.tab(PHONE);
    // The list cannot be read for a while: not by the server rendering the page (its table out of reach, as
    // in a database being repaired), nor by the browser's own try (a limit, as it may under load).
    await j.shop.db.execute(sql`ALTER TABLE wishlist_items RENAME TO wishlist_items_away`);
    try {
      await page.route('**/api/shop/wishlist/get/**', (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: 'Too many requests. Please try again later.' }),
        }),
      );
      await page.goto('/auth/login?r=%2Fshop%2Fwishlist');
      await signInWithForm(page, dev.user.email);
      await waitForPath(page, '/shop/wishlist');
      await page.getByText('Your wishlist could not be loaded').waitFor({ timeout: 20_000 });
    } finally {
      await j.shop.db.execute(sql`ALTER TABLE wishlist_items_away RENAME TO wishlist_items`);
    }
    // The server said why it rendered the page without the list.
    expect(takeConsoleErrors()).toEqual([
      expect.stringMatching(/^Server prefetch failed \["wishlist",.*wishlist_items/s),
    ]);
    await axeClean(page, 'wishlist error');
    await fitsBothWidths(page, 'wishlist-error');
    await page.unroute('**/api/shop/wishlist/get/**');
    await press(page.getByRole('button', { name: 'Try again' }));
    await page.getByText('Your wishlist is empty').waitFor();
  });
});
