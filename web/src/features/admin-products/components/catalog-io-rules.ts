import {
  BulkPriceBody,
  REPORT_LIST_LIMIT,
  type BulkPriceInput,
  type ImportReport,
  type PriceRounding,
} from '../../../../../common/contracts/catalog-io';
import { hasTwoDecimals } from '../../../../../common/contracts/common';

/** How many products a real run would write (new and changed). */
export const importCount = (report: ImportReport) => report.counts.created + report.counts.changed;

/** "Import N products" is offered only for a clean preview with something to write. */
export const canImport = (report: ImportReport | undefined): boolean =>
  !!report && report.counts.errors === 0 && importCount(report) > 0;

/** True when the file names categories, subcategories or brands the shop does not have. */
export const hasMissing = (report: ImportReport) =>
  report.missing.categories.length + report.missing.subcategories.length + report.missing.brands.length > 0;

/** How many rows of a list the preview shows before "Show more" (the server lists REPORT_LIST_LIMIT at most). */
export const SHOWN_AT_FIRST = 20;

/**
 * The part of a long list to show: the first `shown` of what the server listed, and how many more there are
 * in all (the count is whole even when the server lists only the first REPORT_LIST_LIMIT).
 */
export function visiblePart<T>(
  listed: T[],
  total: number,
  expanded: boolean,
): { items: T[]; rest: number; more: boolean } {
  const limit = expanded ? Math.min(listed.length, REPORT_LIST_LIMIT) : SHOWN_AT_FIRST;
  const items = listed.slice(0, limit);
  const rest = Math.max(0, Math.max(total, listed.length) - items.length);
  return { items, rest, more: !expanded && listed.length > items.length };
}

/** 1 product, 2 products: counts in the owner's words, with Indian digit grouping. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;
}

/**
 * The data rows of a CSV text (its records less the header), reading quoted fields across lines as the
 * server does. Only a hint for "Checking N rows…" while the server works.
 */
export function countCsvRows(text: string): number {
  let records = 0;
  let inQuotes = false;
  let hasContent = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      inQuotes = !inQuotes;
      hasContent = true;
    } else if ((c === '\n' || c === '\r') && !inQuotes) {
      if (c === '\r' && text[i + 1] === '\n') i++;
      if (hasContent) records++;
      hasContent = false;
    } else if (c !== '\uFEFF') {
      hasContent = true;
    }
  }
  if (hasContent) records++;
  return Math.max(0, records - 1);
}

/** The file kinds the import takes, by name. */
export function catalogFileKind(name: string): 'csv' | 'xlsx' | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  return null;
}

// ---------------------------------------------------------------- the bulk price form

export interface BulkFormValues {
  category: string;
  brand: string;
  search: string;
  direction: 'raise' | 'lower';
  unit: 'percent' | 'rupees';
  /** As typed: a positive number of percent or rupees. */
  value: string;
  rounding: PriceRounding;
}

export const EMPTY_BULK_FORM: BulkFormValues = {
  category: '',
  brand: '',
  search: '',
  direction: 'raise',
  unit: 'percent',
  value: '',
  rounding: 'rupee',
};

export type BulkFormErrors = Partial<Record<'filter' | 'value', string>>;

/** The most a rise may be, and a cut, in percent and in rupees (BulkPriceBody's limits). */
export const BULK_LIMITS = { raisePercent: 500, lowerPercent: 90, rupees: 100_000 } as const;

/**
 * The body of POST /api/admin/products/bulk-price from the form, or the errors to show on it: a category, a
 * brand or a search is needed, and a positive number within the limits.
 */
export function toBulkBody(
  v: BulkFormValues,
  dryRun: boolean,
): { ok: true; body: BulkPriceInput } | { ok: false; errors: BulkFormErrors } {
  const errors: BulkFormErrors = {};
  const filter = {
    ...(v.category ? { category: v.category } : {}),
    ...(v.brand ? { brand: v.brand } : {}),
    ...(v.search.trim() ? { search: v.search.trim() } : {}),
  };
  if (!filter.category && !filter.brand && !filter.search)
    errors.filter = 'Choose a category, a brand or a search';

  const raw = v.value.trim();
  const n = Number(raw);
  const percent = v.unit === 'percent';
  const max = percent
    ? v.direction === 'raise'
      ? BULK_LIMITS.raisePercent
      : BULK_LIMITS.lowerPercent
    : BULK_LIMITS.rupees;
  if (!raw) errors.value = percent ? 'Enter the percent' : 'Enter the amount in rupees';
  else if (!Number.isFinite(n) || n <= 0) errors.value = 'Enter a number above 0';
  else if (!hasTwoDecimals(n))
    errors.value = percent
      ? 'Enter the percent with at most two decimals'
      : 'Enter rupees with at most two decimals';
  else if (n > max)
    errors.value = percent
      ? `A ${v.direction === 'raise' ? 'rise' : 'cut'} can be at most ${max} %`
      : `The amount can be at most ₹${max.toLocaleString('en-IN')}`;
  if (errors.filter || errors.value) return { ok: false, errors };

  const signed = v.direction === 'raise' ? n : -n;
  const body: BulkPriceInput = {
    filter,
    ...(percent ? { percent: signed } : { amount: signed }),
    rounding: v.rounding,
    dryRun,
  };
  const checked = BulkPriceBody.safeParse(body);
  if (!checked.success) return { ok: false, errors: { value: checked.error.issues[0]?.message } };
  return { ok: true, body };
}

/** "Raise by 8 %", "Lower by ₹5.50", for the preview's heading. */
export function describeChange(v: BulkFormValues): string {
  const n = Number(v.value);
  const amount =
    v.unit === 'percent'
      ? `${n} %`
      : `₹${n.toLocaleString('en-IN', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 })}`;
  const rounding = v.rounding === 'rupee' ? 'to the rupee' : 'to ₹0.50';
  return `${v.direction === 'raise' ? 'Raise' : 'Lower'} by ${amount}, rounded ${rounding}`;
}
