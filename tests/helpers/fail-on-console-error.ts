import { afterEach, beforeEach, vi } from 'vitest';

// A console.error during a test is a failure (DESIGN convention 9): it means something broke quietly.
let calls: unknown[][] = [];
beforeEach(() => {
  calls = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});
/**
 * For a test that expects an error to be logged: the console.error calls so far, taken out of the ones
 * that fail the test (the test then asserts on them).
 */
export function takeConsoleErrors(): string[] {
  const taken = calls.map((c) => c.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
  calls = [];
  return taken;
}
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (calls.length) {
    const text = calls
      .map((c) => c.map((a) => (a instanceof Error ? a.stack : String(a))).join(' '))
      .join('\n');
    throw new Error(`console.error was called during the test:\n${text}`);
  }
});
