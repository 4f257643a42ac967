import { describe, expect, it } from 'vitest';
import type { BulkPriceReport, ImportReport } from '../../../../../common/contracts/catalog-io';
import { fakeAnswer } from '../../../test/api-contract';
import { ApiError } from '../../../lib/api-client';
import { refusedReport } from './catalog-io';

const importReport: ImportReport = {
  dryRun: false,
  written: false,
  rows: 2,
  counts: { created: 1, changed: 0, unchanged: 0, errors: 1 },
  created: [{ row: 3, title: 'Copper wire' }],
  changed: [],
  errors: [{ row: 2, column: 'cgstPercent', message: '120 is over 100' }],
  missing: { categories: [], subcategories: [], brands: [] },
};
const bulkReport: BulkPriceReport = {
  dryRun: false,
  written: false,
  matched: 1,
  changed: 0,
  changes: [],
  errors: [{ id: 'p9', title: 'Cable tie', message: 'its price would reach ₹0 or below' }],
};

describe('refusedReport', () => {
  it('takes the report of a real run refused with 400 { success: false, message, data }', () => {
    const body = fakeAnswer(
      'POST /api/admin/products/import',
      { success: false, message: 'Nothing was imported: 1 row has errors', data: importReport },
      400,
    );
    expect(refusedReport<ImportReport>(new ApiError(body.message, 400, body))).toBe(importReport);
    const bulk = fakeAnswer(
      'POST /api/admin/products/bulk-price',
      { success: false, message: 'No price was changed', data: bulkReport },
      400,
    );
    expect(refusedReport<BulkPriceReport>(new ApiError(bulk.message, 400, bulk))).toBe(bulkReport);
  });

  it('is undefined for a plain refusal, another status, no connection or another error', () => {
    const plain = fakeAnswer(
      'POST /api/admin/products/import',
      { success: false, message: 'The file is larger than 10 MB' },
      400,
    );
    expect(refusedReport(new ApiError(plain.message, 400, plain))).toBeUndefined();
    expect(
      refusedReport(new ApiError('x', 409, { success: false, message: 'x', data: importReport })),
    ).toBeUndefined();
    expect(
      refusedReport(new ApiError('x', 500, { success: false, message: 'x', data: importReport })),
    ).toBeUndefined();
    expect(refusedReport(new ApiError('Could not reach the server.', 0))).toBeUndefined();
    expect(refusedReport(new Error('x'))).toBeUndefined();
  });
});
