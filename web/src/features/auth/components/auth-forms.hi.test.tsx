import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nProvider } from '../../../i18n/i18n';
import { hindiFor } from '../../../test/hindi';

const hi = hindiFor('auth/register');
import { makeSettings } from '../../../test/fixtures';
import { mockApi, renderAt } from '../../../test/render';
import { AuthFrame } from '../../../routes/auth/auth-frame';
import UnauthPage from '../../../routes/unauth-page';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';

afterEach(() => vi.unstubAllGlobals());

/** A Hindi page: the auth area's catalogue. */
const inHindi = (form: ReactNode) => (
  <I18nProvider lang="hi" messages={hi}>
    {form}
  </I18nProvider>
);

describe('the sign-in pages in Hindi', () => {
  it('login: its heading, fields, links and button in Hindi', () => {
    mockApi({});
    renderAt(inHindi(<LoginForm />), '/auth/login');
    expect(screen.getByRole('heading', { level: 1, name: 'अपने खाते में लॉगिन करें' })).toBeInTheDocument();
    expect(screen.getByLabelText('ईमेल')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('पासवर्ड')).toHaveAttribute('placeholder', 'आपका पासवर्ड');
    expect(screen.getByRole('link', { name: 'रजिस्टर करें' })).toHaveAttribute('href', '/auth/register');
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉगिन करें' })).toBeInTheDocument();
    expect(screen.queryByText('Sign In')).toBeNull();
  });

  it('login: a bad e-mail and no password are refused in Hindi, without a call', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderAt(inHindi(<LoginForm />), '/auth/login');
    await user.type(screen.getByLabelText('ईमेल'), 'meera');
    await user.click(screen.getByRole('button', { name: 'लॉगिन करें' }));
    expect(await screen.findByText('कृपया सही ईमेल पता डालें')).toBeInTheDocument();
    expect(screen.getByText('पासवर्ड डालना ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByLabelText('ईमेल')).toHaveAccessibleDescription('कृपया सही ईमेल पता डालें');
    expect(api.calls).toHaveLength(0);
  });

  it('register: a password one short of 8 is refused in Hindi with the number; 8 goes to the server', async () => {
    const api = mockApi({
      'POST /api/auth/register': () => ({
        body: { success: true, message: 'Registration successful. Please log in.' },
      }),
    });
    const user = userEvent.setup();
    renderAt(inHindi(<RegisterForm />), '/auth/register');
    expect(screen.getByRole('heading', { level: 1, name: 'नया खाता बनाएँ' })).toBeInTheDocument();
    expect(screen.getByLabelText('पासवर्ड')).toHaveAttribute('placeholder', 'कम से कम 8 अक्षर');
    await user.type(screen.getByLabelText('नाम'), 'Meera');
    await user.type(screen.getByLabelText('ईमेल'), 'meera@example.com');
    await user.type(screen.getByLabelText('पासवर्ड'), '1234567');
    await user.click(screen.getByRole('button', { name: 'खाता बनाएँ' }));
    expect(await screen.findByText('पासवर्ड कम से कम 8 अक्षर का होना चाहिए')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await user.type(screen.getByLabelText('पासवर्ड'), '8');
    await user.click(screen.getByRole('button', { name: 'खाता बनाएँ' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toEqual(['/api/auth/register']);
  });

  it('forgot password: what is missing, said in Hindi under the disabled button', () => {
    mockApi({});
    renderAt(inHindi(<ForgotPasswordForm />), '/auth/forgot-password');
    expect(screen.getByRole('heading', { level: 1, name: 'पासवर्ड भूल गए' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ओटीपी भेजें' })).toHaveAccessibleDescription('अपना ईमेल डालें');
    expect(screen.getByRole('link', { name: 'लॉगिन पर वापस' })).toBeInTheDocument();
  });

  it('reset password: a link without its code, and both missing fields, in Hindi', () => {
    mockApi({});
    renderAt(inHindi(<ResetPasswordForm />), '/auth/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'यह लिंक गलत है या इसका समय निकल गया है। कृपया नया पासवर्ड लिंक फिर से मँगाएँ।',
    );
    expect(screen.getByRole('button', { name: 'पासवर्ड बदलें' })).toHaveAccessibleDescription(
      'अपना ईमेल और नया पासवर्ड डालें',
    );
  });

  it('the frame around them: its welcome, its words and Back to shop in Hindi', async () => {
    mockApi({
      'GET /api/common/settings/get': () => ({
        body: { success: true, data: makeSettings({ companyName: 'Sharma' }) },
      }),
    });
    renderAt(inHindi(<AuthFrame>{null}</AuthFrame>), '/auth/login');
    const welcome = screen.getByRole('complementary', { name: 'स्वागत' });
    expect(welcome).toHaveTextContent('पाइप फिटिंग, वायर, स्विच, सॉकेट और पेंट — जीएसटी इनवॉइस के साथ।');
    expect(await screen.findByText('Sharma Hardware & Electrics Point में आपका स्वागत है')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'दुकान पर वापस' })).toBeInTheDocument();
  });

  it('a buyer at an admin address is told in Hindi', () => {
    mockApi({});
    renderAt(inHindi(<UnauthPage />), '/unauth-page');
    expect(
      screen.getByRole('heading', { level: 1, name: 'यह पेज देखने की अनुमति आपके पास नहीं है' }),
    ).toBeInTheDocument();
    expect(screen.getByText('यह हिस्सा सिर्फ़ दुकान के एडमिन के लिए है।')).toBeInTheDocument();
  });
});
