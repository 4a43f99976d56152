import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../api/types';
import { db, type ProgressOutboxRecord } from '../../../lib/db';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import { useAuth } from '../../auth';
import { clearAccessToken, setAccessToken } from '../../../lib/session/tokenStore';
import { readCourseAccess, saveCourseAccess } from '../../face-verify';
import { readMyCourses, saveCourseContent, saveMyCourses } from '../offline/courseCache';
import { cancelScheduledProgressSync } from '../sync/syncScheduler';
import { clearLearningTables, fakeJwt, learnContent, myCourse, setOnline } from '../testData';
import LearnPage from './LearnPage';

vi.mock('../../auth/hooks/useAuth', () => ({ useAuth: vi.fn() }));

const COURSE = 'GET /api/courses/facebook-ads';
const CONTENT = 'GET /api/learn/facebook-ads/content';
const PLAYBACK = 'POST /api/media/playback-url';
const MY_REVIEW = 'GET /api/courses/c1/reviews/mine';
const UPDATE = 'POST /api/learn/progress/batch';
const MY_COURSES = 'GET /api/students/me/courses';
const OFFLINE_TEXT = 'Bạn đang ngoại tuyến. Video cần kết nối mạng (hoặc tải bài giảng về máy khi có mạng); danh sách bài học và tiến độ vẫn được lưu.';

function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

const renderAt = (path: string) =>
  renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/learn/:courseSlug" element={<LearnPage />} />
        <Route path="/learn/:courseSlug/verify" element={<LocationProbe />} />
        <Route path="/learn/:courseSlug/:lectureId" element={<LearnPage />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );

const grantAccess = () => saveCourseAccess('u1', 'c1', { token: 'face-token', expiresAt: new Date(Date.now() + 600_000).toISOString() });
const item = (lectureId: string) => screen.getByTestId(`lecture-item-${lectureId}`);
/** The X-Course-Access-Token header of every request sent to `path`. */
const accessHeaders = (path: string) =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => input as Request)
    .filter((request) => new URL(request.url).pathname === path)
    .map((request) => request.headers.get('X-Course-Access-Token'));

/** The API of an enrolled student whose course loads and whose videos play. */
function serveCourse(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [COURSE]: { body: { course: { _id: 'c1', slug: 'facebook-ads', isEnrolled: true } } },
    [CONTENT]: { body: learnContent },
    [PLAYBACK]: { body: { playbackUrl: 'https://cdn.example.vn/m2/master.m3u8' } },
    [MY_REVIEW]: { body: { review: null, eligibility: { canReview: true, reason: null } } },
    ...extra,
  });
}

beforeEach(async () => {
  await clearLearningTables();
  vi.mocked(useAuth).mockReturnValue({ status: 'authenticated', user: { _id: 'u1', role: 'student', name: 'An' } as Profile } as ReturnType<typeof useAuth>);
});
afterEach(() => {
  cancelScheduledProgressSync();
  sessionStorage.clear();
  clearAccessToken();
  setOnline(true);
  vi.unstubAllGlobals();
});

