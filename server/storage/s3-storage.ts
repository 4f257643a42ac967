import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from './s3-url';
import { isSafeKey, keyUnder, type Storage, type StoredFile } from './storage';

const IMMUTABLE = 'public, max-age=31536000, immutable';

type Sdk = typeof import('@aws-sdk/client-s3');
let sdkLoading: Promise<Sdk> | undefined;
/** The SDK is loaded on first use (about 140 ms and 25 MB), so shops without S3 never load it. */
const loadSdk = () => (sdkLoading ??= import('@aws-sdk/client-s3'));

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.$metadata?.httpStatusCode === 404 || e?.name === 'NoSuchKey' || e?.name === 'NotFound';
}

/**
 * Files in an S3-compatible bucket (S3_URL; format in s3-url.ts). With `publicUrl` browsers read the bucket
 * (or its CDN) directly and `url(key)` points there; without it `url(key)` is the shop's own
 * `/uploads/<key>`, which streams the object, so the bucket can stay private. Either way `keyFromUrl`
 * knows both addresses, so images stored before a publicUrl was set can still be deleted.
 * Objects are written with the same immutable Cache-Control the shop sends (keys are never reused).
 */
export class S3Storage implements Storage {
  private connecting: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  private readonly uploadsUrl: string;

  constructor(
    private readonly config: S3Config,
    uploadsUrl: string,
  ) {
    this.uploadsUrl = uploadsUrl.replace(/\/+$/, '');
  }

  private connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    const config = this.config;
    this.connecting ??= loadSdk().then((sdk) => {
      const client = new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials: config.credentials,
        // Many S3-compatible stores refuse the newer default checksum headers; send them only when required.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
      });
      return { sdk, client };
    });
    return this.connecting;
  }

  private objectKey(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return `${this.config.prefix}${key}`;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const objectKey = this.objectKey(key);
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: objectKey,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
        CacheControl: IMMUTABLE,
      }),
    );
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a missing key as well.
    const objectKey = this.objectKey(key);
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.config.bucket, Key: objectKey }));
  }

  async exists(key: string): Promise<boolean> {
    const objectKey = this.objectKey(key);
    const { sdk, client } = await this.connect();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.config.bucket, Key: objectKey }));
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const objectKey = this.objectKey(key);
    const { sdk, client } = await this.connect();
    try {
      const res = await client.send(new sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: objectKey }));
      const bytes = Buffer.from(await res.Body!.transformToByteArray());
      return {
        bytes,
        contentType: res.ContentType ?? 'application/octet-stream',
        etag: res.ETag ?? `"${bytes.length.toString(16)}"`,
        lastModified: res.LastModified ?? new Date(0),
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  url(key: string): string {
    const objectKey = this.objectKey(key);
    return this.config.publicUrl ? `${this.config.publicUrl}/${objectKey}` : `${this.uploadsUrl}/${key}`;
  }

  keyFromUrl(url: string): string | null {
    const own = keyUnder(this.uploadsUrl, url);
    if (own !== null || !this.config.publicUrl) return own;
    const objectKey = keyUnder(this.config.publicUrl, url);
    if (objectKey === null || !objectKey.startsWith(this.config.prefix)) return null;
    return objectKey.slice(this.config.prefix.length) || null;
  }
}
