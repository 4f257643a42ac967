import { z } from 'zod';

/**
 * GET /api/admin/gst/gstr1?month=YYYY-MM (admin): the month's tax invoices and credit notes as one CSV in
 * GSTR-1's sections — b2b, b2cl, b2cs, cdnr, cdnur, hsn and docs — each a title line, a header line
 * (the GST offline tool's column names, then the tax amounts for checking), its rows and a Total line,
 * separated by a blank line. An invoice belongs to the month of its date (the payment, in IST), a
 * credit note to the month of its own date. See docs/decisions/008-gst-place-of-supply.md.
 */
export const MONTH_MESSAGE = 'month must be a month as YYYY-MM, e.g. 2026-11';
export const Gstr1Query = z.strictObject({
  month: z.string({ message: MONTH_MESSAGE }).regex(/^(20[1-9]\d)-(0[1-9]|1[0-2])$/, MONTH_MESSAGE),
});
export type Gstr1QueryInput = z.input<typeof Gstr1Query>;
