import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import secureJson from 'secure-json-parse';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase, type Database, type Db } from './db/client';
import { authPlugin } from './plugins/auth';
import { registerErrorHandler } from './plugins/errors';
import authRoutes from './modules/auth/auth.routes';
import catalogRoutes from './modules/catalog/catalog.routes';
import cartRoutes from './modules/cart/cart.routes';
import addressRoutes from './modules/addresses/addresses.routes';
import reviewRoutes from './modules/reviews/reviews.routes';
import adminProductRoutes from './modules/admin-products/admin-products.routes';
import categoryRoutes from './modules/categories/categories.routes';
import adminOrderRoutes from './modules/admin-orders/admin-orders.routes';
import imageRoutes from './modules/images/images.routes';
import featureRoutes from './modules/features/features.routes';
import settingsRoutes from './modules/settings/settings.routes';
import orderRoutes from './modules/orders/orders.routes';
import paymentRoutes from './modules/payments/payments.routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    database: Database;
  }
}

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const MAX_PARAM_LENGTH = 16 * 1024;

/**
 * The whole shop as a Fastify instance, without listening: main.ts listens, tests use `app.inject`.
 * Pass an open database to share one (tests); otherwise one is opened from the config and closed with the app.
 */
export async function buildApp(config: AppConfig, opts: { database?: Database } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // Room for a 10 kB search keyword in the path (the search caps what it uses); longer is a 414.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Router-level errors (bad percent-encoding, over-long parameters) in the API's error shape.
    frameworkErrors: (err: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      reply
        .status(tooLong ? 414 : 400)
        .send({ success: false, message: tooLong ? 'The address is too long' : 'The address is not a valid URL' });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  acceptEmptyJsonBodies(app);

  const database = opts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir }));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  if (!opts.database) app.addHook('onClose', () => database.close());

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'", 'https:', 'http:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  await app.register(authPlugin);
  registerErrorHandler(app);

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
  await app.register(addressRoutes, { prefix: '/api/shop/address' });
  await app.register(reviewRoutes, { prefix: '/api/shop/review' });
  await app.register(adminProductRoutes, { prefix: '/api/admin/products' });
  await app.register(categoryRoutes, { prefix: '/api/admin/categories' });
  await app.register(adminOrderRoutes, { prefix: '/api/admin/orders' });
  await app.register(imageRoutes, { prefix: '/api/admin/images' });
  await app.register(featureRoutes, { prefix: '/api/common/feature' });
  await app.register(settingsRoutes, { prefix: '/api/admin/settings' });
  await app.register(orderRoutes, { prefix: '/api/shop/order' });
  await app.register(paymentRoutes, { prefix: '/api/payments' });

  registerStatic(app, config);
  return app;
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
      return done(Object.assign(new Error('Text must not contain NUL characters'), { statusCode: 400 }), undefined);
    }
    try {
      // secure-json-parse, as Fastify's own parser: refuses __proto__ / constructor.prototype poisoning.
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(Object.assign(new SyntaxError('The request body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });
}

/** Uploaded images and the built web app, with an SPA fallback for every non-API GET. */
function registerStatic(app: FastifyInstance, config: AppConfig) {
  fs.mkdirSync(config.uploadsDir, { recursive: true });
  app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  });

  const indexHtml = path.join(config.webDistDir, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      // Files are looked up per request, so a rebuild of dist/web is served without a restart.
      wildcard: true,
      index: ['index.html'],
      setHeaders(res, filePath) {
        // Hashed assets never change; everything else is revalidated.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }

  // Unknown API paths never reach the web app's catch-all file route: straight to the not-found handler.
  app.all('/api/*', (_request, reply) => reply.callNotFound());

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0];
    if (urlPath.startsWith('/assets/')) {
      // A stale page asking for an asset of an older build must fail loudly, not receive HTML as JavaScript.
      return reply.status(404).type('text/plain').send('Not found');
    }
    if (urlPath.startsWith('/api/') || urlPath === '/api' || urlPath.startsWith('/uploads/')) {
      // The web app's catch-all route matches what the router would refuse as over-long: keep that a 414.
      if (urlPath.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH)) {
        return reply.status(414).send({ success: false, message: 'The address is too long' });
      }
      return reply.status(404).send({ success: false, message: `No such endpoint: ${request.method} ${urlPath}` });
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && hasWeb) {
      // The client router shows SPEC's not-found page for unknown paths.
      return reply.header('cache-control', 'no-cache').type('text/html').send(fs.createReadStream(indexHtml));
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
}
