import path from 'node:path';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import secureJson from 'secure-json-parse';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase, type Database, type Db } from './db/client';
import { httpCaching } from './plugins/http-caching';
import { securityHeaders } from './plugins/security-headers';
import { originOf, requestGuard } from './plugins/request-guard';
import { dynamicCompression } from './http/cached-body';
import { registerErrorHandler } from './plugins/errors';
import { registerApiMessages } from './i18n/api-messages';
import { overloadPlugin } from './plugins/overload';
import { metricsPlugin } from './plugins/metrics';
import { openapiPlugin } from './plugins/openapi';
import { requestIdFor } from './plugins/request-id';
import { unreadBody } from './plugins/unread-body';
import { lifecyclePlugin } from './lifecycle';
import { registerPages } from './ssr/pages';
import { attachViteDev } from './ssr/dev-renderer';
import { builtRenderer } from './ssr/renderer';
import { registerUploads } from './storage/serve-uploads';
import { authPlugin, authRoutes } from './modules/auth';
import { catalogRoutes } from './modules/catalog';
import { cartRoutes } from './modules/cart';
import { addressRoutes } from './modules/addresses';
import { reviewRoutes } from './modules/reviews';
import { adminProductRoutes } from './modules/admin-products';
import { categoryRoutes } from './modules/categories';
import { imageRoutes } from './modules/images';
import { featureRoutes } from './modules/features';
import { settingsRoutes } from './modules/settings';
import { adminDashboardRoutes } from './modules/admin-dashboard';
import { adminOrderRoutes, adminReturnRoutes, orderRoutes, paymentRoutes } from './modules/orders';
import { gstRoutes } from './modules/gst';
import { deliveryRoutes } from './modules/delivery';
import { discountRoutes } from './modules/discounts';
import { giftCardAdminRoutes, giftCardShopRoutes } from './modules/giftcards';
import { wishlistRoutes, wishlistUnsubscribeRoutes } from './modules/wishlist';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    database: Database;
  }
}

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const MAX_PARAM_LENGTH = 16 * 1024;
/** No request body of the API nests deeper than a few levels; deeper ones are refused before parsing. */
export const MAX_JSON_DEPTH = 32;

/** The whole shop as a Fastify instance, without listening: start.ts listens, tests use `app.inject`. */
export interface BuildOptions {
  /** An open database to share (tests); otherwise one is opened from the config and closed with the app. */
  database?: Database;
  /** `npm run dev`: serve the web sources through Vite (hot reload) instead of the build. */
  dev?: boolean;
  /** Where the log goes instead of stdout (tests that read the log). */
  logStream?: { write(line: string): void };
}

