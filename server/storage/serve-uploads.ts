import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '../config';
import { createStorage } from './create-storage';
import { isSafeKey } from './storage';

/** Keys are never reused (decision 006), so a file at a URL never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * /uploads/<key> for every storage driver, with the same answer: the disk folder through @fastify/static
 * (local), or the file read through the driver (database, S3): its type, immutable caching, an ETag and
 * Last-Modified (304 when they match), 404 for a missing file. HEAD is answered by Fastify from GET.
 */
export async function registerUploads(app: FastifyInstance, config: AppConfig): Promise<void> {
  if (config.storage.driver === 'local') {
    fs.mkdirSync(config.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: config.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
    });
    return;
  }

  // A shop upgraded from the disk (the default before decision 015) would answer 404 for its old images.
  const leftOnDisk = fs.existsSync(config.uploadsDir) ? fs.readdirSync(config.uploadsDir).length : 0;
  if (leftOnDisk > 0) {
    app.log.warn(
      { uploadsDir: config.uploadsDir, entries: leftOnDisk, storage: config.storage.driver },
      'uploaded images on disk are not served with this STORAGE: run `npm run images:to-db` once, or set STORAGE=local',
    );
  }

  const storage = createStorage(config, app.db);
  app.get('/uploads/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isSafeKey(key)) return reply.callNotFound();
    const file = await storage.get(key);
    if (!file) return reply.callNotFound();
    reply
      .header('cache-control', IMMUTABLE)
      .header('etag', file.etag)
      .header('last-modified', file.lastModified.toUTCString());
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) {
      return reply.status(304).send();
    }
    return reply.type(file.contentType).send(file.bytes);
  });
}
