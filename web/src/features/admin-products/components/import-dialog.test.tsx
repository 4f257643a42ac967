import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOG_FILE_MAX_BYTES, type ImportReport } from '../../../../../common/contracts/catalog-io';
import AdminProductsPage from '../../../routes/admin/products';
import { ApiError } from '../../../lib/api-client';
import { fakeAnswer } from '../../../test/api-contract';
import { adminProductsHandlers } from '../../../test/admin-products';
import { makeCategory } from '../../../test/fixtures';
import { mockApi, renderAt } from '../../../test/render';

// The import goes up through XMLHttpRequest (for its progress): `upload` is faked per test, and each of its
// answers is checked against the server's answer contract (common/contracts/answers.ts) by fakeAnswer.
const { upload } = vi.hoisted(() => ({ upload: vi.fn() }));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  upload,
}));

const IMPORT = 'POST /api/admin/products/import';

type UploadOptions = { onProgress?: (p: number) => void; signal?: AbortSignal };
type Call = { path: string; file: File; options: UploadOptions };

/** Each call to upload, held open until the test answers it. */
function fakeUploads() {
  const calls: (Call & { answer: (report: ImportReport) => void; fail: (e: unknown) => void })[] = [];
  upload.mockImplementation(
    (path: string, form: FormData, options: UploadOptions = {}) =>
      new Promise((resolve, reject) => {
        calls.push({
          path,
          file: form.get('file') as File,
          options,
          answer: (report) =>
            resolve(
              fakeAnswer(IMPORT, {
                success: true,
                message: report.dryRun ? 'Preview: the counts' : 'Imported: the counts',
                data: report,
              }),
            ),
          fail: reject,
        });
      }),
  );
  return calls;
}

const report = (over: Partial<ImportReport> = {}): ImportReport => ({
  dryRun: true,
  written: false,
  rows: 3,
  counts: { created: 1, changed: 1, unchanged: 1, errors: 0 },
  created: [{ row: 4, title: 'Copper wire 2.5 mm' }],
  changed: [
    {
      row: 2,
      id: 'p1',
      title: 'Ceiling fan',
      changes: [
        { column: 'salePrice', from: '118.00', to: '127.00' },
        { column: 'totalStock', from: '50', to: '40' },
      ],
    },
  ],
  errors: [],
  missing: { categories: [], subcategories: [], brands: [] },
  ...over,
});

const CSV = 'id,title\np1,Ceiling fan\np2,Table fan\n,Copper wire 2.5 mm\n';
const csvFile = (text = CSV, name = 'prices.csv') => new File([text], name, { type: 'text/csv' });

let productCalls = 0;
beforeEach(() => {
  upload.mockReset();
  productCalls = 0;
});
afterEach(() => vi.unstubAllGlobals());

