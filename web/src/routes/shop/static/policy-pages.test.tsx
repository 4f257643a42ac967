import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { DeliverySettings } from '../../../../../common/contracts/delivery';
import type { ReturnsPolicy } from '../../../../../common/returns';
import { makeSettings } from '../../../test/fixtures';
import { queryKeys } from '../../../lib/query-keys';
import { mockApi, renderRoutes } from '../../../test/render';
import { codZonesText, daysText, listText, notServedText } from './delivery-policy';
import RefundCancellationPage from './refund-cancellation';
import ReturnPolicyPage from './return';
import ShippingPolicyPage from './shipping';
import TermsPage from './terms';

afterEach(() => vi.unstubAllGlobals());

const DEFAULTS = makeSettings().delivery;
/** The defaults with cash on delivery turned off (it is on by default: SPEC §9). */
const COD_OFF: DeliverySettings = { ...DEFAULTS, cod: { ...DEFAULTS.cod, enabled: false } };

/** The owner's own figures: every one differs from SPEC §9's defaults. */
const CHANGED: DeliverySettings = {
  freeAbove: 999,
  standardFee: 59,
  localFee: 35,
  localPincodes: ['440', '441'],
  expressFee: { city: 109, state: 159, india: 249 },
  days: {
    standard: { city: { min: 2, max: 3 }, state: { min: 4, max: 6 }, india: { min: 6, max: 9 } },
    express: { city: { min: 0, max: 0 }, state: { min: 2, max: 2 }, india: { min: 3, max: 5 } },
  },
  fragileFee: 80,
  blockedStates: ['31', '35'],
  blockedPincodes: ['744', '682555'],
  blockedMessage: 'Sorry, not there yet.',
  cod: { enabled: true, fee: 40, maxOrder: 5000, zones: ['city', 'state'], maxOpen: 1 },
};

/** Renders a page once the public settings (GET /api/common/settings/get) have arrived or failed. */
async function renderWith(
  element: ReactNode,
  delivery: DeliverySettings | null,
  shows: string,
  returns?: ReturnsPolicy,
) {
  mockApi(
    delivery
      ? {
          'GET /api/common/settings/get': () => ({
            body: { success: true, data: makeSettings({ delivery, ...(returns ? { returns } : {}) }) },
          }),
        }
      : {},
  );
  const { container, queryClient } = renderRoutes([{ path: '/', element }], ['/']);
  await waitFor(() =>
    expect(queryClient.getQueryState(queryKeys.settings.public())?.status).not.toBe('pending'),
  );
  await waitFor(() => expect(container.textContent).toContain(shows));
  return container;
}

