import crypto from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_COLUMNS } from '../../common/contracts/catalog-io';
import { UPLOAD_MESSAGES } from '../../server/lib/uploads';
import { DRAIN_MAX_BYTES } from '../../server/plugins/unread-body';
import { testApp, type TestApp } from '../helpers/app';
import { createUser, loginAs } from '../helpers/factories';

/**
 * The three routes that take a file (the catalog import, the product image upload, a return's photos), as a
 * client sends them over the network: a body cut before its closing boundary is a 400 in words, never a 500,
 * and an answer given before the body was read to its end leaves the kept-alive connection usable (the body
 * is read and dropped) or closes it (a body larger than any upload). Before, the next request on that
 * connection waited for ever.
 */

let t: TestApp;
let customer: string;
let port: number;

beforeAll(async () => {
  t = await testApp({ admin: true });
  customer = await loginAs(t.app, await createUser(t.db));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = address && typeof address === 'object' ? address.port : 0;
});

interface Part {
  field: string;
  filename?: string;
  type?: string;
  bytes: Buffer;
}

/** A multipart/form-data body of these parts; `cut` leaves out everything from the closing boundary on. */
function multipart(parts: Part[], opts: { cut?: boolean } = {}) {
  const boundary = `----uploadtest${crypto.randomBytes(6).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.filename
      ? `form-data; name="${p.field}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}`
      : `form-data; name="${p.field}"`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
      p.bytes,
      Buffer.from('\r\n'),
    );
  }
  if (!opts.cut) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const RETURN_URL = `/api/shop/order/return/${crypto.randomUUID()}`;
const returnData: Part = { field: 'data', bytes: Buffer.from('{"lines":[],"reason":"damaged"}') };

interface Route {
  name: string;
  url: string;
  cookie: () => string;
  /** The route's file part, with these bytes. */
  file: (bytes: Buffer) => Part[];
}

const ROUTES: Route[] = [
  {
    name: 'the catalog import',
    url: '/api/admin/products/import?dryRun=true',
    cookie: () => t.adminCookie,
    file: (bytes) => [{ field: 'file', filename: 'products.csv', type: 'text/csv', bytes }],
  },
  {
    name: 'the image upload',
    url: '/api/admin/products/upload-image',
    cookie: () => t.adminCookie,
    file: (bytes) => [{ field: 'my_file', filename: 'photo.png', type: 'image/png', bytes }],
  },
  {
    name: 'a return request',
    url: RETURN_URL,
    cookie: () => customer,
    file: (bytes) => [returnData, { field: 'photos', filename: 'crack.png', type: 'image/png', bytes }],
  },
];

describe('a multipart body cut before its closing boundary', () => {
  it.each(ROUTES)('is a 400 in words on $name, wherever it is cut', async (route) => {
    // A well-formed start of each route's file: text for the import, so that only the cut is wrong.
    const start =
      route === ROUTES[0] ? Buffer.from('id,title\r\n'.repeat(6000)) : crypto.randomBytes(64 * 1024);
    const { body, contentType } = multipart(route.file(start), { cut: true });
    const headerEnd = body.indexOf('\r\n\r\n', body.lastIndexOf('Content-Disposition')) + 4;
    // After the file's first bytes, inside it, after its last byte, and inside the file part's headers.
    for (const length of [headerEnd + 2, headerEnd + 1000, body.length, headerEnd - 10]) {
      const res = await t.app.inject({
        method: 'POST',
        url: route.url,
        headers: { cookie: route.cookie(), 'content-type': contentType },
        payload: body.subarray(0, length),
      });
      expect(res.statusCode, `${route.name}, cut at ${length} of ${body.length}`).toBe(400);
      expect(res.json(), `${route.name}, cut at ${length}`).toEqual({
        success: false,
        message: UPLOAD_MESSAGES.incomplete,
      });
    }
  });
});

/** Requests over one kept-alive connection, each answered within 5 s or failed. */
class Connection {
  readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  readonly sockets: net.Socket[] = [];

  send(method: string, path: string, headers: Record<string, string> = {}, body?: Buffer) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>(
      (resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent: this.agent });
        req.on('socket', (socket) => this.sockets.push(socket));
        req.setTimeout(5000, () => req.destroy(new Error(`${method} ${path}: no answer within 5 s`)));
        req.on('error', reject);
        req.on('response', (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
        });
        req.end(body);
      },
    );
  }

  /** The refused upload, then a plain request on the same connection: both answered. */
  async refusedThenNext(route: Route, parts: Part[]) {
    const { body, contentType } = multipart(parts);
    const refused = await this.send(
      'POST',
      route.url,
      { cookie: route.cookie(), 'content-type': contentType },
      body,
    );
    const next = await this.send('GET', '/api/health');
    return { refused, next };
  }
}

const connections: Connection[] = [];
const connection = () => {
  const c = new Connection();
  connections.push(c);
  return c;
};
afterAll(() => {
  for (const c of connections) c.agent.destroy();
});

/** 2 MB: more than the kernel's socket buffers hold, so an unread rest stays unread. */
const BIG = 2 * 1024 * 1024;
const csvBody = (header: readonly string[]) => {
  const row = `,${'x'.repeat(100)},d,Wires & Cables,House Wire,,,118,9,9,5,0,0,img.webp,,no\r\n`;
  return Buffer.from(`${header.join(',')}\r\n${row.repeat(Math.ceil(BIG / row.length))}`);
};

