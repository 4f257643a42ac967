import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { PARTS, staleness } from './build.mjs';

// `npm start` builds a part only when staleness() says so, then execs node on dist/app/main.js (decision 022).

let root = '';
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const T = Date.parse('2026-01-01T00:00:00Z');

/** Writes a file with the given time; its folders keep time T (a folder's time changes when a file is added). */
function write(rel: string, at: number) {
  const full = path.join(root, rel);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, '');
  fs.utimesSync(full, at / 1000, at / 1000);
  for (let dir = path.dirname(full); dir !== root; dir = path.dirname(dir))
    fs.utimesSync(dir, T / 1000, T / 1000);
}

test('the server build is missing, fresh, or stale against server/, common/ and the build itself (not tests)', () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-build-'));
  write('server/app.ts', T);
  write('common/money.ts', T);
  expect(staleness('server', root)).toBe('missing');

  for (const out of PARTS.server.outputs) write(out, T + 1000);
  expect(staleness('server', root)).toBe(null);

  write('server/app.test.ts', T + 5000);
  expect(staleness('server', root)).toBe(null);

  write('server/db/migrations/0007_next.sql', T + 5000);
  expect(staleness('server', root)).toBe('stale');
  for (const out of PARTS.server.outputs) write(out, T + 6000);
  expect(staleness('server', root)).toBe(null);

  write('common/money.ts', T + 7000);
  expect(staleness('server', root)).toBe('stale');
  for (const out of PARTS.server.outputs) write(out, T + 8000);

  write('scripts/build.mjs', T + 9000);
  expect(staleness('server', root)).toBe('stale');
  for (const out of PARTS.server.outputs) write(out, T + 10_000);

  // One output older than the sources (an interrupted build) is enough.
  write('server/app.ts', T + 11_000);
  write(PARTS.server.outputs[0], T + 12_000);
  expect(staleness('server', root)).toBe('stale');
});

test('the web build is stale against web/ and common/, not against server/', () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-build-'));
  write('web/src/main.tsx', T);
  for (const out of PARTS.web.outputs) write(out, T + 1000);
  expect(staleness('web', root)).toBe(null);
  write('server/app.ts', T + 2000);
  expect(staleness('web', root)).toBe(null);
  write('common/money.ts', T + 3000);
  expect(staleness('web', root)).toBe('stale');
});
