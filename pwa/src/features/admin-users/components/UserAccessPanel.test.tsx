import { fireEvent, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import { UserAccessPanel } from './UserAccessPanel';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const courses = { body: { courses: [{ _id: 'c1', title: 'Facebook Ads thực chiến' }] } };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('UserAccessPanel', () => {
  it('grants the chosen course, and says when the user already had it', async () => {
    let status = 201;
    const calls = fakeApi({ 'GET /api/admin/courses/list': courses, 'POST /api/admin/enrollments': () => ({ status, body: { enrollment: { _id: 'e1' } } }) });
    renderWithQuery(<UserAccessPanel userId="u1" userName="Hà" />);
    await screen.findByRole('option', { name: 'Facebook Ads thực chiến' });
    fireEvent.change(screen.getByLabelText('Khóa học cần cấp quyền'), { target: { value: 'c1' } });
    await waitFor(() => expect((screen.getByLabelText('Khóa học cần cấp quyền') as HTMLSelectElement).value).toBe('c1'));
    fireEvent.click(screen.getByTestId('grant-course'));
    await waitFor(() => expect(vi.mocked(toast.success)).toHaveBeenCalledWith('Đã cấp quyền truy cập khóa học.'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ userId: 'u1', courseId: 'c1' });

    status = 200;
    fireEvent.change(screen.getByLabelText('Khóa học cần cấp quyền'), { target: { value: 'c1' } });
    fireEvent.click(screen.getByTestId('grant-course'));
    await waitFor(() => expect(vi.mocked(toast.success)).toHaveBeenCalledWith('Người dùng đã có quyền truy cập khóa học này.'));
  });

  it('falls back to the SPEC text when the grant fails without a message', async () => {
    fakeApi({ 'GET /api/admin/courses/list': courses, 'POST /api/admin/enrollments': { status: 500, body: {} } });
    renderWithQuery(<UserAccessPanel userId="u1" userName="Hà" />);
    // The course must be in the list before it can be chosen (a slow run loads it after the select shows).
    await screen.findByRole('option', { name: 'Facebook Ads thực chiến' });
    fireEvent.change(screen.getByLabelText('Khóa học cần cấp quyền'), { target: { value: 'c1' } });
    await waitFor(() => expect(screen.getByTestId('grant-course').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('grant-course'));
    await waitFor(() => expect(vi.mocked(toast.error)).toHaveBeenCalledWith('Không thể cấp quyền truy cập.'));
  });

  it('resets the enrolled face only after confirming', async () => {
    const calls = fakeApi({ 'GET /api/admin/courses/list': courses, 'DELETE /api/admin/users/u1/face-profile': { body: { message: 'Đã đặt lại xác thực khuôn mặt.' } } });
    renderWithQuery(<UserAccessPanel userId="u1" userName="Hà" />);
    fireEvent.click(screen.getByTestId('reset-face'));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Đặt lại' }));
    await waitFor(() => expect(vi.mocked(toast.success)).toHaveBeenCalledWith('Đã đặt lại xác thực khuôn mặt.'));
  });
});
