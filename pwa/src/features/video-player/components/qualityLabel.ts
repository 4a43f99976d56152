/** A rendition as the quality menu names it: '720p', or the bitrate when the height is unknown. */
export function qualityLabel(level: { height?: number; bitrate?: number }): string {
  if (level.height) return `${level.height}p`;
  if (level.bitrate) return `${Math.round(level.bitrate / 1000)} kbps`;
  return 'Không rõ';
}

export const AUTO_QUALITY = -1;
