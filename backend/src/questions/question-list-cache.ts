import { Inject, Injectable } from '@nestjs/common';
import { SharedAnswerCache } from '../common/cache/shared-answer-cache';
import { ClusterBus } from '../common/cluster/cluster-bus';
import type { Pagination } from '../common/http/responses';
import { foldVietnamese } from '../common/text/slug';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { CourseQuestionsQueryDto, InstructorQuestionsQueryDto, QuestionView } from './questions.dto';

const MAX_SEARCH_WORDS = 8;

/** The words of a search, as the lists match them: folded (no accents, lower case), at most MAX_SEARCH_WORDS. */
export function searchWords(q: string | undefined): string[] {
  return foldVietnamese(q ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
}

/** The filters whose page is the same for every reader of the course: the rest are the viewer's own. */
export const SHARED_FILTERS: ReadonlySet<CourseQuestionsQueryDto['filter']> = new Set(['all', 'lecture', 'unanswered']);

/**
 * A page of a course's questions as every reader sees it: each view with `following` and `mine` false,
 * and its author's id, from which a viewer's `mine` is set (`forViewer`).
 */
export interface SharedQuestionPage {
  questions: { view: QuestionView; authorId: string }[];
  pagination: Pagination;
}

/** The page as `viewerId` sees it, who follows `followedIds` of its questions. */
export function forViewer(page: SharedQuestionPage, viewerId: string, followedIds: ReadonlySet<string>) {
  return {
    questions: page.questions.map(({ view, authorId }) => ({ ...view, following: followedIds.has(view._id), mine: authorId === viewerId })),
    pagination: page.pagination,
  };
}

/** What names a cached answer: a course's shared page, an instructor's inbox page or badge. */
export const questionListKeys = {
  coursePage: (courseId: string, query: CourseQuestionsQueryDto) =>
    `course:${courseId}:${query.filter}:${query.filter === 'lecture' ? (query.lectureId ?? '') : ''}:${query.page}:${query.limit}:${searchWords(query.q).join(' ')}`,
  inbox: (actor: { id: string; role: string }, query: InstructorQuestionsQueryDto) =>
    `inbox:${actor.id}:${actor.role}:${query.courseId ?? ''}:${query.lectureId ?? ''}:${query.status ?? ''}:${query.page}:${query.limit}`,
  badge: (actor: { id: string; role: string }) => `badge:${actor.id}:${actor.role}`,
};

/**
 * The question lists many requests share: a course's pages for the shared filters (the Q&A tab's first
 * page, a lecture's, a search), and each instructor's inbox pages and badge, which they reload often.
 * Every question, answer and follow write clears it, in every API process, after it commits (the
 * services call `clear`); an author's new name or a lecture's new title shows within
 * QUESTIONS_CACHE_SECONDS. Who may read is never cached: each request is checked.
 */
@Injectable()
export class QuestionListCache extends SharedAnswerCache {
  constructor(@Inject(APP_CONFIG) config: AppConfig, bus: ClusterBus) {
    super(bus, 'questions-changed', config.questionsCacheSeconds);
  }
}