/** Query parameters whose values are secrets (the password-reset link's code): never written to the log. */
const SECRET_QUERY_PARAMS = /([?&](?:code|token|otp)=)[^&#]*/gi;

/** A request's URL as the log shows it: secret query values replaced by [redacted]. */
export function urlForLog(url: string): string {
  return url.includes('?') ? url.replace(SECRET_QUERY_PARAMS, '$1[redacted]') : url;
}

export async function buildApp(config: AppConfig, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization'],
            ...(opts.logStream ? { stream: opts.logStream } : {}),
            serializers: {
              // Fastify's own request serializer, with the reset link's code taken out of the URL.
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: urlForLog(request.url),
                route: request.routeOptions?.url,
                host: request.host,
                remoteAddress: request.ip,
                remotePort: request.socket?.remotePort,
              }),
              // "request completed" lines carry the route pattern beside the status (and responseTime, in ms).
              res: (reply: { statusCode: number; request?: { routeOptions?: { url?: string } } }) => ({
                statusCode: reply.statusCode,
                route: reply.request?.routeOptions?.url,
              }),
            },
          },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // The balancer's X-Request-Id when it is a plain token, else a new UUID (server/plugins/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdFor,
    // Room for a 10 kB search keyword in the path (the search caps what it uses); longer is a 414.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Router-level errors (bad percent-encoding, over-long parameters) in the API's error shape.
    frameworkErrors: (err: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      reply.status(tooLong ? 414 : 400).send({
        success: false,
        message: tooLong ? 'The address is too long' : 'The address is not a valid URL',
      });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  acceptEmptyJsonBodies(app);

  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.pgliteDir,
      statementTimeoutMs: config.timeouts.dbStatementMs,
    }));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  if (!opts.database) app.addHook('onClose', () => database.close());

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Only origin-form targets ('/path?query'). An absolute-form ('GET http://host/path') or asterisk ('*')
  // target is what proxies take, not an app: nginx never sends one, but an instance can be reached directly.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.raw.url?.startsWith('/')) return done();
    reply.status(400).send({ success: false, message: 'The request target must be a path starting with /' });
  });
  await app.register(overloadPlugin, config.overload); // 503 + Retry-After past the limits

  // Helmet's headers, computed once (server/plugins/security-headers.ts).
  await app.register(securityHeaders, {
    // Vite's dev client runs inline scripts and a websocket; the built app needs neither.
    contentSecurityPolicy: opts.dev
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
            styleSrc: ["'self'", "'unsafe-inline'"],
            scriptSrc: ["'self'"],
            connectSrc: ["'self'"],
            // The shop's only forms post to itself (the simulator's page); the payment page is reached by a
            // navigation (window.location), which form-action does not govern.
            formAction: ["'self'"],
            upgradeInsecureRequests: null,
          },
        },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  // Cross-site and content-type checks on state-changing /api calls, before the session or the body is read.
  await app.register(requestGuard, {
    allowedOrigins: shopOrigins(config, opts.dev ?? false),
    httpsShop: config.publicUrl.startsWith('https://'),
  });
  // Dynamic answers at the measured levels; kept ones (catalog, pages) come precompressed (server/http/cached-body.ts).
  await app.register(compress, dynamicCompression);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  // An upload answered before its body was read to the end: the rest is read and dropped, or the connection closed.
  await app.register(unreadBody);
  await app.register(authPlugin);
  await app.register(httpCaching);
  registerErrorHandler(app);
  // Buyer-facing messages in Hindi for a Hindi page's requests (x-shop-lang: hi), in one place (decision 037).
  registerApiMessages(app);
  // The API described (OpenAPI 3.1 at /api/docs/openapi.json, a reference page at /api/docs): before every route.
  await app.register(openapiPlugin);
  // Readiness (/api/ready) and draining, and Prometheus metrics (decision 016).
  await app.register(lifecyclePlugin);
  await app.register(metricsPlugin);

  app.get('/api/health', async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(catalogRoutes, { prefix: '/api' });
  await app.register(cartRoutes, { prefix: '/api/shop/cart' });
  await app.register(wishlistRoutes, { prefix: '/api/shop/wishlist' });
  await app.register(addressRoutes, { prefix: '/api/shop/address' });
  await app.register(reviewRoutes, { prefix: '/api/shop/review' });
  await app.register(adminProductRoutes, { prefix: '/api/admin/products' });
  await app.register(categoryRoutes, { prefix: '/api/admin/categories' });
  await app.register(adminOrderRoutes, { prefix: '/api/admin/orders' });
  await app.register(adminReturnRoutes, { prefix: '/api/admin/returns' });
  await app.register(imageRoutes, { prefix: '/api/admin/images' });
  await app.register(featureRoutes, { prefix: '/api/common/feature' });
  await app.register(settingsRoutes, { prefix: '/api/admin/settings' });
  await app.register(gstRoutes, { prefix: '/api/admin/gst' });
  await app.register(discountRoutes, { prefix: '/api/admin/discounts' });
  await app.register(giftCardAdminRoutes, { prefix: '/api/admin/giftcards' });
  await app.register(giftCardShopRoutes, { prefix: '/api/shop/giftcard' });
  await app.register(adminDashboardRoutes, { prefix: '/api/admin/dashboard' });
  await app.register(orderRoutes, { prefix: '/api/shop/order' });
  await app.register(deliveryRoutes, { prefix: '/api/shop/delivery' });
  await app.register(paymentRoutes, { prefix: '/api/payments' });
  // The wishlist mails' one-click unsubscribe (a page and its POST, outside /api: mail clients post to it).
  await app.register(wishlistUnsubscribeRoutes);

  await registerWeb(app, config, opts.dev ?? false);
  return app;
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes "trust the n nearest addresses" (as Express does):
 * Fastify 5 itself treats a bare number as trusting no one.
 */
function trustProxyOption(
  trust: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** The origins the shop's own pages call the API from: PUBLIC_URL's, and in `npm run dev` the dev server's on PORT. */
function shopOrigins(config: AppConfig, dev: boolean): string[] {
  const origins = [originOf(config.publicUrl)];
  if (dev) origins.push(`http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`);
  return [...new Set(origins)];
}

/**
 * SPEC's bodiless calls (logout, deletes) may still be labelled application/json by a client; Fastify's own
 * parser answers those with an error. An empty body is no body; anything else must be valid JSON.
 */
function acceptEmptyJsonBodies(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    // PostgreSQL cannot store NUL in text; refuse it here once rather than as a 500 in every module.
    if (text.includes('\\u0000') || text.includes('\0')) {
      return done(
        Object.assign(new Error('Text must not contain NUL characters'), { statusCode: 400 }),
        undefined,
      );
    }
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      return done(
        Object.assign(
          new Error(`The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`),
          { statusCode: 400 },
        ),
        undefined,
      );
    }
    try {
      // secure-json-parse, as Fastify's own parser: refuses __proto__ / constructor.prototype poisoning.
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(
        Object.assign(new SyntaxError('The request body is not valid JSON'), { statusCode: 400 }),
        undefined,
      );
    }
  });
}

/**
 * Whether JSON text opens more than `max` arrays/objects inside one another (strings skipped). Checked on
 * the text, so code that walks a body recursively (validation, the idempotency hash) never meets a deep one.
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \\ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}

/** Uploaded images, the built web app's files, and every page (rendered on the server, server/ssr/pages.ts). */
async function registerWeb(app: FastifyInstance, config: AppConfig, dev: boolean) {
  await registerUploads(app, config);

  // Hashed build output never changes. Files are looked up per request, so a rebuild needs no restart.
  app.register(fastifyStatic, {
    root: path.join(config.webDistDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    wildcard: true,
    index: false,
    immutable: true,
    maxAge: '365d',
    // file.br / file.gz written at build time (scripts/precompress.ts), sent with Content-Encoding and Vary.
    preCompressed: true,
  });

  // Unknown API paths never reach the page route: straight to the not-found handler.
  app.all('/api/*', (_request, reply) => reply.callNotFound());
  app.all('/api', (_request, reply) => reply.callNotFound());

  const renderer = dev ? await attachViteDev(app) : builtRenderer(config.webDistDir, config.ssrDir);
  await registerPages(app, { renderer, webDistDir: config.webDistDir });

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0];
    if (urlPath.startsWith('/api/') || urlPath === '/api' || urlPath.startsWith('/uploads/')) {
      // Over-long segments are a 414, as the router answers them.
      if (urlPath.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH)) {
        return reply.status(414).send({ success: false, message: 'The address is too long' });
      }
      return reply
        .status(404)
        .send({ success: false, message: `No such endpoint: ${request.method} ${urlPath}` });
    }
    // A stale page asking for an asset of an older build must fail loudly, not receive HTML as JavaScript.
    return reply.status(404).type('text/plain').send('Not found');
  });
}
