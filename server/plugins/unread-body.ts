import fp from 'fastify-plugin';

/**
 * The most of an upload's unread rest that is read and dropped after an early answer, so that its kept-alive
 * connection serves the next request: above any upload the shop takes (10 MB for a catalog file, 3 photos of
 * 5 MB for a return), with room for the multipart framing.
 */
export const DRAIN_MAX_BYTES = 16 * 1024 * 1024;

/**
 * An answer given before the request's body was read to its end (an upload refused for its header row, its
 * field or its type, while the rest is still arriving) would leave that rest in the connection: the body's
 * reader (busboy) stops pulling once nobody reads its parts, so the server never reads the next request on a
 * kept-alive connection and the client waits for ever. Node drops an unread body by itself only when nothing
 * was reading it. Here the rest is read and dropped when the request says it is at most DRAIN_MAX_BYTES;
 * a larger or unsized one gets `Connection: close` instead of an endless upload to read.
 */
export const unreadBody = fp(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    const length = Number(request.headers['content-length']);
    const hasBody = length > 0 || request.headers['transfer-encoding'] !== undefined;
    if (!hasBody || raw.complete || raw.readableEnded || raw.destroyed) return payload;
    if (Number.isSafeInteger(length) && length <= DRAIN_MAX_BYTES) {
      raw.unpipe();
      raw.resume();
    } else {
      reply.header('connection', 'close');
    }
    return payload;
  });
});