describe('Shipping & Delivery page reads the delivery settings', () => {
  it('says SPEC §9’s figures with the default settings', async () => {
    const page = await renderWith(<ShippingPolicyPage />, DEFAULTS, 'Free shipping');
    const text = page.textContent ?? '';
    for (const figure of [
      'Free shipping on orders above ₹499.00.',
      '₹49.00 on orders up to ₹499.00.',
      '₹29.00 for local delivery within our city.',
      'within our city in 1-2 business days, within our state in 3-5 business days, and to the rest of India in 4-7 business days',
      '₹99.00 within our city (next business day)',
      '₹149.00 within the state (1-2 business days)',
      '₹199.00 for the rest of India (2-4 business days)',
      '₹50.00 fragile packaging for glass, sanitaryware and similar items, once per order.',
    ]) {
      expect(text).toContain(figure);
    }
    expect(screen.queryByRole('heading', { name: 'Where we do not deliver' })).toBeNull();
  });

  it('states SPEC §9’s cash-on-delivery figures: on by default, with its fee, limit and e-mail confirmation', async () => {
    const text = (await renderWith(<ShippingPolicyPage />, DEFAULTS, 'Free shipping')).textContent ?? '';
    expect(DEFAULTS.cod.enabled).toBe(true);
    expect(screen.getByRole('heading', { name: 'Cash on delivery' })).toBeInTheDocument();
    for (const figure of [
      '₹25.00 cash-on-delivery handling fee, where cash on delivery is offered: anywhere we deliver.',
      'For orders up to ₹10,000.00, delivery and other charges included.',
      'Up to 2 unpaid cash-on-delivery orders per account at a time.',
      'Before your first cash-on-delivery order, you confirm your e-mail address with a 6-digit code we send to it.',
    ]) {
      expect(text).toContain(figure);
    }
  });

  it('says the owner’s figures when they change: fees, local area, estimates, COD, fragile, places not served', async () => {
    const page = await renderWith(<ShippingPolicyPage />, CHANGED, '₹999.00');
    const text = page.textContent ?? '';
    for (const figure of [
      'Free shipping on orders above ₹999.00.',
      '₹59.00 on orders up to ₹999.00.',
      '₹35.00 for local delivery within our local area (pincodes starting with 440 or 441).',
      'in 2-3 business days, within our state in 4-6 business days, and to the rest of India in 6-9 business days',
      '₹109.00 within our local area (pincodes starting with 440 or 441) (the same business day)',
      '₹159.00 within the state (2 business days)',
      '₹249.00 for the rest of India (3-5 business days)',
      '₹40.00 cash-on-delivery handling fee, where cash on delivery is offered: within our city and within our state.',
      'For orders up to ₹5,000.00',
      'Up to 1 unpaid cash-on-delivery order per account',
      '₹80.00 fragile packaging',
      'We do not deliver to Lakshadweep, Andaman and Nicobar Islands and pincodes starting with 744 or 682555 yet.',
    ]) {
      expect(text).toContain(figure);
    }
    for (const old of ['₹499.00', '₹49.00', '₹29.00', '₹25.00', '₹99.00', '₹149.00', '₹199.00', '₹50.00']) {
      expect(text).not.toContain(old);
    }
  });

  it('leaves out cash on delivery when it is off, and fragile packaging when it is free', async () => {
    const page = await renderWith(<ShippingPolicyPage />, { ...COD_OFF, fragileFee: 0 }, 'Free shipping');
    expect(screen.queryByRole('heading', { name: 'Cash on delivery' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Fragile items' })).toBeNull();
    expect(page.textContent).not.toMatch(/cash.on.delivery/i);
    expect(page.textContent).not.toContain('fragile');
  });

  it('shows the defaults when the settings cannot be loaded', async () => {
    const page = await renderWith(<ShippingPolicyPage />, null, 'Free shipping');
    expect(page.textContent).toContain('Free shipping on orders above ₹499.00.');
  });
});

describe('Terms read the delivery settings', () => {
  it('accept cash on delivery with its fee and limit (on by default), and state the delivery charges (defaults)', async () => {
    const page = await renderWith(<TermsPage />, DEFAULTS, 'Standard delivery is free');
    const text = page.textContent ?? '';
    expect(text).toContain(
      'Cash on delivery is accepted where it is offered for an order, for orders up to ₹10,000.00, with a ₹25.00 handling fee. Before your first cash-on-delivery order, we ask you to confirm your e-mail address with a code we send to it.',
    );
    expect(text).toContain(
      'Standard delivery is free on orders above ₹499.00; otherwise it costs ₹49.00, or ₹29.00 within our local area. Express delivery costs ₹99.00 to ₹199.00, depending on where it goes, and fragile items add ₹50.00 for packaging once per order.',
    );
    expect(text).toContain('18 years');
  });

  it('say the owner’s figures when they change', async () => {
    const page = await renderWith(<TermsPage />, CHANGED, '₹999.00');
    const text = page.textContent ?? '';
    expect(text).toContain('for orders up to ₹5,000.00, with a ₹40.00 handling fee.');
    expect(text).toContain(
      'free on orders above ₹999.00; otherwise it costs ₹59.00, or ₹35.00 within our local area. Express delivery costs ₹109.00 to ₹249.00, depending on where it goes, and fragile items add ₹80.00',
    );
  });

  it('do not say cash on delivery is accepted when it is off', async () => {
    const page = await renderWith(<TermsPage />, { ...COD_OFF, fragileFee: 0 }, 'Standard delivery is free');
    expect(page.textContent).not.toMatch(/cash on delivery/i);
    expect(page.textContent).toContain(
      'Express delivery costs ₹99.00 to ₹199.00, depending on where it goes. ',
    );
  });
});

const RETURNS_DEFAULTS = makeSettings().returns;
/** The owner's own return policy: every figure differs from SPEC §9's defaults. */
const RETURNS_CHANGED: ReturnsPolicy = {
  cancelWithinHours: 4,
  returnWithinDays: 30,
  restockingPercent: { unopened: 5, opened: 12.5, damagedPackaging: 25 },
  refundDays: { min: 5, max: 5 },
};
const RETURN_PAGES = [
  ['Refund & Return', <ReturnPolicyPage key="r" />],
  ['Refund & Cancellation', <RefundCancellationPage key="rc" />],
] as const;
const squeeze = (el: HTMLElement) => (el.textContent ?? '').replace(/\s+/g, ' ');

describe('Refund pages read the return policy settings', () => {
  it.each(RETURN_PAGES)('%s page says SPEC §9’s figures with the default settings', async (_name, page) => {
    const text = squeeze(await renderWith(page, DEFAULTS, 'Refunds', RETURNS_DEFAULTS));
    for (const figure of [
      'within 7 days of delivery',
      '10% for unopened items in sealed packaging.',
      '15% for opened but unused items.',
      '20% for items with damaged or missing packaging.',
      'A faulty or wrong item is refunded in full, with no restocking fee.',
      'within 7-10 business days',
    ]) {
      expect(text).toContain(figure);
    }
    expect(text).not.toContain('30 days');
  });

  it('both pages state the same return window from the settings: 30 days set, both say 30 days', async () => {
    const texts: string[] = [];
    for (const [, page] of RETURN_PAGES) {
      const container = await renderWith(page, DEFAULTS, '30 days', RETURNS_CHANGED);
      texts.push(squeeze(container));
      container.remove();
    }
    for (const text of texts) {
      expect(text).toContain('returned within 30 days of delivery.');
      expect(text).not.toMatch(/\b7 days\b/);
      expect(text).toContain('5% for unopened items in sealed packaging.');
      expect(text).toContain('12.5% for opened but unused items.');
      expect(text).toContain('25% for items with damaged or missing packaging.');
      expect(text).toContain('within 5 business days');
    }
    expect(texts[1]).toContain(
      'You can cancel an order within 4 hours of placing it, as long as it has not been dispatched.',
    );
  });

  it('Refund & Cancellation page says 2 hours by default, and that orders cannot be cancelled at 0 hours', async () => {
    const byDefault = squeeze(
      await renderWith(<RefundCancellationPage />, DEFAULTS, 'Refunds', RETURNS_DEFAULTS),
    );
    expect(byDefault).toContain(
      'You can cancel an order within 2 hours of placing it, as long as it has not been dispatched.',
    );
    expect(byDefault).toContain(
      'within 7-10 business days of the cancellation or of our receiving the returned item.',
    );
    document.body.innerHTML = '';
    const none = squeeze(
      await renderWith(<RefundCancellationPage />, DEFAULTS, 'Refunds', {
        ...RETURNS_DEFAULTS,
        cancelWithinHours: 0,
      }),
    );
    expect(none).toContain('Orders cannot be cancelled once they are placed');
    expect(none).not.toContain('0 hours');
    expect(none).not.toContain('of the cancellation');
  });

  it.each(RETURN_PAGES)(
    '%s page says returns are not accepted at 0 days, and keeps damaged items covered',
    async (name, page) => {
      const text = squeeze(
        await renderWith(page, DEFAULTS, 'Refunds', { ...RETURNS_DEFAULTS, returnWithinDays: 0 }),
      );
      expect(text).toContain('We do not accept returns of items that arrive as ordered.');
      expect(text).not.toContain('0 days');
      expect(screen.queryByRole('heading', { name: 'Restocking fees' })).toBeNull();
      expect(text).toMatch(/refunded in full/);
      // Without returns, the damaged or wrong item (the one refunded) comes before the refund's days.
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
        name === 'Refund & Return'
          ? ['Return window', 'Damaged or wrong items', 'Refunds']
          : ['Cancelling an order', 'Returns', 'Refunds'],
      );
    },
  );

  it('Refund & Return page keeps what cannot be returned, and the shop’s defaults when settings fail', async () => {
    const text = squeeze(await renderWith(<ReturnPolicyPage />, null, 'Refunds'));
    expect(text).toContain(
      'Cut-to-length wires and cables, mixed or tinted paint and special-order items cannot be returned.',
    );
    expect(text).toContain('Items can be returned within 7 days of delivery.');
  });

  it('Terms say the cancellation and return windows and the refund days the Refund pages say', async () => {
    const text = squeeze(await renderWith(<TermsPage />, DEFAULTS, 'Refunds reach', RETURNS_CHANGED));
    expect(text).toContain(
      'You can cancel an order within 4 hours of placing it, as long as it has not been dispatched. Most items can be returned within 30 days of delivery, less a restocking fee by their condition; a faulty or wrong item is refunded in full. Refunds reach the original payment method within 5 business days.',
    );
    document.body.innerHTML = '';
    const none = squeeze(
      await renderWith(<TermsPage />, DEFAULTS, 'Refunds reach', {
        ...RETURNS_DEFAULTS,
        cancelWithinHours: 0,
        returnWithinDays: 0,
      }),
    );
    expect(none).toContain('Orders cannot be cancelled once they are placed. We do not accept returns');
  });
});

describe('policy words', () => {
  it('say business-day ranges as people do', () => {
    expect(daysText({ min: 1, max: 1 })).toBe('next business day');
    expect(daysText({ min: 0, max: 0 })).toBe('the same business day');
    expect(daysText({ min: 0, max: 1 })).toBe('within 1 business day');
    expect(daysText({ min: 0, max: 3 })).toBe('within 3 business days');
    expect(daysText({ min: 3, max: 3 })).toBe('3 business days');
    expect(daysText({ min: 3, max: 5 })).toBe('3-5 business days');
  });

  it('list zones and places', () => {
    expect(codZonesText(['india', 'city', 'state'])).toBe('anywhere we deliver');
    expect(codZonesText(['india', 'city'])).toBe('within our city and in the rest of India');
    expect(codZonesText([])).toBe('nowhere at the moment');
    expect(listText(['a', 'b', 'c'], 'or')).toBe('a, b or c');
    expect(notServedText(DEFAULTS)).toBeNull();
    expect(notServedText({ ...DEFAULTS, blockedPincodes: ['744'] })).toBe('pincodes starting with 744');
  });
});
