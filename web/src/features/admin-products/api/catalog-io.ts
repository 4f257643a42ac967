import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  BulkPriceInput,
  BulkPriceReport,
  CatalogFormat,
  ImportReport,
} from '../../../../../common/contracts/catalog-io';
import { api, apiUrl, upload, type UploadOptions } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { reportFromAnswer } from '../components/catalog-io-rules';

/** What the listing shows: an export of "the filtered list" sends the same search and category. */
export interface CatalogFilter {
  search?: string;
  category?: string;
}

/** GET /api/admin/products/export?format=&search=&category=: an address the browser downloads itself. */
export function exportUrl(format: CatalogFormat, filter: CatalogFilter = {}): string {
  const query = new URLSearchParams({ format });
  if (filter.search?.trim()) query.set('search', filter.search.trim());
  if (filter.category) query.set('category', filter.category);
  return apiUrl(`/api/admin/products/export?${query}`);
}

export interface ImportOptions extends UploadOptions {
  dryRun: boolean;
  /** Create the categories, subcategories and brands the file names that the shop does not have. */
  createMissing: boolean;
}

/**
 * POST /api/admin/products/import?dryRun=&createMissing= (multipart, field `file`) through XMLHttpRequest,
 * so the upload's progress shows. Answers the ImportReport; a refused real run rejects with an ApiError
 * whose body carries the report (see importErrorReport).
 */
export async function importCatalog(file: File, options: ImportOptions): Promise<ImportReport> {
  const { dryRun, createMissing, ...uploadOptions } = options;
  const form = new FormData();
  form.append('file', file, file.name);
  const query = new URLSearchParams({ dryRun: String(dryRun), createMissing: String(createMissing) });
  const answer = await upload<unknown>(`/api/admin/products/import?${query}`, form, uploadOptions);
  const report = reportFromAnswer<ImportReport>(answer, 'counts');
  if (!report) throw new Error('The server answered without a report');
  return report;
}

/** POST /api/admin/products/bulk-price: the preview (dryRun) or the change itself. */
export async function bulkPrice(body: BulkPriceInput): Promise<BulkPriceReport> {
  const answer = await api.post<unknown>('/api/admin/products/bulk-price', body);
  const report = reportFromAnswer<BulkPriceReport>(answer, 'matched');
  if (!report) throw new Error('The server answered without a report');
  return report;
}

/** After a write: the admin lists, the dashboard and every cached shop page of the catalog. */
export function refreshCatalog(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.products.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.categories('category') }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.categories('brand') }),
    queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all }),
  ]);
}

/** The import, preview or real run; a real run that wrote refreshes the lists. */
export function useImportCatalog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, ...options }: ImportOptions & { file: File }) => importCatalog(file, options),
    onSuccess: (report) => (report.written ? refreshCatalog(queryClient) : undefined),
  });
}

/** The bulk price change, preview or real run; a real run that wrote refreshes the lists. */
export function useBulkPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkPrice,
    onSuccess: (report) => (report.written ? refreshCatalog(queryClient) : undefined),
  });
}
