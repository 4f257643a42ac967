/**
 * Test-only: a real SMTP server (smtp-server) on 127.0.0.1 that keeps every message it receives, with a
 * small MIME reader for nodemailer's output. Never imported by the app.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The session ran over TLS. */
  secure: boolean;
  raw: string;
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, or smtps://…?tls.rejectUnauthorized=false for the TLS variant. */
  url: string;
  received: ReceivedMail[];
  /** While on, every message is refused (451, a temporary failure), as a mail server under trouble does. */
  refuse(on: boolean): void;
  /** Resolves with the next message to `to` (or any), already received or arriving within timeoutMs. */
  waitFor(to?: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const joined = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const ch = joined[i];
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const decoded =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  // Mail lines end in CRLF; tests compare with the LF text the app wrote.
  return decoded.replace(/\r\n/g, '\n');
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in a header. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _cs, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** Walks a (possibly multipart) MIME entity and collects its text/plain and text/html parts. */
function readEntity(raw: string, out: { text: string; html: string }) {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(split < 0 ? raw : raw.slice(0, split));
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      readEntity(part.replace(/^\r?\n/, ''), out);
    }
    return headers;
  }
  if (type.toLowerCase().startsWith('text/html')) out.html += decodeBody(headers, body);
  else if (type.toLowerCase().startsWith('text/plain')) out.text += decodeBody(headers, body);
  return headers;
}

export function parseMail(
  raw: string,
  envelope: { from: string; to: string[]; secure: boolean },
): ReceivedMail {
  const parts = { text: '', html: '' };
  const headers = readEntity(raw, parts);
  return {
    ...envelope,
    raw,
    headers,
    subject: decodeWords(headers.subject ?? ''),
    text: parts.text,
    html: parts.html,
  };
}

export async function startSmtpSink(opts: { secure?: boolean } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiters: { to?: string; resolve: (m: ReceivedMail) => void }[] = [];
  let refusing = false;
  const server = new SMTPServer({
    secure: opts.secure ?? false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!refusing) return callback();
      const err = new Error('4.3.0 Mail server temporarily unavailable') as Error & { responseCode: number };
      err.responseCode = 451;
      callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          secure: Boolean(session.secure),
        };
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), envelope);
        received.push(mail);
        for (const w of [...waiters]) {
          if (!w.to || mail.to.includes(w.to)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  // Client mistakes (a plain client on the TLS port) are part of some tests; they must not crash the run.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: opts.secure ? `smtps://127.0.0.1:${port}/?tls.rejectUnauthorized=false` : `smtp://127.0.0.1:${port}`,
    received,
    refuse(on) {
      refusing = on;
    },
    waitFor(to, timeoutMs = 10_000) {
      const already = received.find((m) => !to || m.to.includes(to));
      if (already) {
        received.splice(received.indexOf(already), 1);
        return Promise.resolve(already);
      }
      return new Promise((resolve, reject) => {
        const waiter = {
          to,
          resolve: (m: ReceivedMail) => {
            clearTimeout(timer);
            received.splice(received.indexOf(m), 1);
            resolve(m);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`No mail${to ? ` to ${to}` : ''} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
