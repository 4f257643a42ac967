import { afterAll, beforeAll, beforeEach } from 'vitest';
import { waitForPendingMail } from '../../server/mail/mailer';
import { waitForPaymentWork } from '../../server/modules/orders/payment/payments.service';
import { PhonePeProvider } from '../../server/payments/phonepe';
import { setPaymentProvider } from '../../server/payments/registry';
import { testApp, type TestApp } from './app';
import { FakePhonePe, FAKE_CLIENT } from './fake-phonepe';

/** The webhook's basic-auth pair the shop is configured with in these tests. */
export const PHONEPE_HOOK = { username: 'shop-webhook', password: 'webhook-pass-123' };

type ProviderOptions = Partial<ConstructorParameters<typeof PhonePeProvider>[0]>;

export interface PhonePeShop {
  /** The app, configured for PhonePe against the fake (set in beforeAll). */
  readonly t: TestApp;
  readonly fake: FakePhonePe;
  /** A PhonePe client for the fake, with the shop's credentials and `opts` over them. */
  provider(opts?: ProviderOptions): PhonePeProvider;
}

/**
 * A test file's shop that takes payments through PhonePe, against the fake PhonePe (tests/helpers/fake-phonepe):
 * started before the file's tests, closed after them once payment work and mail are done. Before each test the
 * fake forgets its faults and the shop gets a fresh client (an empty token cache) with a short timeout, so the
 * timeout cases need not wait PhonePe's own.
 */
export function usePhonePeShop(options: { admin?: boolean; beforeEachTest?: () => void } = {}): PhonePeShop {
  let t: TestApp | undefined;
  let fake: FakePhonePe | undefined;
  const shop: PhonePeShop = {
    get t() {
      if (!t) throw new Error('usePhonePeShop: the shop starts in beforeAll');
      return t;
    },
    get fake() {
      if (!fake) throw new Error('usePhonePeShop: the fake starts in beforeAll');
      return fake;
    },
    provider: (opts = {}) =>
      new PhonePeProvider({
        ...FAKE_CLIENT,
        env: 'sandbox',
        baseUrl: shop.fake.url,
        webhookUsername: PHONEPE_HOOK.username,
        webhookPassword: PHONEPE_HOOK.password,
        ...opts,
      }),
  };
  beforeAll(async () => {
    fake = await FakePhonePe.start();
    t = await testApp({
      admin: options.admin,
      config: {
        payment: {
          provider: 'phonepe',
          reservationMinutes: 30,
          phonepe: {
            ...FAKE_CLIENT,
            env: 'sandbox',
            baseUrl: fake.url,
            webhookUsername: PHONEPE_HOOK.username,
            webhookPassword: PHONEPE_HOOK.password,
          },
        },
      },
    });
  });
  afterAll(async () => {
    if (t) await waitForPaymentWork(t.app);
    await waitForPendingMail();
    await fake?.close();
  });
  beforeEach(() => {
    shop.fake.clearFaults();
    options.beforeEachTest?.();
    setPaymentProvider(shop.t.app, shop.provider({ timeoutMs: 800 }));
  });
  return shop;
}
