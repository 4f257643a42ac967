import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../server/db/schema';
import { repo } from '../../server/modules/orders/core';
import { DEVANAGARI_FONT, renderInvoicePdf } from '../../server/modules/orders/documents/invoice-pdf';
import { getSettings } from '../../server/modules/settings';
import { testApp, type TestApp } from '../helpers/app';
import { captureVia, createOrderVia, orderRow, shopperWithCart, simulate } from '../helpers/orders';

/**
 * The GST invoice stays English, with a product's Hindi name under its English one where it has one (issue 50):
 * the same figures, lines and totals as without, the English name of a product without a Hindi one alone.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

async function pdfText(buffer: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
const figures = (text: string) => text.match(/\d[\d,]*\.\d\d/g) ?? [];

describe('the GST invoice with Hindi names', () => {
  it('puts the Hindi name under the English one and keeps every figure', async () => {
    expect(DEVANAGARI_FONT).not.toBeNull();
    const { s, products: made } = await shopperWithCart(t.app, [
      { qty: 2, title: 'PVC Pipe 20mm' },
      { qty: 1, title: 'MCB 16A', salePricePaise: 25_000 },
    ]);
    await t.db
      .update(products)
      .set({ translations: { hi: { title: 'पीवीसी पाइप' } } })
      .where(eq(products.id, made[0]!.id));
    const res = await createOrderVia(t.app, s);
    expect(res.statusCode, res.body).toBe(200);
    const { approvalURL, orderId } = res.json();
    await simulate(t.app, approvalURL, 'pay');
    expect((await captureVia(t.app, s.cookie, orderId)).json().success).toBe(true);

    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/shop/order/invoice/${orderId}`,
      headers: { cookie: s.cookie },
    });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(invoice.rawPayload);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('PVC Pipe 20mm');
    expect(text).toContain('पीवीसी पाइप');
    expect(text).toContain('MCB 16A');
    // The Hindi name comes right after the English one (in the same cell, under it).
    expect(text.indexOf('पीवीसी पाइप')).toBeGreaterThan(text.indexOf('PVC Pipe 20mm'));
    expect(text.indexOf('पीवीसी पाइप')).toBeLessThan(text.indexOf('MCB 16A'));

    // The same order drawn without the names: every figure the same, in the same order.
    const order = await orderRow(t.db, orderId);
    const items = await repo.itemsOfOrders(t.db, [orderId]);
    const english = await pdfText(await renderInvoicePdf(order, items, await getSettings(t.db)));
    expect(english).not.toMatch(/[\u0900-\u097f]/);
    expect(figures(text)).toEqual(figures(english));
    const total = (order.totalAmountPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 });
    expect(figures(text)).toContain(total);
  });
});
