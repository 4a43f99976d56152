import { describe, expect, it } from 'vitest';
import { MediaUrlSigner, playlistUris, signPlaylist } from './media-signer';

const signer = new MediaUrlSigner('k'.repeat(40));
const id = '0192f0c4-7a1b-7000-8000-000000000001';
const now = 1_900_000_000;

describe('MediaUrlSigner', () => {
  it('accepts its own signature until the expiry', () => {
    const sig = signer.sign(id, now + 60);
    expect(signer.verify(id, String(now + 60), sig, now)).toBe('ok');
    expect(signer.verify(id, String(now + 60), sig, now + 60)).toBe('ok');
    expect(signer.verify(id, String(now + 60), sig, now + 61)).toBe('expired');
  });

  it('refuses a changed media id, expiry or signature, and malformed input', () => {
    const sig = signer.sign(id, now + 60);
    expect(signer.verify(id.replace(/1$/, '2'), String(now + 60), sig, now)).toBe('invalid');
    expect(signer.verify(id, String(now + 61), sig, now)).toBe('invalid');
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    expect(signer.verify(id, String(now + 60), flipped, now)).toBe('invalid');
    for (const [exp, s] of [
      [undefined, sig],
      [String(now + 60), undefined],
      ['abc', sig],
      [String(now + 60), `${sig}x`],
      [[String(now)], sig],
      ['-1', sig],
    ]) {
      expect(signer.verify(id, exp, s, now)).toBe('invalid');
    }
  });

  it('depends on the secret', () => {
    expect(new MediaUrlSigner('z'.repeat(40)).sign(id, now)).not.toBe(signer.sign(id, now));
    expect(() => new MediaUrlSigner('short')).toThrow();
  });
});

describe('signPlaylist', () => {
  it('appends the query to URI lines and URI attributes, leaving tags, blanks and absolute URLs alone', () => {
    const playlist = ['#EXTM3U', '#EXT-X-KEY:METHOD=AES-128,URI="key.bin"', '#EXTINF:4.0,', 'seg_000.ts', '', 'v0/index.m3u8', 'https://cdn.example/x.ts', '#EXT-X-ENDLIST'].join(
      '\n',
    );
    expect(signPlaylist(playlist, 'exp=1&sig=s').split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-KEY:METHOD=AES-128,URI="key.bin?exp=1&sig=s"',
      '#EXTINF:4.0,',
      'seg_000.ts?exp=1&sig=s',
      '',
      'v0/index.m3u8?exp=1&sig=s',
      'https://cdn.example/x.ts',
      '#EXT-X-ENDLIST',
    ]);
  });

  it('puts the given direct URLs in place of their URIs (segments on the object store), signing the rest', () => {
    const playlist = ['#EXTM3U', '#EXT-X-TARGETDURATION:4', '#EXTINF:4.0,', 'seg_000.ts', '#EXTINF:4.0,', 'seg_001.ts', '#EXT-X-ENDLIST', ''].join('\n');
    expect(playlistUris(playlist)).toEqual(['seg_000.ts', 'seg_001.ts']);
    const direct = new Map([['seg_000.ts', 'https://bucket.example/private/hls/x/v0/seg_000.ts?X-Amz-Signature=a&X-Amz-Expires=60']]);
    expect(signPlaylist(playlist, 'exp=1&sig=s', direct).split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-TARGETDURATION:4',
      '#EXTINF:4.0,',
      'https://bucket.example/private/hls/x/v0/seg_000.ts?X-Amz-Signature=a&X-Amz-Expires=60',
      '#EXTINF:4.0,',
      'seg_001.ts?exp=1&sig=s',
      '#EXT-X-ENDLIST',
      '',
    ]);
    expect(playlistUris('#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\nhttps://cdn.example/a.ts\nv0/index.m3u8')).toEqual(['init.mp4', 'v0/index.m3u8']);
  });
});
