import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockApi, renderAt } from '../../test/render';
import { type AdminSettings } from '../../features/admin-settings';
import { makeSettings } from '../../test/fixtures';
import AdminSettingsPage from './settings';

afterEach(() => vi.unstubAllGlobals());

const SETTINGS: AdminSettings = {
  companyName: 'Sharma Hardware',
  companyAddress: '12, MG Road, Pune 411005',
  gstNumber: '27AAPFU0939F1ZV',
  cgstPercent: 9,
  sgstPercent: 9,
  invoiceNote: 'Thank you',
  currency: 'INR',
  phone: '+91 20 2553 1234',
  whatsapp: '+91 98765 43210',
  email: 'hello@sharma.test',
  estimatorConfig: {
    showSize: true,
    showCapacity: true,
    showHSN: false,
    allowVariantSelect: true,
    priceSource: 'base',
  },
  delivery: makeSettings().delivery,
  returns: makeSettings().returns,
  orderMails: {
    confirmed: true,
    inProcess: true,
    shipped: true,
    delivered: true,
    rejected: true,
    ownerNewOrder: true,
  },
  lowStockDigest: { enabled: true, hour: 9, below: 10 },
  searchSynonyms: 'MCB = miniature circuit breaker\ngeyser = water heater',
};

function setup(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/admin/settings/get': () => ({ body: { success: true, data: { ...SETTINGS, ...SHOP_STATE } } }),
    'GET /api/common/settings/get': () => ({ body: { success: true, data: publicOf(SETTINGS) } }),
    ...handlers,
  });
  const user = userEvent.setup();
  const utils = renderAt(<AdminSettingsPage />, '/admin/settings');
  return { api, user, ...utils };
}

/** What the admin answers carry besides the settings: the shop's state from its GSTIN (27: Maharashtra). */
const SHOP_STATE = { shopStateCode: '27', shopState: 'Maharashtra' };
/** The public settings answer has no invoice note. */
const publicOf = ({
  invoiceNote: _note,
  orderMails: _mails,
  lowStockDigest: _digest,
  searchSynonyms: _synonyms,
  ...rest
}: AdminSettings) => rest;

const save = () => screen.getByRole('button', { name: 'Save' });
const reset = () => screen.getByRole('button', { name: 'Reset' });

/** A save of the whole settings re-renders the whole form before its toast: longer than the usual second. */
const SAVED = { timeout: 10_000 };

