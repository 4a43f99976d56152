import { describe, expect, it } from 'vitest';
import { formatAnswerMinutes, waitingText } from './questionTime';

describe('formatAnswerMinutes', () => {
  it('says minutes under an hour, hours with one decimal under a day, days above', () => {
    expect(formatAnswerMinutes(0)).toBe('0 phút');
    expect(formatAnswerMinutes(45)).toBe('45 phút');
    expect(formatAnswerMinutes(59.4)).toBe('59 phút');
    expect(formatAnswerMinutes(59.6)).toBe('1 giờ');
    expect(formatAnswerMinutes(210)).toBe('3,5 giờ');
    expect(formatAnswerMinutes(125)).toBe('2,1 giờ');
    expect(formatAnswerMinutes(23.9 * 60)).toBe('23,9 giờ');
    expect(formatAnswerMinutes(23.97 * 60)).toBe('1 ngày');
    expect(formatAnswerMinutes(2880)).toBe('2 ngày');
    expect(formatAnswerMinutes(3600)).toBe('2,5 ngày');
  });

  it('shows a dash when there is no answer to measure', () => {
    expect(formatAnswerMinutes(null)).toBe('—');
    expect(formatAnswerMinutes(undefined)).toBe('—');
    expect(formatAnswerMinutes(-5)).toBe('—');
  });
});

describe('waitingText', () => {
  const asked = '2026-11-20T00:00:00Z';
  const at = (minutes: number) => Date.parse(asked) + minutes * 60_000;

  it('counts whole minutes, hours, then days since asking', () => {
    expect(waitingText(asked, at(0.5))).toBe('Vừa hỏi');
    expect(waitingText(asked, at(12))).toBe('Đang chờ 12 phút');
    expect(waitingText(asked, at(60 * 5 + 59))).toBe('Đang chờ 5 giờ');
    expect(waitingText(asked, at(1440 * 3 + 600))).toBe('Đang chờ 3 ngày');
  });

  it('never counts backwards for a clock behind the server', () => {
    expect(waitingText(asked, at(-30))).toBe('Vừa hỏi');
  });
});