async function openImport(path = '/admin/products') {
  mockApi(
    adminProductsHandlers({
      categories: [makeCategory('Fans', 'category', ['Ceiling Fans'])],
      onList: () => (productCalls += 1),
    }),
  );
  const user = userEvent.setup({ applyAccept: false });
  const utils = renderAt(<AdminProductsPage />, path);
  await screen.findByText('Ceiling fan');
  await user.click(screen.getByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import products' });
  return { user, dialog, ...utils };
}

/** The ApiError `upload` rejects with for a 400, its body checked against the contract. */
const refusal = (body: { success: false; message: string; data?: ImportReport }) =>
  new ApiError(body.message, 400, fakeAnswer(IMPORT, body, 400));

const fileInput = () => screen.getByLabelText('Spreadsheet file (.csv or .xlsx)');

describe('import dialog', () => {
  it('says the limit and the columns, and links the export as a template', async () => {
    const { dialog } = await openImport();
    expect(within(dialog).getByText(/Up to 10 MB/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/^id, title, description, category, subcategory, brand, hsn, salePrice/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'export it as CSV' })).toHaveAttribute(
      'href',
      '/api/admin/products/export?format=csv',
    );
    expect(within(dialog).getByRole('link', { name: 'as Excel (.xlsx)' })).toHaveAttribute(
      'href',
      '/api/admin/products/export?format=xlsx',
    );
    expect(within(dialog).getByRole('button', { name: 'Preview' })).toBeDisabled();
  });

  it('previews with upload progress, then "Checking N rows…", then the counts and the changes; imports on', async () => {
    const calls = fakeUploads();
    const { user, dialog } = await openImport();
    await user.upload(fileInput(), csvFile());
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.path).toBe('/api/admin/products/import?dryRun=true&createMissing=false');
    expect(calls[0]!.file.name).toBe('prices.csv');
    calls[0]!.options.onProgress?.(40);
    expect(await within(dialog).findByText('Uploading… 40%')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    calls[0]!.options.onProgress?.(100);
    expect(await within(dialog).findByText('Checking 3 rows…')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Stop' })).toBeEnabled();

    calls[0]!.answer(report());
    const counts = await within(dialog).findByLabelText('Preview counts');
    expect(counts).toHaveTextContent('New1Changed1Unchanged1With errors0');
    const changes = within(dialog).getByRole('list', { name: 'Changes to Ceiling fan' });
    expect(changes).toHaveTextContent('Sale price: 118.00 → becomes 127.00');
    expect(changes).toHaveTextContent('Stock: 50 → becomes 40');
    expect(within(dialog).getByRole('list', { name: 'New products' })).toHaveTextContent(
      'Row 4: Copper wire 2.5 mm',
    );
    expect(within(dialog).queryByRole('progressbar')).toBeNull();

    const importButton = within(dialog).getByRole('button', { name: 'Import 2 products' });
    expect(importButton).toBeEnabled();
    const before = productCalls;
    await user.click(importButton);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.path).toBe('/api/admin/products/import?dryRun=false&createMissing=false');
    expect(calls[1]!.file.name).toBe('prices.csv');
    expect(await calls[1]!.file.text()).toBe(CSV);
    calls[1]!.options.onProgress?.(100);
    expect(await within(dialog).findByText('Importing 3 rows…')).toBeInTheDocument();
    // A real run is not stopped half way: Escape leaves it open.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Import products' })).toBeInTheDocument();

    calls[1]!.answer(report({ dryRun: false, written: true }));
    expect(await screen.findByText('Imported 2 products')).toBeInTheDocument();
    expect(screen.getByText('1 new, 1 changed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import products' })).toBeNull());
    await waitFor(() => expect(productCalls).toBeGreaterThan(before));
  });

  it('lists errors by row and column and keeps Import disabled', async () => {
    const calls = fakeUploads();
    const { user, dialog } = await openImport();
    await user.upload(fileInput(), csvFile());
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const errors = Array.from({ length: 25 }, (_, i) => ({
      row: 200 + i,
      column: 'cgstPercent' as const,
      message: `${120 + i} is over 100`,
    }));
    calls[0]!.answer(
      report({
        rows: 800,
        counts: { created: 0, changed: 3, unchanged: 97, errors: 700 },
        errors: [{ row: 9, column: null, message: 'no product with this id' }, ...errors],
      }),
    );
    const list = await within(dialog).findByRole('list', { name: 'Rows with errors' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(20);
    expect(items[0]).toHaveTextContent('Row 9: no product with this id');
    expect(items[1]).toHaveTextContent('Row 200, CGST: 120 is over 100');
    expect(within(dialog).getByText('and 680 more errors')).toBeInTheDocument();
    expect(within(dialog).getByText(/Nothing is imported while any row has an error/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 3 products' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Show more' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(26);
    expect(
      within(dialog).getByText('and 674 more errors (only the first 26 are listed)'),
    ).toBeInTheDocument();
  });

  it('offers nothing to import when every row is unchanged', async () => {
    const calls = fakeUploads();
    const { user, dialog } = await openImport();
    await user.upload(fileInput(), csvFile());
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.answer(
      report({ counts: { created: 0, changed: 0, unchanged: 3, errors: 0 }, created: [], changed: [] }),
    );
    expect(await within(dialog).findByText(/there is nothing to import/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('lists the missing names and previews again with "Create the missing categories and brands"', async () => {
    const calls = fakeUploads();
    const { user, dialog } = await openImport();
    await user.upload(fileInput(), csvFile());
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const missing = {
      categories: ['Wires'],
      subcategories: [{ category: 'Wires', name: 'House Wire' }],
      brands: ['Havells'],
    };
    calls[0]!.answer(
      report({
        counts: { created: 1, changed: 0, unchanged: 0, errors: 1 },
        changed: [],
        errors: [{ row: 4, column: 'category', message: 'Wires is not a category of the shop' }],
        missing,
      }),
    );
    const names = await within(dialog).findByRole('list', { name: 'Not in the shop yet' });
    expect(names).toHaveTextContent('Category Wires');
    expect(names).toHaveTextContent('Subcategory Wires › House Wire');
    expect(names).toHaveTextContent('Brand Havells');
    expect(within(dialog).getByRole('button', { name: 'Import 1 product' })).toBeDisabled();

    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Create the missing categories and brands' }),
    );
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.path).toBe('/api/admin/products/import?dryRun=true&createMissing=true');
    calls[1]!.answer(
      report({ counts: { created: 1, changed: 0, unchanged: 0, errors: 0 }, changed: [], missing }),
    );
    const importButton = await within(dialog).findByRole('button', { name: 'Import 1 product' });
    await waitFor(() => expect(importButton).toBeEnabled());
    expect(
      within(dialog).getByRole('checkbox', { name: 'Create the missing categories and brands' }),
    ).toBeChecked();
    await user.click(importButton);
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.path).toBe('/api/admin/products/import?dryRun=false&createMissing=true');
  });

  it('refuses a file that is not .csv or .xlsx, an empty one, and one over 10 MB, without uploading', async () => {
    fakeUploads();
    const { user, dialog } = await openImport();
    await user.upload(fileInput(), new File(['x'], 'prices.xls'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose a .csv or .xlsx file');
    expect(within(dialog).getByRole('button', { name: 'Preview' })).toBeDisabled();

    await user.upload(fileInput(), new File([], 'prices.csv'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file is empty');

    const big = (size: number) => {
      const f = new File(['x'], 'big.xlsx');
      Object.defineProperty(f, 'size', { value: size });
      return f;
    };
    await user.upload(fileInput(), big(CATALOG_FILE_MAX_BYTES + 1));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file is larger than 10 MB');
    expect(within(dialog).getByRole('button', { name: 'Preview' })).toBeDisabled();

    await user.upload(fileInput(), big(CATALOG_FILE_MAX_BYTES));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect(within(dialog).getByRole('button', { name: 'Preview' })).toBeEnabled();
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the report of a refused import, and other failures in plain words', async () => {
    const calls = fakeUploads();
    const { user, dialog } = await openImport();
    await user.upload(fileInput(), csvFile());
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.answer(report());
    await user.click(await within(dialog).findByRole('button', { name: 'Import 2 products' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    const refused = report({
      dryRun: false,
      counts: { created: 1, changed: 0, unchanged: 1, errors: 1 },
      errors: [{ row: 2, column: 'title', message: 'a product with this title was added meanwhile' }],
    });
    calls[1]!.fail(
      refusal({ success: false, message: 'Nothing was imported: 1 row has errors', data: refused }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Nothing was imported: 1 row has errors',
    );
    expect(within(dialog).getByRole('list', { name: 'Rows with errors' })).toHaveTextContent(
      'Row 2, Title: a product with this title was added meanwhile',
    );
    expect(within(dialog).getByRole('button', { name: 'Import 1 product' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Preview again' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    calls[2]!.fail(
      new ApiError('Could not reach the server. Please check your connection and try again.', 0),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file could not be checked. Please try again.',
    );
    calls.length = 0;
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.fail(refusal({ success: false, message: 'The header row must be: id, title, …' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The header row must be: id, title, …',
    );
  });

  it('stops a preview on Stop, and Cancel closes the dialog', async () => {
    const calls = fakeUploads();
    const { user, dialog } = await openImport();
    await user.upload(fileInput(), csvFile());
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const signal = calls[0]!.options.signal!;
    await user.click(within(dialog).getByRole('button', { name: 'Stop' }));
    expect(signal.aborted).toBe(true);
    calls[0]!.fail(new DOMException('The upload was cancelled', 'AbortError'));
    // The busy Preview is aria-disabled, not disabled: wait until the stopped run has ended (Stop gives way to Cancel).
    const cancel = await within(dialog).findByRole('button', { name: 'Cancel' });
    expect(within(dialog).getByRole('button', { name: 'Preview' })).not.toHaveAttribute('aria-busy');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(cancel);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import products' })).toBeNull());
  });
});
