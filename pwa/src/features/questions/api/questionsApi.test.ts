import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { clearAccessToken, setAccessToken } from '../../../lib/session/tokenStore';
import { fakeApi } from '../../../test/fakeApi';
import { keepAnnouncementsOffline } from '../../announcements';
import { clearLearningTables, fakeJwt, saveMyCourses } from '../../learn';
import { questionDetail, questionsPage, questionView } from '../testData';
import { keepQuestionsOffline, OFFLINE_DETAILS } from './questionsApi';

beforeEach(async () => {
  await clearLearningTables();
  setAccessToken(fakeJwt('u1'));
});
afterEach(() => {
  clearAccessToken();
  vi.unstubAllGlobals();
});

describe('keeping a course Q&A and announcements for offline reading', () => {
  it('keeps the first page of questions, the details of the first ones, and the first page of announcements', async () => {
    const questions = Array.from({ length: 12 }, (_, index) => questionView({ _id: `q${index + 1}` }));
    const announcements = { announcements: [], pagination: { currentPage: 1, limit: 10, totalItems: 0, totalPages: 0 } };
    const calls = fakeApi({
      'GET /api/courses/c1/questions': { body: questionsPage(questions) },
      'GET /api/courses/c1/announcements': { body: announcements },
      ...Object.fromEntries(questions.map((question) => [`GET /api/questions/${question._id}`, { body: questionDetail(question, []) }])),
    });

    await keepQuestionsOffline('u1', 'c1');
    await keepAnnouncementsOffline('u1', 'c1');

    const kept = await db.courseDiscussions.get(['u1', 'c1']);
    expect(kept?.questions).toEqual(questionsPage(questions));
    expect(Object.keys(kept?.details ?? {})).toEqual(questions.slice(0, OFFLINE_DETAILS).map((question) => question._id));
    expect(kept?.announcements).toEqual(announcements);
    expect(calls[0].query).toEqual({ page: '1', limit: '20', filter: 'all' });
    expect(calls.filter((call) => call.path.startsWith('/api/questions/'))).toHaveLength(OFFLINE_DETAILS);
  });

  it('forgets them with the course when the course leaves the list (refunded)', async () => {
    await db.courseDiscussions.put({ userId: 'u1', courseId: 'c1', questions: questionsPage([]), updatedAt: 1 });
    await db.courseDiscussions.put({ userId: 'u2', courseId: 'c1', questions: questionsPage([]), updatedAt: 1 });
    await db.courses.put({ userId: 'u1', courseId: 'c1', slug: 'a', title: 'A', content: null, updatedAt: 1 });

    await saveMyCourses('u1', []);

    expect(await db.courseDiscussions.get(['u1', 'c1'])).toBeUndefined();
    expect(await db.courseDiscussions.get(['u2', 'c1'])).toBeTruthy();
  });
});
