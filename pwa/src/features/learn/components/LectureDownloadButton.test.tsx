import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type DownloadRecord } from '../../../lib/db';
import { downloadRecord } from '../../downloads';
import { LectureDownloadButton } from './LectureDownloadButton';
import { LectureVideo } from './LectureVideo';
import { learnContent } from '../testData';

vi.mock('../../video-player', () => ({
  PLAYBACK_URL_FAILED: 'Không thể lấy link xem an toàn.',
  HlsPlayer: ({ src }: { src: string }) => <video data-testid="hls-video" data-src={src} />,
}));

const record = (changes: Partial<DownloadRecord>): DownloadRecord =>
  downloadRecord({ mediaId: 'm1', lectureTitle: 'Bài 1', variant: 'v0', height: 360, totalBytes: 4 * 1024 * 1024, storedBytes: 2 * 1024 * 1024, state: 'downloading', ...changes });

const button = (onDownload = () => undefined) =>
  render(<LectureDownloadButton userId="u1" lecture={{ _id: 'l1', title: 'Bài 1' }} accessToken="tok" online onDownload={onDownload} onAccessInvalid={() => undefined} />);

beforeEach(async () => {
  await db.downloads.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('LectureDownloadButton', () => {
  it("offers 'Tải về', which opens the download dialog (size and quality first)", async () => {
    const onDownload = vi.fn();
    button(onDownload);
    fireEvent.click(await screen.findByTestId('download-lecture'));
    expect(onDownload).toHaveBeenCalledTimes(1);
  });

  it('shows the download where it is: progress, a failure with its reason, done', async () => {
    await db.downloads.put(record({}));
    button();
    const bar = await screen.findByRole('progressbar', { name: 'Tải về Bài 1' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByTestId('lecture-download').textContent).toContain('Đang tải 50%');
    expect(screen.getByRole('button', { name: 'Tạm dừng' })).toBeTruthy();
    await act(async () => db.downloads.put(record({ state: 'failed', failureReason: 'Mất kết nối mạng.' })));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Tải về lỗi: Mất kết nối mạng.'));
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
    await act(async () => db.downloads.put(record({ state: 'done', storedBytes: 4 * 1024 * 1024 })));
    await waitFor(() => expect(screen.getByTestId('lecture-download').textContent).toContain('Đã tải về (4 MB)'));
  });
});

describe('LectureVideo with a download on the device', () => {
  const video = (online: boolean) =>
    render(
      <LectureVideo
        userId="u1"
        lecture={{ ...learnContent.course.curriculum[0].lectures[0], _id: 'l1', mediaId: 'm1', hasVideo: true }}
        courseId="c1"
        accessToken="tok"
        online={online}
        videoRef={{ current: null }}
        startAt={0}
        completed={false}
        onPosition={() => undefined}
        onComplete={() => undefined}
        onAccessInvalid={() => undefined}
      />,
    );

  it('plays the copy on the device through the service worker, even with no connection', async () => {
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: {} } });
    await db.downloads.put(record({ state: 'done' }));
    video(false);
    expect((await screen.findByTestId('hls-video')).getAttribute('data-src')).toBe('/offline-media/m1/v0/index.m3u8');
  });

  it('offline with a permission past its date: asks to go online once', async () => {
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: {} } });
    await db.downloads.put(record({ state: 'done', permissionExpiresAt: '2020-01-01T00:00:00.000Z' }));
    video(false);
    expect((await screen.findByTestId('offline-video-message')).textContent).toBe('Bài giảng đã tải về cần kết nối mạng một lần để gia hạn quyền xem ngoại tuyến.');
  });
});
