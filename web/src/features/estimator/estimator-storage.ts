import { isUuid } from '../../../../common/text';
import { resolveRates, toNumber } from '../../../../common/money';
import {
  MAX_LINES,
  MAX_PRICE,
  PRICE_ORIGINS,
  normalizeQty,
  type EstimatorLine,
  type PriceOrigin,
  type Rates,
} from './estimator-rules';
import { translate, type Translate } from '../../i18n/i18n';

/**
 * The estimate kept in the browser (SPEC §2: lines persist in local storage under a calculator key), and
 * how it is read back: whatever is found there — our own current shape, the bare array of lines an older
 * version kept, corrupt JSON, another app's data, a million lines — the calculator starts with what can be
 * trusted and says when something was left out, never with an error screen.
 */

/** The local storage key of the calculator's lines. */
export const CALCULATOR_KEY = 'estimator.calculator';
export const STORAGE_VERSION = 1;
/** Anything longer is not ours (200 full lines take well under 100 kB) and is not parsed at all. */
export const MAX_STORED_CHARS = 512 * 1024;

/** What was wrong with the stored estimate, for the notice the screen shows; null when nothing was. */
export type StorageProblem = 'corrupt' | 'foreign' | 'truncated' | 'partial' | null;

export interface ParsedEstimate {
  lines: EstimatorLine[];
  problem: StorageProblem;
}

export function serializeEstimate(lines: EstimatorLine[]): string {
  return JSON.stringify({ version: STORAGE_VERSION, lines });
}

const text = (value: unknown, max: number): string =>
  (typeof value === 'string'
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : ''
  )
    .trim()
    .slice(0, max);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * One stored line made safe, or null when it cannot be a line. Older shapes are read too: `quantity` for
 * qty, `name`/`title` for productName, numbers as strings; a line without a price origin keeps its price
 * (origin manual), and one without tax rates takes the site's until the server's refresh.
 */
export function cleanStoredLine(
  raw: unknown,
  defaults: Rates,
): (Omit<EstimatorLine, 'id'> & { id: string }) | null {
  // Every shape of a line ever kept has productId ('' when it has none); without it, it is not a line.
  if (!isRecord(raw) || !('productId' in raw)) return null;
  const productId = text(raw.productId, 36).toLowerCase();
  if (productId !== '' && !isUuid(productId)) return null;
  const productName = text(raw.productName ?? raw.name ?? raw.title, 200);
  if (productId !== '' && productName === '') return null;
  const price = Math.min(MAX_PRICE, Math.max(0, Math.round(toNumber(raw.price) * 100) / 100));
  // The line's own rates, else the site's (SPEC §9), by the same rule as the server.
  const rates = resolveRates(raw, defaults);
  const origin = PRICE_ORIGINS.includes(raw.origin as PriceOrigin) ? (raw.origin as PriceOrigin) : 'manual';
  const presetName = text(raw.presetName, 200);
  return {
    id: text(raw.id, 100),
    productId,
    productName: productId ? productName : '',
    size: productId ? text(raw.size, 100) : '',
    capacity: text(raw.capacity, 100),
    qty: normalizeQty(raw.qty ?? raw.quantity),
    price: productId ? price : 0,
    hsn: text(raw.hsn, 20),
    cgstPercent: productId ? rates.cgstPercent : 0,
    sgstPercent: productId ? rates.sgstPercent : 0,
    origin: origin === 'preset' && !presetName ? 'manual' : origin,
    presetName: origin === 'preset' ? presetName : '',
    gone: productId !== '' && raw.gone === true,
  };
}

/**
 * Reads the stored estimate. `newId` gives lines without a usable id (missing, or used twice) a fresh one.
 * At most MAX_LINES lines are read; the rest of a huge array is never looked at.
 */
export function parseStoredEstimate(
  raw: string | null,
  defaults: Rates,
  newId: () => string,
): ParsedEstimate {
  if (raw === null || raw === '') return { lines: [], problem: null };
  if (raw.length > MAX_STORED_CHARS) return { lines: [], problem: 'corrupt' };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { lines: [], problem: 'corrupt' };
  }
  // Our shape is { version, lines }; a bare array is what an older version kept.
  const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.lines) ? data.lines : null;
  if (!list) return { lines: [], problem: 'foreign' };

  const considered = list.slice(0, MAX_LINES);
  const seen = new Set<string>();
  const lines: EstimatorLine[] = [];
  for (const entry of considered) {
    const line = cleanStoredLine(entry, defaults);
    if (!line) continue;
    if (!line.id || seen.has(line.id)) line.id = newId();
    seen.add(line.id);
    lines.push(line);
  }
  let problem: StorageProblem = null;
  if (considered.length > 0 && lines.length === 0) problem = 'foreign';
  else if (list.length > MAX_LINES) problem = 'truncated';
  else if (lines.length < considered.length) problem = 'partial';
  return { lines, problem };
}

/** What the screen says about a stored estimate it could not fully read. */
export function storageNotice(
  problem: StorageProblem,
  t: Translate = (text, vars) => translate({}, text, vars),
): string | null {
  switch (problem) {
    case 'corrupt':
    case 'foreign':
      return t('Your saved estimate could not be read, so the calculator starts afresh.');
    case 'truncated':
      return t('Your saved estimate was too long: only its first {max} lines were kept.', { max: MAX_LINES });
    case 'partial':
      return t('Some lines of your saved estimate could not be read and were left out.');
    default:
      return null;
  }
}

// ---------------------------------------------------------------- the store (browser only)

/**
 * The saved estimate as an external store (use-estimate's useStoredEstimate): the server and the hydrating
 * render see NOT_LOADED (no storage on the server), so both render the same fresh calculator; local storage is
 * read when the screen first subscribes (after mount), and React then renders the saved lines. A change
 * made in another tab arrives through the `storage` event. Without usable storage (private modes, quota),
 * the estimate lives in memory for the visit.
 */
export interface StoredSnapshot {
  loaded: boolean;
  raw: string | null;
}

export const NOT_LOADED: StoredSnapshot = { loaded: false, raw: null };

export function createEstimateStore(getStorage: () => Storage | null, key = CALCULATOR_KEY) {
  let snapshot: StoredSnapshot = NOT_LOADED;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  function read(): string | null {
    try {
      return getStorage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  function onStorage(event: StorageEvent) {
    if (event.key !== key && event.key !== null) return;
    snapshot = { loaded: true, raw: read() };
    emit();
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      if (!snapshot.loaded) snapshot = { loaded: true, raw: read() };
      if (listeners.size === 0 && typeof window !== 'undefined')
        window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined')
          window.removeEventListener('storage', onStorage);
      };
    },
    /** Forgets what was read, so the next subscriber reads storage again (a page load, in tests). */
    forget() {
      snapshot = NOT_LOADED;
    },
    /** Saves the lines (and tells every subscriber); kept in memory when storage refuses. */
    save(lines: EstimatorLine[]) {
      const raw = serializeEstimate(lines);
      snapshot = { loaded: true, raw };
      try {
        getStorage()?.setItem(key, raw);
      } catch {
        // Storage full or disabled: the estimate stays for this visit.
      }
      emit();
    },
  };
}

export type EstimateStore = ReturnType<typeof createEstimateStore>;

const browserStorage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

/** The one store of the app (the estimator page in the shop and in the admin panel share it). */
export const estimateStore = createEstimateStore(browserStorage);

let counter = 0;
/** A line id, made only in the browser (event handlers, the store's reads), never while rendering on the server. */
export function newLineId(): string {
  counter += 1;
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `line-${random}-${counter}`;
}
