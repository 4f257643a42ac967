import { describe, expect, it, vi } from 'vitest';
import { blankLine, MAX_LINES, type EstimatorLine } from './estimator-rules';
import {
  CALCULATOR_KEY,
  createEstimateStore,
  MAX_STORED_CHARS,
  NOT_LOADED,
  newLineId,
  parseStoredEstimate,
  serializeEstimate,
  storageNotice,
} from './estimator-storage';

const ID_A = '11111111-1111-4111-8111-111111111111';
const DEFAULTS = { cgstPercent: 9, sgstPercent: 9 };
let n = 0;
const ids = () => `new-${++n}`;
const parse = (raw: string | null) => parseStoredEstimate(raw, DEFAULTS, ids);

const good: EstimatorLine = {
  id: 'l1',
  productId: ID_A,
  productName: 'Copper Wire 1.5 sq mm',
  size: '1.5 sq mm',
  capacity: '90 m',
  qty: 3,
  price: 118,
  hsn: '8544',
  cgstPercent: 9,
  sgstPercent: 9,
  origin: 'source',
  presetName: '',
  gone: false,
};

describe('the stored estimate', () => {
  it('round-trips under the calculator key, in a versioned shape', () => {
    const raw = serializeEstimate([good, blankLine('b')]);
    expect(JSON.parse(raw)).toEqual({ version: 1, lines: [good, blankLine('b')] });
    expect(parse(raw)).toEqual({ lines: [good, blankLine('b')], problem: null });
    expect(CALCULATOR_KEY).toMatch(/calculator/);
  });

  it('nothing stored is a fresh calculator without a notice', () => {
    expect(parse(null)).toEqual({ lines: [], problem: null });
    expect(parse('')).toEqual({ lines: [], problem: null });
  });

  it.each([['{not json'], ['{"version":1,"lines":['], ['undefined'], ['\u0000\u0001']])(
    'recovers from corrupt JSON %j',
    (raw) => {
      expect(parse(raw)).toEqual({ lines: [], problem: 'corrupt' });
    },
  );

  it.each([
    ['"hello"'],
    ['42'],
    ['null'],
    ['true'],
    ['{"theme":"dark"}'],
    ['{"lines":"x"}'],
    ['[1,2,3]'],
    ['[{"foo":1},{"bar":2}]'],
    ['[["a"]]'],
  ])('recovers from another app’s data %s', (raw) => {
    expect(parse(raw)).toEqual({ lines: [], problem: 'foreign' });
  });

  it('reads the older shape: a bare array, quantity for qty, name for productName, numbers as strings, no rates', () => {
    const old = JSON.stringify([
      {
        id: 7,
        productId: ID_A.toUpperCase(),
        name: 'Wire',
        size: 1.5,
        capacity: '',
        quantity: '4',
        price: '118.505',
      },
    ]);
    const { lines, problem } = parse(old);
    expect(problem).toBeNull();
    expect(lines).toEqual([
      {
        id: '7',
        productId: ID_A,
        productName: 'Wire',
        size: '1.5',
        capacity: '',
        qty: 4,
        price: 118.51,
        hsn: '',
        // Unknown rates take the site's until the refresh from the server.
        cgstPercent: 9,
        sgstPercent: 9,
        // Unknown origin: the saved price is kept (held to the range on refresh).
        origin: 'manual',
        presetName: '',
        gone: false,
      },
    ]);
  });

  it('applies the line rules to what it reads: quantity at least 1, price at least 0, rates 0–100', () => {
    const raw = serializeEstimate([
      { ...good, qty: -2, price: -50, cgstPercent: 250, sgstPercent: -1 } as EstimatorLine,
      { ...good, id: 'l2', qty: 'lots', price: 'free' } as unknown as EstimatorLine,
    ]);
    const { lines } = parse(raw);
    expect(lines.map((l) => [l.qty, l.price, l.cgstPercent, l.sgstPercent])).toEqual([
      [1, 0, 100, 0],
      [1, 0, 9, 9],
    ]);
  });

  it('drops lines it cannot trust and says so; keeps the rest', () => {
    const raw = JSON.stringify({
      version: 1,
      lines: [
        good,
        { ...good, id: 'x', productId: 'DROP TABLE' },
        { ...good, id: 'y', productName: '' },
        'junk',
        null,
      ],
    });
    expect(parse(raw)).toEqual({ lines: [good], problem: 'partial' });
  });

  it('cuts long text and gives missing or repeated ids new ones', () => {
    const raw = serializeEstimate([
      { ...good, productName: 'x'.repeat(5000), size: 'y'.repeat(500) },
      { ...good, qty: 2 },
      { ...good, id: '' },
    ]);
    const { lines } = parse(raw);
    expect(lines[0].productName).toHaveLength(200);
    expect(lines[0].size).toHaveLength(100);
    expect(new Set(lines.map((l) => l.id)).size).toBe(3);
    expect(lines[0].id).toBe('l1');
  });

  it('a blank line stays blank (no price, size or rates without a product, never gone)', () => {
    const raw = serializeEstimate([{ ...blankLine('b'), price: 99, size: 'x', cgstPercent: 5, gone: true }]);
    expect(parse(raw).lines).toEqual([blankLine('b')]);
  });

  it('keeps a line marked gone (its product no longer sold) as gone', () => {
    expect(parse(serializeEstimate([{ ...good, gone: true }])).lines[0].gone).toBe(true);
    expect(parse(serializeEstimate([{ ...good, gone: 'yes' as unknown as boolean }])).lines[0].gone).toBe(
      false,
    );
  });

  it('a preset line without its preset name keeps its price as typed', () => {
    const raw = serializeEstimate([{ ...good, origin: 'preset', presetName: '' }]);
    expect(parse(raw).lines[0]).toMatchObject({ origin: 'manual', presetName: '' });
  });

  it('reads at most MAX_LINES lines of a huge array, and never looks at the rest', () => {
    const lines = Array.from({ length: 1000 }, (_, i) => ({ ...good, id: `l${i}` }));
    const raw = JSON.stringify(lines);
    expect(raw.length).toBeLessThan(MAX_STORED_CHARS);
    const parsed = parse(raw);
    expect(parsed.problem).toBe('truncated');
    expect(parsed.lines).toHaveLength(MAX_LINES);
    expect(parsed.lines[MAX_LINES - 1].id).toBe(`l${MAX_LINES - 1}`);
  });

  it('does not even parse stored text beyond MAX_STORED_CHARS (a million lines)', () => {
    const raw = `[${Array.from({ length: 1_000_000 }, () => '{}').join(',')}]`;
    const spy = vi.spyOn(JSON, 'parse');
    expect(parse(raw)).toEqual({ lines: [], problem: 'corrupt' });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('has a notice for each problem', () => {
    expect(storageNotice(null)).toBeNull();
    expect(storageNotice('corrupt')).toMatch(/could not be read/);
    expect(storageNotice('foreign')).toMatch(/starts afresh/);
    expect(storageNotice('truncated')).toMatch(/first 200 lines/);
    expect(storageNotice('partial')).toMatch(/left out/);
  });
});

describe('the estimate store', () => {
  function memoryStorage(initial: Record<string, string> = {}) {
    const data = new Map(Object.entries(initial));
    return {
      getItem: vi.fn((k: string) => data.get(k) ?? null),
      setItem: vi.fn((k: string, v: string) => void data.set(k, v)),
      removeItem: (k: string) => void data.delete(k),
      clear: () => data.clear(),
      key: () => null,
      get length() {
        return data.size;
      },
    } as unknown as Storage & { getItem: ReturnType<typeof vi.fn>; setItem: ReturnType<typeof vi.fn> };
  }

  it('is not loaded on the server or before anyone subscribes; reads storage on the first subscription', () => {
    const storage = memoryStorage({ [CALCULATOR_KEY]: serializeEstimate([good]) });
    const store = createEstimateStore(() => storage);
    expect(store.getSnapshot()).toBe(NOT_LOADED);
    expect(storage.getItem).not.toHaveBeenCalled();
    const unsubscribe = store.subscribe(() => {});
    expect(store.getSnapshot()).toEqual({ loaded: true, raw: serializeEstimate([good]) });
    // The same snapshot until something changes (the screen renders again only when it does).
    expect(store.getSnapshot()).toBe(store.getSnapshot());
    unsubscribe();
  });

  it('saves to storage and tells subscribers', () => {
    const storage = memoryStorage();
    const store = createEstimateStore(() => storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.save([good]);
    expect(storage.setItem).toHaveBeenCalledWith(CALCULATOR_KEY, serializeEstimate([good]));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().raw).toBe(serializeEstimate([good]));
  });

  it('keeps the estimate in memory when storage refuses (disabled, full)', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    const store = createEstimateStore(() => broken);
    store.subscribe(() => {});
    expect(store.getSnapshot()).toEqual({ loaded: true, raw: null });
    store.save([good]);
    expect(store.getSnapshot().raw).toBe(serializeEstimate([good]));
  });

  it('follows a change made in another tab', () => {
    const storage = memoryStorage();
    const store = createEstimateStore(() => storage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    storage.setItem(CALCULATOR_KEY, serializeEstimate([good]));
    window.dispatchEvent(new StorageEvent('storage', { key: CALCULATOR_KEY }));
    expect(listener).toHaveBeenCalled();
    expect(store.getSnapshot().raw).toBe(serializeEstimate([good]));
    listener.mockClear();
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('makes distinct line ids', () => {
    const made = new Set(Array.from({ length: 100 }, newLineId));
    expect(made.size).toBe(100);
  });
});
