import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../api/types';
import { db } from '../../../lib/db';
import { clearAccessToken } from '../../../lib/session/tokenStore';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import { useAuth } from '../../auth';
import { saveCourseAccess } from '../../face-verify';
import { answerView, questionDetail, questionsPage, questionView } from '../../questions';
import { saveCourseContent } from '../offline/courseCache';
import { cancelScheduledProgressSync } from '../sync/syncScheduler';
import { clearLearningTables, learnContent, setOnline } from '../testData';
import LearnPage from './LearnPage';

vi.mock('../../auth/hooks/useAuth', () => ({ useAuth: vi.fn() }));

const announcement = (id: string, title: string, body = 'Nội dung') => ({
  _id: id,
  courseId: 'c1',
  title,
  body,
  author: { name: 'Nguyễn Văn An', avatarUrl: null },
  createdAt: '2026-03-10T03:00:00Z',
});
const announcementsPage = (items: ReturnType<typeof announcement>[]) => ({
  announcements: items,
  pagination: { currentPage: 1, limit: 10, totalItems: items.length, totalPages: 1 },
});

function Probe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

const renderAt = (path: string) =>
  renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/learn/:courseSlug/:lectureId?"
          element={
            <>
              <LearnPage />
              <Probe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

function serveCourse(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/courses/facebook-ads': { body: { course: { _id: 'c1', slug: 'facebook-ads', isEnrolled: true } } },
    'GET /api/learn/facebook-ads/content': { body: learnContent },
    'POST /api/media/playback-url': { body: { playbackUrl: 'https://cdn.example.vn/m2/master.m3u8' } },
    'GET /api/courses/c1/reviews/mine': { body: { review: null, eligibility: { canReview: true, reason: null } } },
    ...extra,
  });
}

const tab = (name: string) => screen.getByRole('tab', { name });

beforeEach(async () => {
  await clearLearningTables();
  vi.mocked(useAuth).mockReturnValue({ status: 'authenticated', user: { _id: 'u1', role: 'student', name: 'An' } as Profile } as ReturnType<typeof useAuth>);
  saveCourseAccess('u1', 'c1', { token: 'face-token', expiresAt: new Date(Date.now() + 600_000).toISOString() });
});
afterEach(() => {
  cancelScheduledProgressSync();
  sessionStorage.clear();
  clearAccessToken();
  setOnline(true);
  vi.unstubAllGlobals();
});

