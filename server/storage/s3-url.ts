/**
 * S3_URL: one variable for an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces…).
 *
 *   s3://ACCESS_KEY_ID:SECRET_ACCESS_KEY@bucket[/prefix]?region=ap-south-1&endpoint=https://…&publicUrl=https://cdn…
 *
 * - Credentials are optional: without them the AWS SDK's own chain is used (AWS_ACCESS_KEY_ID, an instance
 *   role). Characters such as `/`, `+`, `@` or `:` in them must be percent-encoded (`/` is `%2F`).
 * - `bucket` is the bucket's name; an optional `/prefix` puts every key under that folder.
 * - `region` (default `us-east-1`); `endpoint`: the store's API address for anything but AWS (http or https);
 *   `forcePathStyle` (`true`/`false`; default `true` with an endpoint, `false` on AWS);
 *   `publicUrl`: where browsers read the bucket (the bucket's public address or a CDN in front of it). Without
 *   it the shop streams every image through its own `/uploads/<key>`, so the bucket can stay private.
 */
export interface S3Config {
  bucket: string;
  /** '' or a folder ending in '/'. */
  prefix: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Base URL browsers read keys from, without a trailing slash. */
  publicUrl?: string;
}

const BUCKET_RE = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT_RE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const PARAMS = new Set(['region', 'endpoint', 'forcePathStyle', 'publicUrl']);

function httpUrl(name: string, value: string): string {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL`);
  return value.replace(/\/+$/, '');
}

/** Parses S3_URL, or throws an Error saying what is wrong (never echoing the secret). */
export function parseS3Url(raw: string): S3Config {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new Error('must look like s3://KEY:SECRET@bucket?region=…&endpoint=…&publicUrl=…');
  }
  if (u.protocol !== 's3:') throw new Error('must start with s3://');
  const bucket = u.hostname;
  if (!BUCKET_RE.test(bucket))
    throw new Error(
      'the bucket name (after s3:// and the credentials) must be 3–63 characters of a-z, 0-9, . and -',
    );
  if (u.port) throw new Error('a port belongs in endpoint=, not after the bucket name');
  const segments = u.pathname.split('/').filter(Boolean);
  if (!segments.every((s) => PREFIX_SEGMENT_RE.test(s)))
    throw new Error('the prefix after the bucket may hold only A-Z, a-z, 0-9, ., _ and -');
  const prefix = segments.length ? `${segments.join('/')}/` : '';

  const unknown = [...u.searchParams.keys()].filter((k) => !PARAMS.has(k));
  if (unknown.length)
    throw new Error(`unknown parameter ${unknown.join(', ')} (known: ${[...PARAMS].join(', ')})`);
  const region = u.searchParams.get('region') ?? 'us-east-1';
  if (!/^[a-z0-9-]{2,40}$/.test(region)) throw new Error('region must be a region name such as ap-south-1');
  const endpointRaw = u.searchParams.get('endpoint');
  const endpoint = endpointRaw ? httpUrl('endpoint', endpointRaw) : undefined;
  const publicRaw = u.searchParams.get('publicUrl');
  const publicUrl = publicRaw ? httpUrl('publicUrl', publicRaw) : undefined;
  const styleRaw = u.searchParams.get('forcePathStyle');
  if (styleRaw !== null && styleRaw !== 'true' && styleRaw !== 'false')
    throw new Error('forcePathStyle must be true or false');
  const forcePathStyle = styleRaw === null ? endpoint !== undefined : styleRaw === 'true';

  let credentials: S3Config['credentials'];
  if (u.username || u.password) {
    if (!u.username || !u.password)
      throw new Error('give both the access key id and the secret (KEY:SECRET@bucket), or neither');
    try {
      credentials = {
        accessKeyId: decodeURIComponent(u.username),
        secretAccessKey: decodeURIComponent(u.password),
      };
    } catch {
      throw new Error('the credentials are not correctly percent-encoded');
    }
  }
  return { bucket, prefix, region, endpoint, forcePathStyle, credentials, publicUrl };
}
