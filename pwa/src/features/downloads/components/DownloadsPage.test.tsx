import { downloadRecord } from '../testData';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type DownloadRecord } from '../../../lib/db';
import * as engine from '../downloadRunner';
import { DownloadsList } from './DownloadsPage';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

// The page's actions go to the engine: pausing and deleting run for real on the Dexie records; resuming and
// retrying only change the record (the real ones would start fetching pieces).
vi.mock('../downloadRunner', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../downloadRunner')>();
  const requeue = async (userId: string, lectureId: string) => {
    await db.downloads.update([userId, lectureId], { state: 'waiting', failureReason: null, failureCode: null });
    return db.downloads.get([userId, lectureId]);
  };
  return {
    ...actual,
    pauseDownload: vi.fn(actual.pauseDownload),
    resumeDownload: vi.fn(requeue),
    retryDownload: vi.fn(requeue),
    deleteDownload: vi.fn(actual.deleteDownload),
    deleteAllDownloads: vi.fn(actual.deleteAllDownloads),
  };
});

const MB = 1024 * 1024;

const record = (lectureId: string, overrides: Partial<DownloadRecord> = {}): DownloadRecord =>
  downloadRecord({ lectureId, courseTitle: 'Quảng cáo Facebook thực chiến', totalBytes: 100 * MB, ...overrides });

const renderPage = () =>
  render(
    <MemoryRouter>
      <DownloadsList userId="u1" />
    </MemoryRouter>,
  );

/** The row of a lecture, once the live list shows it. */
const rowOf = async (title: string) => {
  const heading = await screen.findByRole('heading', { name: title });
  return heading.closest('li') as HTMLElement;
};

/** jsdom has no navigator.storage: each test gives its own (or none). */
const stubStorage = (storage: Partial<StorageManager> | undefined) => {
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
};

beforeEach(async () => {
  await db.downloads.clear();
  await db.downloadPieces.clear();
  await db.courses.clear();
  vi.clearAllMocks();
});

afterEach(() => {
  stubStorage(undefined);
});

