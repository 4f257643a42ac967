import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { API_ANSWERS } from '../../common/contracts/answers';
import { HTTP_METHODS, OPENAPI_SUMMARIES, type Operation } from '../../server/plugins/openapi';
import { testApp, type TestApp } from '../helpers/app';
import { createUser, loginAs } from '../helpers/factories';

/**
 * Every route as registered, collected by an onRoute hook added the moment buildApp creates its Fastify
 * instance (before any plugin or route). The url is copied at once: Fastify reuses the options object of a
 * prefixed '/' route for its slashed twin.
 */
const registered = vi.hoisted(() => [] as { method: string; url: string }[]);
vi.mock('fastify', async (importOriginal) => {
  const fastify = await importOriginal<typeof import('fastify')>();
  const create = ((options?: object) => {
    const app = fastify.default(options as never);
    app.addHook('onRoute', (route) => {
      const methods: unknown[] = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) registered.push({ method: String(method), url: route.url });
    });
    return app;
  }) as typeof fastify.default;
  return { ...fastify, default: create };
});

/**
 * Registered /api routes the document leaves out on purpose (server/plugins/openapi.ts, HIDDEN):
 * - the catch-alls that answer an unknown /api path with a JSON 404 (every method);
 * - the payment simulator's HTML page and its form post, for payments and for refunds (a stand-in for
 *   PhonePe's hosted page, not part of the API);
 * - these docs themselves.
 * HEAD routes are not listed: Fastify adds one for every GET.
 */
const NOT_DOCUMENTED = [
  /^\S+ \/api\/\*$/,
  /^\S+ \/api$/,
  /^(GET|POST) \/api\/payments\/simulator\/(pay\/:merchantOrderId|refund\/:merchantRefundId)$/,
  /^GET \/api\/docs(\/openapi\.json)?$/,
];

type Document = {
  openapi: string;
  paths: Record<string, Partial<Record<(typeof HTTP_METHODS)[number], Operation>>>;
  components: {
    schemas: Record<string, unknown>;
    securitySchemes: Record<string, { type: string; in: string; name: string }>;
  };
};

let t: TestApp;
let doc: Document;
/** 'GET /api/shop/order/details/:orderId' for each operation of the document. */
let documented: Map<string, Operation>;

beforeAll(async () => {
  t = await testApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  doc = res.json();
  documented = new Map();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (operation)
        documented.set(`${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`, operation);
    }
  }
});

