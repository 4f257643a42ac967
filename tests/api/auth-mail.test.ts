import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/db/schema';
import { waitForPendingMail } from '../../server/mail/mailer';
import { startSmtpSink, type SmtpSink } from '../../server/mail/smtp-sink.testing';
import { getSettings, updateSettings } from '../../server/modules/settings/settings.service';
import { testApp, type TestApp } from '../helpers/app';

/** The whole forgotten-password journey against a real SMTP server on 127.0.0.1, as a person would do it. */
let sink: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await testApp({ config: { smtpUrl: sink.url, mailFrom: 'Sharma Electricals <no-reply@sharma.test>' } });
  await updateSettings(t.db, { ...(await getSettings(t.db)), companyName: 'Sharma Electricals' });
});
afterAll(async () => {
  await sink.close();
});

const api = (method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method, url: `/api/auth/${url}`, payload, headers: cookie ? { cookie } : {} });

describe('password reset by mail, end to end', () => {
  it('register, forget, read the code from the mail, reset, log in with the new password', async () => {
    const email = 'meera@example.com';
    expect(
      (await api('POST', 'register', { userName: 'Meera', email, password: 'first-password' })).statusCode,
    ).toBe(201);
    const oldLogin = await api('POST', 'login', { email, password: 'first-password' });
    const oldCookie = `sid=${oldLogin.cookies.find((c) => c.name === 'sid')!.value}`;

    const asked = await api('POST', 'password/request-reset', { email: 'Meera@Example.com' });
    expect(asked.json()).toEqual({
      success: true,
      message: 'OTP sent to your email (if the address exists).',
    });

    const mail = await sink.waitFor(email);
    expect(mail.from).toBe('no-reply@sharma.test');
    expect(mail.headers.from).toBe('Sharma Electricals <no-reply@sharma.test>');
    expect(mail.subject).toBe('Sharma Electricals: your password reset code');
    expect(mail.text).toContain('Hello Meera,');
    expect(mail.html).toContain('Sharma Electricals');
    const otp = /^ {4}(\d{6})$/m.exec(mail.text)![1];
    expect(mail.html).toContain(`>${otp}<`);
    const link = new URL(/^(http\S+)$/m.exec(mail.text)![1]);
    expect(link.origin + link.pathname).toBe('http://shop.test/auth/reset-password');
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Delivered for real, so the outbox keeps the envelope but not the code.
    await waitForPendingMail();
    const [kept] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(kept.status).toBe('sent');
    expect(kept.text).not.toContain(otp);

    const reset = await api('POST', 'password/confirm-reset', { email, otp, newPassword: 'second-password' });
    expect(reset.json()).toEqual({ success: true, message: 'Password reset successful. You can login now.' });

    expect((await api('GET', 'check-auth', undefined, oldCookie)).statusCode).toBe(401);
    expect((await api('POST', 'login', { email, password: 'first-password' })).statusCode).toBe(401);
    const fresh = await api('POST', 'login', { email, password: 'second-password' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().user).toMatchObject({ email, userName: 'Meera', isAdmin: false });
  });

  it('works through the link in the mail as well', async () => {
    const email = 'arjun@example.com';
    await api('POST', 'register', { userName: 'Arjun', email, password: 'first-password' });
    await api('POST', 'password/request-reset', { email });
    const mail = await sink.waitFor(email);
    const link = new URL(/^(http\S+)$/m.exec(mail.text)![1]);
    const reset = await api('POST', 'password/confirm-reset', {
      email: link.searchParams.get('email')!,
      code: link.searchParams.get('code')!,
      newPassword: 'linked-password',
    });
    expect(reset.statusCode).toBe(200);
    expect((await api('POST', 'login', { email, password: 'linked-password' })).statusCode).toBe(200);
  });

  it('answers the same when the mail server is down, and records the failure', async () => {
    const down = await testApp({ config: { smtpUrl: 'smtp://127.0.0.1:1' } });
    await down.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { userName: 'Down', email: 'down@example.com', password: 'first-password' },
    });
    const res = await down.app.inject({
      method: 'POST',
      url: '/api/auth/password/request-reset',
      payload: { email: 'down@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'OTP sent to your email (if the address exists).',
    });
    await waitForPendingMail();
    const [row] = await down.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'down@example.com'));
    expect(row.status).toBe('failed');
  });
});
