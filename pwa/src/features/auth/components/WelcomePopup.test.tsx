import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WelcomePopup from './WelcomePopup';

const confetti = vi.fn();
vi.mock('canvas-confetti', () => ({ default: { create: () => Object.assign((...args: unknown[]) => confetti(...args), { reset: vi.fn() }) } }));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('WelcomePopup', () => {
  it('asks a new member to look for the verification mail, with one dismiss button', () => {
    render(<WelcomePopup welcome={{ kind: 'registered', name: 'An' }} onDismiss={vi.fn()} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toMatch(/Hộp thư đến/);
    expect(dialog.textContent).toMatch(/Quảng cáo/);
    expect(dialog.textContent).toMatch(/Thư rác/);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('greets a returning member by name and closes on the button', () => {
    const onDismiss = vi.fn();
    render(<WelcomePopup welcome={{ kind: 'welcome-back', name: 'Bình' }} onDismiss={onDismiss} />);
    expect(screen.getByRole('dialog').textContent).toContain('Bình');
    fireEvent.click(screen.getByRole('button', { name: 'Tiếp tục hành trình' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('closes by itself after 15 seconds', () => {
    const onDismiss = vi.fn();
    render(<WelcomePopup welcome={{ kind: 'first-login', name: 'An' }} onDismiss={onDismiss} />);
    expect(screen.getByRole('button', { name: 'Bắt đầu học ngay' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(14_999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('fires confetti', async () => {
    vi.useRealTimers();
    render(<WelcomePopup welcome={{ kind: 'first-login', name: 'An' }} onDismiss={vi.fn()} />);
    await vi.waitFor(() => expect(confetti).toHaveBeenCalled());
  });
});