describe('GET /api/docs/openapi.json', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every registered /api route but the ones left out on purpose', () => {
    const routes = [
      ...new Set(
        registered
          .filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD')
          .map((r) => `${r.method} ${r.url.length > 5 && r.url.endsWith('/') ? r.url.slice(0, -1) : r.url}`),
      ),
    ];
    expect(routes.length).toBeGreaterThan(60);
    const missing = routes.filter(
      (key) => !documented.has(key) && !NOT_DOCUMENTED.some((re) => re.test(key)),
    );
    expect(missing).toEqual([]);
    // …and nothing that is not a route, nor anything left out on purpose.
    const extra = [...documented.keys()].filter(
      (key) => !routes.includes(key) || NOT_DOCUMENTED.some((re) => re.test(key)),
    );
    expect(extra).toEqual([]);
  });

  it('tags every operation with its area, gives it a summary and a unique operationId', () => {
    const tags = new Set((doc as unknown as { tags: { name: string }[] }).tags.map((tag) => tag.name));
    const ids = new Set<string>();
    for (const [key, operation] of documented) {
      expect(operation.tags, key).toHaveLength(1);
      expect(tags.has(operation.tags![0]), key).toBe(true);
      expect(operation.summary, key).toBeTruthy();
      expect(ids.has(operation.operationId!), key).toBe(false);
      ids.add(operation.operationId!);
    }
    expect(documented.get('GET /api/shop/products/get')?.tags).toEqual(['catalog']);
    expect(documented.get('POST /api/shop/cart/add')?.tags).toEqual(['cart']);
    expect(documented.get('POST /api/shop/order/create')?.tags).toEqual(['orders']);
    expect(documented.get('PUT /api/admin/orders/update/:id')?.tags).toEqual(['admin: orders']);
  });

  it('has no summary for a route that does not exist (a renamed route keeps no stale line)', () => {
    expect(Object.keys(OPENAPI_SUMMARIES).filter((key) => !documented.has(key))).toEqual([]);
  });

  it('describes the session cookie and marks the routes that need it', () => {
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'sid',
    });
    const needs = (key: string) => JSON.stringify(documented.get(key)?.security ?? []);
    expect(needs('GET /api/admin/orders/get')).toBe('[{"sessionCookie":[]}]');
    expect(needs('POST /api/common/feature/add')).toBe('[{"sessionCookie":[]}]');
    expect(needs('GET /api/shop/cart/get/:userId')).toBe('[{"sessionCookie":[]}]');
    expect(needs('POST /api/shop/review/add')).toBe('[{"sessionCookie":[]}]');
    expect(needs('GET /api/shop/review/:productId')).toBe('[]');
    expect(needs('GET /api/common/feature/get')).toBe('[]');
    expect(needs('POST /api/auth/login')).toBe('[]');
    for (const [key, operation] of documented) {
      if (key.includes(' /api/admin/')) expect(operation.security, key).toEqual([{ sessionCookie: [] }]);
    }
  });

  it('marks exactly the routes that refuse a caller without credentials (401)', async () => {
    // Each operation called without a cookie, with well-formed placeholders for its path parameters and no body.
    const placeholder = '00000000-0000-4000-8000-000000000000';
    const wrong: string[] = [];
    for (const [key, operation] of documented) {
      const [method, pattern] = key.split(' ');
      const url = pattern.replace(/:[A-Za-z]+/g, placeholder);
      const res = await t.app.inject({ method: method as 'GET', url });
      const marked = (operation.security ?? []).some((requirement) => Object.keys(requirement).length > 0);
      const optional = (operation.security ?? []).some(
        (requirement) => Object.keys(requirement).length === 0,
      );
      // A marked route says 401; validation ahead of the check (a body or query that must be there) says 400.
      const refused = res.statusCode === 401 || (res.statusCode === 400 && marked);
      if (marked && !optional ? !refused : res.statusCode === 401 && !optional)
        wrong.push(`${key} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers a customer's call to an admin route with 403, as the document says", async () => {
    const cookie = await loginAs(t.app, await createUser(t.db));
    for (const key of ['GET /api/admin/orders/get', 'DELETE /api/common/feature/clear']) {
      const [method, url] = key.split(' ');
      const res = await t.app.inject({ method: method as 'GET', url, headers: { cookie } });
      expect(res.statusCode, key).toBe(403);
    }
  });

  it('describes the answers of API_ANSWERS, and every error as the shared ApiError', () => {
    expect(doc.components.schemas.ApiError).toMatchObject({
      type: 'object',
      properties: { success: { const: false }, message: { type: 'string' } },
      required: ['success', 'message'],
    });
    for (const route of Object.keys(API_ANSWERS)) {
      const operation = documented.get(route);
      expect(operation, route).toBeDefined();
      const ok = operation!.responses['200'] ?? operation!.responses['201'];
      expect(ok?.content?.['application/json'], route).toBeDefined();
    }
    for (const [key, operation] of documented) {
      expect(operation.responses['4XX'], key).toEqual({ $ref: '#/components/responses/Error' });
    }
    const cart = documented.get('POST /api/shop/cart/add')!;
    const okSchema = (
      cart.responses['200'].content!['application/json'] as { schema: { properties: object } }
    ).schema;
    expect(Object.keys(okSchema.properties)).toEqual(expect.arrayContaining(['success', 'message', 'data']));
    // The 409 of stock names the product and what is left.
    const conflict = (
      cart.responses['409'].content!['application/json'] as { schema: { properties: object } }
    ).schema;
    expect(Object.keys(conflict.properties)).toEqual(expect.arrayContaining(['productId', 'available']));
  });

  it('takes the route parameters and bodies from the zod schemas', () => {
    const details = documented.get('GET /api/shop/order/details/:orderId')!;
    expect(details.parameters).toEqual([
      expect.objectContaining({ name: 'orderId', in: 'path', required: true }),
    ]);
    const list = documented.get('GET /api/shop/products/get')!;
    expect(list.parameters!.every((p) => p.in === 'query')).toBe(true);
    expect(documented.get('POST /api/auth/login')!.requestBody?.content).toHaveProperty('application/json');
    expect(documented.get('POST /api/shop/order/return/:orderId')!.requestBody?.content).toHaveProperty(
      'multipart/form-data',
    );
  });
});

describe('GET /api/docs', () => {
  it('is an HTML page listing every operation, with the link to the JSON, allowed by the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('href="/api/docs/openapi.json"');
    expect(res.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(res.body).not.toMatch(/<script|https?:\/\/(?!shop\.test)/);
    for (const path of Object.keys(doc.paths)) expect(res.body).toContain(`<code>${path}</code>`);
    expect(res.body).toContain('<h2 id="admin-orders">admin: orders</h2>');
    // Inline styles are allowed by the CSP; nothing else is loaded.
    expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
  });
});
