import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../api/types';
import { updateProfile } from '../api/profileApi';
import { ProfileForm } from './ProfileForm';

const updateUser = vi.fn();
vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
vi.mock('../../auth', () => ({ useAuth: () => ({ updateUser }) }));
vi.mock('../api/profileApi', () => ({ updateProfile: vi.fn() }));

const staff = { _id: 'u1', name: 'Quản trị viên', preferredName: null, greetingName: 'bạn', phoneNumber: null, age: null } as Profile;

describe('ProfileForm', () => {
  it('shows what mail calls the user and saves a "Tên gọi"; an empty one is cleared', async () => {
    vi.mocked(updateProfile).mockResolvedValue({ ...staff, preferredName: 'chị Hạnh', greetingName: 'chị Hạnh' });
    render(<ProfileForm user={staff} />);
    const field = screen.getByLabelText('Tên gọi') as HTMLInputElement;
    expect(field.value).toBe('');
    expect(screen.getByText(/Thư gửi bạn mở đầu bằng “Chào bạn”/)).toBeTruthy();

    fireEvent.change(field, { target: { value: '  chị Hạnh ' } });
    await act(async () => fireEvent.click(screen.getByTestId('profile-save')));
    expect(updateProfile).toHaveBeenLastCalledWith({ name: 'Quản trị viên', preferredName: 'chị Hạnh' });
    expect(updateUser).toHaveBeenCalledWith(expect.objectContaining({ preferredName: 'chị Hạnh' }));

    fireEvent.change(field, { target: { value: ' ' } });
    await act(async () => fireEvent.click(screen.getByTestId('profile-save')));
    expect(updateProfile).toHaveBeenLastCalledWith({ name: 'Quản trị viên', preferredName: null });
  });
});
