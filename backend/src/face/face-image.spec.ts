import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeFaceImage } from './face-image';

describe('decodeFaceImage', () => {
  it('decodes a JPEG or PNG (grey ones too) to RGB pixels no larger than 800 px', async () => {
    const grey = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#5a5a5a' } })
      .toColourspace('b-w')
      .png()
      .toBuffer();
    expect((await sharp(grey).metadata()).channels).toBe(1);
    const decoded = await decodeFaceImage(grey);
    expect(decoded).toMatchObject({ width: 800, height: 600 });
    expect(decoded!.pixels.length).toBe(800 * 600 * 3);
    const small = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c08040' } })
      .jpeg()
      .toBuffer();
    expect(await decodeFaceImage(small)).toMatchObject({ width: 40, height: 30 });
  });

  it('refuses what is not a JPEG or PNG by its content', async () => {
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    for (const data of [Buffer.from('GIF89a không phải ảnh'), Buffer.alloc(0), webp]) expect(await decodeFaceImage(data)).toBeUndefined();
  });
});
