import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  BulkPriceAnswer,
  BulkPriceInput,
  BulkPriceReport,
  CatalogFormat,
  ImportAnswer,
  ImportReport,
} from '../../../../../common/contracts/catalog-io';
import { api, ApiError, apiUrl, upload, type UploadOptions } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { adminKeys } from '../../../lib/admin-query-keys';

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
 * so the upload's progress shows. The server answers `{ success, message, data: report }`; a real run refused
 * for its rows' errors rejects with a 400 ApiError whose body carries the report (see refusedReport).
 */
export async function importCatalog(file: File, options: ImportOptions): Promise<ImportReport> {
  const { dryRun, createMissing, ...uploadOptions } = options;
  const form = new FormData();
  form.append('file', file, file.name);
  const query = new URLSearchParams({ dryRun: String(dryRun), createMissing: String(createMissing) });
  const answer = await upload<ImportAnswer>(`/api/admin/products/import?${query}`, form, uploadOptions);
  return answer.data;
}

/**
 * POST /api/admin/products/bulk-price: the preview (dryRun) or the change itself. The server answers
 * `{ success, message, data: report }`; a change refused for its errors is a 400 with the report.
 */
export async function bulkPrice(body: BulkPriceInput): Promise<BulkPriceReport> {
  const answer = await api.post<BulkPriceAnswer>('/api/admin/products/bulk-price', body);
  return answer.data;
}

/**
 * The report of a real run the server refused for its rows' (or products') errors: the 400
 * `{ success: false, message, data: report }`. Undefined for any other failure (a plain 400
 * `{ success: false, message }`, a 409, a 5xx, no connection).
 */
export function refusedReport<T extends ImportReport | BulkPriceReport>(error: unknown): T | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const body = error.body as { data?: T } | undefined;
  return body?.data ?? undefined;
}

/** After a write: the admin lists, the dashboard and every cached shop page of the catalog. */
export function refreshCatalog(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.products.all() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.categories('category') }),
    queryClient.invalidateQueries({ queryKey: adminKeys.categories('brand') }),
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
