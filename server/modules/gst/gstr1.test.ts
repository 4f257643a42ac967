import { describe, expect, it } from 'vitest';
import {
  B2CL_LIMIT_PAISE,
  gstDate,
  gstr1Csv,
  invoiceKind,
  monthBounds,
  rupees,
  type Gstr1Invoice,
} from './gstr1';

describe('GSTR-1 helpers', () => {
  it('writes paise as rupees exactly', () => {
    expect(rupees(0)).toBe('0.00');
    expect(rupees(5)).toBe('0.05');
    expect(rupees(12345)).toBe('123.45');
    expect(rupees(-12345)).toBe('-123.45');
    expect(rupees(1_000_000_000)).toBe('10000000.00');
  });
  it('dates in IST as the offline tool writes them', () => {
    expect(gstDate(new Date('2025-07-31T18:29:59Z'))).toBe('31-Jul-2025');
    expect(gstDate(new Date('2025-07-31T18:30:00Z'))).toBe('01-Aug-2025');
  });
  it('bounds a month in IST', () => {
    expect(monthBounds('2025-08')).toEqual({
      from: new Date('2025-07-31T18:30:00Z'),
      to: new Date('2025-08-31T18:30:00Z'),
    });
    expect(monthBounds('2025-12')).toEqual({
      from: new Date('2025-11-30T18:30:00Z'),
      to: new Date('2025-12-31T18:30:00Z'),
    });
  });
  it('sorts invoices into b2b, b2cl (inter-state above ₹1,00,000) and b2cs', () => {
    expect(B2CL_LIMIT_PAISE).toBe(10_000_000);
    expect(invoiceKind({ buyerGstin: '24AAACR5055K1ZD', taxType: 'intra', totalAmountPaise: 100 })).toBe(
      'b2b',
    );
    expect(invoiceKind({ buyerGstin: null, taxType: 'inter', totalAmountPaise: 10_000_001 })).toBe('b2cl');
    expect(invoiceKind({ buyerGstin: null, taxType: 'inter', totalAmountPaise: 10_000_000 })).toBe('b2cs');
    expect(invoiceKind({ buyerGstin: null, taxType: 'intra', totalAmountPaise: 50_000_000 })).toBe('b2cs');
  });
});

describe('GSTR-1 CSV', () => {
  it('quotes cells with commas or quotes and keeps a name from being read as a formula', () => {
    const order = {
      id: 'o1',
      invoiceNumber: 'INV/2025-26/000001',
      buyerGstin: '24AAACR5055K1ZD',
      contactName: '=HYPERLINK("x"), Traders',
      taxType: 'inter',
      totalAmountPaise: 11800,
      placeOfSupplyCode: '24',
      paidAt: new Date('2025-08-05T06:30:00Z'),
      invoicedAt: new Date('2025-08-05T06:30:00Z'),
      orderDate: new Date('2025-08-05T06:30:00Z'),
    } as unknown as Gstr1Invoice['order'];
    const item = {
      hsn: '8536',
      quantity: 1,
      cgstPercent: 0,
      sgstPercent: 0,
      igstPercent: 18,
      taxablePaise: 10000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1800,
      chargePaise: 0,
      chargeTaxablePaise: 0,
      chargeCgstPaise: 0,
      chargeSgstPaise: 0,
      chargeIgstPaise: 0,
    } as unknown as Gstr1Invoice['items'][number];
    const csv = gstr1Csv({
      month: '2025-08',
      sellerGstin: '27AAPFU0939F1ZV',
      invoices: [{ order, items: [item] }],
      creditNotes: [],
    });
    expect(csv).toContain(
      `24AAACR5055K1ZD,"'=HYPERLINK(""x""), Traders",INV/2025-26/000001,05-Aug-2025,118.00,24-Gujarat,N,,Regular B2B,,18.00,100.00,18.00,0.00,0.00,0.00\r\n`,
    );
    expect(csv.startsWith('GSTR-1,GSTIN,27AAPFU0939F1ZV,Period,2025-08\r\n')).toBe(true);
  });
});
