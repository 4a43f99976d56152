import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';

/** s3rver's built-in account: the only keys it knows. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const REGION = 'us-east-1';

export interface S3TestServer {
  /** Where the application reads and writes (S3_ENDPOINT). */
  endpoint: string;
  /** Where browsers fetch signed URLs (S3_PUBLIC_ENDPOINT): every SigV4 signature is checked here. */
  publicEndpoint: string;
  bucket: string;
  /** A client of its own, to look at the bucket beside the application. */
  client: S3Client;
  /** What startTestApp needs for STORAGE_DRIVER=s3 on this server. */
  env: Record<string, string>;
  /** The bucket's CORS rule, as a deployment sets it: GET and HEAD from these origins. */
  allowOrigins(origins: string[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver, a maintained fork that checks SigV4 signatures) on free loopback
 * ports, its objects in a temporary folder, with one empty bucket. Two listeners share that folder, as
 * a store's internal and public addresses do: the public one checks every signature (forged and expired
 * URLs are refused); the internal one takes the application's own requests without checking their
 * signature, because this s3rver computes it wrongly for bucket-level requests in path style (list,
 * multi-delete: it drops the trailing slash of `/<bucket>/`) while AWS and MinIO accept them.
 */
export async function startS3Server(bucket = 'hvm-test'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-s3rver-'));
  const start = async (checkSignatures: boolean) => {
    const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, allowMismatchedSignatures: !checkSignatures, configureBuckets: [{ name: bucket }] });
    const { port } = await server.run();
    return { server, endpoint: `http://127.0.0.1:${port}` };
  };
  const internal = await start(false);
  const external = await start(true);
  const client = new S3Client({
    region: REGION,
    endpoint: internal.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
  });
  return {
    endpoint: internal.endpoint,
    publicEndpoint: external.endpoint,
    bucket,
    client,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: internal.endpoint,
      S3_PUBLIC_ENDPOINT: external.endpoint,
      S3_BUCKET: bucket,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    allowOrigins: async (origins) => {
      await client.send(
        new PutBucketCorsCommand({
          Bucket: bucket,
          CORSConfiguration: { CORSRules: [{ AllowedOrigins: origins, AllowedMethods: ['GET', 'HEAD'], AllowedHeaders: ['*'], MaxAgeSeconds: 3600 }] },
        }),
      );
    },
    close: async () => {
      client.destroy();
      await Promise.all([internal.server.close(), external.server.close()]);
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