describe('LearnPage', () => {
  it('sends a student without a course access token to the face check first', async () => {
    const calls = serveCourse();
    renderAt('/learn/facebook-ads');

    expect((await screen.findByTestId('location')).textContent).toBe('/learn/facebook-ads/verify');
    expect(calls.map((call) => call.path)).toEqual(['/api/courses/facebook-ads']);
  });

  it('never asks a student who does not own the course for a face check: it says so and links to the course page', async () => {
    const calls = serveCourse({ [COURSE]: { body: { course: { _id: 'c1', slug: 'facebook-ads', isEnrolled: false } } } });
    renderAt('/learn/facebook-ads');

    const message = await screen.findByTestId('learn-not-enrolled');
    expect(within(message).getByRole('heading').textContent).toBe('Bạn chưa đăng ký khóa học này.');
    expect(within(message).getByRole('link').getAttribute('href')).toBe('/courses/facebook-ads');
    // Still on the player's route: the face check (whose route shows the location probe) never opened.
    expect(screen.queryByTestId('location')).toBeNull();
    expect(within(message).queryByRole('button', { name: 'Thử lại' })).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/api/courses/facebook-ads']);
  });

  it('checks ownership again before the face check when the course saved on this device has no token (a refund, say)', async () => {
    await db.courses.put({ userId: 'u1', courseId: 'c1', slug: 'facebook-ads', title: 'Facebook Ads', content: learnContent, updatedAt: 1 });
    serveCourse({ [COURSE]: { body: { course: { _id: 'c1', slug: 'facebook-ads', isEnrolled: false } } } });
    renderAt('/learn/facebook-ads');

    expect(await screen.findByTestId('learn-not-enrolled')).toBeTruthy();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('forgets a token the server calls invalid and goes back to the face check', async () => {
    grantAccess();
    serveCourse({
      [CONTENT]: { status: 403, body: { message: 'Mã truy cập khóa học không hợp lệ hoặc đã hết hạn. Vui lòng xác thực khuôn mặt lại.', code: 'COURSE_ACCESS_INVALID' } },
    });
    renderAt('/learn/facebook-ads/l2');

    expect((await screen.findByTestId('location')).textContent).toBe('/learn/facebook-ads/verify');
    expect(accessHeaders('/api/learn/facebook-ads/content')).toEqual(['face-token']);
    expect(readCourseAccess('u1', 'c1')).toBeNull();
  });

  it('tells a student who has not bought the course where to buy it', async () => {
    grantAccess();
    serveCourse({ [CONTENT]: { status: 403, body: { message: 'Bạn chưa đăng ký khóa học này.', code: 'NOT_ENROLLED' } } });
    renderAt('/learn/facebook-ads');

    const message = await screen.findByTestId('learn-not-enrolled');
    expect(within(message).getByRole('heading').textContent).toBe('Bạn chưa đăng ký khóa học này.');
    expect(within(message).getByRole('link').getAttribute('href')).toBe('/courses/facebook-ads');
  });

  it("plays the last lecture with the outline, ticks (this device's included) and overall percent", async () => {
    grantAccess();
    // Ticked offline on this device and not yet known to the server.
    await db.progress.put({ userId: 'u1', lectureId: 'l3', courseId: 'c1', completed: true, positionSeconds: 0, updatedAt: 1 });
    const calls = serveCourse();
    renderAt('/learn/facebook-ads');

    expect(await screen.findByTestId('learn-video')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tạo tài khoản quảng cáo');
    expect(screen.getByText('Chương 2: Chạy chiến dịch')).toBeTruthy();
    expect(item('l1').dataset.completed).toBe('true');
    expect(item('l2').dataset.completed).toBe('false');
    expect(within(item('l2')).getByRole('link').getAttribute('aria-current')).toBe('page');
    expect(item('l1').textContent).toContain('12:34');
    await vi.waitFor(() => expect(item('l3').dataset.completed).toBe('true'));
    expect(screen.getByTestId('course-progress').textContent).toBe('50%');
    expect(calls.find((call) => call.path === '/api/media/playback-url')?.body).toEqual({ mediaId: 'm2', courseId: 'c1' });
    expect(accessHeaders('/api/media/playback-url')).toEqual(['face-token']);
    expect(screen.getByTestId('prev-lecture').hasAttribute('disabled')).toBe(false);
  });

  it("opens the whole course's download dialog when /my-courses sent the learner here to download (?download=course)", async () => {
    grantAccess();
    const MB = 1024 ** 2;
    const ladder = (lectureId: string) => ({ lectureId, qualities: [{ variant: 'v0', height: 360, sizeBytes: 10 * MB, recommended: true }], resourceBytes: 0 });
    serveCourse({ 'GET /api/learn/courses/c1/downloads/sizes': { body: { lectures: [ladder('l1'), ladder('l2'), ladder('l3')] } } });
    renderAt('/learn/facebook-ads?download=course');
    const dialog = await screen.findByTestId('download-dialog');
    expect(within(dialog).getByText('Quảng cáo Facebook từ A đến Z')).toBeTruthy();
    await vi.waitFor(() => expect(within(dialog).getByRole('heading').textContent).toBe('Tải 3 bài giảng: 30 MB'));
  });

  it('marks a lecture complete at once, queues the change and syncs it', async () => {
    grantAccess();
    setAccessToken(fakeJwt('u1'));
    const calls = serveCourse({
      [UPDATE]: (call) => {
        const [update] = (call.body as { updates: { updateId: string }[] }).updates;
        return {
          body: {
            results: [{ updateId: update.updateId, status: 'applied' }],
            lectures: [{ courseId: 'c1', lectureId: 'l2', completed: true, positionSeconds: 120 }],
            courses: [{ courseId: 'c1', progress: 50, completedLectures: 2, totalLectures: 4 }],
          },
        };
      },
    });
    renderAt('/learn/facebook-ads/l2');

    fireEvent.click(await screen.findByTestId('mark-complete'));
    await vi.waitFor(() => expect(item('l2').dataset.completed).toBe('true'));
    expect(screen.getByTestId('course-progress').textContent).toBe('50%');
    expect(screen.getByTestId('mark-complete').textContent).toContain('Đã học xong');
    const queued = await db.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ userId: 'u1', payload: { courseId: 'c1', lectureId: 'l2', completed: true } });

    await vi.waitFor(() => expect(calls.filter((call) => call.path === '/api/learn/progress/batch')).toHaveLength(1), { timeout: 3000 });
    expect(calls.find((call) => call.path === '/api/learn/progress/batch')?.body).toEqual({ updates: [(queued[0] as ProgressOutboxRecord).payload] });
    await vi.waitFor(() => expect(screen.getByTestId('sync-state').textContent).toBe('Đã lưu'));
    expect(await db.outbox.count()).toBe(0);
  });

  it('offline: opens from this device and says plainly that the video needs the network', async () => {
    await saveCourseContent('u1', learnContent);
    setOnline(false);
    const calls = fakeApi({});
    renderAt('/learn/facebook-ads/l3');

    expect((await screen.findByTestId('offline-video-message')).textContent).toBe(OFFLINE_TEXT);
    expect(screen.queryByTestId('learn-video')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Chọn mục tiêu');
    expect(item('l1').dataset.completed).toBe('true');
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByTestId('mark-complete'));
    await vi.waitFor(() => expect(item('l3').dataset.completed).toBe('true'));
    expect(await screen.findByText('Đang chờ mạng (1 thay đổi)')).toBeTruthy();
  });

  it('offline: reads a text lesson kept on this device and completes it when the reader reaches its end', async () => {
    const observers: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const document = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '<script>alert(1)</script>' }] }] };
    const withText = {
      ...learnContent,
      course: {
        ...learnContent.course,
        curriculum: learnContent.course.curriculum.map((section) => ({
          ...section,
          lectures: section.lectures.map((lecture) =>
            lecture._id === 'l3' ? { ...lecture, kind: 'text' as const, hasVideo: false, mediaId: null, textDocument: document } : lecture,
          ),
        })),
      },
    };
    await saveCourseContent('u1', withText);
    setOnline(false);
    fakeApi({});
    renderAt('/learn/facebook-ads/l3');

    expect((await screen.findByTestId('text-lecture')).textContent).toContain('<script>alert(1)</script>');
    expect(screen.queryByTestId('offline-video-message')).toBeNull();
    expect(item('l3').dataset.completed).toBe('false');
    // The end-of-text observer is made in an effect after the lesson shows: on a busy machine, later.
    await vi.waitFor(() => expect(observers.length).toBeGreaterThan(0));
    act(() => observers.at(-1)!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    await vi.waitFor(() => expect(item('l3').dataset.completed).toBe('true'));
    expect((await db.outbox.toArray())[0]).toMatchObject({ payload: { lectureId: 'l3', completed: true } });
  });

  it('loads the real course (and the video) when the connection comes back', async () => {
    grantAccess();
    await saveCourseContent('u1', learnContent);
    setOnline(false);
    const calls = serveCourse();
    renderAt('/learn/facebook-ads/l2');
    expect(await screen.findByTestId('offline-video-message')).toBeTruthy();
    expect(calls).toHaveLength(0);
    // The page listens for 'online' from an effect, which React may run a task after the message shows:
    // let it run first (on a busy machine the event once came before it and was missed).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByTestId('learn-video')).toBeTruthy();
    await vi.waitFor(() =>
      expect(calls.map((call) => call.path).sort()).toEqual([
        '/api/courses/c1/reviews/mine',
        '/api/learn/courses/c1/notes',
        '/api/learn/facebook-ads/content',
        '/api/media/playback-url',
        // The device had the course but not its listing: /my-courses needs it offline.
        '/api/students/me/courses',
      ]),
    );
  });

  it('saves the course list when the player opens a course online that this device has no listing for, so /my-courses lists it (and its downloads) offline', async () => {
    grantAccess();
    const calls = serveCourse({ [MY_COURSES]: { body: { courses: [myCourse()] } } });
    renderAt('/learn/facebook-ads/l2');
    expect(await screen.findByTestId('learn-video')).toBeTruthy();
    await vi.waitFor(async () => expect((await readMyCourses('u1')).map((course) => course.slug)).toEqual(['facebook-ads']));
    expect(calls.filter((call) => call.path === '/api/students/me/courses')).toHaveLength(1);
  });

  it('does not ask for the course list again when this device already lists the course', async () => {
    grantAccess();
    await saveMyCourses('u1', [myCourse()]);
    const calls = serveCourse({ [MY_COURSES]: { body: { courses: [myCourse()] } } });
    renderAt('/learn/facebook-ads/l2');
    expect(await screen.findByTestId('learn-video')).toBeTruthy();
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/learn/courses/c1/notes'));
    expect(calls.map((call) => call.path)).not.toContain('/api/students/me/courses');
  });

  it("keeps the learner's notes (another device's too) with the course opened online: after an offline cold start the Notes tab has them", async () => {
    grantAccess();
    const note = {
      clientId: 'n9',
      lectureId: 'l2',
      positionSeconds: 75,
      text: 'Ghi chú từ điện thoại',
      editedAt: '2026-03-05T03:00:00.000Z',
      updatedAt: '2026-03-05T03:00:00.000Z',
    };
    serveCourse({ 'GET /api/learn/courses/c1/notes': { body: { items: [note] } } });
    const online = renderAt('/learn/facebook-ads/l1');
    expect(await screen.findByTestId('learn-video')).toBeTruthy();
    await vi.waitFor(async () => expect((await db.notes.toArray()).map((record) => record.text)).toEqual(['Ghi chú từ điện thoại']));
    online.unmount();

    setOnline(false);
    const calls = fakeApi({});
    renderAt('/learn/facebook-ads/l2?tab=notes');
    expect((await screen.findByTestId('note-n9')).textContent).toContain('Ghi chú từ điện thoại');
    expect(calls.filter((call) => call.path !== '/api/learn/courses/c1/notes')).toEqual([]);
  });

  it('falls back to the saved outline when the server cannot be reached', async () => {
    grantAccess();
    await saveCourseContent('u1', learnContent);
    serveCourse({
      [CONTENT]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderAt('/learn/facebook-ads/l1');

    expect(await screen.findByText('Không kết nối được máy chủ: đang hiển thị nội dung đã lưu trên thiết bị.')).toBeTruthy();
    expect(item('l1').dataset.completed).toBe('true');
  });

  it('moves between lectures with the buttons and the n key', async () => {
    grantAccess();
    serveCourse();
    renderAt('/learn/facebook-ads/l2');

    fireEvent.click(await screen.findByTestId('next-lecture'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Chọn mục tiêu');
    fireEvent.keyDown(window, { key: 'n' });
    expect(await screen.findByText('Bài học này không có video.')).toBeTruthy();
    expect(screen.getByTestId('next-lecture').hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('prev-lecture'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Chọn mục tiêu');
  });
});

describe('LearnPage review invitation', () => {
  const INVITATION = 'Bạn thấy khóa học này thế nào?';
  afterEach(() => localStorage.clear());

  /** The player on lecture l2 with 1 of 4 lectures done; the outline shown once loaded. */
  async function openPlayer() {
    const view = renderAt('/learn/facebook-ads/l2');
    await screen.findByTestId('mark-complete');
    // The review entry appears once the student's review is known: then the invitation would be too.
    await screen.findByTestId('open-review');
    return view;
  }

  it('appears once half of the lectures are completed, and "Không hỏi lại" keeps it away for good', async () => {
    grantAccess();
    serveCourse({ [UPDATE]: { status: 503, body: { message: 'Bảo trì', code: 'UNAVAILABLE' } } });
    const first = await openPlayer();
    expect(screen.queryByText(INVITATION)).toBeNull();

    fireEvent.click(screen.getByTestId('mark-complete'));
    const invitation = await screen.findByTestId('review-invitation');
    expect(within(invitation).getByRole('heading', { name: INVITATION })).toBeTruthy();
    expect(within(invitation).getByRole('radiogroup', { name: 'Số sao' })).toBeTruthy();

    fireEvent.click(within(invitation).getByRole('button', { name: 'Không hỏi lại' }));
    expect(screen.queryByTestId('review-invitation')).toBeNull();
    first.unmount();
    sessionStorage.clear();
    grantAccess();

    // Another visit (2 of 4 done on this device): still not asked, and the entry in the outline stays.
    await openPlayer();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('review-invitation')).toBeNull();
    expect(screen.getByTestId('open-review').textContent).toContain('Đánh giá khóa học');
  });

  it('"Để sau" hides it for this session only', async () => {
    grantAccess();
    await saveCourseContent('u1', learnContent);
    await db.progress.put({ userId: 'u1', lectureId: 'l2', courseId: 'c1', completed: true, positionSeconds: 0, updatedAt: 1 });
    serveCourse();
    const first = await openPlayer();
    fireEvent.click(within(await screen.findByTestId('review-invitation')).getByRole('button', { name: 'Để sau' }));
    expect(screen.queryByTestId('review-invitation')).toBeNull();
    first.unmount();

    const second = await openPlayer();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('review-invitation')).toBeNull();
    second.unmount();

    sessionStorage.clear();
    grantAccess();
    await openPlayer();
    expect(await screen.findByTestId('review-invitation')).toBeTruthy();
  });

  it('does not invite a student who already reviewed; the outline entry edits their review', async () => {
    grantAccess();
    await db.progress.put({ userId: 'u1', lectureId: 'l2', courseId: 'c1', completed: true, positionSeconds: 0, updatedAt: 1 });
    const review = {
      _id: 'r1',
      courseId: 'c1',
      rating: 4,
      comment: 'Dễ hiểu',
      createdAt: '2026-03-01T10:00:00Z',
      updatedAt: '2026-03-01T10:00:00Z',
      edited: false,
      helpfulCount: 0,
      author: { name: 'An', avatarUrl: null },
      reply: null,
      votedHelpful: false,
      mine: true,
    };
    serveCourse({ [MY_REVIEW]: { body: { review, eligibility: { canReview: true, reason: null } } } });
    await openPlayer();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('review-invitation')).toBeNull();

    fireEvent.click(screen.getByTestId('open-review'));
    const dialog = await screen.findByTestId('review-dialog');
    expect((await within(dialog).findByRole('radio', { name: '4 sao: Tốt' })).getAttribute('aria-checked')).toBe('true');
    expect((within(dialog).getByTestId('review-comment') as HTMLTextAreaElement).value).toBe('Dễ hiểu');
    expect(within(dialog).getByRole('button', { name: 'Xóa đánh giá' })).toBeTruthy();
  });

  it('offers no review to a student the server says may not write one, nor invites them', async () => {
    grantAccess();
    await db.progress.put({ userId: 'u1', lectureId: 'l2', courseId: 'c1', completed: true, positionSeconds: 0, updatedAt: 1 });
    const calls = serveCourse({ [MY_REVIEW]: { body: { review: null, eligibility: { canReview: false, reason: 'NOT_ENROLLED' } } } });
    renderAt('/learn/facebook-ads/l2');
    await screen.findByTestId('mark-complete');
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/api/courses/c1/reviews/mine')).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('open-review')).toBeNull();
    expect(screen.queryByTestId('review-invitation')).toBeNull();
  });
});
