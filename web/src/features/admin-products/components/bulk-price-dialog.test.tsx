import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BulkPriceReport } from '../../../../../common/contracts/catalog-io';
import AdminProductsPage from '../../../routes/admin/products';
import { adminProductsHandlers } from '../../../test/admin-products';
import { makeCategory } from '../../../test/fixtures';
import { mockApi, renderAt } from '../../../test/render';

afterEach(() => vi.unstubAllGlobals());

type Answer = { status?: number; body: unknown };

/**
 * The products page over faked answers, with POST /api/admin/products/bulk-price answered by `bulk`; mockApi
 * checks every answer against the server's contract (common/contracts/answers.ts).
 */
async function openPrices(bulk: (body: Record<string, unknown>) => Answer | Promise<Answer>) {
  let productCalls = 0;
  const bodies: Record<string, unknown>[] = [];
  mockApi({
    ...adminProductsHandlers({
      categories: [makeCategory('Wires', 'category', ['House Wire']), makeCategory('Fans', 'category')],
      brands: [makeCategory('Havells', 'brand')],
      onList: () => (productCalls += 1),
    }),
    'POST /api/admin/products/bulk-price': (body) => {
      bodies.push(body as Record<string, unknown>);
      return bulk(body as Record<string, unknown>);
    },
  });
  const user = userEvent.setup();
  renderAt(<AdminProductsPage />, '/admin/products');
  await screen.findByText('Ceiling fan');
  await user.click(screen.getByRole('button', { name: 'Change prices' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change prices' });
  // The category and brand lists are loaded.
  await within(dialog).findByRole('option', { name: 'Wires' });
  await within(dialog).findByRole('option', { name: 'Havells' });
  return { user, dialog, bodies, productCalls: () => productCalls };
}

const report = (over: Partial<BulkPriceReport> = {}): BulkPriceReport => ({
  dryRun: true,
  written: false,
  matched: 3,
  changed: 2,
  changes: [
    { id: 'p1', title: 'House wire 1.5 mm', from: 118, to: 127 },
    { id: 'p2', title: 'House wire 2.5 mm', from: 1450.5, to: 1567 },
  ],
  errors: [],
  ...over,
});
const ok = (r: BulkPriceReport): Answer => ({
  body: {
    success: true,
    message: r.written
      ? `Prices changed for ${r.changed} products`
      : `Preview: ${r.changed} of ${r.matched} matching products change price`,
    data: r,
  },
});

describe('Change prices dialog', () => {
  it('asks for a category, a brand or a search, and for the percent, before asking the server', async () => {
    const { user, dialog, bodies } = await openPrices(() => ok(report()));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(within(dialog).getByText('Choose a category, a brand or a search')).toBeInTheDocument();
    const value = within(dialog).getByLabelText('Percent (%)');
    expect(value).toHaveAccessibleDescription(expect.stringContaining('Enter the percent'));
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Category')).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('radio', { name: 'Lower' }));
    await user.type(value, '91');
    await user.selectOptions(within(dialog).getByLabelText('Brand'), 'Havells');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(within(dialog).queryByText('Choose a category, a brand or a search')).toBeNull();
    expect(value).toHaveAccessibleDescription(expect.stringContaining('A cut can be at most 90 %'));

    await user.click(within(dialog).getByRole('radio', { name: 'Rupees' }));
    await user.clear(within(dialog).getByLabelText('Rupees (₹)'));
    await user.type(within(dialog).getByLabelText('Rupees (₹)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(within(dialog).getByLabelText('Rupees (₹)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a number above 0'),
    );
    expect(bodies).toEqual([]);
  });

  it('previews a rise on a category: N matched, N changing, each sale price old → new; then applies it', async () => {
    let written = false;
    const { user, dialog, bodies, productCalls } = await openPrices((body) => {
      written = body.dryRun === false;
      return ok(report({ dryRun: !written, written }));
    });
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Wires');
    await user.type(within(dialog).getByLabelText('Percent (%)'), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    const preview = await within(dialog).findByRole('region', { name: 'Preview' });
    expect(bodies[0]).toEqual({ filter: { category: 'Wires' }, percent: 8, rounding: 'rupee', dryRun: true });
    expect(
      within(preview).getByRole('heading', { name: 'Preview: Raise by 8 %, rounded to the rupee' }),
    ).toBeInTheDocument();
    expect(within(preview).getByLabelText('Preview counts')).toHaveTextContent(
      'Matched3Changing2With errors0',
    );
    // The variants' prices and the price tiers move too, a price of 0 stays 0 and none passes ₹1 crore, as the server does it.
    expect(preview).toHaveTextContent(
      'The prices of each product’s variants and its quantity price tiers change by the same rule. ' +
        'A price of ₹0 stays ₹0, and no price may go above ₹1,00,00,000.00.',
    );
    const rows = within(within(preview).getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'ProductNowNew',
      'House wire 1.5 mm₹118.00₹127.00',
      'House wire 2.5 mm₹1,450.50₹1,567.00',
    ]);

    // Changing a choice makes the preview stale: Apply waits for a new one.
    await user.click(within(dialog).getByRole('radio', { name: 'To ₹0.50' }));
    expect(within(dialog).getByText(/You changed the choices/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Apply to 2 products' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Preview again' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ rounding: 'half', dryRun: true });
    const apply = within(dialog).getByRole('button', { name: 'Apply to 2 products' });
    await waitFor(() => expect(apply).toBeEnabled());

    const before = productCalls();
    await user.click(apply);
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies[2]).toEqual({ filter: { category: 'Wires' }, percent: 8, rounding: 'half', dryRun: false });
    expect(await screen.findByText('Changed the price of 2 products')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change prices' })).toBeNull());
    await waitFor(() => expect(productCalls()).toBeGreaterThan(before));
  });

  it('sends a cut in rupees with the brand and the search, rounded to ₹0.50', async () => {
    const { user, dialog, bodies } = await openPrices(() => ok(report()));
    await user.selectOptions(within(dialog).getByLabelText('Brand'), 'Havells');
    await user.type(within(dialog).getByLabelText('Title contains'), ' wire ');
    await user.click(within(dialog).getByRole('radio', { name: 'Lower' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Rupees' }));
    await user.click(within(dialog).getByRole('radio', { name: 'To ₹0.50' }));
    await user.type(within(dialog).getByLabelText('Rupees (₹)'), '5.5{Enter}');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      filter: { brand: 'Havells', search: 'wire' },
      amount: -5.5,
      rounding: 'half',
      dryRun: true,
    });
    expect(
      await within(dialog).findByRole('heading', { name: 'Preview: Lower by ₹5.50, rounded to ₹0.50' }),
    ).toBeInTheDocument();
  });

  it('lists what stops a cut and keeps Apply disabled; says when nothing matches', async () => {
    let answer = report({
      changed: 1,
      changes: [{ id: 'p1', title: 'House wire 1.5 mm', from: 118, to: 20 }],
      errors: [{ id: 'p9', title: 'Cable tie', message: 'a cut of ₹100 takes ₹12.00 to ₹0 or below' }],
    });
    const { user, dialog } = await openPrices(() => ok(answer));
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Wires');
    await user.click(within(dialog).getByRole('radio', { name: 'Lower' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Rupees' }));
    await user.type(within(dialog).getByLabelText('Rupees (₹)'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const stops = await within(dialog).findByRole('list', { name: 'Products that stop the change' });
    expect(stops).toHaveTextContent('Cable tie: a cut of ₹100 takes ₹12.00 to ₹0 or below');
    expect(within(dialog).getByRole('button', { name: 'Apply to 1 product' })).toBeDisabled();

    answer = report({ matched: 0, changed: 0, changes: [] });
    await user.click(within(dialog).getByRole('button', { name: 'Preview again' }));
    expect(await within(dialog).findByText('No product matches this choice.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('does not say "no price moves" when every matched product stops the change', async () => {
    const { user, dialog } = await openPrices(() =>
      ok(
        report({
          matched: 1,
          changed: 0,
          changes: [],
          errors: [
            { id: 'p9', title: 'Cable tie', message: 'its sale price of ₹12.00 would fall to ₹0 or below' },
          ],
        }),
      ),
    );
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Wires');
    await user.type(within(dialog).getByLabelText('Percent (%)'), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const stops = await within(dialog).findByRole('list', { name: 'Products that stop the change' });
    expect(stops).toHaveTextContent('Cable tie: its sale price of ₹12.00 would fall to ₹0 or below');
    expect(within(dialog).queryByText(/No price moves/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('shows the errors of a refused change (400 with its report), and Apply stays disabled', async () => {
    const { user, dialog, bodies } = await openPrices((body) =>
      body.dryRun
        ? ok(report())
        : {
            status: 400,
            body: {
              success: false,
              message: 'No price was changed: 1 product would reach ₹0',
              data: report({
                dryRun: false,
                errors: [{ id: 'p9', title: 'Cable tie', message: 'its price would reach ₹0 or below' }],
              }),
            },
          },
    );
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Wires');
    await user.type(within(dialog).getByLabelText('Percent (%)'), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Apply to 2 products' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No price was changed: 1 product would reach ₹0',
    );
    expect(within(dialog).getByRole('list', { name: 'Products that stop the change' })).toHaveTextContent(
      'Cable tie: its price would reach ₹0 or below',
    );
    expect(within(dialog).getByRole('button', { name: 'Apply to 2 products' })).toBeDisabled();
    expect(bodies.map((b) => b.dryRun)).toEqual([true, false]);
  });

  it('shows a rise past the ceiling as the server words it: the refusal, the products that stop it, Apply disabled', async () => {
    const ceiling =
      'its sale price of ₹27,99,360.00 would rise to ₹1,67,96,160.00, above ₹1,00,00,000.00, the most a price can be';
    const { user, dialog } = await openPrices((body) =>
      body.dryRun
        ? ok(report())
        : {
            status: 400,
            body: {
              success: false,
              message:
                'Nothing was changed: the change would take 1 product above ₹1,00,00,000.00, the most a price can be',
              data: report({ dryRun: false, errors: [{ id: 'p9', title: 'Copper drum', message: ceiling }] }),
            },
          },
    );
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Wires');
    await user.type(within(dialog).getByLabelText('Percent (%)'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Apply to 2 products' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Nothing was changed: the change would take 1 product above ₹1,00,00,000.00, the most a price can be',
    );
    expect(within(dialog).getByRole('list', { name: 'Products that stop the change' })).toHaveTextContent(
      `Copper drum: ${ceiling}`,
    );
    expect(within(dialog).getByRole('button', { name: 'Apply to 2 products' })).toBeDisabled();
  });

  it('shows the server’s refusal in plain words', async () => {
    const { user, dialog } = await openPrices(() => ({
      status: 400,
      body: { success: false, message: 'percent must be at most 500' },
    }));
    await user.type(within(dialog).getByLabelText('Title contains'), 'wire');
    await user.type(within(dialog).getByLabelText('Percent (%)'), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('percent must be at most 500');
    expect(within(dialog).queryByRole('region', { name: 'Preview' })).toBeNull();
  });
});
