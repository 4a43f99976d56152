import type { QuestionStatus } from './api/questionTypes';

export const QUESTION_STATUS_LABELS: Record<QuestionStatus, string> = {
  open: 'Chưa có trả lời',
  answered: 'Đã có trả lời',
  solved: 'Đã giải quyết',
};

/** StatusBadge keys whose tones fit: open waits (yellow), answered (blue), solved (green). */
export const QUESTION_STATUS_TONES: Record<QuestionStatus, string> = { open: 'pending', answered: 'processing', solved: 'resolved' };

/** A moment of a video as m:ss (h:mm:ss past an hour), e.g. 75 → '1:15'. */
export function formatVideoSecond(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const ss = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** The first words of a post, on one line, for the list. */
export function excerpt(text: string, length = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length - 1).trimEnd()}…` : line;
}

/** What the player offers the tab: the video's current moment, and a jump to a moment of a lecture. */
export type PlayerControls = {
  /** The active lecture's current video second; null when it has no video playing here. */
  currentSecond: () => number | null;
  /** Shows that moment: in the open video, or opening the lecture there. */
  seek: (lectureId: string | null, second: number) => void;
};

export type LectureRef = { _id: string; title: string; hasVideo: boolean };

/** Shown above the Q&A and announcements read from this device while offline. */
export const QUESTIONS_OFFLINE_NOTE = 'Bạn đang ngoại tuyến — đang xem bản đã lưu.';
