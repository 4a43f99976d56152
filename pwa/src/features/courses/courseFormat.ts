import type { CourseLevel } from './api/coursesApi';

export const COURSE_LEVEL_LABELS: Record<CourseLevel, string> = {
  beginner: 'Cơ bản',
  intermediate: 'Trung cấp',
  advanced: 'Nâng cao',
};

/**
 * A star rating with one decimal in vi-VN, e.g. 4.8 → '4,8', 4.85 → '4,9', 5 → '5,0', as Intl.NumberFormat
 * writes it (half up on the decimal as written, where toFixed alone would give '4,8'), without building an
 * Intl formatter on every card's first screen (see lib/format).
 */
export function formatRating(rating: number): string {
  return (Math.round(rating * 10) / 10).toFixed(1).replace('.', ',');
}

/**
 * Total course (or section) length from seconds, e.g. 8100 → '2 giờ 15 phút', 300 → '5 phút'; under a
 * minute in seconds, e.g. 6 → '6 giây' (rounding it to minutes read '0 phút' for a short course).
 */
export function formatCourseDuration(seconds: number): string {
  const totalSeconds = Math.max(0, Math.round(seconds));
  if (totalSeconds < 60) return `${totalSeconds} giây`;
  const totalMinutes = Math.round(totalSeconds / 60);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${minutes} phút`;
  return minutes === 0 ? `${hours} giờ` : `${hours} giờ ${minutes} phút`;
}

/** Lecture length from seconds as m:ss or h:mm:ss, e.g. 754 → '12:34'. */
export function formatLectureDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
