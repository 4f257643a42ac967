import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EstimatorPreset, EstimatorProduct } from '../../../../../common/contracts/catalog';
import { useLineProducts } from '../api/get-estimator-products';
import { estimatorIdsQuery } from '../estimator-params';
import {
  addLine,
  appendBlankLine,
  atLeastOneLine,
  clearedLines,
  lineFromPreset,
  lineFromProduct,
  lineProductIds,
  refreshLines,
  removeLine,
  setLineCapacity,
  setLinePrice,
  setLineProduct,
  setLineQty,
  setLineSize,
  type AddOutcome,
  type EstimatorLine,
  type PriceSource,
  type Rates,
} from '../estimator-rules';
import {
  estimateStore,
  newLineId,
  NOT_LOADED,
  parseStoredEstimate,
  storageNotice,
  type StoredSnapshot,
} from '../estimator-storage';
import { useT } from '../../../i18n/i18n';

/** The first line of a fresh calculator: the same id on the server and in the browser. */
export const INITIAL_LINE_ID = 'line-1';

/**
 * The saved estimate: NOT_LOADED on the server and while hydrating (both render the fresh calculator), then what
 * the browser's storage holds, read after mount and rendered as a transition, in slices that yield (read through
 * useSyncExternalStore, it forced a blocking render of the whole screen right after hydration: issue 49, the
 * estimator's Total Blocking Time); later changes (this tab's edits, another tab's) as they come.
 */
function useStoredEstimate(): StoredSnapshot {
  const [snapshot, setSnapshot] = useState(NOT_LOADED);
  useEffect(() => {
    const sync = () => setSnapshot(estimateStore.getSnapshot());
    const unsubscribe = estimateStore.subscribe(sync);
    startTransition(sync);
    return unsubscribe;
  }, []);
  return snapshot;
}

/**
 * The estimate on screen: the lines kept in local storage (read only after mount, so the server's page and
 * the hydrating render show the fresh calculator), their products from the server (prices refreshed on
 * load; a product that is gone marks its line), and every change the screen can make, each saved at once.
 */
export function useEstimate({ source, defaults }: { source: PriceSource; defaults: Rates }) {
  const t = useT();
  const snapshot = useStoredEstimate();
  const { cgstPercent, sgstPercent } = defaults;
  const parsed = useMemo(
    () =>
      snapshot.loaded
        ? parseStoredEstimate(snapshot.raw, { cgstPercent, sgstPercent }, newLineId)
        : { lines: [], problem: null },
    [snapshot, cgstPercent, sgstPercent],
  );
  const lines = useMemo(() => atLeastOneLine(parsed.lines, INITIAL_LINE_ID), [parsed]);

  // The saved lines' products, asked for by id: today's prices, stock, variants and estimate ranges.
  const ids = useMemo(() => lineProductIds(lines), [lines]);
  const lineProducts = useLineProducts(estimatorIdsQuery(ids));
  const answered = lineProducts.data;
  const fresh = lineProducts.isSuccess && !lineProducts.isPlaceholderData;
  const answeredAt = lineProducts.dataUpdatedAt;
  // Each answer is applied once: applying it again on every change of the lines would let two tabs with
  // different answers overwrite each other's storage back and forth.
  const applied = useRef<string | null>(null);
  useEffect(() => {
    const key = `${answeredAt}:${source}:${ids.join(',')}`;
    if (!fresh || !answered || applied.current === key) return;
    applied.current = key;
    const byId = new Map(answered.data.map((p) => [p._id, p]));
    const next = refreshLines(lines, byId, new Set(ids), source);
    if (next !== lines) estimateStore.save(next);
  }, [fresh, answered, answeredAt, lines, ids, source]);

  const update = useCallback(
    (change: (current: EstimatorLine[]) => EstimatorLine[]) => {
      const next = change(lines);
      if (next !== lines) estimateStore.save(next);
    },
    [lines],
  );
  const updateLine = useCallback(
    (id: string, change: (line: EstimatorLine) => EstimatorLine) =>
      update((current) => current.map((l) => (l.id === id ? change(l) : l))),
    [update],
  );

  const actions = useMemo(() => {
    const add = (line: EstimatorLine): AddOutcome => {
      const result = addLine(lines, line);
      if (result.lines !== lines) estimateStore.save(result.lines);
      return result.outcome;
    };
    return {
      addProduct: (product: EstimatorProduct) => add(lineFromProduct(product, source, newLineId())),
      addPreset: (product: EstimatorProduct, preset: EstimatorPreset) =>
        add(lineFromPreset(product, preset, newLineId())),
      chooseProduct: (id: string, product: EstimatorProduct) =>
        updateLine(id, (l) => setLineProduct(l, product, source)),
      setQty: (id: string, value: unknown) => updateLine(id, (l) => setLineQty(l, value)),
      setPrice: (id: string, value: unknown, product?: EstimatorProduct) =>
        updateLine(id, (l) => setLinePrice(l, value, product)),
      setSize: (id: string, size: string, product?: EstimatorProduct) =>
        updateLine(id, (l) => setLineSize(l, size, product, source)),
      setCapacity: (id: string, capacity: string) => updateLine(id, (l) => setLineCapacity(l, capacity)),
      remove: (id: string) => update((current) => removeLine(current, id)),
      addBlankLine: () => update((current) => appendBlankLine(current, newLineId())),
      clear: () => estimateStore.save(clearedLines(newLineId())),
    };
  }, [lines, source, update, updateLine]);

  return {
    lines,
    /** False on the server and while hydrating: the saved lines are not read yet. */
    restored: snapshot.loaded,
    notice: storageNotice(parsed.problem, t),
    /** The lines' products as last answered (also while a newer answer loads). */
    lineProducts: answered?.data ?? [],
    refreshing: lineProducts.isFetching,
    refreshFailed: lineProducts.isError,
    actions,
  };
}

export type EstimateActions = ReturnType<typeof useEstimate>['actions'];
