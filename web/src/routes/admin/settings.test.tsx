import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockApi, renderAt } from '../../test/render';
import { type AdminSettings } from '../../features/admin-settings';
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
const publicOf = ({ invoiceNote: _note, ...rest }: AdminSettings) => rest;

const save = () => screen.getByRole('button', { name: 'Save' });
const reset = () => screen.getByRole('button', { name: 'Reset' });

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

  it('saves every field, toasts the server message, is disabled while saving and clean after', async () => {
    const hold = deferred<{ status?: number; body?: unknown }>();
    const { api, user } = setup({ 'PUT /api/admin/settings/update': () => hold.promise });
    const phone = await screen.findByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '+91 20 1111 2222');
    await user.clear(screen.getByLabelText('SGST %'));
    await user.type(screen.getByLabelText('SGST %'), '2.5');
    await user.click(save());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled());
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
    expect(screen.getByText('No changes.')).toBeInTheDocument();
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
