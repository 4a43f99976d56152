import { describe, expect, it } from 'vitest';
import { parseMasterPlaylist } from './hls-variants';

describe('parseMasterPlaylist', () => {
  it("reads ffmpeg's renditions with their heights, lowest first", () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-STREAM-INF:BANDWIDTH=3140800,RESOLUTION=1280x720,CODECS="avc1.64001f,mp4a.40.2"',
      'v2/index.m3u8',
      '',
      '#EXT-X-STREAM-INF:BANDWIDTH=985600,RESOLUTION=640x360,CODECS="avc1.64001e,mp4a.40.2"',
      'v0/index.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=1680800,RESOLUTION=960x540',
      'v1/index.m3u8',
    ].join('\n');
    expect(parseMasterPlaylist(master)).toEqual([
      { variant: 'v0', height: 360 },
      { variant: 'v1', height: 540 },
      { variant: 'v2', height: 720 },
    ]);
  });

  it('ignores lines that are not a rendition of ours', () => {
    expect(parseMasterPlaylist('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nhttps://cdn.example/x.m3u8\n../v0/index.m3u8\n')).toEqual([]);
  });
});
