import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../api/types';
import { db } from '../../../lib/db';
import { fakeApi } from '../../../test/fakeApi';
import { useAuth } from '../../auth';
import { readMyCourses, saveMyCourses } from '../../learn';
import { cancelScheduledProgressSync } from '../../learn';
import { clearLearningTables, myCourse, queueProgress, setOnline } from '../../learn';
import { rememberProfile } from '../../../lib/session/offlineProfile';
import MyCoursesPage, { prepare } from './MyCoursesPage';
import { renderWithQuery } from '../../../test/renderWithQuery';
import { downloadRecord } from '../../downloads';

vi.mock('../../auth/hooks/useAuth', () => ({ useAuth: vi.fn() }));

function signIn(userId: string) {
  vi.mocked(useAuth).mockReturnValue({ status: 'authenticated', user: { _id: userId, role: 'student', name: 'An' } as Profile } as ReturnType<typeof useAuth>);
}

const renderPage = () =>
  renderWithQuery(
    <MemoryRouter>
      <MyCoursesPage />
    </MemoryRouter>,
  );

const seo = myCourse({ _id: 'c2', slug: 'seo-website', title: 'SEO website', totalLectures: 10, completedLectures: 0, progress: 0, lastLectureId: null, lastAccessedAt: null });
const finished = myCourse({ _id: 'c3', slug: 'zalo-ads', title: 'Quảng cáo Zalo', totalLectures: 4, completedLectures: 4, progress: 100, lastLectureId: 'z4' });

beforeEach(async () => {
  await clearLearningTables();
  signIn('u1');
});
afterEach(() => {
  cancelScheduledProgressSync();
  setOnline(true);
  vi.unstubAllGlobals();
});

