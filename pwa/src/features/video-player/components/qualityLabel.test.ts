import { describe, expect, it } from 'vitest';
import { qualityLabel } from './qualityLabel';

describe('qualityLabel', () => {
  it('names a rendition by its height, then by its bitrate', () => {
    expect(qualityLabel({ height: 720, bitrate: 2_800_000 })).toBe('720p');
    expect(qualityLabel({ bitrate: 800_000 })).toBe('800 kbps');
    expect(qualityLabel({})).toBe('Không rõ');
  });
});
