import { describe, expect, it } from 'vitest';
import { pickFreeSlug, slugify } from './slug';

describe('slugify', () => {
  it('strips Vietnamese diacritics and maps đ to d', () => {
    expect(slugify('Khóa học Marketing Đỉnh cao!')).toBe('khoa-hoc-marketing-dinh-cao');
    expect(slugify('Quảng cáo Facebook & TikTok 2025')).toBe('quang-cao-facebook-tiktok-2025');
    expect(slugify('Phần mềm làm video AI Veo3 Max Ultra')).toBe('phan-mem-lam-video-ai-veo3-max-ultra');
    expect(slugify('đường ĐI ữ ặ ỳ')).toBe('duong-di-u-a-y');
  });

  it('handles precomposed and decomposed input alike', () => {
    expect(slugify('Tiếp thị'.normalize('NFC'))).toBe(slugify('Tiếp thị'.normalize('NFD')));
  });

  it('collapses punctuation and trims dashes', () => {
    expect(slugify('  --SEO: từ A đến Z--  ')).toBe('seo-tu-a-den-z');
    expect(slugify('!!!')).toBe('');
    expect(slugify('😀 Emoji')).toBe('emoji');
  });

  it('cuts long text without a trailing dash', () => {
    const slug = slugify('a '.repeat(200));
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug.endsWith('-')).toBe(false);
    expect(slugify('abc def', 4)).toBe('abc');
  });
});

describe('pickFreeSlug', () => {
  it('keeps the base when free, else numbers it', () => {
    expect(pickFreeSlug('seo', [])).toBe('seo');
    expect(pickFreeSlug('seo', ['seo', 'seo-2', 'seo-nang-cao'])).toBe('seo-3');
    expect(pickFreeSlug('', [], 'khoa-hoc')).toBe('khoa-hoc');
  });
});
