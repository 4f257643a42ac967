import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { urlForLog } from '../../server/app';
import { testApp } from '../helpers/app';

// The password-reset link carries its code in the query string; the request log must not.
let lines: string[];
let app: FastifyInstance;
beforeAll(async () => {
  ({ app, logs: lines } = await testApp({ logs: true }));
});

describe('request log', () => {
  it('redacts the reset code of a requested reset link', async () => {
    const code = 'Zq8rT2vK9mWx4LpA';
    lines.length = 0;
    for (const url of [
      `/auth/reset-password?email=meera%40example.com&code=${code}`,
      `/api/auth/reset-password?code=${code}&email=meera%40example.com`,
    ]) {
      await app.inject({ method: 'GET', url });
    }
    const log = lines.join('');
    expect(log).not.toContain(code);
    const urls = lines
      .map((l) => JSON.parse(l) as { req?: { url?: string } })
      .flatMap((l) => (l.req?.url ? [l.req.url] : []));
    expect(urls).toEqual([
      '/auth/reset-password?email=meera%40example.com&code=[redacted]',
      '/api/auth/reset-password?code=[redacted]&email=meera%40example.com',
    ]);
  });

  it('leaves other URLs as they are', () => {
    expect(urlForLog('/shop/listing?category=wires&page=2')).toBe('/shop/listing?category=wires&page=2');
    expect(urlForLog('/x?barcode=1&Code=abc&token=t#f')).toBe(
      '/x?barcode=1&Code=[redacted]&token=[redacted]#f',
    );
  });
});
