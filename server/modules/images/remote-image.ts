import dns from 'node:dns';
import https from 'node:https';
import net from 'node:net';

/**
 * Fetching an image from an https address for the catalog import, with the limits of an upload:
 * at most 5 MB, and the type is sniffed by uploadImage afterwards. The shop's server must not be turned
 * into a way into its own network (SSRF): only https, only public addresses (checked on every address the
 * name resolves to, at connection time, so a name cannot resolve to a public address when checked and a
 * private one when fetched), at most 3 redirects (each checked again), and a time limit.
 */

const blocked = new net.BlockList();
for (const [net4, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net4, bits, 'ipv4');
for (const [net6, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net6, bits, 'ipv6');

/** True for an address on the public internet (not loopback, private, link-local, reserved or multicast). */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is checked as the IPv4 one.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return isPublicAddress(mapped[1]);
    return !blocked.check(address, 'ipv6');
  }
  return !blocked.check(address, 'ipv4');
}

/** Why an image address cannot be fetched from its form alone (https, a host, no private address), or null. */
export function imageUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not a valid address';
  }
  if (url.protocol !== 'https:') return 'must be an https:// address';
  if (url.username || url.password) return 'must not carry a user name or password';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!host) return 'must name a host';
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.internal')
  )
    return 'must be an address on the internet';
  if (net.isIP(host) && !isPublicAddress(host)) return 'must be an address on the internet';
  return null;
}

/** The largest image fetched from an address: an upload's limit (server/app.ts MAX_UPLOAD_BYTES). */
const MAX_REMOTE_BYTES = 5 * 1024 * 1024;

export class RemoteImageError extends Error {}

/** dns.lookup refusing names that resolve to any non-public address. */
const guardedLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 4);
    const list = addresses as dns.LookupAddress[];
    if (list.length === 0 || list.some((a) => !isPublicAddress(a.address))) {
      return callback(
        new RemoteImageError('its host is not on the internet') as NodeJS.ErrnoException,
        '',
        4,
      );
    }
    if ((options as { all?: boolean }).all)
      return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    return callback(null, list[0].address, list[0].family);
  });
};

export interface FetchOptions {
  timeoutMs?: number;
  maxBytes?: number;
  /** Tests only: a lookup that may answer a local address. */
  lookup?: net.LookupFunction;
  /** Tests only: trust this certificate authority (a local test server's). */
  ca?: string | Buffer;
}

function getOnce(
  url: URL,
  options: Required<Pick<FetchOptions, 'timeoutMs' | 'maxBytes'>> & FetchOptions,
  signal: AbortSignal,
) {
  return new Promise<{ redirect: string } | { bytes: Buffer }>((resolve, reject) => {
    const request = https.get(
      url,
      {
        lookup: options.lookup ?? guardedLookup,
        signal,
        headers: { accept: 'image/*', 'user-agent': 'shop-catalog-import' },
        ...(options.ca ? { ca: options.ca } : {}),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ redirect: response.headers.location });
        }
        if (status !== 200) {
          response.resume();
          return reject(new RemoteImageError(`the server answered ${status}`));
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > options.maxBytes) {
          response.destroy();
          return reject(new RemoteImageError('the image is larger than 5 MB'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy();
            reject(new RemoteImageError('the image is larger than 5 MB'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ bytes: Buffer.concat(chunks) }));
        response.on('error', (e) => reject(e));
      },
    );
    request.on('error', reject);
  });
}

/** The bytes at an https address (see above); throws RemoteImageError with the reason in plain words. */
export async function fetchRemoteImage(address: string, opts: FetchOptions = {}): Promise<Buffer> {
  const options = { timeoutMs: 10_000, maxBytes: MAX_REMOTE_BYTES, ...opts };
  const signal = AbortSignal.timeout(options.timeoutMs);
  let current = address;
  for (let hop = 0; hop <= 3; hop++) {
    const problem = imageUrlProblem(current);
    if (problem) throw new RemoteImageError(`the address ${problem}`);
    try {
      const answer = await getOnce(new URL(current), options, signal);
      if ('bytes' in answer) return answer.bytes;
      current = new URL(answer.redirect, current).toString();
    } catch (err) {
      if (err instanceof RemoteImageError) throw err;
      if (signal.aborted) throw new RemoteImageError('it did not answer in time');
      const cause = (err as { cause?: unknown }).cause;
      if (cause instanceof RemoteImageError) throw cause;
      throw new RemoteImageError('it could not be reached');
    }
  }
  throw new RemoteImageError('it redirects too many times');
}
