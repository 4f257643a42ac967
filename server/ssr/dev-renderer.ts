import path from 'node:path';
import { PassThrough } from 'node:stream';
import { CLIENT_ENTRIES } from './assets';
import type { FastifyInstance } from 'fastify';
import type { SsrResponse } from '../../common/contracts/ssr';
import { collectHtml, type WebRenderer } from './renderer';

/**
 * `npm run dev`: Vite in middleware mode inside this server. Vite serves the web sources with hot reload;
 * pages are rendered from the live source (ssrLoadModule), and their HTML gets Vite's client and React
 * Refresh's preamble (transformIndexHtml). API and upload paths never reach Vite.
 */
export async function attachViteDev(app: FastifyInstance): Promise<() => Promise<WebRenderer>> {
  const { createServer } = await import('vite');
  const { default: middie } = await import('@fastify/middie');
  const vite = await createServer({
    configFile: path.resolve('vite.config.ts'),
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  });
  await app.register(middie);
  app.use((req, res, next) => {
    const url = req.url ?? '/';
    if (url.startsWith('/api/') || url.startsWith('/uploads/')) return next();
    vite.middlewares(req, res, next);
  });
  app.addHook('onClose', () => vite.close());

  const renderer: WebRenderer = {
    assets: (_modules, entry) => ({
      scripts: [`/${CLIENT_ENTRIES[entry]}`],
      styles: ['/src/index.css'],
      preloads: [],
    }),
    // Nothing is kept in development: the source changes under it.
    cacheKey: () => null,
    async render(request) {
      const { render } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as {
        render: WebRenderer['render'];
      };
      const result = await render(request);
      if (result.type !== 'html') return result;
      const raw = await vite.transformIndexHtml(
        new URL(request.url).pathname,
        (await collectHtml(result)).toString('utf8'),
      );
      // Vite indents what it adds to <head>; hydration would trip on those whitespace text nodes.
      const html = raw.replace(
        /<head>([\s\S]*?)<\/head>/,
        (_m, inner: string) => `<head>${inner.replace(/>\s+</g, '><').trim()}</head>`,
      );
      const transformed: SsrResponse = {
        ...result,
        // Never kept: the source changes under it.
        cacheable: false,
        pipe: (destination) => {
          const body = new PassThrough();
          body.pipe(destination);
          body.end(html);
        },
      };
      return transformed;
    },
  };
  return async () => renderer;
}
