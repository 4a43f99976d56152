import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField';
import { Modal } from './Modal';

/** A form owning the ISO value, as the pages do; every value it receives is logged. */
function Owner({ initial = '', min, max, onValue }: { initial?: string; min?: string; max?: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Ngày hết hạn"
        value={value}
        min={min}
        max={max}
        hint="Mã dùng được hết ngày này."
        onChange={(next) => {
          onValue(next);
          setValue(next);
        }}
        testId="expiry"
      />
      <button type="button" onClick={() => setValue('2027-01-31')}>
        Đặt lại
      </button>
    </>
  );
}

const box = () => screen.getByLabelText('Ngày hết hạn') as HTMLInputElement;

afterEach(() => vi.useRealTimers());

describe('DateField', () => {
  it('shows the ISO value as dd/mm/yyyy in a text box found by its label and test id, not a browser date input', () => {
    render(<Owner initial="2026-11-05" onValue={vi.fn()} />);
    expect(box()).toBe(screen.getByTestId('expiry'));
    expect(box().type).toBe('text');
    expect(box().value).toBe('05/11/2026');
    expect(box().placeholder).toBe('dd/mm/yyyy');
    fireEvent.click(screen.getByRole('button', { name: 'Đặt lại' }));
    expect(box().value).toBe('31/01/2027');
  });

  it('gives the owner an ISO day once a whole valid day is typed, and an empty value when cleared', () => {
    const onValue = vi.fn();
    render(<Owner onValue={onValue} />);
    fireEvent.change(box(), { target: { value: '5' } });
    fireEvent.change(box(), { target: { value: '05' } });
    expect(box().value).toBe('05/');
    fireEvent.change(box(), { target: { value: '05/11/202' } });
    expect(onValue).not.toHaveBeenCalled();
    fireEvent.change(box(), { target: { value: '05/11/2026' } });
    expect(onValue).toHaveBeenLastCalledWith('2026-11-05');
    fireEvent.change(box(), { target: { value: '' } });
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it("says 'Ngày không hợp lệ (dd/mm/yyyy)' for a day that does not exist or a half-typed one left behind, and keeps the owner's value", () => {
    const onValue = vi.fn();
    render(<Owner initial="2026-11-05" onValue={onValue} />);
    fireEvent.change(box(), { target: { value: '31/02/2026' } });
    expect(screen.getByRole('alert').textContent).toBe('Ngày không hợp lệ (dd/mm/yyyy)');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(box(), { target: { value: '12/3' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(box());
    expect(screen.getByRole('alert').textContent).toBe('Ngày không hợp lệ (dd/mm/yyyy)');
    expect(onValue).not.toHaveBeenCalled();
    fireEvent.change(box(), { target: { value: '12/03/2027' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Mã dùng được hết ngày này.')).toBeTruthy();
    expect(onValue).toHaveBeenLastCalledWith('2027-03-12');
  });

  it('refuses a day outside its bounds with the bound in the message', () => {
    const onValue = vi.fn();
    render(<Owner min="2026-11-01" max="2026-11-30" onValue={onValue} />);
    fireEvent.change(box(), { target: { value: '31/10/2026' } });
    expect(screen.getByRole('alert').textContent).toBe('Ngày không được trước 01/11/2026.');
    fireEvent.change(box(), { target: { value: '01/12/2026' } });
    expect(screen.getByRole('alert').textContent).toBe('Ngày không được sau 30/11/2026.');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('picks a day on a Vietnamese calendar that starts on Monday and keeps days outside the bounds disabled', () => {
    const onValue = vi.fn();
    render(<Owner initial="2026-11-05" min="2026-11-03" onValue={onValue} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mở lịch' }));
    const calendar = within(screen.getByTestId('date-calendar'));
    expect(calendar.getByText('Tháng 11 năm 2026')).toBeTruthy();
    expect(calendar.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'CN']);
    expect(calendar.getByRole('button', { name: '05/11/2026' }).getAttribute('aria-pressed')).toBe('true');
    expect(calendar.getByRole('button', { name: '02/11/2026' }).hasAttribute('disabled')).toBe(true);
    // The arrow keys move the focus a day or a week; Enter on a button picks it.
    fireEvent.keyDown(calendar.getByRole('button', { name: '05/11/2026' }), { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('12/11/2026');
    fireEvent.click(calendar.getByRole('button', { name: 'Tháng sau' }));
    expect(calendar.getByText('Tháng 12 năm 2026')).toBeTruthy();
    fireEvent.click(calendar.getByRole('button', { name: '24/12/2026' }));
    expect(onValue).toHaveBeenLastCalledWith('2026-12-24');
    expect(box().value).toBe('24/12/2026');
    expect(screen.queryByTestId('date-calendar')).toBeNull();
  });

  it('closes the calendar on Escape without closing the dialog it is in', () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Sửa mã">
        <Owner onValue={vi.fn()} />
      </Modal>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mở lịch' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByTestId('date-calendar')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("offers today (Vietnam's day) and clearing", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T18:30:00Z'));
    const onValue = vi.fn();
    render(<Owner initial="2026-11-05" onValue={onValue} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mở lịch' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hôm nay' }));
    expect(onValue).toHaveBeenLastCalledWith('2026-11-22');
    fireEvent.click(screen.getByRole('button', { name: 'Mở lịch' }));
    fireEvent.click(screen.getByRole('button', { name: 'Xóa' }));
    expect(onValue).toHaveBeenLastCalledWith('');
    expect(box().value).toBe('');
  });
});
