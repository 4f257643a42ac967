import * as React from 'react';
import type { ToastVariant } from './toast';

/**
 * A tiny toast store (shadcn/ui's use-toast): SPEC §4/§9 — only one toast at a time, and a closed toast
 * is kept for 1,000,000 ms before removal (the value SPEC names), which the limit of one makes harmless.
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export interface ToastData {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: ToastVariant;
  open: boolean;
}

export type ToastInput = Omit<ToastData, 'id' | 'open'>;

type Listener = (toasts: ToastData[]) => void;

let toasts: ToastData[] = [];
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit() {
  for (const listener of listeners) listener(toasts);
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      toasts = toasts.filter((t) => t.id !== id);
      emit();
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string) {
  toasts = toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t));
  for (const t of toasts) if (!t.open) scheduleRemoval(t.id);
  emit();
}

/** Shows a toast, replacing the one on screen. Use variant 'destructive' for failures (SPEC §8). */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  for (const t of toasts) {
    const timer = removeTimers.get(t.id);
    if (timer) clearTimeout(timer);
    removeTimers.delete(t.id);
  }
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

/** Where a toast waits for the next page (sessionStorage: this tab only). */
export const NEXT_PAGE_TOAST_KEY = 'shop:next-page-toast';
/** A carried toast older than this is stale (the page load it was for did not happen): dropped. */
export const NEXT_PAGE_TOAST_MAX_AGE_MS = 30_000;

interface CarriedToast {
  title: string;
  variant?: ToastVariant;
  at: number;
}

/**
 * Keeps a toast for the page the browser is about to show: a browsing page's navigation to another page is a
 * page load (decision 026), which would take a toast raised now with it. `showCarriedToast` shows it, on the
 * next page as its toaster mounts, or here when the navigation stayed on this page.
 */
export function toastOnNextPage(input: { title: string; variant?: ToastVariant }) {
  try {
    const carried: CarriedToast = { ...input, at: Date.now() };
    sessionStorage.setItem(NEXT_PAGE_TOAST_KEY, JSON.stringify(carried));
  } catch {
    toast(input); // No storage (a private window's quota): shown now, as before.
  }
}

/** Shows the toast kept by toastOnNextPage, once, if it is fresh. */
export function showCarriedToast() {
  let carried: Partial<CarriedToast> | null;
  try {
    const raw = sessionStorage.getItem(NEXT_PAGE_TOAST_KEY);
    if (raw === null) return;
    sessionStorage.removeItem(NEXT_PAGE_TOAST_KEY);
    carried = JSON.parse(raw) as Partial<CarriedToast> | null;
  } catch {
    return;
  }
  if (!carried || typeof carried.title !== 'string' || typeof carried.at !== 'number') return;
  const age = Date.now() - carried.at;
  if (!(age >= 0 && age <= NEXT_PAGE_TOAST_MAX_AGE_MS)) return;
  toast({ title: carried.title, ...(carried.variant === 'destructive' ? { variant: 'destructive' } : {}) });
}

/**
 * Raises a toast and starts a navigation: the toast is shown where the navigation arrives, whether it is the
 * router's (the promise resolves) or a page load (the promise never resolves; the next page shows it).
 */
export async function toastThenNavigate(
  input: { title: string; variant?: ToastVariant },
  go: () => Promise<void> | void,
) {
  toastOnNextPage(input);
  await go();
  showCarriedToast();
}

/** Test helper: forget every toast. */
export function resetToasts() {
  for (const timer of removeTimers.values()) clearTimeout(timer);
  removeTimers.clear();
  toasts = [];
  emit();
}

export function useToasts(): ToastData[] {
  return React.useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}
