import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

// A stand-in for dist/web, so this test does not depend on a Vite build.
const webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
let t: TestApp;
beforeAll(async () => {
  fs.mkdirSync(path.join(webDistDir, 'assets'));
  fs.writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div><script src="/assets/app-abc123.js"></script>');
  fs.writeFileSync(path.join(webDistDir, 'assets', 'app-abc123.js'), 'console.log("app");'.repeat(200));
  fs.writeFileSync(path.join(webDistDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ webDistDir });
  fs.mkdirSync(path.join(t.config.uploadsDir, 'seed'), { recursive: true });
  fs.writeFileSync(path.join(t.config.uploadsDir, 'seed', 'a.webp'), Buffer.from('RIFF0000WEBPVP8 '));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDistDir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it.each(['/', '/shop/home', '/shop/listing?category=Paints', '/admin/dashboard', '/auth/login', '/no/such/page'])(
    'answers %s with the SPA shell, revalidated on every load',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets with long-lived caching, compressed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves files added after start (a rebuild) and answers a missing asset with 404, not the shell', async () => {
    fs.writeFileSync(path.join(webDistDir, 'assets', 'app-def456.js'), 'console.log("rebuilt");');
    const fresh = await t.app.inject({ method: 'GET', url: '/assets/app-def456.js' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toContain('rebuilt');
    const gone = await t.app.inject({ method: 'GET', url: '/assets/app-000000.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('<div id="root">');
  });

  it('serves uploads with long-lived caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/seed/a.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing upload or API path with a 404, not the shell', async () => {
    const upload = await t.app.inject({ method: 'GET', url: '/uploads/seed/missing.webp' });
    expect(upload.statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/shop/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, message: 'No such endpoint: GET /api/shop/nothing-here' });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/shop/home' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
