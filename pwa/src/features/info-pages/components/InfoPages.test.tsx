import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import AffiliateLandingPage from './AffiliateLandingPage';
import AffiliateTrainingPage from './AffiliateTrainingPage';
import BecomeInstructorPage from './BecomeInstructorPage';
import ProGiftPage from './ProGiftPage';
import StudyTipsPage from './StudyTipsPage';
import SupportPage from './SupportPage';
import { renderWithQuery } from '../../../test/renderWithQuery';

function renderPage(page: ReactElement, path: string) {
  return renderWithQuery(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}

/** The page's single h1. */
function pageHeading() {
  const headings = screen.getAllByRole('heading', { level: 1 });
  expect(headings).toHaveLength(1);
  return headings[0];
}

function hrefsOf(name: string | RegExp) {
  return screen.getAllByRole('link', { name }).map((link) => link.getAttribute('href'));
}

describe('info pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('affiliate landing: both commission rates, the steps and the ways in', () => {
    renderPage(<AffiliateLandingPage />, '/affiliate-landing');
    expect(pageHeading().textContent).toBe('Giới thiệu khóa học, nhận hoa hồng đến 30%');
    expect(document.title).toBe('Chương trình Affiliate | Học viện Marketing');

    expect(screen.getAllByText('Hoa hồng trực tiếp 30%').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Hoa hồng đội nhóm 20%').length).toBeGreaterThan(0);
    expect(screen.getAllByText('30%').length).toBeGreaterThan(0);
    expect(screen.getAllByText('20%').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Cách thức hoạt động' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Chương trình dành cho ai?' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Câu hỏi thường gặp' })).toBeTruthy();

    const join = hrefsOf('Tham gia ngay');
    expect(join.length).toBeGreaterThanOrEqual(2);
    expect(new Set(join)).toEqual(new Set(['/affiliate-dashboard']));
    expect(screen.getByTestId('affiliate-landing-cta').getAttribute('href')).toBe('/affiliate-dashboard');
    expect(hrefsOf('Xem giáo trình đào tạo')).toEqual(['/affiliate-traning']);
    expect(hrefsOf('Học cách làm Affiliate')).toEqual(['/affiliate-traning']);
  });

  it('affiliate training: modules, channels, the referral link pattern and the dashboard CTA', () => {
    renderPage(<AffiliateTrainingPage />, '/affiliate-traning');
    expect(pageHeading().textContent).toBe('Giáo trình đào tạo Affiliate từ A đến Z');
    expect(document.title).toBe('Đào tạo Affiliate | Học viện Marketing');

    const curriculum = screen.getByRole('region', { name: 'Nội dung đào tạo' });
    expect(within(curriculum).getAllByText(/^Học phần \d$/)).toHaveLength(5);
    expect(screen.getByTestId('referral-pattern').textContent).toBe('/courses/{slug}/ref/{code}');
    for (const channel of ['Facebook', 'Zalo', 'TikTok']) expect(screen.getByRole('heading', { level: 3, name: channel })).toBeTruthy();

    expect(screen.getByTestId('affiliate-training-cta').getAttribute('href')).toBe('/affiliate-dashboard');
    expect(hrefsOf('Lấy liên kết giới thiệu')).toEqual(['/affiliate-dashboard']);
  });

  it('PRO gift: what it contains, how to receive it, register and contact links', () => {
    renderPage(<ProGiftPage />, '/pro-gift');
    expect(pageHeading().textContent).toBe('Nhận trọn bộ quà tặng PRO cho người làm marketing');
    expect(document.title).toBe('Quà tặng PRO | Học viện Marketing');

    expect(screen.getByRole('heading', { level: 3, name: 'Bộ template marketing' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Bộ checklist thực chiến' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Khóa học mini miễn phí' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Cách nhận quà' })).toBeTruthy();

    expect(screen.getByTestId('pro-gift-register').getAttribute('href')).toBe('/register');
    expect(screen.getByTestId('pro-gift-contact').getAttribute('href')).toBe('/#contact');
    expect(hrefsOf('Đăng ký nhận quà')).toEqual(['/register']);
    expect(hrefsOf('Liên hệ nhận quà')).toEqual(['/#contact']);
  });

  it('study tips: habits, weekly schedule and the installable app', () => {
    renderPage(<StudyTipsPage />, '/study-tips');
    expect(pageHeading().textContent).toBe('Bí quyết học online hiệu quả');
    expect(document.title).toBe('Bí quyết học tập | Học viện Marketing');

    expect(screen.getByRole('heading', { level: 3, name: 'Lên lịch học cố định' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Ghi chú theo cách của bạn' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Thực hành ngay sau mỗi bài' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Học trên điện thoại, kể cả khi mạng yếu' })).toBeTruthy();
    expect(screen.getByText(/mạng chập chờn/)).toBeTruthy();

    expect(screen.getByTestId('study-tips-courses').getAttribute('href')).toBe('/courses');
  });

  it('support: the channels, the FAQ groups and the contact link', async () => {
    fakeApi({ 'GET /api/refund-policy': { body: { policy: { maxDays: 14, maxProgressPercent: 20, effectiveFrom: '2026-11-01T00:00:00.000Z' } } } });
    renderPage(<SupportPage />, '/support');
    expect(pageHeading().textContent).toBe('Trung tâm hỗ trợ học viên');
    expect(document.title).toBe('Hỗ trợ | Học viện Marketing');

    const email = screen.getByTestId('support-email');
    expect(email.textContent).toBe('hotro@hocvienmarketing.vn');
    expect(email.getAttribute('href')).toBe('mailto:hotro@hocvienmarketing.vn');
    expect(screen.getByTestId('support-hotline').getAttribute('href')).toBe('tel:19006868');
    expect(screen.getByText('1900 6868')).toBeTruthy();
    expect(screen.getByText('Zalo OA')).toBeTruthy();
    expect(screen.getAllByText(/8:00–21:00/).length).toBeGreaterThan(0);

    for (const group of ['Thanh toán', 'Truy cập khóa học', 'Hoàn tiền', 'Tài khoản']) expect(screen.getByRole('group', { name: group })).toBeTruthy();
    expect(screen.getByText('Làm thế nào để thanh toán bằng chuyển khoản VietQR?')).toBeTruthy();
    // The policy in force, from the API, not a copy: the page once said 7 days by e-mail whatever the admin set.
    await waitFor(() =>
      expect(screen.getByTestId('support-refund-policy').textContent).toBe(
        'Bạn có thể yêu cầu hoàn tiền trong vòng 14 ngày kể từ ngày thanh toán, khi bạn học chưa quá 20% khóa học.',
      ),
    );
    expect(screen.queryByText(/7 ngày/)).toBeNull();
    expect(hrefsOf('Lịch sử giao dịch')).toEqual(['/transactions']);

    expect(screen.getByTestId('support-contact').getAttribute('href')).toBe('/#contact');
    expect(hrefsOf('Gửi yêu cầu hỗ trợ')).toEqual(['/#contact']);
  });

  it('become instructor: reasons, requirements, the five steps and the CTAs', () => {
    renderPage(<BecomeInstructorPage />, '/becomeInstructor');
    expect(pageHeading().textContent).toBe('Trở thành giảng viên tại Học viện Marketing');
    expect(document.title).toBe('Trở thành giảng viên | Học viện Marketing');

    expect(screen.getByRole('heading', { level: 3, name: 'Chia sẻ doanh thu' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Lưu trữ video chuẩn HLS' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Hỗ trợ marketing' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Yêu cầu đối với giảng viên' })).toBeTruthy();
    const steps = screen.getByRole('region', { name: 'Quy trình đưa khóa học lên Học viện' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(5);

    expect(screen.getByTestId('instructor-register').getAttribute('href')).toBe('/register');
    expect(screen.getByTestId('instructor-support').getAttribute('href')).toBe('/support');
  });

  it('FAQ answers sit in native details elements, closed until opened', () => {
    const { container } = renderPage(<AffiliateLandingPage />, '/affiliate-landing');
    const details = container.querySelectorAll('details');
    expect(details.length).toBe(5);
    expect([...details].every((item) => !item.open && item.querySelector('summary'))).toBe(true);
  });

  it('restores the previous title when the page goes away', () => {
    document.title = 'Trước đó';
    const { unmount } = renderPage(<SupportPage />, '/support');
    expect(document.title).toBe('Hỗ trợ | Học viện Marketing');
    unmount();
    expect(document.title).toBe('Trước đó');
  });
});