describe('settings form', () => {
  it('enables Save and Reset only once something changed, and Reset restores the loaded values', async () => {
    const { user } = setup();
    const name = await screen.findByLabelText('Company name');
    expect(name).toHaveValue('Sharma Hardware');
    expect(screen.getByLabelText('CGST %')).toHaveValue(9);
    expect(screen.getByLabelText('Show HSN')).not.toBeChecked();
    expect(save()).toBeDisabled();
    expect(reset()).toBeDisabled();

    await user.type(name, ' & Sons');
    await user.click(screen.getByLabelText('Show HSN'));
    await user.selectOptions(screen.getByLabelText('Price the estimator starts from'), 'sale');
    expect(save()).toBeEnabled();
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    expect(save()).not.toHaveAttribute('aria-describedby');

    await user.click(reset());
    expect(name).toHaveValue('Sharma Hardware');
    expect(screen.getByLabelText('Show HSN')).not.toBeChecked();
    expect(screen.getByLabelText('Price the estimator starts from')).toHaveValue('base');
    expect(save()).toBeDisabled();

    // Typing a value back to what was loaded is no change either.
    await user.type(name, 'x');
    expect(save()).toBeEnabled();
    await user.type(name, '{Backspace}');
    expect(save()).toBeDisabled();
  });

  it('saves every field, toasts the server message, is aria-disabled while saving and clean after', async () => {
    const hold = deferred<{ status?: number; body?: unknown }>();
    const { api, user } = setup({ 'PUT /api/admin/settings/update': () => hold.promise });
    const phone = await screen.findByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '+91 20 1111 2222');
    await user.clear(screen.getByLabelText('SGST %'));
    await user.type(screen.getByLabelText('SGST %'), '2.5');
    await user.click(save());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true'),
    );
    expect(reset()).toBeDisabled();
    const body = api.calls.find((c) => c.method === 'PUT')?.body;
    expect(body).toEqual({ ...SETTINGS, phone: '+91 20 1111 2222', sgstPercent: 2.5 });
    hold.resolve({
      body: {
        success: true,
        message: 'Settings updated successfully',
        data: { ...SETTINGS, ...SHOP_STATE, phone: '+91 20 1111 2222', sgstPercent: 2.5 },
      },
    });
    expect(await screen.findByText('Settings updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(save()).toBeDisabled());
    expect(phone).toHaveValue('+91 20 1111 2222');
    expect(screen.getByText('No changes to save.')).toBeInTheDocument();
    // The line says why Save is disabled.
    expect(save()).toHaveAccessibleDescription('No changes to save.');
    // The storefront's copy of the settings reloads.
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/common/settings/get').length).toBeGreaterThanOrEqual(1),
    );
  });

  it('checks the GSTIN format and the rates before saving', async () => {
    const { api, user } = setup();
    const gst = await screen.findByLabelText('GST number (GSTIN)');
    await user.clear(gst);
    await user.type(gst, '27AAPFU0939F1Z');
    await user.clear(screen.getByLabelText('CGST %'));
    await user.type(screen.getByLabelText('CGST %'), '100.5');
    await user.click(save());
    expect(await screen.findByText(/GST number must be a valid 15-character GSTIN/)).toBeInTheDocument();
    expect(screen.getByText('CGST must be 0–100')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    // Lower case is accepted and sent in capitals; 100 is the highest rate.
    await user.clear(gst);
    await user.type(gst, '27aapfu0939f1zv');
    await user.clear(screen.getByLabelText('CGST %'));
    await user.type(screen.getByLabelText('CGST %'), '100');
    await user.click(save());
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      gstNumber: '27AAPFU0939F1ZV',
      cgstPercent: 100,
    });
  });

  it('says "Failed to update settings" with the server’s reason, and keeps the changes', async () => {
    const { user } = setup({
      'PUT /api/admin/settings/update': () => ({
        status: 400,
        body: { success: false, message: 'phone: Phone must be a phone number (digits, spaces, +)' },
      }),
    });
    const name = await screen.findByLabelText('Company name');
    await user.type(name, '!');
    await user.click(save());
    expect(await screen.findByText('Failed to update settings')).toBeInTheDocument();
    expect(screen.getByText('phone: Phone must be a phone number (digits, spaces, +)')).toBeInTheDocument();
    expect(name).toHaveValue('Sharma Hardware!');
    expect(save()).toBeEnabled();
  });

  it('says "Failed to load settings" and offers Try again', async () => {
    let fail = true;
    const { user } = setup({
      'GET /api/admin/settings/get': () =>
        fail
          ? { status: 500, body: { success: false, message: 'Something went wrong. Please try again.' } }
          : { body: { success: true, data: { ...SETTINGS, ...SHOP_STATE } } },
    });
    expect(await screen.findAllByText('Failed to load settings')).toHaveLength(2);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Company name')).toHaveValue('Sharma Hardware');
  });
});

