import { onTestFinished, TestRunner } from 'vitest';

/**
 * What a helper opened and must close: inside a test (or its beforeEach) it is closed when that test finishes;
 * from a beforeAll it is closed after the file's last test, by the afterAll of tests/helpers/close-after-file.ts
 * (a setup file of every Vitest project whose tests build apps).
 */
const afterFile: (() => Promise<void>)[] = [];
let installed = false;

export function closeWhenDone(close: () => Promise<void>): void {
  if (TestRunner.getCurrentTest()) {
    onTestFinished(close);
    return;
  }
  if (!installed)
    throw new Error('tests/helpers/close-after-file.ts is not among this Vitest project’s setupFiles');
  afterFile.push(close);
}

/** The setup file's afterAll: closes, newest first, what the file's beforeAll hooks opened. */
export async function closeAfterFile(): Promise<void> {
  while (afterFile.length) await afterFile.pop()!();
}

export function installAfterFile(): void {
  installed = true;
}