describe('MyCoursesPage', () => {
  it('lists the enrolled courses from the server with their progress, and saves them for offline use', async () => {
    const calls = fakeApi({ 'GET /api/students/me/courses': { body: { courses: [myCourse(), seo, finished] } } });
    renderPage();

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Khóa học của tôi');
    const facebook = await screen.findByTestId('my-course-facebook-ads');
    expect(within(facebook).getByText('Quảng cáo Facebook từ A đến Z')).toBeTruthy();
    expect(within(facebook).getByTestId('my-course-percent').textContent).toBe('25%');
    expect(within(facebook).getByRole('link', { name: 'Tiếp tục học' }).getAttribute('href')).toBe('/learn/facebook-ads/l2');
    // Never started: 'Bắt đầu học' opens the course at its first lecture.
    expect(within(screen.getByTestId('my-course-seo-website')).getByRole('link', { name: 'Bắt đầu học' }).getAttribute('href')).toBe('/learn/seo-website');
    expect(within(screen.getByTestId('my-course-seo-website')).queryByRole('link', { name: 'Tiếp tục học' })).toBeNull();
    // Finished: 'Xem lại khóa học', from the start.
    const done = within(screen.getByTestId('my-course-zalo-ads'));
    expect(done.getByTestId('my-course-percent').textContent).toBe('100%');
    expect(done.getByRole('link', { name: 'Xem lại khóa học' }).getAttribute('href')).toBe('/learn/zalo-ads');
    expect(done.queryByRole('link', { name: 'Tiếp tục học' })).toBeNull();
    expect(screen.getByTestId('sync-state').textContent).toBe('Đã lưu');
    expect(screen.queryByTestId('my-courses-offline')).toBeNull();

    expect(calls.map((call) => call.path)).toEqual(['/api/students/me/courses']);
    await vi.waitFor(async () => expect((await readMyCourses('u1')).map((course) => course.slug)).toEqual(expect.arrayContaining(['facebook-ads', 'seo-website', 'zalo-ads'])));
  });

  it('offline, shows the list read ahead when its chunk loaded in the very first render, and only for that user', async () => {
    await saveMyCourses('u3', [myCourse()]);
    setOnline(false);
    rememberProfile({ _id: 'u3', role: 'student', name: 'An' } as Profile);
    await prepare();

    signIn('u3');
    const { unmount } = renderPage();
    // No findBy: the card is there without waiting for the live query's first answer.
    expect(screen.getByTestId('my-course-facebook-ads')).toBeTruthy();
    unmount();

    // Another user of this browser never gets it.
    signIn('u4');
    renderPage();
    expect(screen.queryByTestId('my-course-facebook-ads')).toBeNull();
    localStorage.clear();
  });

  it('opens offline from this device, with ticks made offline counted and the waiting changes shown', async () => {
    await saveMyCourses('u1', [myCourse()]);
    await db.progress.bulkPut([
      { userId: 'u1', lectureId: 'l1', courseId: 'c1', completed: true, positionSeconds: 0, updatedAt: 1 },
      { userId: 'u1', lectureId: 'l2', courseId: 'c1', completed: true, positionSeconds: 0, updatedAt: 1 },
    ]);
    await queueProgress('u1', 'l2', { completed: true });
    setOnline(false);
    const calls = fakeApi({});
    renderPage();

    const card = await screen.findByTestId('my-course-facebook-ads');
    await vi.waitFor(() => expect(within(card).getByTestId('my-course-percent').textContent).toBe('50%'));
    expect((await screen.findByTestId('my-courses-offline')).textContent).toBe('Bạn đang ngoại tuyến. Đây là danh sách khóa học đã lưu trên thiết bị.');
    expect((await screen.findByTestId('sync-state')).textContent).toBe('Đang chờ mạng (1 thay đổi)');
    expect(calls).toHaveLength(0);
  });

  it('falls back to the saved list when the request fails on a flaky connection', async () => {
    await saveMyCourses('u1', [myCourse()]);
    fakeApi({
      'GET /api/students/me/courses': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderPage();

    expect(await screen.findByTestId('my-course-facebook-ads')).toBeTruthy();
    expect((await screen.findByTestId('my-courses-offline')).textContent).toBe('Bạn đang ngoại tuyến. Đây là danh sách khóa học đã lưu trên thiết bị.');
  });

  it('drops the offline notice as soon as the connection is back and the list came from the server', async () => {
    await saveMyCourses('u1', [myCourse()]);
    setOnline(false);
    const calls = fakeApi({ 'GET /api/students/me/courses': { body: { courses: [myCourse(), seo] } } });
    renderPage();
    expect(await screen.findByTestId('my-courses-offline')).toBeTruthy();

    // The page's effects settle (the notice paints first), then the connection comes back.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toEqual(['/api/students/me/courses']));

    expect(await screen.findByTestId('my-course-seo-website')).toBeTruthy();
    expect(screen.queryByTestId('my-courses-offline')).toBeNull();
  });

  it("never shows another user's saved courses", async () => {
    await saveMyCourses('u2', [myCourse(), seo]);
    setOnline(false);
    fakeApi({});
    renderPage();

    expect(await screen.findByTestId('my-courses-empty')).toBeTruthy();
    expect(screen.queryByTestId('my-course-facebook-ads')).toBeNull();
    expect(screen.queryByTestId('my-course-seo-website')).toBeNull();
  });

  it('offers the catalogue when there is no course yet, and forgets courses the server no longer lists', async () => {
    await saveMyCourses('u1', [myCourse()]);
    fakeApi({ 'GET /api/students/me/courses': { body: { courses: [] } } });
    renderPage();

    const empty = await screen.findByTestId('my-courses-empty');
    expect(within(empty).getByRole('link', { name: 'Khám phá khóa học' }).getAttribute('href')).toBe('/courses');
    await vi.waitFor(async () => expect(await readMyCourses('u1')).toEqual([]));
  });

  it('shows the server message with a retry when the list fails and nothing is saved', async () => {
    fakeApi({ 'GET /api/students/me/courses': { status: 500, body: { message: 'Máy chủ đang bận.', code: 'INTERNAL' } } });
    renderPage();

    expect((await screen.findByRole('alert')).textContent).toContain('Máy chủ đang bận.');
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });

  it('shows which lectures play with no connection, and offers the course download while online', async () => {
    await db.downloads.clear();
    await db.downloads.bulkPut([
      downloadRecord({ userId: 'u1', courseId: 'c1', lectureId: 'l1', lectureTitle: 'Bài 1: Tài khoản quảng cáo', state: 'done' }),
      downloadRecord({ userId: 'u1', courseId: 'c1', lectureId: 'l2', lectureTitle: 'Bài 2', state: 'downloading' }),
      downloadRecord({ userId: 'u2', courseId: 'c2', lectureId: 's1', state: 'done' }),
    ]);
    fakeApi({ 'GET /api/students/me/courses': { body: { courses: [myCourse(), seo] } } });
    renderPage();
    const facebook = within(await screen.findByTestId('my-course-facebook-ads'));
    const offline = await facebook.findByTestId('my-course-offline');
    expect(offline.querySelector('summary')?.textContent).toBe('1 bài học được khi không có mạng · 1 bài đang tải');
    expect(within(offline).getByRole('link', { name: 'Bài 1: Tài khoản quảng cáo' }).getAttribute('href')).toBe('/learn/facebook-ads/l1');
    expect(facebook.getByTestId('my-course-download').getAttribute('href')).toBe('/learn/facebook-ads?download=course');
    // Another user's download on this device is not this learner's.
    expect(within(screen.getByTestId('my-course-seo-website')).queryByTestId('my-course-offline')).toBeNull();

    act(() => {
      setOnline(false);
      window.dispatchEvent(new Event('offline'));
    });
    await vi.waitFor(() => expect(facebook.queryByTestId('my-course-download')).toBeNull());
    expect(facebook.getByTestId('my-course-offline')).toBeTruthy();
  });
});
