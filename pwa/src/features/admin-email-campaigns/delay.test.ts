import { describe, expect, it } from 'vitest';
import { delayAnchor, delayText, joinDelay, splitDelay } from './delay';

describe('delayText', () => {
  it('says when a mail goes in days, hours and minutes, leaving out the zero parts', () => {
    expect(delayText(0, true)).toBe('Ngay khi bắt đầu');
    expect(delayText(0, false)).toBe('Ngay sau thư trước');
    expect(delayText(1_440, false)).toBe('Sau 1 ngày');
    expect(delayText(3 * 1_440 + 120, true)).toBe('Sau 3 ngày 2 giờ');
    expect(delayText(90, false)).toBe('Sau 1 giờ 30 phút');
    expect(delayText(45, false)).toBe('Sau 45 phút');
    expect(delayText(2 * 1_440 + 5, false)).toBe('Sau 2 ngày 5 phút');
  });

  it('names what the wait counts from', () => {
    expect(delayAnchor(true)).toBe('kể từ khi bắt đầu');
    expect(delayAnchor(false)).toBe('kể từ thư trước');
  });
});

describe('splitDelay / joinDelay', () => {
  it('round-trips the three inputs', () => {
    expect(splitDelay(3 * 1_440 + 125)).toEqual({ days: 3, hours: 2, minutes: 5 });
    expect(joinDelay({ days: '3', hours: '2', minutes: '5' })).toBe(3 * 1_440 + 125);
    expect(joinDelay({ days: '', hours: ' ', minutes: '' })).toBe(0);
    // Hours past a day are fine: 30 hours is a day and six hours.
    expect(joinDelay({ days: '0', hours: '30', minutes: '0' })).toBe(1_800);
  });

  it('refuses negative, fractional and over-a-year waits', () => {
    expect(joinDelay({ days: '-1', hours: '0', minutes: '0' })).toBeNull();
    expect(joinDelay({ days: '1.5', hours: '0', minutes: '0' })).toBeNull();
    expect(joinDelay({ days: 'abc', hours: '0', minutes: '0' })).toBeNull();
    expect(joinDelay({ days: '365', hours: '0', minutes: '0' })).toBe(525_600);
    expect(joinDelay({ days: '365', hours: '0', minutes: '1' })).toBeNull();
  });
});
