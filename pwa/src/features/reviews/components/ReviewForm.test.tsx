import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReviewForm } from './ReviewForm';

const stars = () => screen.getAllByRole('radio');
const checked = () => stars().findIndex((star) => star.getAttribute('aria-checked') === 'true') + 1;

function renderForm(initial: { rating: number; comment: string | null } | null = null) {
  const onSave = vi.fn();
  const onDelete = vi.fn();
  render(<ReviewForm initial={initial} onSave={onSave} onDelete={onDelete} />);
  return { onSave, onDelete };
}

describe('ReviewForm', () => {
  it('asks for the stars before saving', async () => {
    const { onSave } = renderForm();
    fireEvent.change(screen.getByLabelText('Nhận xét (không bắt buộc)'), { target: { value: 'Hay' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gửi đánh giá' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Hãy chọn số sao.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('counts the comment live and refuses more than 2.000 characters', async () => {
    const { onSave } = renderForm();
    const comment = screen.getByLabelText('Nhận xét (không bắt buộc)');
    expect(screen.getByTestId('review-counter').textContent).toBe('0/2.000');
    fireEvent.change(comment, { target: { value: 'Khóa học rất hay' } });
    expect(screen.getByTestId('review-counter').textContent).toBe('16/2.000');

    fireEvent.click(screen.getByRole('radio', { name: '5 sao: Tuyệt vời' }));
    fireEvent.change(comment, { target: { value: 'a'.repeat(2001) } });
    expect(screen.getByTestId('review-counter').textContent).toBe('2.001/2.000');
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Gửi đánh giá' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nội dung đánh giá tối đa 2.000 ký tự.');
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(comment, { target: { value: 'a'.repeat(2000) } });
    fireEvent.click(screen.getByRole('button', { name: 'Gửi đánh giá' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ rating: 5, comment: 'a'.repeat(2000) }));
  });

  it('is one radio group the keyboard moves through: one tab stop, arrows wrap, Home/End, Space chooses', () => {
    renderForm();
    const group = screen.getByRole('radiogroup', { name: 'Số sao' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(stars().map((star) => star.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    expect(checked()).toBe(0);

    stars()[0].focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(checked()).toBe(2);
    expect(document.activeElement).toBe(stars()[1]);
    expect(stars().map((star) => star.tabIndex)).toEqual([-1, 0, -1, -1, -1]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(checked()).toBe(3);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(checked()).toBe(5);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(checked()).toBe(1);
    expect(document.activeElement).toBe(stars()[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(checked()).toBe(5);
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(checked()).toBe(1);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(checked()).toBe(5);

    stars()[3].focus();
    fireEvent.keyDown(stars()[3], { key: ' ' });
    expect(checked()).toBe(4);
    expect(screen.getByRole('radio', { name: '4 sao: Tốt' }).getAttribute('aria-checked')).toBe('true');
  });

  it('saves the stars and the trimmed comment, an empty one as none', async () => {
    const { onSave } = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: '3 sao: Bình thường' }));
    fireEvent.change(screen.getByLabelText('Nhận xét (không bắt buộc)'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gửi đánh giá' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ rating: 3, comment: null }));
    // Saved: now it edits that review.
    expect(await screen.findByRole('button', { name: 'Lưu thay đổi' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Nhận xét (không bắt buộc)'), { target: { value: '  Giảng viên nhiệt tình  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenLastCalledWith({ rating: 3, comment: 'Giảng viên nhiệt tình' }));
  });

  it('edits an existing review and deletes it only after the confirmation', async () => {
    const { onSave, onDelete } = renderForm({ rating: 2, comment: 'Hơi nhanh' });
    expect(checked()).toBe(2);
    expect((screen.getByLabelText('Nhận xét (không bắt buộc)') as HTMLTextAreaElement).value).toBe('Hơi nhanh');

    fireEvent.click(screen.getByRole('button', { name: 'Xóa đánh giá' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    expect(onDelete).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Xóa đánh giá' }));
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Xóa đánh giá' }));
    await vi.waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Gửi đánh giá' })).toBeTruthy();
    expect(checked()).toBe(0);
    expect(onSave).not.toHaveBeenCalled();
  });
});
