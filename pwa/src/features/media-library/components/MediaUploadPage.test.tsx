import { act, fireEvent, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/ApiError';
import { renderWithQuery } from '../../../test/renderWithQuery';
import { uploadMedia } from '../api/uploadMedia';
import MediaUploadPage from './MediaUploadPage';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
vi.mock('../api/uploadMedia', () => ({ uploadMedia: vi.fn() }));

function chooseAndStart() {
  renderWithQuery(
    <MemoryRouter>
      <MediaUploadPage />
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByTestId('media-file-input'), { target: { files: [new File(['video'], 'bai-1.mp4', { type: 'video/mp4' })] } });
  fireEvent.click(screen.getByTestId('start-upload'));
}

describe('MediaUploadPage', () => {
  it('shows the upload progress in percent, then the result', async () => {
    let report: (percent: number) => void = () => undefined;
    let finish: (asset: unknown) => void = () => undefined;
    vi.mocked(uploadMedia).mockImplementation((_file, onProgress) => {
      report = onProgress;
      return new Promise((resolve) => (finish = resolve as (asset: unknown) => void));
    });
    chooseAndStart();
    const bar = await screen.findByRole('progressbar', { name: 'Tiến độ tải lên' });
    act(() => report(42));
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('Đang tải lên... 42%')).toBeTruthy();
    await act(async () => finish({ _id: 'm1', originalName: 'bai-1.mp4' }));
    expect(screen.getByTestId('upload-done').textContent).toContain('bai-1.mp4');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("says why an upload failed, with the server's reason", async () => {
    vi.mocked(uploadMedia).mockRejectedValue(new ApiError('Tệp quá lớn.', 413));
    chooseAndStart();
    expect((await screen.findByRole('alert')).textContent).toBe('Tệp quá lớn.');
    expect(vi.mocked(toast.error)).toHaveBeenCalledWith('Upload thất bại: Tệp quá lớn.');
  });
});
