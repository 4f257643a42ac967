import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { API_ANSWERS } from '../../common/contracts/answers';
import {
  FILE_ANSWERS,
  HTTP_METHODS,
  isHiddenRoute,
  OPENAPI_SUMMARIES,
  type Operation,
} from '../../server/plugins/openapi';
import { testApp, type TestApp } from '../helpers/app';
import { csvFile, newRow } from '../helpers/catalog-files';
import { createCategory, createProduct, createUser, loginAs } from '../helpers/factories';
import { answerChecker, requestChecker, type ApiDocument } from '../helpers/openapi-document';
import { createBody, shopperWithCart } from '../helpers/orders';

const execFileAsync = promisify(execFile);
const require = createRequire(import.meta.url);

/**
 * Every route as registered, collected by an onRoute hook added the moment buildApp creates its Fastify
 * instance (before any plugin or route). The url is copied at once: Fastify reuses the options object of a
 * prefixed '/' route for its slashed twin.
 */
const registered = vi.hoisted(() => [] as { method: string; url: string; bodyTypes?: string[] }[]);
vi.mock('fastify', async (importOriginal) => {
  const fastify = await importOriginal<typeof import('fastify')>();
  const create = ((options?: object) => {
    const app = fastify.default(options as never);
    app.addHook('onRoute', (route) => {
      const methods: unknown[] = Array.isArray(route.method) ? route.method : [route.method];
      const bodyTypes = (route.config as { bodyTypes?: string[] } | undefined)?.bodyTypes;
      for (const method of methods) registered.push({ method: String(method), url: route.url, bodyTypes });
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

let t: TestApp;
let doc: ApiDocument;
/** 'GET /api/shop/order/details/:orderId' for each operation of the document. */
let documented: Map<string, Operation>;

beforeAll(async () => {
  t = await testApp({ admin: true });
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
    const result = await validator.validate(structuredClone(doc) as unknown as Record<string, unknown>);
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
    // Every operation says who may call it: a public one says so with `security: []` (Redocly's security-defined).
    for (const [key, operation] of documented) expect(operation.security, key).toBeDefined();
    const needs = (key: string) => JSON.stringify(documented.get(key)?.security);
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

/** Redocly CLI's lint (config/redocly.yaml: its recommended rules) of a document: its totals and problems. */
async function redoclyLint(document: unknown) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(document));
  const cli = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
  try {
    const { stdout } = await execFileAsync(
      process.execPath,
      [cli, 'lint', '--config', 'config/redocly.yaml', '--format', 'json', file],
      // It exits 1 when it finds errors: the report is on stdout either way.
      { env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_TELEMETRY: 'off' } },
    ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    return JSON.parse(stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the document as an independent client reads it', () => {
  it("passes Redocly's recommended rules: no error, no warning (info-license off: the API has no licence)", async () => {
    const report = await redoclyLint(doc);
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message} ${p.location[0]?.pointer}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    // The lint bites: an operation without `security` is an error.
    const broken = structuredClone(doc);
    delete broken.paths['/api/auth/login']!.post!.security;
    const refused = await redoclyLint(broken);
    expect(refused.problems.map((p) => p.ruleId)).toEqual(['security-defined']);
  });

  it('names the server: the shop at its PUBLIC_URL', () => {
    expect(doc.servers).toEqual([{ url: t.config.publicUrl, description: 'This shop' }]);
  });

  it('gives every property a schema: no bare {} (the delivery lists, the COD zones, the product fields)', () => {
    const bare: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      const { properties } = node as { properties?: Record<string, object> };
      for (const [name, schema] of Object.entries(properties ?? {})) {
        if (Object.keys(schema).length === 0) bare.push(`${where} ${name}`);
      }
      for (const [key, child] of Object.entries(node)) walk(child, `${where}/${key}`);
    };
    walk(doc, '');
    expect(bare).toEqual([]);
    const settings = documented.get('GET /api/common/settings/get')!.responses['200'].content![
      'application/json'
    ] as {
      schema: { properties: { data: { properties: { delivery: { properties: Record<string, object> } } } } };
    };
    const delivery = settings.schema.properties.data.properties.delivery.properties;
    expect(delivery.localPincodes).toMatchObject({
      type: 'array',
      items: { type: 'string', pattern: '^\\d{1,6}$' },
    });
    expect(delivery.blockedStates).toMatchObject({
      type: 'array',
      items: { type: 'string', enum: expect.arrayContaining(['27', '29']) },
    });
    expect(delivery.cod).toMatchObject({
      properties: { zones: { type: 'array', items: { enum: ['city', 'state', 'india'] } } },
    });
  });

  it('says what the server enforces: absolute http(s) images, a sale price above 0, whole paise, e-mail formats', () => {
    const body = (route: string) =>
      (
        documented.get(route)!.requestBody!.content!['application/json'] as {
          schema: { properties: Record<string, object> };
        }
      ).schema.properties;
    const product = body('POST /api/admin/products/add');
    expect(product.image).toMatchObject({
      type: 'string',
      format: 'uri',
      pattern: '^[Hh][Tt][Tt][Pp][Ss]?:\\/\\/',
    });
    expect(product.salePrice).toMatchObject({ type: 'number', exclusiveMinimum: 0, multipleOf: 0.01 });
    expect(body('PUT /api/admin/products/edit/:id').salePrice).toEqual(product.salePrice);
    expect(body('POST /api/auth/register').email).toMatchObject({
      type: 'string',
      format: 'email',
      maxLength: 254,
    });
    expect(body('PUT /api/admin/settings/update').email).toMatchObject({
      anyOf: [{ enum: [''] }, { format: 'email' }],
    });
    expect(body('POST /api/common/feature/add').image).toMatchObject({ format: 'uri' });
  });

  it('documents the file answers, the XLSX export among them, and the real ones carry a documented type', async () => {
    const check = answerChecker(doc);
    const admin = t.adminCookie;
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products/export?format=csv',
      headers: { cookie: admin },
    });
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products/export?format=xlsx',
      headers: { cookie: admin },
    });
    expect([csv.statusCode, xlsx.statusCode]).toEqual([200, 200]);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    for (const res of [csv, xlsx]) {
      expect(check('GET /api/admin/products/export', 200, res.headers['content-type'] as string, '')).toEqual(
        [],
      );
    }
    expect(Object.keys(documented.get('GET /api/admin/products/export')!.responses['200'].content!)).toEqual([
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    for (const [route, types] of Object.entries(FILE_ANSWERS)) {
      expect(Object.keys(documented.get(route)!.responses['200'].content!), route).toEqual(types);
    }
  });

  it("documents the probes' answers, and their real answers (starting, then ready) follow them", async () => {
    const check = answerChecker(doc);
    const { app } = t;
    const ask = async (url: string) => {
      const res = await app.inject({ method: 'GET', url });
      return {
        status: res.statusCode,
        problems: check(`GET ${url}`, res.statusCode, res.headers['content-type'] as string, res.body),
        body: res.json(),
      };
    };
    expect(await ask('/api/health')).toEqual({ status: 200, problems: [], body: { status: 'ok' } });
    // testApp does not mark the app ready (start.ts does, once listening): readiness says starting.
    expect(await ask('/api/ready')).toEqual({ status: 503, problems: [], body: { status: 'starting' } });
    app.lifecycle.markReady();
    expect(await ask('/api/ready')).toEqual({ status: 200, problems: [], body: { status: 'ready' } });
    // The checker bites: an answer the document does not allow is reported.
    expect(check('GET /api/health', 200, 'application/json', '{"status":"down"}')).not.toEqual([]);
    expect(check('GET /api/health', 200, 'text/html', '<p>ok</p>')).not.toEqual([]);
    expect(check('GET /api/health', 418, 'application/json', '{}')).not.toEqual([]);
  });

  it('documents the 503 of an overloaded shop, with Retry-After, on every operation but the probes; a real one follows it', async () => {
    for (const [key, operation] of documented) {
      const expected = ['GET /api/health', 'GET /api/ready'].includes(key)
        ? expect.objectContaining({ content: expect.anything() })
        : { $ref: '#/components/responses/Unavailable' };
      expect(operation.responses['503'], key).toEqual(expected);
    }
    const unavailable = doc.components.responses.Unavailable!;
    expect(unavailable.headers).toHaveProperty('Retry-After');

    // One request in flight at most and no queue: a login whose body is still coming holds the one place.
    const busy = await testApp({
      config: {
        overload: {
          maxInFlight: 1,
          maxQueue: 0,
          queueWaitMs: 0,
          maxEventLoopDelayMs: 0,
          maxEventLoopUtilization: 0,
          maxHeapBytes: 0,
          maxRssBytes: 0,
        },
      },
    });
    const body = new PassThrough();
    const holding = busy.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    let shed;
    for (let i = 0; i < 200 && shed?.statusCode !== 503; i++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      shed = await busy.app.inject({ method: 'GET', url: '/api/common/settings/get' });
    }
    body.end(JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }));
    expect((await holding).statusCode).toBe(401);
    expect(shed!.statusCode).toBe(503);
    expect(Number(shed!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(
      answerChecker(doc)(
        'GET /api/common/settings/get',
        503,
        shed!.headers['content-type'] as string,
        shed!.body,
      ),
    ).toEqual([]);
  });
});

describe('the multipart bodies, as a client generated from the document sends them', () => {
  /** The document's multipart body of a route: its fields, which are required, and their encodings. */
  function multipartOf(route: string) {
    const media = documented.get(route)?.requestBody?.content?.['multipart/form-data'] as
      | {
          schema: { properties?: Record<string, Schema>; required?: string[] };
          encoding?: Record<string, { contentType?: string }>;
        }
      | undefined;
    return media;
  }
  type Schema = { type?: string; format?: string; contentMediaType?: string; items?: Schema };

  /** A multipart body built from the document alone: a sample file for each binary field, JSON for a JSON part. */
  async function formFromDocument(route: string, json: unknown) {
    const media = multipartOf(route)!;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6fdb' } })
      .png()
      .toBuffer();
    const csv = csvFile([newRow({ brand: '', image: 'https://cdn.example.com/wire.jpg' })]);
    const boundary = 'fromthedocument';
    const parts: Buffer[] = [];
    for (const [name, schema] of Object.entries(media.schema.properties ?? {})) {
      const file = schema.type === 'array' ? schema.items! : schema;
      if (file.format === 'binary') {
        const [bytes, filename, type] = file.contentMediaType?.startsWith('image/')
          ? [png, 'photo.png', 'image/png']
          : [csv, 'products.csv', 'text/csv'];
        parts.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
          ),
          bytes,
          Buffer.from('\r\n'),
        );
      } else if (media.encoding?.[name]?.contentType === 'application/json') {
        parts.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(json)}\r\n`,
          ),
        );
      }
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return {
      payload: Buffer.concat(parts),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }

  it('describes the fields of every route that takes multipart: files as binary, the return request as JSON', () => {
    const multipart = [
      ...new Set(
        registered
          .filter((r) => r.bodyTypes?.includes('multipart/form-data') && !isHiddenRoute(r.url))
          .map((r) => `${r.method} ${r.url}`),
      ),
    ];
    expect(multipart.sort()).toEqual([
      'POST /api/admin/products/import',
      'POST /api/admin/products/upload-image',
      'POST /api/shop/order/return/:orderId',
    ]);
    for (const route of multipart) {
      const media = multipartOf(route);
      expect(Object.keys(media?.schema.properties ?? {}), route).not.toEqual([]);
      expect(media?.schema.required, route).not.toEqual([]);
    }
    expect(multipartOf('POST /api/admin/products/upload-image')!.schema.properties!.my_file).toMatchObject({
      format: 'binary',
    });
    expect(multipartOf('POST /api/admin/products/import')!.schema.properties!.file).toMatchObject({
      format: 'binary',
    });
    const ret = multipartOf('POST /api/shop/order/return/:orderId')!;
    expect(ret.schema.properties!.photos).toMatchObject({
      type: 'array',
      maxItems: 3,
      items: { format: 'binary' },
    });
    expect(ret.encoding!.data).toEqual({ contentType: 'application/json' });
    // The return request may also come as JSON: the same schema.
    expect(documented.get('POST /api/shop/order/return/:orderId')!.requestBody!.content).toHaveProperty(
      'application/json',
    );
  });

  it('are read by the server: the image is stored, the file previewed, the return request read (its order unknown)', async () => {
    const check = answerChecker(doc);
    await createCategory(t.db, { name: 'Wires & Cables', subcategories: ['House Wire'] });
    const send = async (route: string, url: string, cookie: string, json?: unknown) => {
      const form = await formFromDocument(route, json);
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie, ...form.headers },
        payload: form.payload,
      });
      expect(check(route, res.statusCode, res.headers['content-type'] as string, res.body)).toEqual([]);
      return res;
    };
    const upload = await send(
      'POST /api/admin/products/upload-image',
      '/api/admin/products/upload-image',
      t.adminCookie,
    );
    expect(upload.statusCode, upload.body).toBe(200);
    const preview = await send(
      'POST /api/admin/products/import',
      '/api/admin/products/import',
      t.adminCookie,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ dryRun: true, counts: { created: 1, errors: 0 } });
    const cookie = await loginAs(t.app, await createUser(t.db));
    const unknownOrder = '00000000-0000-4000-8000-000000000000';
    const ret = await send(
      'POST /api/shop/order/return/:orderId',
      `/api/shop/order/return/${unknownOrder}`,
      cookie,
      {
        lines: [{ productId: unknownOrder, quantity: 1 }],
        reason: 'damaged',
      },
    );
    // The body was read (a missing `data` is a 400): the order it names is not the customer's.
    expect(ret.statusCode, ret.body).toBe(404);
    // A JSON part that is not JSON is the request's fault, in the route's own words.
    const boundary = 'notjson';
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/shop/order/return/${unknownOrder}`,
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\nContent-Type: application/json\r\n\r\n{"lines":\r\n--${boundary}--\r\n`,
    });
    expect([bad.statusCode, bad.json().message]).toEqual([
      400,
      'The return request (field data) is not valid JSON',
    ]);
  });
});

describe("the document's request rules are the server's", () => {
  it('a body the document allows is taken, one it refuses is refused: images, prices, e-mails, numbers as text', async () => {
    const allowed = requestChecker(doc);
    await createCategory(t.db, { name: 'Pipes', subcategories: ['PVC'] });
    const product = {
      title: 'PVC pipe',
      description: 'A pipe',
      image: 'https://cdn.example.com/pipe.jpg',
      category: 'Pipes',
      subcategory: 'PVC',
      salePrice: 118,
      totalStock: 5,
      minEstimatePrice: 0,
      maxEstimatePrice: 0,
    };
    const existing = await createProduct(t.db, { category: 'Pipes', subcategory: 'PVC', brand: '' });
    const { s: buyer } = await shopperWithCart(t.app, [{ qty: 1 }]);
    const admin = { cookie: t.adminCookie };
    const customer = { cookie: buyer.cookie };
    const asked = [
      // route, its URL, who asks, the body, whether both the document and the server take it
      ['POST /api/admin/products/add', '/api/admin/products/add', admin, product, true],
      [
        'POST /api/admin/products/add',
        '/api/admin/products/add',
        admin,
        { ...product, image: 'ftp://cdn.example.com/a.jpg' },
        false,
      ],
      [
        'POST /api/admin/products/add',
        '/api/admin/products/add',
        admin,
        { ...product, image: 'http:cdn.example.com/a.jpg' },
        false,
      ],
      [
        'POST /api/admin/products/add',
        '/api/admin/products/add',
        admin,
        { ...product, image: '/uploads/a.jpg' },
        false,
      ],
      ['POST /api/admin/products/add', '/api/admin/products/add', admin, { ...product, salePrice: 0 }, false],
      [
        'POST /api/admin/products/add',
        '/api/admin/products/add',
        admin,
        { ...product, salePrice: 0.01 },
        true,
      ],
      [
        'POST /api/admin/products/add',
        '/api/admin/products/add',
        admin,
        { ...product, salePrice: 10.555 },
        false,
      ],
      [
        'POST /api/admin/products/add',
        '/api/admin/products/add',
        admin,
        { ...product, salePrice: '118' },
        false,
      ],
      [
        'POST /api/admin/products/add',
        '/api/admin/products/add',
        admin,
        { ...product, price: '100.00' },
        false,
      ],
      [
        'PUT /api/admin/products/edit/:id',
        `/api/admin/products/edit/${existing.id}`,
        admin,
        { salePrice: '118' },
        false,
      ],
      [
        'PUT /api/admin/products/edit/:id',
        `/api/admin/products/edit/${existing.id}`,
        admin,
        { totalStock: '3' },
        false,
      ],
      [
        'PUT /api/admin/products/edit/:id',
        `/api/admin/products/edit/${existing.id}`,
        admin,
        { salePrice: 120, totalStock: 3 },
        true,
      ],
      [
        'POST /api/shop/cart/add',
        '/api/shop/cart/add',
        customer,
        { userId: buyer.user.id, productId: existing.id, quantity: '1' },
        false,
      ],
      [
        'POST /api/shop/cart/add',
        '/api/shop/cart/add',
        customer,
        { userId: buyer.user.id, productId: existing.id, quantity: 1 },
        true,
      ],
      [
        'PUT /api/admin/settings/update',
        '/api/admin/settings/update',
        admin,
        { email: 'not-an-email' },
        false,
      ],
      [
        'PUT /api/admin/settings/update',
        '/api/admin/settings/update',
        admin,
        { email: 'shop@example.com', cgstPercent: 9 },
        true,
      ],
      ['PUT /api/admin/settings/update', '/api/admin/settings/update', admin, { cgstPercent: '9' }, false],
      [
        'POST /api/common/feature/add',
        '/api/common/feature/add',
        admin,
        { image: 'javascript:alert(1)' },
        false,
      ],
      [
        'POST /api/auth/register',
        '/api/auth/register',
        {},
        { userName: 'Asha', email: 'asha@', password: 'long-enough-1' },
        false,
      ],
      [
        'POST /api/auth/register',
        '/api/auth/register',
        {},
        { userName: 'Asha', email: 'asha@example.com', password: 'long-enough-1' },
        true,
      ],
      [
        'POST /api/shop/order/create',
        '/api/shop/order/create',
        customer,
        createBody(buyer, { contactEmail: 'nope' }),
        false,
      ],
      [
        'POST /api/shop/order/create',
        '/api/shop/order/create',
        customer,
        createBody(buyer, { contactEmail: null }),
        false,
      ],
      [
        'POST /api/shop/order/create',
        '/api/shop/order/create',
        customer,
        createBody(buyer, { contactName: null }),
        false,
      ],
      ['POST /api/shop/order/create', '/api/shop/order/create', customer, createBody(buyer), true],
    ] as const;
    for (const [route, url, who, body, ok] of asked) {
      const method = route.split(' ')[0] as 'POST' | 'PUT';
      const res = await t.app.inject({ method, url, payload: body as object, headers: who });
      expect({ route, body, document: allowed(route, body), server: res.statusCode < 300 }, res.body).toEqual(
        {
          route,
          body,
          document: ok,
          server: ok,
        },
      );
    }
  });
});
