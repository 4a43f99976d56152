import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import type { MediaAsset } from '../api/mediaApi';
import { uploadMedia } from '../api/uploadMedia';
import { MediaPickerModal } from './MediaPickerModal';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
vi.mock('../api/uploadMedia', () => ({ uploadMedia: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

const uploaded = { _id: 'm9', kind: 'video', status: 'uploaded', originalName: 'bai-moi.mp4', durationSeconds: null } as unknown as MediaAsset;

describe('MediaPickerModal', () => {
  it('uploads a new video from inside the picker, with its progress, and gives it to the lecture', async () => {
    fakeApi({ 'GET /api/media': { body: { assets: [], pagination: { currentPage: 1, totalPages: 1, totalItems: 0, itemsPerPage: 12 } } } });
    let report: (percent: number) => void = () => undefined;
    let finish: (asset: MediaAsset) => void = () => undefined;
    vi.mocked(uploadMedia).mockImplementation((_file, onProgress) => {
      report = onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    const onPick = vi.fn();
    const onClose = vi.fn();
    renderWithQuery(<MediaPickerModal open onClose={onClose} onPick={onPick} />);
    const picker = within(screen.getByTestId('media-picker'));
    expect(await picker.findByText('Chưa có video nào ở trang này.')).toBeTruthy();
    // No way out to the upload page (it would drop the course being edited).
    expect(picker.queryByRole('link')).toBeNull();

    fireEvent.change(picker.getByTestId('media-file-input'), { target: { files: [new File(['video'], 'bai-moi.mp4', { type: 'video/mp4' })] } });
    fireEvent.click(picker.getByTestId('start-upload'));
    const bar = await picker.findByRole('progressbar', { name: 'Tiến độ tải lên' });
    act(() => report(37));
    expect(bar.getAttribute('aria-valuenow')).toBe('37');
    expect(picker.getByText('Đang tải lên... 37%')).toBeTruthy();
    // The dialog stays while the upload runs.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();

    await act(async () => finish(uploaded));
    expect(onPick).toHaveBeenCalledWith(uploaded);
  });
});
