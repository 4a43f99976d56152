import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilePicker } from './FilePicker';

const png = (name = 'banner.png') => new File(['x'], name, { type: 'image/png' });

describe('FilePicker', () => {
  it("is a real file input named by its label, with a Vietnamese button and 'Chưa chọn tệp' until a file is chosen", () => {
    const onFiles = vi.fn();
    render(<FilePicker label="Ảnh popup" accept="image/png,image/webp" onFiles={onFiles} testId="popup-file" hint="Tối đa 5 MB." />);
    const input = screen.getByLabelText('Ảnh popup') as HTMLInputElement;
    expect(input).toBe(screen.getByTestId('popup-file'));
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/png,image/webp');
    expect(input.multiple).toBe(false);
    expect(screen.getByText('Chọn tệp')).toBeTruthy();
    expect(screen.getByText('Chưa chọn tệp')).toBeTruthy();
    fireEvent.change(input, { target: { files: [png()] } });
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'banner.png' })]);
    expect(screen.getByText('banner.png')).toBeTruthy();
    expect(screen.queryByText('Chưa chọn tệp')).toBeNull();
  });

  it('shows what the owner says is chosen, and passes every file when multiple', () => {
    const onFiles = vi.fn();
    const { rerender } = render(<FilePicker label="Tài liệu" multiple chosen={null} onFiles={onFiles} />);
    const input = screen.getByLabelText('Tài liệu') as HTMLInputElement;
    expect(input.multiple).toBe(true);
    fireEvent.change(input, { target: { files: [png('a.png'), png('b.png')] } });
    expect(onFiles.mock.calls[0][0].map((file: File) => file.name)).toEqual(['a.png', 'b.png']);
    expect(screen.getByText('Chưa chọn tệp')).toBeTruthy();
    rerender(<FilePicker label="Tài liệu" multiple chosen="a.png · 1 KB" onFiles={onFiles} />);
    expect(screen.getByText('a.png · 1 KB')).toBeTruthy();
  });

  it('takes a dropped file that fits accept, and refuses one that does not', () => {
    const onFiles = vi.fn();
    render(<FilePicker label="Khóa bản quyền" accept=".txt,.csv" onFiles={onFiles} />);
    const zone = screen.getByText('Chưa chọn tệp').parentElement as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [png('anh.png')] } });
    expect(screen.getByRole('alert').textContent).toBe('Tệp này không đúng định dạng cho phép.');
    expect(onFiles).not.toHaveBeenCalled();
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['K1'], 'keys.CSV', { type: '' }), png('x.png')] } });
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'keys.CSV' })]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ignores drops and choices while disabled', () => {
    const onFiles = vi.fn();
    render(<FilePicker label="Tệp tải lên" appearance="dropzone" disabled onFiles={onFiles} />);
    expect((screen.getByLabelText('Tệp tải lên') as HTMLInputElement).disabled).toBe(true);
    fireEvent.drop(screen.getByText('Kéo thả tệp vào đây hoặc bấm để chọn'), { dataTransfer: { files: [png()] } });
    expect(onFiles).not.toHaveBeenCalled();
  });
});
