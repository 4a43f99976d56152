import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { S3StorageDriver } from './s3-storage.driver';
import { UnsafeStorageKeyError } from './storage-keys';

/** A stand-in for S3Client.send that records each command and answers from `replies`. */
function fakeClient(replies: Record<string, unknown> = {}) {
  const sent: { name: string; input: Record<string, unknown> }[] = [];
  return {
    sent,
    client: {
      send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
        sent.push({ name: command.constructor.name, input: command.input });
        const reply = replies[command.constructor.name];
        if (reply instanceof Error) throw reply;
        return reply ?? {};
      },
    },
  };
}

describe('S3StorageDriver', () => {
  it('keeps each area under its own prefix of one bucket', async () => {
    const { client, sent } = fakeClient();
    const driver = new S3StorageDriver(client as never, 'hvm');
    await driver.put('private', 'hls/x/master.m3u8', Buffer.from('#EXTM3U'), 'application/vnd.apple.mpegurl');
    await driver.remove('public', 'avatars/a.webp');
    expect(sent.find((c) => c.name === 'PutObjectCommand')?.input).toMatchObject({ Bucket: 'hvm', Key: 'private/hls/x/master.m3u8', ContentType: 'application/vnd.apple.mpegurl' });
    expect(sent.find((c) => c.name === 'DeleteObjectCommand')?.input).toEqual({ Bucket: 'hvm', Key: 'public/avatars/a.webp' });
  });

  it('lists one folder level with the area prefix taken off', async () => {
    const { client, sent } = fakeClient({
      ListObjectsV2Command: {
        Contents: [{ Key: 'public/avatars/a.webp', Size: 12, LastModified: new Date('2026-01-01T00:00:00Z') }],
        CommonPrefixes: [{ Prefix: 'public/avatars/old/' }],
        IsTruncated: true,
        NextContinuationToken: 'tok',
      },
    });
    const listing = await new S3StorageDriver(client as never, 'hvm').list('public', { prefix: 'avatars/', limit: 50 });
    expect(sent[0].input).toMatchObject({ Prefix: 'public/avatars/', Delimiter: '/', MaxKeys: 50 });
    expect(listing).toEqual({
      files: [{ key: 'avatars/a.webp', size: 12, updatedAt: new Date('2026-01-01T00:00:00Z') }],
      folders: ['avatars/old/'],
      nextPageToken: 'tok',
    });
  });

  it('answers undefined for missing objects and refuses unsafe keys before calling S3', async () => {
    const notFound = Object.assign(new Error('NoSuchKey'), { name: 'NoSuchKey' });
    const { client, sent } = fakeClient({ GetObjectCommand: notFound, HeadObjectCommand: Object.assign(new Error('x'), { $metadata: { httpStatusCode: 404 } }) });
    const driver = new S3StorageDriver(client as never, 'hvm');
    expect(await driver.get('private', 'media/x/original')).toBeUndefined();
    expect(await driver.stat('private', 'media/x/original')).toBeUndefined();
    await expect(driver.get('private', '../public/x')).rejects.toBeInstanceOf(UnsafeStorageKeyError);
    await expect(driver.list('private', { prefix: '../', limit: 1 })).rejects.toBeInstanceOf(UnsafeStorageKeyError);
    expect(sent).toHaveLength(2);
  });

  it('aborts the multipart upload when the body breaks off (a client gone mid-upload)', async () => {
    const { client, sent } = fakeClient({ CreateMultipartUploadCommand: { UploadId: 'u1' }, UploadPartCommand: { ETag: '"e"' } });
    const body = new Readable({ read() {} });
    // lib-storage's Upload reads this much of the client's configuration.
    const withConfig = { ...client, config: { requestChecksumCalculation: async () => 'WHEN_REQUIRED' } };
    const put = new S3StorageDriver(withConfig as never, 'hvm').put('private', 'media/x/original', body);
    body.push(Buffer.alloc(17 * 1024 * 1024));
    // Once a part has gone up, the upload breaks off.
    while (!sent.some((c) => c.name === 'UploadPartCommand')) await new Promise((resolve) => setImmediate(resolve));
    body.destroy(new Error('client gone'));
    await expect(put).rejects.toThrow('client gone');
    expect(sent.map((c) => c.name)).toContain('AbortMultipartUploadCommand');
    expect(sent.map((c) => c.name)).not.toContain('CompleteMultipartUploadCommand');
  });
});
