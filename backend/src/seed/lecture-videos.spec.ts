import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { probeVideo } from '../media/ffmpeg';
import { demoLectureVideos } from './catalogue-seed';
import { FRAME, type LectureVideo, lectureSeconds, makeLectureVideos, mp4Duration, slidesOf, TITLE_LAYOUT, titleTexts, wrap } from './lecture-videos';

const FFMPEG = '/usr/bin/ffmpeg';
const FFPROBE = '/usr/bin/ffprobe';

const video = (title: string, seconds = 48): LectureVideo => ({
  courseTitle: 'Facebook Ads thực chiến từ A đến Z',
  chapter: 'Chương 1: Nền tảng quảng cáo Facebook',
  title,
  instructor: 'Nguyễn Minh Tuấn',
  points: ['Pixel ghi lại hành động của khách trên website', 'Conversion API gửi sự kiện từ máy chủ', 'Khử trùng lặp sự kiện bằng event_id'],
  next: 'Chọn mục tiêu chiến dịch đúng',
  seconds,
  colors: ['#1e3a8a', '#2563eb'],
});

let cacheDir: string | undefined;
afterEach(() => {
  if (cacheDir) fs.rmSync(cacheDir, { recursive: true, force: true });
  cacheDir = undefined;
});

describe('demo lecture videos', () => {
  it('has slides of its own for every demo lecture: its title, three points, and what comes next', () => {
    const lectures = demoLectureVideos();
    expect(lectures.length).toBeGreaterThan(100);
    expect(lectures.filter((lecture) => lecture.points.length !== 3).map((lecture) => lecture.title)).toEqual([]);
    for (const lecture of lectures) {
      const slides = slidesOf(lecture);
      expect(slides.map((slide) => slide.texts.map((text) => text.text).join(' '))[0]).toContain(titleTexts(lecture.title)[0].text);
      // Back to back from the first frame to the last, each on screen for whole frames.
      expect(slides[0].from).toBe(0);
      expect(slides.at(-1)!.to).toBe(lecture.seconds);
      for (const [index, slide] of slides.entries()) {
        expect(slide.to).toBeGreaterThan(slide.from);
        expect(slide.from % FRAME.seconds).toBe(0);
        if (index > 0) expect(slide.from).toBe(slides[index - 1].to);
      }
    }
  });

  it('wraps a long title onto lines that fit the frame, and cuts what does not fit with an ellipsis', () => {
    const lines = titleTexts('Đồ gia dụng: mở rộng từ 5 triệu lên 50 triệu mỗi ngày');
    expect(lines.map((line) => line.text)).toEqual(['Đồ gia dụng: mở rộng từ 5', 'triệu lên 50 triệu mỗi ngày']);
    expect(lines.map((line) => line.y)).toEqual([TITLE_LAYOUT.y, TITLE_LAYOUT.y + TITLE_LAYOUT.lineHeight]);
    expect(wrap('một hai ba bốn năm sáu bảy tám chín mười', 'regular', 20, 1, 120)).toEqual(['một hai…']);
  });

  it('lasts a whole number of frames between 48 s and 1 min 44, the same for the same title', () => {
    const lengths = demoLectureVideos().map((lecture) => lecture.seconds);
    expect(Math.min(...lengths)).toBeGreaterThanOrEqual(48);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(104);
    expect(lengths.every((seconds) => seconds % FRAME.seconds === 0)).toBe(true);
    expect(new Set(lengths).size).toBeGreaterThan(5);
    expect(lectureSeconds('Cài Pixel và Conversion API')).toBe(lectureSeconds('Cài Pixel và Conversion API'));
  });

  it('makes each video once: a second run reuses the cache without ffmpeg, a changed lecture gets a new video, one unused for a month is removed', async () => {
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-lecture-videos-'));
    const first = await makeLectureVideos([video('Cài Pixel và Conversion API'), video('Thử nghiệm A/B: 34% chi phí, "đúng" [1]; \\ cuối', 52)], {
      ffmpegPath: FFMPEG,
      cacheDir,
    });
    expect(first.map((made) => made.durationSeconds)).toEqual([48, 52]);
    for (const made of first) expect(Math.round((await probeVideo(FFPROBE, made.file)).durationSeconds)).toBe(made.durationSeconds);
    expect(mp4Duration(first[1].file)).toBe((await probeVideo(FFPROBE, first[1].file)).durationSeconds);

    // The second video was last used 31 days ago: another checkout sharing the cache no longer needs it.
    const monthAgo = new Date(Date.now() - 31 * 24 * 3600_000);
    fs.utimesSync(first[1].file, monthAgo, monthAgo);
    const again = await makeLectureVideos([video('Cài Pixel và Conversion API')], { ffmpegPath: '/nonexistent/ffmpeg', cacheDir });
    expect(again).toEqual([first[0]]);
    expect(fs.readdirSync(cacheDir)).toEqual([path.basename(first[0].file)]);

    const changed = await makeLectureVideos([video('Cài Pixel và Conversion API', 56)], { ffmpegPath: FFMPEG, cacheDir });
    expect(changed[0].file).not.toBe(first[0].file);
    expect(changed[0].durationSeconds).toBe(56);
  }, 60_000);
});
