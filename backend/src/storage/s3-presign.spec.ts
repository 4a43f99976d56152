import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import { presignGetUrl } from './s3-presign';

describe('presignGetUrl', () => {
  it("gives the signature of AWS's own example (Signature Version 4, query-string authentication)", () => {
    const url = presignGetUrl({
      origin: 'https://examplebucket.s3.amazonaws.com',
      host: 'examplebucket.s3.amazonaws.com',
      pathPrefix: '',
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
      objectKey: 'test.txt',
      expiresInSeconds: 86400,
      signedAt: new Date('2013-05-24T00:00:00Z'),
    });
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  // A lecture resource's name (common/http/content-disposition.ts): quotes, an asterisk, apostrophes, percent signs.
  const DISPOSITION = `attachment; filename="Bai-tap.pdf"; filename*=UTF-8''${encodeURIComponent('Bài tập.pdf')}`;

  it('signs exactly as the AWS SDK does, for each addressing style, a session token, odd key characters and response overrides', async () => {
    const signedAt = new Date('2026-01-02T03:04:05Z');
    const cases = [
      { endpoint: undefined, forcePathStyle: false, sessionToken: undefined },
      { endpoint: undefined, forcePathStyle: true, sessionToken: 'FwoGZXIvYXdzE/tok+en=' },
      { endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, sessionToken: undefined },
      { endpoint: 'https://media.example.vn', forcePathStyle: false, sessionToken: undefined },
    ];
    for (const { endpoint, forcePathStyle, sessionToken } of cases) {
      const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', sessionToken };
      const client = new S3Client({
        region: 'ap-southeast-1',
        endpoint,
        forcePathStyle,
        credentials,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      const Key = 'private/hls/a@b=c+d/v0/seg_000.ts';
      const sdk = new URL(
        await getSignedUrl(
          client,
          new GetObjectCommand({
            Bucket: 'hvm-media',
            Key,
            ResponseCacheControl: "private, max-age=60 (it's)",
            ResponseContentType: 'video/mp2t',
            ResponseContentDisposition: DISPOSITION,
          }),
          {
            expiresIn: 7200,
            signingDate: signedAt,
          },
        ),
      );
      const bucketPath = sdk.pathname.slice(0, sdk.pathname.indexOf('/private/'));
      const ours = new URL(
        presignGetUrl({
          origin: sdk.origin,
          host: sdk.host,
          pathPrefix: bucketPath,
          region: 'ap-southeast-1',
          credentials,
          objectKey: Key,
          expiresInSeconds: 7200,
          signedAt,
          // The SDK also signs its operation name and repeats the payload hash in the query (both optional).
          query: {
            'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD',
            'response-cache-control': "private, max-age=60 (it's)",
            'response-content-type': 'video/mp2t',
            'response-content-disposition': DISPOSITION,
            'x-id': 'GetObject',
          },
        }),
      );
      const label = `${endpoint ?? 'aws'} ${forcePathStyle ? 'path' : 'virtual-hosted'}`;
      expect(ours.origin + ours.pathname, label).toBe(sdk.origin + sdk.pathname);
      expect(Object.fromEntries(ours.searchParams), label).toEqual(Object.fromEntries(sdk.searchParams));
    }
  });
});
