import { describe, expect, it } from 'vitest';
import { formatCourseDuration, formatLectureDuration, formatRating } from './courseFormat';

describe('course durations', () => {
  it('formats a course length in hours and minutes', () => {
    expect(formatCourseDuration(8100)).toBe('2 giờ 15 phút');
    expect(formatCourseDuration(7200)).toBe('2 giờ');
    expect(formatCourseDuration(300)).toBe('5 phút');
  });
  it('shows a length under a minute in seconds, not as 0 minutes', () => {
    expect(formatCourseDuration(6)).toBe('6 giây');
    expect(formatCourseDuration(59)).toBe('59 giây');
    expect(formatCourseDuration(59.6)).toBe('1 phút');
    expect(formatCourseDuration(60)).toBe('1 phút');
    expect(formatCourseDuration(89)).toBe('1 phút');
  });
  it('formats a lecture length as a clock', () => {
    expect(formatLectureDuration(754)).toBe('12:34');
    expect(formatLectureDuration(3723)).toBe('1:02:03');
  });
});

describe('course ratings', () => {
  it('shows one decimal with the vi-VN comma', () => {
    expect(formatRating(4.8)).toBe('4,8');
    expect(formatRating(5)).toBe('5,0');
  });

  it('rounds every rating from 0 to 5 as Intl.NumberFormat vi-VN does', () => {
    const intl = new Intl.NumberFormat('vi-VN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (let hundredths = 0; hundredths <= 500; hundredths += 1) expect(formatRating(hundredths / 100)).toBe(intl.format(hundredths / 100));
  });
});
