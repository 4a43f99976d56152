import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type ApiCall } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import type { SentAnnouncement } from '../api/announcementsApi';
import { CourseAnnouncements, confirmTitle, validateAnnouncement } from './CourseAnnouncements';

const sentAnnouncement = (id: string, fields: Partial<SentAnnouncement> = {}): SentAnnouncement => ({
  _id: id,
  courseId: 'c1',
  title: `Thông báo ${id}`,
  body: `Nội dung ${id}`,
  author: { name: 'Giảng viên Minh', avatarUrl: null },
  createdAt: '2026-11-20T03:00:00Z',
  recipientsCount: 25,
  deliveredCount: 25,
  ...fields,
});

/** The course's announcements as the server keeps them: a post is stored first in the list, delivered to nobody yet. */
function serve(initial: SentAnnouncement[], { postFails = false } = {}) {
  let announcements = initial;
  return fakeApi({
    'GET /api/instructor/courses/c1/announcements': () => ({
      body: { announcements, pagination: { currentPage: 1, totalPages: 1, totalItems: announcements.length, limit: 10 } },
    }),
    'POST /api/instructor/courses/c1/announcements': (call: ApiCall) => {
      if (postFails) return { status: 429, body: { message: 'Bạn thao tác quá nhanh, vui lòng thử lại sau.', code: 'RATE_LIMITED' } };
      const input = call.body as { title: string; body: string };
      const created = sentAnnouncement('new', { ...input, createdAt: '2026-11-27T03:00:00Z', deliveredCount: 0 });
      announcements = [created, ...announcements];
      return { status: 201, body: { announcement: created } };
    },
  });
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');
const text = (element: HTMLElement | null) => element?.textContent?.replace(/\s/g, ' ');

afterEach(() => vi.unstubAllGlobals());

describe('validateAnnouncement and confirmTitle', () => {
  it('asks for a title of 1..200 and a body of 1..10,000 characters, trimmed', () => {
    expect(validateAnnouncement({ title: '  ', body: '' })).toEqual({ title: 'Vui lòng nhập tiêu đề thông báo.', body: 'Vui lòng nhập nội dung thông báo.' });
    expect(validateAnnouncement({ title: 'a'.repeat(201), body: 'b'.repeat(10_001) })).toEqual({ title: 'Tiêu đề tối đa 200 ký tự.', body: 'Nội dung tối đa 10.000 ký tự.' });
    expect(validateAnnouncement({ title: ` ${'a'.repeat(200)} `, body: 'b'.repeat(10_000) })).toEqual({});
  });

  it('names the number of students when it is known', () => {
    expect(confirmTitle(1250)).toBe('Gửi thông báo tới 1.250 học viên?');
    expect(confirmTitle(undefined)).toBe('Gửi thông báo tới học viên của khóa học?');
  });
});

describe('CourseAnnouncements', () => {
  it('lists the sent announcements with date, recipients and delivered counts, bodies as text', async () => {
    serve([sentAnnouncement('a1', { body: '<b>Lịch livestream</b>\nXem https://example.vn/live', deliveredCount: 19 })]);
    renderWithQuery(<CourseAnnouncements courseId="c1" studentCount={25} />);
    const item = await screen.findByTestId('sent-announcement-a1');
    expect(text(within(item).getByTestId('sent-announcement-meta'))).toBe('10:00 20/11/2026 · 25 người nhận · đã gửi tới 19');
    expect(item.querySelector('b')).toBeNull();
    expect(item.textContent).toContain('<b>Lịch livestream</b>\nXem ');
    expect(within(item).getByRole('link', { name: 'https://example.vn/live' }).getAttribute('rel')).toBe('nofollow ugc noopener');
  });

  it('refuses an empty form, asks to confirm with the number of students, and posts only after confirming', async () => {
    const calls = serve([]);
    renderWithQuery(<CourseAnnouncements courseId="c1" studentCount={25} />);
    expect((await screen.findByTestId('sent-announcements-empty')).textContent).toBe('Chưa gửi thông báo nào cho khóa học này.');
    const send = screen.getByRole('button', { name: 'Gửi thông báo' });
    fireEvent.click(send);
    expect(screen.getByTestId('announcement-title-error').textContent).toBe('Vui lòng nhập tiêu đề thông báo.');
    expect(screen.getByTestId('announcement-body-error').textContent).toBe('Vui lòng nhập nội dung thông báo.');
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();

    fireEvent.change(screen.getByLabelText('Tiêu đề'), { target: { value: '  Lịch học bù  ' } });
    fireEvent.change(screen.getByLabelText('Nội dung'), { target: { value: '  Thứ bảy 20h\nphòng Zoom cũ.  ' } });
    fireEvent.click(send);
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Gửi thông báo tới 25 học viên?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(posts(calls)).toEqual([]);

    fireEvent.click(send);
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Gửi' }));
    await vi.waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toMatchObject({ path: '/api/instructor/courses/c1/announcements', body: { title: 'Lịch học bù', body: 'Thứ bảy 20h\nphòng Zoom cũ.' } });
    const created = await screen.findByTestId('sent-announcement-new');
    expect(text(within(created).getByTestId('sent-announcement-meta'))).toContain('25 người nhận · đã gửi tới 0');
    expect((screen.getByLabelText('Tiêu đề') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
  });

  it('asks without a number when the count is unknown, and keeps the text with the server message when posting fails', async () => {
    serve([], { postFails: true });
    renderWithQuery(<CourseAnnouncements courseId="c1" />);
    fireEvent.change(screen.getByLabelText('Tiêu đề'), { target: { value: 'Lịch học bù' } });
    fireEvent.change(screen.getByLabelText('Nội dung'), { target: { value: 'Thứ bảy 20h' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gửi thông báo' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Gửi thông báo tới học viên của khóa học?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi' }));
    expect((await screen.findByTestId('announcement-send-error')).textContent).toBe('Bạn thao tác quá nhanh, vui lòng thử lại sau.');
    expect((screen.getByLabelText('Tiêu đề') as HTMLInputElement).value).toBe('Lịch học bù');
  });
});
