import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type ApiCall } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import type { AnnouncementMailPreferences } from '../api/emailPreferencesApi';
import EmailPreferencesPage from './EmailPreferencesPage';
import { EmailSettings } from './EmailSettings';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'tok.en-1';
const PREFERENCES: AnnouncementMailPreferences = {
  allCourses: true,
  courses: [
    { courseId: 'c1', title: 'Quảng cáo Facebook', enabled: true },
    { courseId: 'c2', title: 'SEO căn bản', enabled: false },
  ],
};

/** The server's announcement switches at `path`: each PUT changes one switch and answers the whole set. */
function announcementServer(path: string, initial = PREFERENCES, { failPut = false } = {}) {
  let current = initial;
  return {
    [`GET ${path}`]: () => ({ body: current }),
    [`PUT ${path}`]: (call: ApiCall) => {
      if (failPut) return { status: 404, body: { message: 'Link không hợp lệ', code: 'LINK_INVALID' } };
      const { courseId, enabled } = call.body as { courseId?: string; enabled: boolean };
      current = courseId
        ? { ...current, courses: current.courses.map((course) => (course.courseId === courseId ? { ...course, enabled } : course)) }
        : { ...current, allCourses: enabled };
      return { body: current };
    },
  };
}

const switchFor = (name: string) => screen.getByRole('switch', { name });
const checked = (name: string) => switchFor(name).getAttribute('aria-checked');
const puts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT');

describe('course announcement mail, signed in (settings)', () => {
  it("shows the 'all courses' switch and one per enrolled course, saving each change with PUT", async () => {
    const calls = fakeApi({
      'GET /api/email-preferences': { body: { email: 'an@example.vn', marketingConsent: false, marketingConsentAt: null, suppressed: false } },
      ...announcementServer('/api/email-preferences/announcements'),
    });
    renderWithQuery(<EmailSettings />);
    const section = await screen.findByTestId('email-settings-announcements');
    expect(within(section).getByRole('heading', { level: 3, name: 'Thông báo khóa học' })).toBeTruthy();
    expect(section.textContent).toContain('do giảng viên của khóa học gửi');
    expect(section.textContent).toContain('Thông báo trong ứng dụng vẫn luôn được gửi');
    expect([checked('Tất cả khóa học'), checked('Quảng cáo Facebook'), checked('SEO căn bản')]).toEqual(['true', 'true', 'false']);

    fireEvent.click(switchFor('SEO căn bản'));
    await waitFor(() => expect(checked('SEO căn bản')).toBe('true'));
    fireEvent.click(switchFor('Tất cả khóa học'));
    await waitFor(() => expect(checked('Tất cả khóa học')).toBe('false'));
    expect(puts(calls).map((call) => [call.path, call.body])).toEqual([
      ['/api/email-preferences/announcements', { courseId: 'c2', enabled: true }],
      ['/api/email-preferences/announcements', { enabled: false }],
    ]);
    // Every course is off while 'all courses' is: the course switches rest until it is on again.
    expect([checked('Quảng cáo Facebook'), checked('SEO căn bản')]).toEqual(['false', 'false']);
    expect((switchFor('Quảng cáo Facebook') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('email-settings-announcements-all-off')).toBeTruthy();
  });
});

describe('course announcement mail, through a mail link (/email-preferences?token=)', () => {
  function renderPage(routes: Parameters<typeof fakeApi>[0]) {
    const calls = fakeApi({
      [`GET /api/email/preferences/${TOKEN}`]: { body: { email: 'a•••@gmail.com', marketingConsent: true, marketingConsentAt: null, suppressed: false } },
      ...routes,
    });
    renderWithQuery(
      <MemoryRouter initialEntries={[`/email-preferences?token=${TOKEN}`]}>
        <Routes>
          <Route path="/email-preferences" element={<EmailPreferencesPage />} />
        </Routes>
      </MemoryRouter>,
    );
    return calls;
  }

  it('turns one course off through the token route', async () => {
    const calls = renderPage(announcementServer(`/api/email/preferences/${TOKEN}/announcements`));
    const section = await screen.findByTestId('email-prefs-announcements');
    expect(within(section).getByRole('heading', { level: 2, name: 'Thông báo khóa học' })).toBeTruthy();
    fireEvent.click(switchFor('Quảng cáo Facebook'));
    await waitFor(() => expect(checked('Quảng cáo Facebook')).toBe('false'));
    expect(puts(calls)).toEqual([{ method: 'PUT', path: `/api/email/preferences/${TOKEN}/announcements`, query: {}, body: { courseId: 'c1', enabled: false } }]);
    expect(screen.getByRole('status').textContent).toBe('Đã tắt thư thông báo khóa học. Thay đổi có hiệu lực ngay.');
  });

  it('says the link is no longer valid when saving is refused', async () => {
    renderPage(announcementServer(`/api/email/preferences/${TOKEN}/announcements`, PREFERENCES, { failPut: true }));
    await screen.findByTestId('email-prefs-announcements');
    fireEvent.click(switchFor('Tất cả khóa học'));
    expect((await screen.findByTestId('email-prefs-announcements-save-error')).textContent).toBe('Link không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.');
    expect(checked('Tất cả khóa học')).toBe('true');
  });

  it('says when the user is enrolled in no course', async () => {
    renderPage(announcementServer(`/api/email/preferences/${TOKEN}/announcements`, { allCourses: true, courses: [] }));
    expect((await screen.findByTestId('email-prefs-announcements')).textContent).toContain('Bạn chưa ghi danh khóa học nào.');
  });
});
