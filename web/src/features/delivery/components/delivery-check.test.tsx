import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { z } from 'zod';
import type { ApiDeliveryCheck } from '../../../../../common/contracts/delivery';
import { ApiFailureAnswer, DeliveryCheckSchema } from '../../../../../common/contracts/answers';
import { mockApi, newQueryClient, renderRoutes } from '../../../test/render';
import { I18nProvider } from '../../../i18n/i18n';
import { hindiFor } from '../../../test/hindi';
import { DELIVERY_PINCODE_STORAGE_KEY, DeliveryCheck } from './delivery-check';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const CHECKED: ApiDeliveryCheck = {
  pincode: '440001',
  state: { stateCode: '27', state: 'Maharashtra' },
  serviceable: true,
  message: null,
  zone: 'state',
  options: [
    { method: 'standard', fee: 49, from: '2026-12-01', to: '2026-12-03' },
    { method: 'express', fee: 149, from: '2026-11-30', to: '2026-12-01' },
  ],
  freeAbove: 499,
  codAvailable: true,
};

type Answer = { status?: number; body: unknown };
const CheckAnswer = z.strictObject({ success: z.literal(true), data: DeliveryCheckSchema });

/**
 * GET /api/shop/delivery/check?pincode= answered by `answer`, each answer checked against the server's
 * contract (common/contracts/answers.ts has the schema; mockApi learns the route when it is listed there).
 */
function answerChecks(answer: (pincode: string) => Answer) {
  mockApi({});
  const others = globalThis.fetch;
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/shop/delivery/check') return others(input, init);
      const pincode = url.searchParams.get('pincode') ?? '';
      asked.push(pincode);
      const { status = 200, body } = answer(pincode);
      (status < 300 ? CheckAnswer : ApiFailureAnswer).parse(body);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return asked;
}
const served =
  (check: Partial<ApiDeliveryCheck> = {}) =>
  () => ({
    body: { success: true, data: { ...CHECKED, ...check } },
  });

const renderCheck = () => renderRoutes([{ path: '/p', element: <DeliveryCheck /> }], ['/p']);
const input = () => screen.getByLabelText('Pincode');
const status = () => screen.getByRole('status');

async function checkPincode(pincode: string) {
  const user = userEvent.setup();
  await user.clear(input());
  await user.type(input(), pincode);
  await user.click(screen.getByRole('button', { name: 'Check' }));
}

