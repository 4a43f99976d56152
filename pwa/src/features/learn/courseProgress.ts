import type { LearnContent, LearnLecture } from './api/learnApi';

/** Whole percent of lectures completed, rounded like the server does. */
export function coursePercent(completed: number, total: number): number {
  return total > 0 ? Math.round((100 * Math.min(completed, total)) / total) : 0;
}

/** Every lecture of the course in curriculum order. */
export function courseLectures(content: LearnContent): LearnLecture[] {
  return content.course.curriculum.flatMap((section) => section.lectures);
}
