import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useModalSubmit } from './useModalSubmit';

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

describe('useModalSubmit', () => {
  it('keeps a validation message without saving', async () => {
    const save = vi.fn(async () => undefined);
    const { result } = renderHook(() => useModalSubmit({ validate: () => 'Vui lòng nhập tên.', save, failureMessage: () => 'Lỗi', onClose: vi.fn() }));
    const event = submitEvent();
    await act(() => result.current.submit(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(result.current.error).toBe('Vui lòng nhập tên.');
    expect(save).not.toHaveBeenCalled();
  });

  it('cannot be closed while saving, then shows why the save failed', async () => {
    const onClose = vi.fn();
    let fail: (reason: unknown) => void = () => undefined;
    const save = () => new Promise<void>((_, reject) => (fail = reject));
    const { result } = renderHook(() => useModalSubmit({ save, failureMessage: (failure) => `Không lưu được: ${String(failure)}`, onClose }));
    let submitted: Promise<void> = Promise.resolve();
    act(() => {
      submitted = result.current.submit(submitEvent());
    });
    expect(result.current.saving).toBe(true);
    result.current.close();
    expect(onClose).not.toHaveBeenCalled();

    await act(async () => {
      fail('trùng mã');
      await submitted;
    });
    expect(result.current.saving).toBe(false);
    expect(result.current.error).toBe('Không lưu được: trùng mã');
    result.current.close();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('clears an earlier message when the next save goes through', async () => {
    const save = vi.fn(async () => undefined);
    const { result } = renderHook(() => useModalSubmit({ save, failureMessage: () => 'Lỗi', onClose: vi.fn() }));
    act(() => result.current.setError('Lỗi cũ'));
    await act(() => result.current.submit(submitEvent()));
    expect(save).toHaveBeenCalledTimes(1);
    expect(result.current.error).toBeNull();
  });
});
