import { describe, expect, it } from 'vitest';
import { financialYear, formatInvoiceNumber } from './orders.service';
import { invoiceDate } from './invoice-pdf';

describe('invoice numbering', () => {
  it('uses the Indian financial year (April–March) in IST', () => {
    expect(financialYear(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26'); // 23:59:59 IST on 31 March
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27'); // midnight IST on 1 April
    expect(financialYear(new Date('2026-11-22T12:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });
  it('formats numbers like INV/2026-27/000042', () => {
    expect(formatInvoiceNumber('2026-27', 42)).toBe('INV/2026-27/000042');
    expect(formatInvoiceNumber('2026-27', 1234567)).toBe('INV/2026-27/1234567');
  });
  it('dates invoices in IST', () => {
    expect(invoiceDate(new Date('2026-03-31T18:30:00Z'))).toBe('01/04/2026');
  });
});