/** The message tied to a control by aria-describedby (its error, after any hint). */
const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('delivery settings', () => {
  it('shows every delivery figure as loaded: fees, local area, estimates, places not served and cash on delivery', async () => {
    const delivery = {
      ...SETTINGS.delivery,
      localPincodes: ['411', '412105'],
      blockedStates: ['31'],
      blockedPincodes: ['744'],
    };
    setup({
      'GET /api/admin/settings/get': () => ({
        body: { success: true, data: { ...SETTINGS, ...SHOP_STATE, delivery } },
      }),
    });
    expect(await screen.findByLabelText('Free delivery above (₹)')).toHaveValue(499);
    expect(screen.getByLabelText('Standard fee (₹)')).toHaveValue(49);
    expect(screen.getByLabelText('Local fee (₹)')).toHaveValue(29);
    expect(screen.getByLabelText('Local area pincodes')).toHaveValue('411, 412105');
    expect(screen.getByLabelText('Express fee, City (₹)')).toHaveValue(99);
    expect(screen.getByLabelText('Express fee, State (₹)')).toHaveValue(149);
    expect(screen.getByLabelText('Express fee, Rest of India (₹)')).toHaveValue(199);
    expect(screen.getByLabelText('Standard to Rest of India: earliest business day')).toHaveValue(4);
    expect(screen.getByLabelText('Standard to Rest of India: latest business day')).toHaveValue(7);
    expect(screen.getByLabelText('Express to City: earliest business day')).toHaveValue(1);
    expect(screen.getByLabelText('Express to State: latest business day')).toHaveValue(2);
    expect(screen.getByLabelText('Fragile packaging fee (₹)')).toHaveValue(50);
    expect(screen.getByRole('checkbox', { name: 'Lakshadweep' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Maharashtra' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: /States not served/ })).toHaveAccessibleName(
      'States not served (1 chosen)',
    );
    expect(screen.getByLabelText('Pincodes not served')).toHaveValue('744');
    expect(screen.getByLabelText('Message shown there')).toHaveValue(SETTINGS.delivery.blockedMessage);
    // On by default (SPEC §9), and it says what that means for checkout and the policy pages.
    const cod = screen.getByRole('switch', { name: 'Cash on delivery' });
    expect(cod).toBeChecked();
    expect(cod).toBeEnabled();
    expect(cod).toHaveAccessibleDescription(/^On: checkout offers cash on delivery, with its fee/);
    expect(cod).toHaveAccessibleDescription(/the Shipping & Delivery page and the Terms say so\.$/);
    expect(screen.getByLabelText('Cash-on-delivery fee (₹)')).toHaveValue(25);
    expect(screen.getByLabelText('Largest order (₹)')).toHaveValue(10000);
    expect(screen.getByLabelText('Open unpaid cash orders per account')).toHaveValue(2);
    const offered = screen.getByRole('group', { name: 'Offered in' });
    for (const zone of ['City', 'State', 'Rest of India']) {
      expect(within(offered).getByRole('checkbox', { name: zone })).toBeChecked();
    }
    expect(save()).toBeDisabled();
  });

  it('edits every delivery field and saves `delivery` as one whole object, with the page’s toast', async () => {
    const { api, user } = setup({
      'PUT /api/admin/settings/update': (body) => ({
        body: {
          success: true,
          message: 'Settings updated successfully',
          data: { ...SETTINGS, ...SHOP_STATE, ...(body as object) },
        },
      }),
    });
    // Cleared, then pasted in one go: typing each key re-renders the whole form, which made this test slow.
    const retype = async (label: string, value: string) => {
      const input = screen.getByLabelText(label);
      await user.clear(input);
      if (value) await user.paste(value);
    };
    await screen.findByLabelText('Free delivery above (₹)');
    await retype('Free delivery above (₹)', '999');
    await retype('Standard fee (₹)', '59.50');
    await retype('Local fee (₹)', '35');
    await retype('Local area pincodes', '440, 441 442\n440');
    await retype('Express fee, City (₹)', '109');
    await retype('Express fee, State (₹)', '159');
    await retype('Express fee, Rest of India (₹)', '209');
    await retype('Standard to Rest of India: earliest business day', '5');
    await retype('Standard to Rest of India: latest business day', '8');
    await retype('Express to City: latest business day', '2');
    await retype('Fragile packaging fee (₹)', '75');
    await user.click(screen.getByRole('checkbox', { name: 'Lakshadweep' }));
    await user.click(screen.getByRole('checkbox', { name: 'Andaman and Nicobar Islands' }));
    await retype('Pincodes not served', '744, 682555');
    await retype('Message shown there', 'We do not ship to islands yet.');
    // Cash on delivery turned off; its figures still change, kept for when it is on again.
    const cod = screen.getByRole('switch', { name: 'Cash on delivery' });
    await user.click(cod);
    expect(cod).not.toBeChecked();
    expect(cod).toHaveAccessibleDescription(/^Off: checkout offers online payment only/);
    await retype('Cash-on-delivery fee (₹)', '30');
    await retype('Largest order (₹)', '5000');
    await retype('Open unpaid cash orders per account', '3');
    await user.click(
      within(screen.getByRole('group', { name: 'Offered in' })).getByRole('checkbox', {
        name: 'Rest of India',
      }),
    );
    await user.click(save());

    expect(await screen.findByText('Settings updated successfully', {}, SAVED)).toBeInTheDocument();
    const body = api.calls.find((c) => c.method === 'PUT')?.body as AdminSettings;
    expect(body.delivery).toEqual({
      freeAbove: 999,
      standardFee: 59.5,
      localFee: 35,
      localPincodes: ['440', '441', '442'],
      expressFee: { city: 109, state: 159, india: 209 },
      days: {
        standard: { city: { min: 1, max: 2 }, state: { min: 3, max: 5 }, india: { min: 5, max: 8 } },
        express: { city: { min: 1, max: 2 }, state: { min: 1, max: 2 }, india: { min: 2, max: 4 } },
      },
      fragileFee: 75,
      blockedStates: ['31', '35'],
      blockedPincodes: ['744', '682555'],
      blockedMessage: 'We do not ship to islands yet.',
      cod: { enabled: false, fee: 30, maxOrder: 5000, zones: ['city', 'state'], maxOpen: 3 },
    });
    // The rest of the settings go with it, unchanged.
    expect(body).toMatchObject({ companyName: 'Sharma Hardware', cgstPercent: 9 });
    await waitFor(() => expect(save()).toBeDisabled());
    expect(screen.getByLabelText('Local area pincodes')).toHaveValue('440, 441, 442');
  });

  it('turns cash on delivery on again, and saves it on', async () => {
    const off = {
      ...SETTINGS,
      ...SHOP_STATE,
      delivery: { ...SETTINGS.delivery, cod: { ...SETTINGS.delivery.cod, enabled: false } },
    };
    const { api, user } = setup({
      'GET /api/admin/settings/get': () => ({ body: { success: true, data: off } }),
      'PUT /api/admin/settings/update': (body) => ({
        body: {
          success: true,
          message: 'Settings updated successfully',
          data: { ...off, ...(body as object) },
        },
      }),
    });
    const cod = await screen.findByRole('switch', { name: 'Cash on delivery' });
    expect(cod).not.toBeChecked();
    expect(cod).toBeEnabled();
    expect(cod).toHaveAccessibleDescription(
      'Off: checkout offers online payment only, and the pincode check and the policy pages do not mention cash on delivery. Cash orders already placed are still delivered and collected.',
    );
    expect(document.body).not.toHaveTextContent('cannot be turned on');
    await user.click(cod);
    expect(cod).toBeChecked();
    expect(cod).toHaveAccessibleDescription(/^On: checkout offers cash on delivery/);
    await user.click(save());
    expect(await screen.findByText('Settings updated successfully', {}, SAVED)).toBeInTheDocument();
    const body = api.calls.find((c) => c.method === 'PUT')?.body as AdminSettings;
    expect(body.delivery.cod).toEqual({ ...SETTINGS.delivery.cod, enabled: true });
  });

  it('checks delivery figures in the browser with the server’s schema, each message by its field', async () => {
    const { api, user } = setup();
    const local = await screen.findByLabelText('Local area pincodes');
    await user.type(local, '44a');
    const fee = screen.getByLabelText('Express fee, State (₹)');
    await user.clear(fee);
    await user.type(fee, '200000');
    const standard = screen.getByLabelText('Standard fee (₹)');
    await user.clear(standard);
    const earliest = screen.getByLabelText('Standard to State: earliest business day');
    await user.clear(earliest);
    await user.type(earliest, '6');
    await user.clear(screen.getByLabelText('Message shown there'));
    await user.type(screen.getByLabelText('Message shown there'), 'x');
    const maxOpen = screen.getByLabelText('Open unpaid cash orders per account');
    await user.clear(maxOpen);
    await user.type(maxOpen, '51');
    await user.click(save());

    await waitFor(() => expect(local).toHaveAttribute('aria-invalid', 'true'));
    expect(describedText(local)).toContain('Local pincodes: each entry must be 1 to 6 digits');
    expect(describedText(fee)).toBe('Express fee must be at most ₹1,00,000');
    expect(describedText(standard)).toContain('Must be a number');
    expect(describedText(earliest)).toBe('The earliest day must not be after the latest');
    expect(describedText(screen.getByLabelText('Standard to State: latest business day'))).toBe(
      'The earliest day must not be after the latest',
    );
    expect(describedText(screen.getByLabelText('Message shown there'))).toContain(
      'The message for places not served must be at least 2 characters',
    );
    expect(describedText(maxOpen)).toBe('At most 50 open cash orders');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the server’s 400 message in the toast and by the delivery field it names', async () => {
    const message = 'delivery.expressFee.city: Express fee must be at most ₹1,00,000';
    const { user } = setup({
      'PUT /api/admin/settings/update': () => ({ status: 400, body: { success: false, message } }),
    });
    const fee = await screen.findByLabelText('Express fee, City (₹)');
    await user.clear(fee);
    await user.type(fee, '120');
    await user.click(save());
    expect(await screen.findByText('Failed to update settings')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    await waitFor(() => expect(fee).toHaveAttribute('aria-invalid', 'true'));
    expect(describedText(fee)).toBe('Express fee must be at most ₹1,00,000');
    expect(fee).toHaveValue(120);
  });
});

describe('returns and cancellations settings', () => {
  const card = () => screen.getByRole('group', { name: 'Returns & cancellations' });
  const retype = async (user: ReturnType<typeof userEvent.setup>, label: string, value: string) => {
    const input = within(card()).getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
    return input;
  };

  it('shows the return policy as loaded, with units and help text', async () => {
    const returns = {
      cancelWithinHours: 4,
      returnWithinDays: 30,
      restockingPercent: { unopened: 5, opened: 12.5, damagedPackaging: 25 },
      refundDays: { min: 5, max: 7 },
    };
    setup({
      'GET /api/admin/settings/get': () => ({
        body: { success: true, data: { ...SETTINGS, ...SHOP_STATE, returns } },
      }),
    });
    const hours = await screen.findByLabelText('Cancellation window (hours)');
    expect(hours).toHaveValue(4);
    expect(hours).toHaveAccessibleDescription(/0: orders cannot be cancelled once placed/);
    const days = screen.getByLabelText('Return window (days)');
    expect(days).toHaveValue(30);
    expect(days).toHaveAccessibleDescription(/0: the shop does not accept returns/);
    expect(screen.getByLabelText('Unopened, sealed packaging (%)')).toHaveValue(5);
    expect(screen.getByLabelText('Opened but unused (%)')).toHaveValue(12.5);
    expect(screen.getByLabelText('Damaged or missing packaging (%)')).toHaveValue(25);
    expect(screen.getByLabelText('Earliest refund (business days)')).toHaveValue(5);
    expect(screen.getByLabelText('Latest refund (business days)')).toHaveValue(7);
    expect(within(card()).getByRole('group', { name: 'Restocking fees' })).toHaveTextContent(
      'A faulty or wrong item is always refunded in full.',
    );
    // Discount codes (decision 029): a paid order keeps its code's use.
    expect(card()).toHaveTextContent(
      "A cancelled or refunded paid order does not give its discount code's use back; an unpaid order that ends does.",
    );
    expect(save()).toBeDisabled();
  });

  it('shows the Order e-mails switches as loaded and saves one turned off as `orderMails`', async () => {
    const { api, user } = setup({
      'PUT /api/admin/settings/update': (body) => ({
        body: {
          success: true,
          message: 'Settings updated successfully',
          data: { ...SETTINGS, ...SHOP_STATE, ...(body as object) },
        },
      }),
    });
    const card = within((await screen.findByText('Order e-mails')).closest('fieldset') as HTMLElement);
    const shipped = card.getByRole('switch', { name: 'Shipped' });
    expect(card.getAllByRole('switch')).toHaveLength(6);
    for (const sw of card.getAllByRole('switch')) expect(sw).toBeChecked();
    await user.click(shipped);
    expect(shipped).not.toBeChecked();
    await user.click(save());
    expect(await screen.findByText('Settings updated successfully')).toBeInTheDocument();
    const body = api.calls.find((c) => c.method === 'PUT')?.body as AdminSettings;
    expect(body.orderMails).toEqual({ ...SETTINGS.orderMails, shipped: false });
    await waitFor(() => expect(save()).toBeDisabled());
    expect(card.getByRole('switch', { name: 'Shipped' })).not.toBeChecked();
  });

  it('saves edits as `returns`, whole, with the rest of the settings', async () => {
    const { api, user } = setup({
      'PUT /api/admin/settings/update': (body) => ({
        body: {
          success: true,
          message: 'Settings updated successfully',
          data: { ...SETTINGS, ...SHOP_STATE, ...(body as object) },
        },
      }),
    });
    await screen.findByLabelText('Cancellation window (hours)');
    await retype(user, 'Cancellation window (hours)', '0');
    await retype(user, 'Return window (days)', '30');
    await retype(user, 'Opened but unused (%)', '12.5');
    await retype(user, 'Damaged or missing packaging (%)', '0');
    await retype(user, 'Earliest refund (business days)', '5');
    await retype(user, 'Latest refund (business days)', '5');
    await user.click(save());

    expect(await screen.findByText('Settings updated successfully')).toBeInTheDocument();
    const body = api.calls.find((c) => c.method === 'PUT')?.body as AdminSettings;
    expect(body.returns).toEqual({
      cancelWithinHours: 0,
      returnWithinDays: 30,
      restockingPercent: { unopened: 10, opened: 12.5, damagedPackaging: 0 },
      refundDays: { min: 5, max: 5 },
    });
    expect(body).toMatchObject({ companyName: 'Sharma Hardware', delivery: SETTINGS.delivery });
    await waitFor(() => expect(save()).toBeDisabled());
    expect(screen.getByLabelText('Return window (days)')).toHaveValue(30);
  });

  it('checks the server’s limits in the browser, each message by its field, and sends nothing', async () => {
    const { api, user } = setup();
    await screen.findByLabelText('Cancellation window (hours)');
    const hours = await retype(user, 'Cancellation window (hours)', '73');
    const days = await retype(user, 'Return window (days)', '1.5');
    const unopened = await retype(user, 'Unopened, sealed packaging (%)', '50.01');
    const opened = await retype(user, 'Opened but unused (%)', '10.125');
    const damaged = await retype(user, 'Damaged or missing packaging (%)', '');
    await retype(user, 'Earliest refund (business days)', '10');
    const latest = await retype(user, 'Latest refund (business days)', '7');
    await user.click(save());

    await waitFor(() => expect(hours).toHaveAttribute('aria-invalid', 'true'));
    expect(describedText(hours)).toContain('The cancellation window must be from 0 to 72 hours');
    expect(describedText(days)).toContain('The return window must be a whole number of days');
    expect(describedText(unopened)).toBe('The fee for unopened items must be from 0 to 50 percent');
    expect(describedText(opened)).toBe('The fee for opened items may have at most 2 decimals');
    expect(describedText(damaged)).toBe('The fee for damaged packaging must be a number');
    expect(describedText(latest)).toBe('The earliest refund day must not be after the latest');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the server’s 400 message in the toast and by the return field it names', async () => {
    const message = 'returns.restockingPercent.opened: The fee for opened items must be from 0 to 50 percent';
    const { user } = setup({
      'PUT /api/admin/settings/update': () => ({ status: 400, body: { success: false, message } }),
    });
    await screen.findByLabelText('Opened but unused (%)');
    const opened = await retype(user, 'Opened but unused (%)', '16');
    await user.click(save());
    expect(await screen.findByText('Failed to update settings')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    await waitFor(() => expect(opened).toHaveAttribute('aria-invalid', 'true'));
    expect(describedText(opened)).toBe('The fee for opened items must be from 0 to 50 percent');
    expect(opened).toHaveValue(16);
    expect(save()).toBeEnabled();
  });
});

describe('low-stock digest settings', () => {
  const retype = async (user: ReturnType<typeof userEvent.setup>, label: string, value: string) => {
    const input = within(screen.getByRole('group', { name: 'Low-stock digest' })).getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
    return input;
  };

  it('shows the low-stock digest as loaded and saves its hour and limit as numbers', async () => {
    const { api, user } = setup({
      'PUT /api/admin/settings/update': (body) => ({
        body: {
          success: true,
          message: 'Settings updated successfully',
          data: { ...SETTINGS, ...SHOP_STATE, ...(body as object) },
        },
      }),
    });
    const card = within((await screen.findByText('Low-stock digest')).closest('fieldset') as HTMLElement);
    expect(card.getByRole('switch', { name: 'Send the daily low-stock e-mail' })).toBeChecked();
    const hour = card.getByLabelText('Send at (India time)');
    expect(hour).toHaveValue('9');
    expect(within(hour).getAllByRole('option')).toHaveLength(24);
    expect(card.getByLabelText('Low when fewer than (units)')).toHaveValue(10);
    await user.selectOptions(hour, '23');
    await retype(user, 'Low when fewer than (units)', '5');
    await user.click(save());
    expect(await screen.findByText('Settings updated successfully')).toBeInTheDocument();
    const body = api.calls.find((c) => c.method === 'PUT')?.body as AdminSettings;
    expect(body.lowStockDigest).toEqual({ enabled: true, hour: 23, below: 5 });
    await waitFor(() => expect(save()).toBeDisabled());
  });

  it('checks the digest’s limit in the browser and sends nothing', async () => {
    const { api, user } = setup();
    await screen.findByText('Low-stock digest');
    const below = await retype(user, 'Low when fewer than (units)', '0');
    await user.click(save());
    await waitFor(() => expect(below).toHaveAttribute('aria-invalid', 'true'));
    expect(describedText(below)).toContain('The stock limit must be a whole number from 1 to 100000');
    await retype(user, 'Low when fewer than (units)', '100001');
    await user.click(save());
    await waitFor(() =>
      expect(describedText(below)).toContain('The stock limit must be a whole number from 1 to 100000'),
    );
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

describe('search synonyms settings', () => {
  const field = () =>
    within(screen.getByRole('group', { name: 'Search' })).getByRole('textbox', { name: 'Search synonyms' });

  it('shows the synonyms as loaded with their help, and saves an edit as `searchSynonyms`', async () => {
    const { api, user } = setup({
      'PUT /api/admin/settings/update': (body) => ({
        body: {
          success: true,
          message: 'Settings updated successfully',
          data: { ...SETTINGS, ...SHOP_STATE, ...(body as object) },
        },
      }),
    });
    await screen.findByText('Search');
    expect(field()).toHaveValue('MCB = miniature circuit breaker\ngeyser = water heater');
    expect(describedText(field())).toContain('One group a line');
    await user.click(field());
    await user.keyboard('{Control>}{End}{/Control}{Enter}pankha = fan');
    await user.click(save());
    expect(await screen.findByText('Settings updated successfully')).toBeInTheDocument();
    const body = api.calls.find((c) => c.method === 'PUT')?.body as AdminSettings;
    expect(body.searchSynonyms).toBe('MCB = miniature circuit breaker\ngeyser = water heater\npankha = fan');
  });

  it('checks each line in the browser with the server’s rules, the message by the field, and sends nothing', async () => {
    const { api, user } = setup();
    await screen.findByText('Search');
    await user.click(field());
    await user.keyboard('{Control>}{End}{/Control}{Enter}MCB');
    await user.click(save());
    await waitFor(() => expect(field()).toHaveAttribute('aria-invalid', 'true'));
    expect(describedText(field())).toContain(
      'Search synonyms, line 3: write two or more words or phrases separated by =',
    );
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
