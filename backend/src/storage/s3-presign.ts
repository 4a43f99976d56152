import crypto from 'node:crypto';

export interface PresignCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface PresignGetInput {
  /** scheme://host[:port] of the bucket's URLs, and the host as signed (with a non-default port). */
  origin: string;
  host: string;
  /** The path before the object key: '/<bucket>' in path style, '' for a virtual-hosted bucket. */
  pathPrefix: string;
  region: string;
  credentials: PresignCredentials;
  /** The object's full key in the bucket. */
  objectKey: string;
  expiresInSeconds: number;
  signedAt: Date;
  /** More signed query parameters (response-cache-control, response-content-type...). */
  query?: Record<string, string | undefined>;
}

/** URI encoding as SigV4 wants it (RFC 3986: encodeURIComponent also leaves !'()* alone). */
function encode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac('sha256', key).update(data).digest();

/** The last derived signing key: it changes once a day (per secret and region), and deriving it is four HMACs. */
let lastSigningKey: { secretAccessKey: string; day: string; region: string; key: Buffer } | undefined;

function signingKey(secretAccessKey: string, day: string, region: string): Buffer {
  const last = lastSigningKey;
  if (last?.secretAccessKey === secretAccessKey && last.day === day && last.region === region) return last.key;
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), 's3'), 'aws4_request');
  lastSigningKey = { secretAccessKey, day, region, key };
  return key;
}

/**
 * A presigned S3 GET URL (AWS Signature Version 4, query-string authentication, UNSIGNED-PAYLOAD),
 * computed in a few microseconds: an HLS playlist lists one per segment, and the SDK's getSignedUrl
 * takes milliseconds each (its whole middleware stack). Checked against the SDK and AWS's own example
 * in s3-presign.spec.ts, and by a SigV4-checking S3 server in s3-storage.driver.spec.ts.
 */
export function presignGetUrl(input: PresignGetInput): string {
  const amzDate = input.signedAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const params: Record<string, string> = {
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${input.credentials.accessKeyId}/${scope}`,
    'X-Amz-Date': amzDate,
    'X-Amz-Expires': String(input.expiresInSeconds),
    'X-Amz-SignedHeaders': 'host',
  };
  if (input.credentials.sessionToken) params['X-Amz-Security-Token'] = input.credentials.sessionToken;
  for (const [name, value] of Object.entries(input.query ?? {})) if (value !== undefined) params[name] = value;
  const query = Object.entries(params)
    .map(([name, value]) => [encode(name), encode(value)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const path = `${input.pathPrefix}/${input.objectKey.split('/').map(encode).join('/')}`;
  const canonicalRequest = ['GET', path, query, `host:${input.host}`, '', 'host', 'UNSIGNED-PAYLOAD'].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, crypto.createHash('sha256').update(canonicalRequest).digest('hex')].join('\n');
  const signature = crypto
    .createHmac('sha256', signingKey(input.credentials.secretAccessKey, day, input.region))
    .update(stringToSign)
    .digest('hex');
  return `${input.origin}${path}?${query}&X-Amz-Signature=${signature}`;
}
