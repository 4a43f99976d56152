import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { coverImage, coverSvg, type CoverMotif } from './cover-art';

const BLUE: [string, string] = ['#1e3a8a', '#2563eb'];
const MOTIFS: CoverMotif[] = ['ads', 'video', 'seo', 'megaphone', 'shop', 'ai', 'store', 'writing', 'chat', 'calendar', 'design', 'gift'];

describe('demo cover art', () => {
  it('draws the same cover for the same slug, and another one for another course of the category', () => {
    const first = coverSvg({ seed: 'facebook-ads-thuc-chien-tu-a-den-z', motif: 'ads', colors: BLUE }, [1280, 720]);
    expect(coverSvg({ seed: 'facebook-ads-thuc-chien-tu-a-den-z', motif: 'ads', colors: BLUE }, [1280, 720])).toBe(first);
    expect(coverSvg({ seed: 'toi-uu-chuyen-doi-facebook-ads-nang-cao', motif: 'ads', colors: BLUE }, [1280, 720])).not.toBe(first);
  });

  it('bakes no title into a course or tool cover (the gift carries only its PRO tag)', () => {
    for (const motif of MOTIFS.filter((name) => name !== 'gift')) {
      expect(coverSvg({ seed: `khoa-hoc-${motif}`, motif, colors: BLUE }, [1280, 720])).not.toContain('<text');
    }
    const gift = coverSvg({ seed: 'qua-tang-pro', motif: 'gift', colors: BLUE }, [800, 800]);
    expect(gift.match(/<text[^>]*>([^<]*)<\/text>/g)?.map((tag) => tag.replace(/<[^>]+>/g, ''))).toEqual(['PRO']);
  });

  it('crops the 16:9 drawing around its centre for a sharing image, and keeps square pictures whole', () => {
    expect(coverSvg({ seed: 'seo', motif: 'seo', colors: BLUE }, [1200, 630])).toContain('viewBox="0 30 1600 840"');
    expect(coverSvg({ seed: 'seo', motif: 'seo', colors: BLUE }, [800, 450])).toContain('viewBox="0 0 1600 900"');
    expect(coverSvg({ seed: 'gift', motif: 'gift', colors: BLUE }, [800, 800])).toContain('viewBox="0 0 1000 1000"');
  });

  it('renders every drawing to a WebP picture of the requested size', async () => {
    for (const motif of MOTIFS) {
      const { format, width, height } = await sharp(await coverImage({ seed: motif, motif, colors: BLUE }, [320, 180])).metadata();
      expect({ motif, format, width, height }).toEqual({ motif, format: 'webp', width: 320, height: 180 });
    }
  });
});
