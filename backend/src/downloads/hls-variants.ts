export interface HlsVariant {
  /** The rendition's folder under the media's HLS output: v0, v1… */
  variant: string;
  height: number;
}

/**
 * The renditions a master playlist lists (ffmpeg's `v<i>/index.m3u8` under #EXT-X-STREAM-INF with its
 * RESOLUTION), lowest first. Anything else in the playlist is ignored.
 */
export function parseMasterPlaylist(master: string): HlsVariant[] {
  const lines = master.split('\n').map((line) => line.trim());
  const variants: HlsVariant[] = [];
  for (const [index, line] of lines.entries()) {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) continue;
    const height = Number(/RESOLUTION=\d+x(\d+)/.exec(line)?.[1] ?? 0);
    const variant = /^(v\d{1,2})\/index\.m3u8$/.exec(lines[index + 1] ?? '')?.[1];
    if (variant) variants.push({ variant, height });
  }
  return variants.sort((a, b) => a.height - b.height);
}