describe('DownloadsList (/downloads)', () => {
  it('groups the lectures by course and shows each state in Vietnamese with its buttons', async () => {
    await db.downloads.bulkPut([
      record('l1', { lectureTitle: 'Đang chờ tải', state: 'waiting', createdAt: 6 }),
      record('l2', { lectureTitle: 'Bài đang tải', state: 'downloading', storedBytes: 25 * MB, createdAt: 5 }),
      record('l3', { lectureTitle: 'Bài tạm dừng', state: 'paused', storedBytes: 50 * MB, createdAt: 4 }),
      record('l4', { lectureTitle: 'Bài đã xong', state: 'done', storedBytes: 100 * MB, createdAt: 3 }),
      record('l5', {
        lectureTitle: 'Bài bị lỗi',
        state: 'failed',
        failureReason: 'Không tải được bài học. Vui lòng thử lại.',
        courseId: 'c2',
        courseTitle: 'Email marketing',
        createdAt: 2,
      }),
    ]);
    renderPage();

    const courses = await screen.findAllByTestId('downloads-course');
    expect(courses.map((course) => within(course).getByRole('heading', { level: 2 }).textContent)).toEqual(['Quảng cáo Facebook thực chiến', 'Email marketing']);
    expect(within(courses[0]).getAllByTestId('download-item')).toHaveLength(4);

    const buttons = (row: HTMLElement) =>
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent);

    const waiting = await rowOf('Đang chờ tải');
    expect(waiting.textContent).toContain('540p');
    expect(waiting.textContent).toContain('100 MB');
    expect(within(waiting).getByTestId('download-state').textContent).toBe('Đang chờ');
    expect(buttons(waiting)).toEqual(['Tạm dừng', 'Xóa']);

    const downloading = await rowOf('Bài đang tải');
    expect(within(downloading).getByTestId('download-state').textContent).toBe('Đang tải');
    const bar = within(downloading).getByRole('progressbar', { name: 'Tiến độ tải Bài đang tải' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(within(downloading).getByTestId('download-bytes').textContent).toBe('25 MB / 100 MB');
    expect(buttons(downloading)).toEqual(['Tạm dừng', 'Xóa']);

    const paused = await rowOf('Bài tạm dừng');
    expect(within(paused).getByTestId('download-state').textContent).toBe('Tạm dừng');
    expect(within(paused).queryByRole('progressbar')).toBeNull();
    expect(buttons(paused)).toEqual(['Tiếp tục', 'Xóa']);

    const done = await rowOf('Bài đã xong');
    expect(within(done).getByTestId('download-state').textContent).toBe('Đã tải xong');
    expect(within(done).getByRole('link', { name: 'Xem' }).getAttribute('href')).toBe('/my-courses');
    expect(within(done).queryByTestId('download-renewal')).toBeNull();
    expect(buttons(done)).toEqual(['Xóa']);

    const failed = await rowOf('Bài bị lỗi');
    expect(within(failed).getByTestId('download-failure').textContent).toBe('Lỗi: Không tải được bài học. Vui lòng thử lại.');
    expect(buttons(failed)).toEqual(['Thử lại', 'Xóa']);
  });

  it("links 'Xem' to the lecture when the course is kept; a permission past its date asks for a connection", async () => {
    await db.courses.put({ userId: 'u1', courseId: 'c1', slug: 'quang-cao-facebook', title: 'Quảng cáo Facebook thực chiến', content: null, updatedAt: 1 });
    await db.downloads.bulkPut([
      record('l1', { lectureTitle: 'Còn hạn', state: 'done', storedBytes: 100 * MB, createdAt: 2 }),
      record('l2', { lectureTitle: 'Hết hạn', state: 'done', storedBytes: 100 * MB, permissionExpiresAt: '2020-01-01T00:00:00.000Z', createdAt: 1 }),
    ]);
    renderPage();

    const valid = await rowOf('Còn hạn');
    await waitFor(() => expect(within(valid).getByRole('link', { name: 'Xem' }).getAttribute('href')).toBe('/learn/quang-cao-facebook/l1'));
    const expired = await rowOf('Hết hạn');
    expect(within(expired).getByTestId('download-renewal').textContent).toBe('Cần kết nối mạng để gia hạn');
    expect(within(expired).queryByRole('link', { name: 'Xem' })).toBeNull();
  });

  it('a download refused for the course access sends the learner to the lecture to verify again', async () => {
    await db.courses.put({ userId: 'u1', courseId: 'c1', slug: 'quang-cao-facebook', title: 'Quảng cáo Facebook thực chiến', content: null, updatedAt: 1 });
    await db.downloads.bulkPut([
      record('l1', { lectureTitle: 'Cần xác minh', state: 'failed', failureReason: 'Phiên học đã hết hạn.', failureCode: 'COURSE_ACCESS_INVALID', createdAt: 2 }),
      record('l2', { lectureTitle: 'Mất mạng', state: 'failed', failureReason: 'Mất kết nối.', failureCode: 'NETWORK_ERROR', createdAt: 1 }),
    ]);
    renderPage();

    const refused = await rowOf('Cần xác minh');
    await waitFor(() => expect(within(refused).getByTestId('download-open-lecture').getAttribute('href')).toBe('/learn/quang-cao-facebook/l1'));
    expect(within(refused).getByRole('button', { name: 'Thử lại' })).toBeTruthy();
    expect(within(await rowOf('Mất mạng')).queryByTestId('download-open-lecture')).toBeNull();
  });

  it('pauses, resumes and retries through the engine', async () => {
    await db.downloads.bulkPut([
      record('l1', { lectureTitle: 'Bài đang tải', state: 'downloading', storedBytes: 10 * MB, createdAt: 3 }),
      record('l2', { lectureTitle: 'Bài tạm dừng', state: 'paused', createdAt: 2 }),
      record('l3', { lectureTitle: 'Bài bị lỗi', state: 'failed', failureReason: 'Mất kết nối.', createdAt: 1 }),
    ]);
    renderPage();

    fireEvent.click(within(await rowOf('Bài đang tải')).getByRole('button', { name: 'Tạm dừng' }));
    await waitFor(async () => expect((await db.downloads.get(['u1', 'l1']))?.state).toBe('paused'));
    expect(engine.pauseDownload).toHaveBeenCalledWith('u1', 'l1');
    await waitFor(async () => expect(within(await rowOf('Bài đang tải')).getByTestId('download-state').textContent).toBe('Tạm dừng'));

    fireEvent.click(within(await rowOf('Bài tạm dừng')).getByRole('button', { name: 'Tiếp tục' }));
    await waitFor(() => expect(engine.resumeDownload).toHaveBeenCalledWith('u1', 'l2'));
    await waitFor(async () => expect(within(await rowOf('Bài tạm dừng')).getByTestId('download-state').textContent).toBe('Đang chờ'));

    fireEvent.click(within(await rowOf('Bài bị lỗi')).getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(engine.retryDownload).toHaveBeenCalledWith('u1', 'l3'));
    await waitFor(async () => expect(within(await rowOf('Bài bị lỗi')).queryByTestId('download-failure')).toBeNull());
  });

  it("'Xóa' asks first; cancelling keeps the lecture, confirming removes it", async () => {
    await db.downloads.bulkPut([record('l1', { lectureTitle: 'Bài một', state: 'done', createdAt: 2 }), record('l2', { lectureTitle: 'Bài hai', createdAt: 1 })]);
    renderPage();

    fireEvent.click(within(await rowOf('Bài một')).getByRole('button', { name: 'Xóa' }));
    let dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Xóa "Bài một" khỏi thiết bị này.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(engine.deleteDownload).not.toHaveBeenCalled();

    fireEvent.click(within(await rowOf('Bài một')).getByRole('button', { name: 'Xóa' }));
    dialog = await screen.findByTestId('confirm-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Bài một' })).toBeNull());
    expect(engine.deleteDownload).toHaveBeenCalledWith('u1', 'l1');
    expect(await db.downloads.get(['u1', 'l1'])).toBeUndefined();
    expect(screen.getByRole('heading', { name: 'Bài hai' })).toBeTruthy();
  });

  it("'Xóa tất cả' asks, then clears everything and shows the empty state", async () => {
    await db.downloads.bulkPut([record('l1', { createdAt: 2 }), record('l2', { courseId: 'c2', courseTitle: 'Email marketing', createdAt: 1 })]);
    await db.downloads.put(record('l9', { userId: 'u2' }));
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Xóa tất cả' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Xóa 2 bài giảng khỏi thiết bị này.');
    expect(engine.deleteAllDownloads).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xóa tất cả' }));

    expect((await screen.findByTestId('downloads-empty')).textContent).toContain('Bạn chưa tải bài giảng nào.');
    expect(engine.deleteAllDownloads).toHaveBeenCalledWith('u1');
    expect(await db.downloads.where('userId').equals('u1').count()).toBe(0);
    expect(await db.downloads.get(['u2', 'l9'])).toBeTruthy();
  });

  it('says how to download when there is nothing, with a link to the courses', async () => {
    renderPage();
    const empty = await screen.findByTestId('downloads-empty');
    expect(empty.textContent).toContain('Bạn chưa tải bài giảng nào. Mở một bài giảng và bấm "Tải về" để xem khi không có mạng.');
    expect(within(empty).getByRole('link').getAttribute('href')).toBe('/my-courses');
    expect(screen.queryByRole('button', { name: 'Xóa tất cả' })).toBeNull();
  });

  it('shows what the app uses, what is free, and warns when the storage is not persistent', async () => {
    stubStorage({ estimate: async () => ({ usage: 200 * MB, quota: 1224 * MB }), persisted: async () => false });
    renderPage();
    const line = await screen.findByTestId('downloads-storage');
    expect(line.textContent).toContain('Ứng dụng đang dùng 200 MB · Thiết bị còn trống 1 GB');
    expect(screen.getByTestId('downloads-not-persisted').textContent).toBe('Trình duyệt có thể xóa dữ liệu khi thiếu dung lượng');
  });

  it('no warning when the storage is persistent, and no line without navigator.storage', async () => {
    stubStorage({ estimate: async () => ({ usage: 0, quota: 10 * MB }), persisted: async () => true });
    const { unmount } = renderPage();
    expect((await screen.findByTestId('downloads-storage')).textContent).toContain('Thiết bị còn trống 10 MB');
    expect(screen.queryByTestId('downloads-not-persisted')).toBeNull();
    unmount();

    stubStorage(undefined);
    renderPage();
    await screen.findByTestId('downloads-empty');
    expect(screen.queryByTestId('downloads-storage')).toBeNull();
  });
});
