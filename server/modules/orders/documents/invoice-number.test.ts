import { describe, expect, it } from 'vitest';
import { financialYear, formatCreditNoteNumber, formatInvoiceNumber } from './invoice-number';

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
  it('formats credit notes in their own series like CN/2026-27/000007', () => {
    expect(formatCreditNoteNumber('2026-27', 7)).toBe('CN/2026-27/000007');
    expect(formatCreditNoteNumber('2025-26', 1234567)).toBe('CN/2025-26/1234567');
  });
});