describe('the product page’s pincode check', () => {
  it('says by when standard delivery arrives, and that cash on delivery is available there', async () => {
    const asked = answerChecks(served());
    renderCheck();
    expect(screen.getByRole('form', { name: 'Check delivery' })).toBeInTheDocument();
    await checkPincode('440001');
    await waitFor(() =>
      expect(status()).toHaveTextContent('Delivers to 440001 by Thu 3 Dec · Cash on delivery available'),
    );
    expect(asked).toEqual(['440001']);
    expect(input()).toHaveAccessibleDescription(
      'Delivers to 440001 by Thu 3 Dec · Cash on delivery available',
    );
    expect(input()).not.toHaveAttribute('aria-invalid');
    expect(localStorage.getItem(DELIVERY_PINCODE_STORAGE_KEY)).toBe('440001');
  });

  it('leaves cash on delivery out where it is not offered', async () => {
    answerChecks(served({ codAvailable: false }));
    renderCheck();
    await checkPincode('440001');
    await waitFor(() => expect(status()).toHaveTextContent(/^Delivers to 440001 by Thu 3 Dec$/));
  });

  it('gives the shop’s message where it does not deliver', async () => {
    const message =
      'Sorry, we do not deliver to this pincode yet. Please choose another address or contact us.';
    answerChecks(served({ pincode: '744101', serviceable: false, message, zone: null, codAvailable: false }));
    renderCheck();
    await checkPincode('744101');
    await waitFor(() => expect(status()).toHaveTextContent(message));
  });

  it('refuses a pincode that is not 6 digits before asking, and shows the server’s refusal of one it does not take', async () => {
    const asked = answerChecks((pincode) =>
      pincode === '000000'
        ? { status: 400, body: { success: false, message: 'Please enter a valid 6-digit pincode' } }
        : served()(),
    );
    renderCheck();
    await checkPincode('44a0');
    // Only digits go in.
    expect(input()).toHaveValue('440');
    expect(status()).toHaveTextContent('Pincode must be 6 digits');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Pincode must be 6 digits');
    expect(asked).toEqual([]);

    await checkPincode('000000');
    await waitFor(() => expect(status()).toHaveTextContent('Please enter a valid 6-digit pincode'));
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    // A refusal is the answer: not asked twice, and not remembered.
    expect(asked).toEqual(['000000']);
    expect(localStorage.getItem(DELIVERY_PINCODE_STORAGE_KEY)).toBeNull();

    await checkPincode('440001');
    await waitFor(() => expect(status()).toHaveTextContent('Delivers to 440001'));
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('says when it could not check, and asks again on Check', async () => {
    let down = true;
    const asked = answerChecks(() =>
      down ? { status: 500, body: { success: false, message: 'Internal Server Error' } } : served()(),
    );
    renderCheck();
    await checkPincode('440001');
    await waitFor(() => expect(status()).toHaveTextContent('Could not check delivery. Please try again.'), {
      timeout: 4000,
    });
    down = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(status()).toHaveTextContent('Delivers to 440001'));
    expect(asked.length).toBeGreaterThan(2);
  });

  it('checks the remembered pincode by itself on the next page', async () => {
    localStorage.setItem(DELIVERY_PINCODE_STORAGE_KEY, '440001');
    const asked = answerChecks(served());
    renderCheck();
    await waitFor(() =>
      expect(status()).toHaveTextContent('Delivers to 440001 by Thu 3 Dec · Cash on delivery available'),
    );
    expect(input()).toHaveValue('440001');
    expect(asked).toEqual(['440001']);
  });

  it('renders the same on the server and in the hydrating browser, then reads the remembered pincode', async () => {
    localStorage.setItem(DELIVERY_PINCODE_STORAGE_KEY, '440001');
    answerChecks(served());
    const tree = (
      <QueryClientProvider client={newQueryClient()}>
        <DeliveryCheck />
      </QueryClientProvider>
    );
    const html = renderToString(tree);
    // The server knows nothing of this browser's storage.
    expect(html).not.toContain('440001');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => mismatches.push(error) });
    });
    await waitFor(() => expect(status()).toHaveTextContent('Delivers to 440001'));
    expect(input()).toHaveValue('440001');
    expect(mismatches).toEqual([]);
    container.remove();
  });
});

describe('the pincode check on a Hindi page', () => {
  const renderHindi = () =>
    renderRoutes(
      [
        {
          path: '/p',
          element: (
            <I18nProvider lang="hi" messages={hindiFor('shop/product')}>
              <DeliveryCheck />
            </I18nProvider>
          ),
        },
      ],
      ['/p'],
    );

  it('asks and answers in Hindi: the form, a missing and a wrong pincode, and where it delivers by when', async () => {
    answerChecks(served());
    renderHindi();
    expect(screen.getByRole('form', { name: 'डिलीवरी देखें' })).toBeInTheDocument();
    const field = screen.getByLabelText('पिनकोड');
    expect(field).toHaveAttribute('placeholder', '6 अंकों का पिनकोड');
    const user = userEvent.setup();
    const check = screen.getByRole('button', { name: 'देखें' });
    await user.click(check);
    expect(status()).toHaveTextContent('पिनकोड डालना ज़रूरी है');
    await user.type(field, '4400');
    await user.click(check);
    expect(status()).toHaveTextContent('पिनकोड 6 अंकों का होना चाहिए');
    await user.type(field, '01');
    await user.click(check);
    await waitFor(() =>
      expect(status()).toHaveTextContent(/^440001 पर गुरु 3 दिस॰ तक डिलीवरी · कैश ऑन डिलीवरी मिलती है$/),
    );
  });
});
