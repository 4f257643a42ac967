import { describe, expect, it } from 'vitest';
import { createAdmin, createUser, DEFAULT_PASSWORD } from '../helpers/factories';
import { journey, signInWithForm, toast, waitForHydration, waitForPath } from './harness';

const j = journey();

describe('accounts in the browser', () => {
  it('register, then log in, and land on the page first asked for (history entry replaced)', async () => {
    const { page } = await j.tab();
    await page.goto('/shop/account');
    await waitForPath(page, '/auth/login');
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();

    await page.getByRole('link', { name: 'Register' }).click();
    await waitForPath(page, '/auth/register');
    await page.getByLabel('User name').fill('Meera Joshi');
    await page.getByLabel('Email').fill('meera.journey@example.com');
    await page.getByLabel('Password').fill('a-long-password');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await waitForPath(page, '/auth/login');
    await toast(page, 'Registration successful').waitFor();

    // Registration does not log in (SPEC §2).
    const checkAuth = await page.request.get('/api/auth/check-auth');
    expect(checkAuth.status()).toBe(401);

    const before = await page.evaluate(() => history.length);
    await signInWithForm(page, 'meera.journey@example.com', 'a-long-password');
    await waitForPath(page, '/shop/account');
    await page.getByRole('heading', { level: 1, name: 'Your Account' }).waitFor();
    expect(await page.evaluate(() => history.length)).toBe(before);

    // The header now offers the account menu, whose Logout ends the session on the server. From a browsing
    // page home is a page load: the toast is carried to it.
    await page.goto('/shop/listing');
    // A press before the header hydrates would open nothing (on a busy machine the page's code comes late).
    await waitForHydration(page, 'header button[aria-label="Account menu"]');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await waitForPath(page, '/shop/home');
    await toast(page, 'Logged out successfully').waitFor();
    expect((await page.request.get('/api/auth/check-auth')).status()).toBe(401);
    await page.goto('/shop/account');
    await waitForPath(page, '/auth/login');
  });

  it('shows the server’s message when the login is wrong, and stays', async () => {
    const user = await createUser(j.shop.db, { email: 'wrong.pass@example.com' });
    const { page } = await j.tab();
    await page.goto('/auth/login');
    await signInWithForm(page, user.email, 'not-the-password');
    const failure = page.locator('ol > li.destructive');
    await failure.waitFor();
    expect((await failure.textContent())?.length).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/auth/login');
  });

  it('follows the r query parameter after login, by keyboard alone', async () => {
    const user = await createUser(j.shop.db, { email: 'keyboard@example.com' });
    const { page } = await j.tab();
    await page.goto('/auth/login?r=%2Fshop%2Fcheckout');
    await page.getByLabel('Email').waitFor();
    // Tab from the top of the page to the email field, then type and submit with Enter.
    await page.keyboard.press('Tab');
    for (let i = 0; i < 10; i++) {
      if (await page.getByLabel('Email').evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    expect(await page.getByLabel('Email').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(user.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEFAULT_PASSWORD);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/shop/checkout');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  });

  it('sends a customer on an admin page to /unauth-page', async () => {
    const user = await createUser(j.shop.db, { email: 'curious@example.com' });
    const { page } = await j.tab();
    await page.goto('/auth/login');
    await signInWithForm(page, user.email);
    await waitForPath(page, '/shop/home');

    await page.goto('/admin/dashboard');
    await waitForPath(page, '/unauth-page');
    await page.getByRole('heading', { name: "You don't have access to view this page" }).waitFor();
    // The router matches paths in any case and with percent-encoded letters; the guard must as well.
    for (const spelling of ['/ADMIN/Dashboard', '/admin/%64ashboard']) {
      await page.goto(spelling);
      await waitForPath(page, '/unauth-page');
    }
    // No admin code was downloaded for the customer.
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(scripts.some((name) => /admin-layout|dashboard-/.test(name))).toBe(false);
  });

  it('keeps an admin in the admin panel, and sends visitors of admin pages to login', async () => {
    const admin = await createAdmin(j.shop.db, { email: 'owner@example.com' });
    const { page } = await j.tab();
    await page.goto('/admin/orders');
    await waitForPath(page, '/auth/login');
    await signInWithForm(page, admin.email);
    await waitForPath(page, '/admin/orders');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();

    await page.goto('/shop/home');
    await waitForPath(page, '/admin/dashboard');
    await page.goto('/');
    await waitForPath(page, '/admin/dashboard');
    await page.goto('/auth/login');
    await waitForPath(page, '/admin/dashboard');

    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/auth/login');
    expect((await page.request.get('/api/auth/check-auth')).status()).toBe(401);
  });

  it("states that an unknown page doesn't exist, and sends '/' to the shop home", async () => {
    const { page } = await j.tab();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: "This page doesn't exist" }).waitFor();
    await page.goto('/');
    await waitForPath(page, '/shop/home');
  });
});
