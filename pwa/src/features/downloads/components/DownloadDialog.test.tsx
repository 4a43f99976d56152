import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import { downloadRecord } from '../testData';
import { DownloadDialog, type DownloadScope } from './DownloadDialog';

type Input = { lecture: { lectureId: string; courseTitle: string }; variant?: string; accessToken: string | null };
const started = vi.hoisted(() => vi.fn());
vi.mock('../downloadRunner', async (original) => ({ ...(await original<object>()), startDownloads: started }));
/** The lectures each call to startDownloads asked for: [lectureId, variant, token, course title]. */
const asked = () =>
  started.mock.calls.map(([inputs]) => (inputs as Input[]).map((input) => [input.lecture.lectureId, input.variant, input.accessToken, input.lecture.courseTitle]));
vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const MB = 1024 ** 2;
const ladder = (lectureId: string, scale: number) => ({
  lectureId,
  resourceBytes: 0,
  qualities: [
    { variant: 'v0', height: 360, sizeBytes: 20 * MB * scale, recommended: false },
    { variant: 'v1', height: 540, sizeBytes: 40 * MB * scale, recommended: true },
    { variant: 'v2', height: 720, sizeBytes: 80 * MB * scale, recommended: false },
  ],
});
const section: DownloadScope = {
  name: 'Chương 1: Nền tảng quảng cáo',
  lectures: [
    { _id: 'l1', title: 'Bài 1' },
    { _id: 'l2', title: 'Bài 2' },
    { _id: 'l3', title: 'Bài 3 (bài đọc)' },
  ],
};

function storageFree(bytes: number) {
  vi.stubGlobal('navigator', { ...navigator, storage: { estimate: async () => ({ usage: 0, quota: bytes }), persisted: async () => false } });
}

function dialog(scope: DownloadScope = section, onAccessInvalid = vi.fn()) {
  const onClose = vi.fn();
  renderWithQuery(
    <DownloadDialog userId="u1" course={{ _id: 'c1', title: 'Quảng cáo Facebook' }} scope={scope} accessToken="tok" onClose={onClose} onAccessInvalid={onAccessInvalid} />,
  );
  return { onClose, onAccessInvalid };
}

beforeEach(async () => {
  await db.downloads.clear();
  started.mockReset();
  started.mockImplementation(async (inputs: Input[]) => inputs.map(() => ({ persisted: true })));
  fakeApi({ 'GET /api/learn/courses/c1/downloads/sizes': () => ({ body: { lectures: [ladder('l1', 1), ladder('l2', 0.5), ladder('other', 1)] } }) });
});
afterEach(() => vi.unstubAllGlobals());

describe('DownloadDialog', () => {
  it('shows how many lectures and how much before starting, the recommended quality chosen, and the space left', async () => {
    storageFree(2 * 1024 * MB);
    dialog();
    const shown = await screen.findByTestId('download-dialog');
    await waitFor(() => expect(within(shown).getByRole('heading').textContent).toBe('Tải 2 bài giảng: 60 MB'));
    const radios = within(shown).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['360p30 MB', '540pĐề xuất60 MB', '720p120 MB']);
    expect((screen.getByTestId('download-quality-540') as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(screen.getByTestId('download-free-space').textContent).toBe('Còn trống trên thiết bị: 2 GB'));

    fireEvent.click(screen.getByTestId('download-quality-720'));
    expect(within(shown).getByRole('heading').textContent).toBe('Tải 2 bài giảng: 120 MB');
    fireEvent.click(screen.getByTestId('download-confirm'));
    await waitFor(() => expect(started).toHaveBeenCalledTimes(1));
    expect(asked()).toEqual([
      [
        ['l1', 'v2', 'tok', 'Quảng cáo Facebook'],
        ['l2', 'v2', 'tok', 'Quảng cáo Facebook'],
      ],
    ]);
  });

  it('keeps the confirmed plan in view while the lectures start, counting them', async () => {
    storageFree(2 * 1024 * MB);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    started.mockImplementation(async (inputs: Input[], onStarted: (count: number) => void) => {
      await db.downloads.put(downloadRecord({ userId: 'u1', lectureId: inputs[0].lecture.lectureId, state: 'waiting' }));
      onStarted(1);
      await held;
      return inputs.map(() => ({ persisted: true }));
    });
    const { onClose } = dialog();
    const heading = () => within(screen.getByTestId('download-dialog')).getByRole('heading').textContent;
    await waitFor(() => expect(heading()).toBe('Tải 2 bài giảng: 60 MB'));
    fireEvent.click(screen.getByTestId('download-confirm'));
    await waitFor(() => expect(screen.getByTestId('download-confirm').textContent).toBe('Đang chuẩn bị 1/2…'));
    expect(heading()).toBe('Tải 2 bài giảng: 60 MB');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('leaves out lectures already on the device', async () => {
    storageFree(2 * 1024 * MB);
    await db.downloads.put(downloadRecord({ userId: 'u1', lectureId: 'l1', state: 'done' }));
    dialog();
    await waitFor(() => expect(within(screen.getByTestId('download-dialog')).getByRole('heading').textContent).toBe('Tải 1 bài giảng: 20 MB'));
    expect(screen.getByTestId('download-dialog').textContent).toContain('1 bài đã có trên thiết bị sẽ được giữ nguyên.');
    fireEvent.click(screen.getByTestId('download-confirm'));
    await waitFor(() => expect(started).toHaveBeenCalledTimes(1));
    expect(asked()).toEqual([[['l2', 'v1', 'tok', 'Quảng cáo Facebook']]]);
  });

  it('refuses what does not fit before storing anything, saying what is needed and what is free', async () => {
    storageFree(50 * MB);
    dialog();
    const refusal = await screen.findByTestId('download-no-space');
    expect(refusal.textContent).toBe('Không đủ dung lượng trống để tải: cần 60 MB, thiết bị còn trống 50 MB. Hãy xóa bớt bài đã tải hoặc chọn chất lượng thấp hơn.');
    expect((screen.getByTestId('download-confirm') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('download-quality-360'));
    await waitFor(() => expect(screen.queryByTestId('download-no-space')).toBeNull());
    expect((screen.getByTestId('download-confirm') as HTMLButtonElement).disabled).toBe(false);
    expect(started).not.toHaveBeenCalled();
  });

  it('sends the learner to the face check when the server no longer takes the token', async () => {
    storageFree(2 * 1024 * MB);
    const { DownloadError } = await import('../api/downloadApi');
    started.mockRejectedValue(new DownloadError('Mã truy cập khóa học không hợp lệ hoặc đã hết hạn.', 'COURSE_ACCESS_INVALID', 403));
    const { onAccessInvalid, onClose } = dialog({ name: 'Bài 1', lectures: [{ _id: 'l1', title: 'Bài 1' }] });
    await waitFor(() => expect(within(screen.getByTestId('download-dialog')).getByRole('heading').textContent).toBe('Tải 1 bài giảng: 40 MB'));
    fireEvent.click(screen.getByTestId('download-confirm'));
    await waitFor(() => expect(onAccessInvalid).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalled();
  });
});
