import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * Request ids. The id a balancer sends in X-Request-Id (nginx's $request_id) is kept, so one id follows a
 * request from the balancer's log into ours; anything else gets a new UUID. Only a short token is believed:
 * an id goes into every log line and back in a header, so a client cannot write what it likes there.
 */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

export function requestIdFor(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && ACCEPTED_ID.test(sent) ? sent : crypto.randomUUID();
}