describe('the player tabs', () => {
  it("opens on 'Tổng quan' without asking for questions; 'Hỏi đáp' puts ?tab=questions in the URL and lists them", async () => {
    const calls = serveCourse({ 'GET /api/courses/c1/questions': { body: questionsPage([questionView()]) } });
    renderAt('/learn/facebook-ads/l2');

    expect((await screen.findByRole('tab', { name: 'Tổng quan' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('Phím tắt');
    expect(calls.some((call) => call.path.includes('/questions'))).toBe(false);

    fireEvent.click(tab('Hỏi đáp'));
    expect(tab('Hỏi đáp').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('location').textContent).toBe('/learn/facebook-ads/l2?tab=questions');
    expect(await screen.findByTestId('question-q1')).toBeTruthy();
  });

  it("a question's moment in this lecture seeks the video; in another lecture it opens that lecture at that moment", async () => {
    serveCourse({
      'GET /api/courses/c1/questions': { body: questionsPage([questionView(), questionView({ _id: 'q2', lectureId: 'l3', lectureTitle: 'Chọn mục tiêu', videoSecond: 30 })]) },
    });
    renderAt('/learn/facebook-ads/l2?tab=questions');
    const video = (await screen.findByTestId('learn-video')).querySelector('video') as HTMLVideoElement;
    const state = { currentTime: 0 };
    Object.defineProperty(video, 'currentTime', { configurable: true, get: () => state.currentTime, set: (value: number) => (state.currentTime = value) });

    fireEvent.click(within(await screen.findByTestId('question-q1')).getByRole('button', { name: 'Xem video tại 1:15' }));
    expect(state.currentTime).toBe(75);

    fireEvent.click(within(screen.getByTestId('question-q2')).getByRole('button', { name: 'Xem video tại 0:30' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Chọn mục tiêu');
    expect(screen.getByTestId('location').textContent).toBe('/learn/facebook-ads/l3?tab=questions&t=30');
    expect(tab('Hỏi đáp').getAttribute('aria-selected')).toBe('true');
  });

  it("a new answer's notification link opens 'Hỏi đáp' at that question with the answer highlighted", async () => {
    serveCourse({
      'GET /api/questions/q1': {
        body: questionDetail(questionView(), [answerView(), answerView({ _id: 'a2', author: { name: 'Lê Chi', avatarUrl: null, isInstructor: false } })]),
      },
    });
    renderAt('/learn/facebook-ads/l2?question=q1#answer-a2');

    expect(await screen.findByTestId('question-detail')).toBeTruthy();
    expect(tab('Hỏi đáp').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('answer-a2').dataset.highlighted).toBe('true');
  });

  it("an announcement's link opens 'Thông báo' at that announcement, its text with clickable links", async () => {
    serveCourse({
      'GET /api/courses/c1/announcements': {
        body: announcementsPage([announcement('n2', 'Buổi livestream tối nay', 'Tham gia tại https://live.example.vn\nlúc 20:00'), announcement('n1', 'Chào mừng')]),
      },
    });
    renderAt('/learn/facebook-ads?tab=announcements#announcement-n2');

    const tabPanel = await screen.findByTestId('announcements-tab');
    expect(tab('Thông báo').getAttribute('aria-selected')).toBe('true');
    const item = await within(tabPanel).findByRole('heading', { name: 'Buổi livestream tối nay' });
    expect(item.closest('li')?.dataset.highlighted).toBe('true');
    expect(item.closest('li')?.textContent).toContain('10/03/2026');
    expect(within(tabPanel).getByRole('link', { name: 'https://live.example.vn' }).getAttribute('rel')).toBe('nofollow ugc noopener');
    expect(within(tabPanel).getByRole('heading', { name: 'Chào mừng' }).closest('li')?.dataset.highlighted).toBeUndefined();
  });

  it('offline, reads the announcements kept on this device and says so', async () => {
    await saveCourseContent('u1', learnContent);
    await db.courseDiscussions.put({ userId: 'u1', courseId: 'c1', announcements: announcementsPage([announcement('n1', 'Lịch học bù')]), updatedAt: 1 });
    setOnline(false);
    const calls = fakeApi({});
    renderAt('/learn/facebook-ads/l2?tab=announcements');

    expect((await screen.findByTestId('announcements-offline')).textContent).toBe('Bạn đang ngoại tuyến — đang xem bản đã lưu.');
    expect(screen.getByRole('heading', { name: 'Lịch học bù' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('tells a refunded student the announcements are no longer theirs to read', async () => {
    const message = 'Bạn không còn quyền truy cập khóa học này.';
    serveCourse({ 'GET /api/courses/c1/announcements': { status: 403, body: { message, code: 'ANNOUNCEMENT_ACCESS_ENDED' } } });
    renderAt('/learn/facebook-ads/l2?tab=announcements');

    expect((await screen.findByTestId('announcements-access-ended')).textContent).toBe(message);
  });

  it("'Ghi chú' puts ?tab=notes in the URL; a note's moment seeks the open video, or opens its lecture there from the course's list", async () => {
    const note = (clientId: string, lectureId: string, positionSeconds: number, text: string) => ({
      clientId,
      lectureId,
      positionSeconds,
      text,
      editedAt: '2026-03-05T03:00:00.000Z',
      updatedAt: '2026-03-05T03:00:00.000Z',
    });
    serveCourse({ 'GET /api/learn/courses/c1/notes': { body: { items: [note('n1', 'l2', 75, 'Tài khoản doanh nghiệp'), note('n2', 'l3', 30, 'Mục tiêu chuyển đổi')] } } });
    renderAt('/learn/facebook-ads/l2');

    fireEvent.click(await screen.findByRole('tab', { name: 'Ghi chú' }));
    expect(screen.getByTestId('location').textContent).toBe('/learn/facebook-ads/l2?tab=notes');
    const video = (await screen.findByTestId('learn-video')).querySelector('video') as HTMLVideoElement;
    const state = { currentTime: 0 };
    Object.defineProperty(video, 'currentTime', { configurable: true, get: () => state.currentTime, set: (value: number) => (state.currentTime = value) });

    fireEvent.click(within(await screen.findByTestId('note-n1')).getByRole('button', { name: 'Xem video tại 1:15' }));
    expect(state.currentTime).toBe(75);
    expect(screen.queryByTestId('note-n2')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Tất cả ghi chú của khóa học' }));
    expect(
      within(screen.getByTestId('course-notes'))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Tạo tài khoản quảng cáo', 'Chọn mục tiêu']);
    fireEvent.click(within(screen.getByTestId('note-n2')).getByRole('button', { name: 'Xem video tại 0:30' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Chọn mục tiêu');
    expect(screen.getByTestId('location').textContent).toBe('/learn/facebook-ads/l3?tab=notes&t=30');
    expect(tab('Ghi chú').getAttribute('aria-selected')).toBe('true');
  });
});