describe('an upload refused before its body was read', () => {
  const wrongHeader: string[] = [...CATALOG_COLUMNS];
  wrongHeader[8] = 'CGST';
  const early: { route: Route; what: string; parts: () => Part[]; message: RegExp }[] = [
    {
      route: ROUTES[0],
      what: 'a wrong header row',
      parts: () => ROUTES[0].file(csvBody(wrongHeader)),
      message: /^The header row must be/,
    },
    {
      route: ROUTES[0],
      what: 'a file in another field',
      parts: () => [{ field: 'upload', filename: 'products.csv', bytes: csvBody(CATALOG_COLUMNS) }],
      message: /^Send the file in the field file$/,
    },
    {
      route: ROUTES[0],
      what: 'a file that is not a spreadsheet',
      parts: () => [{ field: 'file', filename: 'products.pdf', bytes: crypto.randomBytes(BIG) }],
      message: /^Choose a \.csv or \.xlsx file$/,
    },
    {
      route: ROUTES[0],
      what: 'a file that is not UTF-8',
      parts: () =>
        ROUTES[0].file(Buffer.concat([Buffer.from('id,ti\xe9tle\r\n', 'latin1'), csvBody(CATALOG_COLUMNS)])),
      message: /^The file is not UTF-8 text/,
    },
    {
      route: ROUTES[1],
      what: 'a file in another field',
      parts: () => [{ field: 'image', filename: 'photo.png', bytes: crypto.randomBytes(BIG) }],
      message: /^Send the image in the field my_file$/,
    },
    {
      route: ROUTES[1],
      what: 'a file that is not an image',
      parts: () => ROUTES[1].file(crypto.randomBytes(BIG)),
      message: /./,
    },
    {
      route: ROUTES[2],
      what: 'a photo in another field',
      parts: () => [returnData, { field: 'photo', filename: 'crack.png', bytes: crypto.randomBytes(BIG) }],
      message: /^Send the photos in the field photos$/,
    },
    {
      route: ROUTES[2],
      what: 'request data that is not JSON, before the photo',
      parts: () => [
        { field: 'data', bytes: Buffer.from('{not json') },
        ...ROUTES[2].file(crypto.randomBytes(BIG)).slice(1),
      ],
      message: /^The return request \(field data\) is not valid JSON$/,
    },
  ];

  it.each(early)(
    'on $route.name, $what: the answer, then the next request on the same connection',
    async (c) => {
      const conn = connection();
      const { refused, next } = await conn.refusedThenNext(c.route, c.parts());
      expect(refused.status, refused.text).toBeGreaterThanOrEqual(400);
      expect(refused.status, refused.text).toBeLessThan(500);
      expect(JSON.parse(refused.text).message).toMatch(c.message);
      expect(next.status).toBe(200);
      expect(JSON.parse(next.text)).toEqual({ status: 'ok' });
      expect(conn.sockets).toHaveLength(2);
      expect(conn.sockets[1]).toBe(conn.sockets[0]);
    },
  );

  it.each(ROUTES)(
    'on $name, a file past its size limit: a 4xx, then the next request is answered',
    async (route) => {
      const conn = connection();
      const { body, contentType } = multipart(route.file(crypto.randomBytes(24 * 1024 * 1024)));
      const refused = await conn.send(
        'POST',
        route.url,
        { cookie: route.cookie(), 'content-type': contentType },
        body,
      );
      expect(refused.status, refused.text).toBeGreaterThanOrEqual(400);
      expect(refused.status, refused.text).toBeLessThan(500);
      const next = await conn.send('GET', '/api/health');
      expect(next.status).toBe(200);
      // On the same connection, unless the answer closed it.
      if (refused.headers.connection === 'close') expect(conn.sockets[1]).not.toBe(conn.sockets[0]);
      else expect(conn.sockets[1]).toBe(conn.sockets[0]);
    },
  );

  it('leaves the answer to a request without a body as it is', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.connection).not.toBe('close');
  });

  it(`closes the connection after an early answer when the body is larger than ${DRAIN_MAX_BYTES / 1024 / 1024} MB`, async () => {
    const wrong = [...CATALOG_COLUMNS].reverse();
    const { body, contentType } = multipart(ROUTES[0].file(csvBody(wrong)));
    const declared = DRAIN_MAX_BYTES + 1;
    const socket = net.connect(port, '127.0.0.1');
    const answer = await new Promise<string>((resolve, reject) => {
      let text = '';
      const timer = setTimeout(() => reject(new Error(`the connection was left open: ${text}`)), 5000);
      socket.on('data', (d) => (text += d.toString('latin1')));
      socket.on('error', reject);
      socket.on('end', () => {
        clearTimeout(timer);
        resolve(text);
      });
      // The start of a body that says it is larger; the rest never comes.
      socket.write(
        `POST ${ROUTES[0].url} HTTP/1.1\r\nHost: shop.test\r\nCookie: ${t.adminCookie}\r\n` +
          `Content-Type: ${contentType}\r\nContent-Length: ${declared}\r\n\r\n`,
      );
      socket.write(body);
    });
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain('The header row must be');
  });
});
