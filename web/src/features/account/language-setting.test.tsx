import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthUser } from '../../../../common/contracts/auth';
import hiAccount from '../../i18n/hi/account';
import { I18nProvider } from '../../i18n/i18n';
import { queryKeys } from '../../lib/query-keys';
import { deferred, mockApi, renderAt } from '../../test/render';
import { LanguageSetting } from './language-setting';

afterEach(() => vi.unstubAllGlobals());

const USER: AuthUser = {
  id: 'u1',
  userName: 'Meera',
  email: 'meera@example.com',
  role: 'customer',
  isAdmin: false,
  language: 'en',
};
const signedIn = (user: AuthUser | null) => ({
  'GET /api/auth/check-auth': () =>
    user
      ? { body: { success: true, user } }
      : { status: 401, body: { success: false, message: 'Not logged in', user: null } },
});

describe('language setting', () => {
  it('is a labelled radio group with each language named in itself, the saved one chosen', async () => {
    mockApi(signedIn({ ...USER, language: 'hi' }));
    renderAt(<LanguageSetting />, '/shop/account');
    const group = await screen.findByRole('group', { name: 'Language for e-mails' });
    expect(group).toHaveAccessibleDescription('Your order, delivery and refund mails come in this language.');
    expect(screen.getByRole('radio', { name: 'English' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
    expect(screen.getByText('हिन्दी').closest('label')).toHaveAttribute('lang', 'hi');
  });

  it('saves a choice through the API, toasts the answer and keeps the user the server answered', async () => {
    const answer = deferred<{ body: unknown }>();
    const { calls } = mockApi({
      ...signedIn(USER),
      'PATCH /api/auth/profile': () => answer.promise,
    });
    const { queryClient } = renderAt(<LanguageSetting />, '/shop/account');
    await userEvent.click(await screen.findByRole('radio', { name: 'हिन्दी' }));
    // Chosen and locked while it is saved.
    expect(screen.getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
    expect(screen.getByRole('group')).toBeDisabled();
    answer.resolve({
      body: { success: true, message: 'Your settings are saved', user: { ...USER, language: 'hi' } },
    });
    expect(await screen.findByText('Your settings are saved')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: '/api/auth/profile', body: { language: 'hi' } },
    ]);
    expect(queryClient.getQueryData(queryKeys.auth.me())).toMatchObject({ language: 'hi' });
    await waitFor(() => expect(screen.getByRole('group')).toBeEnabled());
    expect(screen.getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
  });

  it('a refusal is toasted and the saved language stays chosen', async () => {
    mockApi({
      ...signedIn(USER),
      'PATCH /api/auth/profile': () => ({
        status: 400,
        body: { success: false, message: "language: Language must be 'en' or 'hi'" },
      }),
    });
    renderAt(<LanguageSetting />, '/shop/account');
    await userEvent.click(await screen.findByRole('radio', { name: 'हिन्दी' }));
    expect(await screen.findByText("language: Language must be 'en' or 'hi'")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'English' })).toBeChecked());
  });

  it('shows nothing to a visitor', async () => {
    const { calls } = mockApi(signedIn(null));
    const { container } = renderAt(<LanguageSetting />, '/shop/account');
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(container.querySelector('fieldset')).toBeNull();
  });

  it('reads in Hindi on a Hindi page', async () => {
    mockApi(signedIn(USER));
    renderAt(
      <I18nProvider lang="hi" messages={hiAccount}>
        <LanguageSetting />
      </I18nProvider>,
      '/hi/shop/account',
    );
    expect(await screen.findByRole('group', { name: 'ईमेल की भाषा' })).toHaveAccessibleDescription(
      'ऑर्डर, डिलीवरी और रिफ़ंड के ईमेल इसी भाषा में आएँगे।',
    );
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
  });
});
