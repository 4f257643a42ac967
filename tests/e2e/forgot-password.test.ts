import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser } from '../helpers/factories';
import {
  codeFrom,
  journey,
  PHONE,
  signInWithForm,
  toast,
  waitForHydration,
  waitForPath,
  type Tab,
} from './harness';

// A real SMTP server (smtp-server on 127.0.0.1, a free port) receives the app's mail; the test reads the code from it.
const j = journey({ mail: true });

const linkFrom = (text: string) => {
  const match = /(https?:\/\/\S+\/auth\/reset-password\?\S+)/.exec(text);
  if (!match) throw new Error(`No reset link in the mail:\n${text}`);
  return match[1];
};

async function logIn(tab: Tab, email: string, password: string) {
  await tab.page.goto('/auth/login');
  await signInWithForm(tab.page, email, password);
}

/** Asks for a code on the forgot-password page; answers the text of the mail that brings it. */
async function askForCode(page: Page, email: string): Promise<string> {
  await page.goto('/auth/forgot-password');
  await waitForHydration(page, '#forgot-email');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  return (await j.mail.waitFor(email)).text;
}

describe('forgot password in the browser, with the code from the mail', () => {
  it('sends the code, locks the email, resets the password, clears the form, and the new password works', async () => {
    const user = await createUser(j.shop.db, {
      email: 'forgetful@example.com',
      password: 'the-old-password',
    });
    const tab = await j.tab(PHONE);
    const { page } = tab;
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/auth/forgot-password');

    const send = page.getByRole('button', { name: 'Send OTP' });
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('Email').fill(user.email);
    expect(await send.isEnabled()).toBe(true);
    await send.click();
    await toast(page, 'OTP sent to your email (if the address exists).').waitFor();

    // The email locks; the code and new-password inputs appear; Resend counts down.
    expect(await page.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    const resend = page.getByRole('button', { name: /Resend OTP in \d+s/ });
    await resend.waitFor();
    expect(await resend.isDisabled()).toBe(true);
    const setPassword = page.getByRole('button', { name: 'Set New Password' });
    expect(await setPassword.isDisabled()).toBe(true);

    const mail = await j.mail.waitFor(user.email);
    const otp = codeFrom(mail.text);
    await page.getByLabel('OTP').fill(otp);
    expect(await setPassword.isDisabled()).toBe(true);
    await page.getByLabel('New password').fill('the-new-password');
    expect(await setPassword.isEnabled()).toBe(true);
    await setPassword.click();
    await toast(page, 'Password reset successful. You can login now.').waitFor();

    // The code step closes and the inputs clear.
    await page.getByLabel('OTP').waitFor({ state: 'detached' });
    expect(await page.getByLabel('Email').inputValue()).toBe('');
    expect(await page.getByLabel('Email').getAttribute('readonly')).toBeNull();

    await logIn(tab, user.email, 'the-old-password');
    await page.locator('ol > li.destructive').waitFor();
    await logIn(tab, user.email, 'the-new-password');
    await waitForPath(page, '/shop/home');
  });

  it('says so when the code is wrong, and keeps the inputs', async () => {
    const user = await createUser(j.shop.db, { email: 'typo@example.com' });
    const tab = await j.tab();
    const { page } = tab;
    const otp = codeFrom(await askForCode(page, user.email));
    const wrong = otp === '000000' ? '111111' : '000000';
    await page.getByLabel('OTP').fill(wrong);
    await page.getByLabel('New password').fill('another-password');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await toast(page, 'Invalid or expired code').waitFor();
    expect(await page.getByLabel('OTP').inputValue()).toBe(wrong);
  });

  it('resets by the mailed link: the code leaves the address bar, then the new password works', async () => {
    const user = await createUser(j.shop.db, { email: 'linked@example.com', password: 'the-old-password' });
    const tab = await j.tab();
    const { page } = tab;
    const link = new URL(linkFrom(await askForCode(page, user.email)));
    expect(link.searchParams.get('code')).toBeTruthy();

    await page.goto(link.pathname + link.search);
    await page.waitForURL((url) => url.pathname === '/auth/reset-password' && !url.searchParams.has('code'));
    expect(new URL(page.url()).searchParams.get('email')).toBe(user.email);
    expect(await page.getByLabel('Email').inputValue()).toBe(user.email);
    await page.getByLabel('New password').fill('the-link-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await toast(page, 'Password reset successful. You can login now.').waitFor();
    await waitForPath(page, '/auth/login');

    await logIn(tab, user.email, 'the-link-password');
    await waitForPath(page, '/shop/home');
  });

  it('explains a link without a code', async () => {
    const tab = await j.tab();
    const { page } = tab;
    await page.goto('/auth/reset-password?email=someone%40example.com');
    await page.getByText('Invalid or expired reset link. Please request a new password reset.').waitFor();
    await page.getByLabel('New password').fill('whatever-password');
    expect(await page.getByRole('button', { name: 'Reset Password' }).isDisabled()).toBe(true);
  });
});
