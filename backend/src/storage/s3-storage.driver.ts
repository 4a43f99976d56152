import { Readable } from 'node:stream';
import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { presignGetUrl } from './s3-presign';
import { SignedUrlOptions, StorageDriver, StorageListing, StorageListOptions, StoredObjectInfo } from './storage-driver';
import { assertSafeKey, StorageArea } from './storage-keys';

export interface S3DriverOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  /** Where browsers reach the store when not at `endpoint` (a public hostname or CDN proxying to it); signed URLs name it. */
  publicEndpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** SigV4 presigned URLs cannot live longer than a week. */
const MAX_SIGNED_URL_SECONDS = 7 * 24 * 3600;

/**
 * An S3-compatible bucket (AWS, MinIO, Cloudflare R2...). Both areas live in one private bucket under
 * `public/` and `private/`; browsers read objects through short-lived presigned GET URLs (signedUrl),
 * so the bucket never needs a public policy. Streams go through multipart uploads (no content length
 * needed); buffers through one PutObject.
 */
export class S3StorageDriver implements StorageDriver {
  readonly name = 's3' as const;
  private bucketUrl?: Promise<{ origin: string; host: string; pathPrefix: string }>;

  /**
   * `locator` only tells where the bucket's URLs point for browsers (S3_PUBLIC_ENDPOINT when set); it
   * never sends a request. URLs are signed with `client`'s region and credentials.
   */
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly locator: S3Client = client,
  ) {}

  static create(options: S3DriverOptions): S3StorageDriver {
    const client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
    });
    // Placeholder keys: finding the URL needs none, and the API starts without reaching a credential provider.
    const locator = new S3Client({
      region: options.region,
      endpoint: options.publicEndpoint ?? options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: 'locate', secretAccessKey: 'locate' },
    });
    return new S3StorageDriver(client, options.bucket, locator);
  }

  private objectKey(area: StorageArea, key: string, options: { allowTrailingSlash?: boolean; allowEmpty?: boolean } = {}): string {
    return `${area}/${assertSafeKey(key, options)}`;
  }

  async put(area: StorageArea, key: string, body: Readable | Buffer, contentType?: string): Promise<void> {
    if (Buffer.isBuffer(body)) {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.objectKey(area, key), Body: body, ContentType: contentType }));
      return;
    }
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.objectKey(area, key), Body: body, ContentType: contentType },
      queueSize: 2,
      partSize: 8 * 1024 * 1024,
    });
    await upload.done();
  }

  async get(area: StorageArea, key: string): Promise<Readable | undefined> {
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(area, key) }));
      return result.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async stat(area: StorageArea, key: string): Promise<StoredObjectInfo | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(area, key) }));
      return { key, size: Number(head.ContentLength ?? 0), updatedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async remove(area: StorageArea, key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(area, key) }));
  }

  async removePrefix(area: StorageArea, prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error('Tiền tố xóa phải là một thư mục (kết thúc bằng /).');
    const fullPrefix = this.objectKey(area, prefix, { allowTrailingSlash: true });
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: fullPrefix, ContinuationToken: token, MaxKeys: 1000 }));
      const keys = (page.Contents ?? []).map((item) => ({ Key: item.Key! }));
      if (keys.length) await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async list(area: StorageArea, options: StorageListOptions): Promise<StorageListing> {
    const areaPrefix = `${area}/`;
    const page = await this.client.send(
      new ListObjectsV2Command({
        Bucket: this.bucket,
        Prefix: this.objectKey(area, options.prefix, { allowTrailingSlash: true, allowEmpty: true }),
        Delimiter: '/',
        MaxKeys: options.limit,
        ContinuationToken: options.pageToken || undefined,
      }),
    );
    return {
      files: (page.Contents ?? [])
        .filter((item) => item.Key?.startsWith(areaPrefix))
        .map((item) => ({ key: item.Key!.slice(areaPrefix.length), size: Number(item.Size ?? 0), updatedAt: item.LastModified ?? new Date(0) })),
      folders: (page.CommonPrefixes ?? [])
        .map((item) => item.Prefix ?? '')
        .filter((p) => p.startsWith(areaPrefix))
        .map((p) => p.slice(areaPrefix.length)),
      nextPageToken: page.IsTruncated ? (page.NextContinuationToken ?? null) : null,
    };
  }

  localPath(): undefined {
    return undefined;
  }

  /** A presigned GET (SigV4, computed here without a request to the store). */
  async signedUrl(area: StorageArea, key: string, options: SignedUrlOptions): Promise<string> {
    const objectKey = this.objectKey(area, key);
    const [base, region, credentials] = await Promise.all([this.bucketBase(), this.client.config.region(), this.client.config.credentials()]);
    return presignGetUrl({
      ...base,
      region,
      credentials,
      objectKey,
      expiresInSeconds: Math.min(MAX_SIGNED_URL_SECONDS, Math.max(1, Math.floor(options.expiresInSeconds))),
      signedAt: options.signedAt ?? new Date(),
      query: {
        'response-cache-control': options.cacheControl,
        'response-content-type': options.contentType,
        'response-content-disposition': options.contentDisposition,
      },
    });
  }

  async signedUrlOrigin(): Promise<string> {
    return (await this.bucketBase()).origin;
  }

  /**
   * Where the bucket's objects are, read once off a URL the SDK makes: right for every addressing
   * style (path, virtual-hosted, an endpoint with a path) without redoing the SDK's endpoint rules.
   */
  private bucketBase(): Promise<{ origin: string; host: string; pathPrefix: string }> {
    const probe = 'public/origin';
    if (!this.bucketUrl) {
      this.bucketUrl = getSignedUrl(this.locator, new GetObjectCommand({ Bucket: this.bucket, Key: probe }), { expiresIn: 1 }).then((signed) => {
        const url = new URL(signed);
        if (!url.pathname.endsWith(`/${probe}`)) throw new Error(`Không hiểu được địa chỉ bucket S3: ${url.origin}${url.pathname}`);
        return { origin: url.origin, host: url.host, pathPrefix: url.pathname.slice(0, -probe.length - 1) };
      });
      // A failure is not kept: the next call tries again.
      this.bucketUrl.catch(() => (this.bucketUrl = undefined));
    }
    return this.bucketUrl;
  }
}
