/** Invoice and credit-note numbers: one series of each per Indian financial year. */

/** Indian financial year (April–March, in IST) of a moment, as "2026-27". */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const y = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export function formatInvoiceNumber(fy: string, n: number): string {
  return `INV/${fy}/${String(n).padStart(6, '0')}`;
}

/** Credit notes have their own series per financial year: CN/2026-27/000001. */
export function formatCreditNoteNumber(fy: string, n: number): string {
  return `CN/${fy}/${String(n).padStart(6, '0')}`;
}
