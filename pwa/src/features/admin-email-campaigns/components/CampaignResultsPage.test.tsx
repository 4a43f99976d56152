import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type ApiCall, type ApiReply } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import CampaignResultsPage from './CampaignResultsPage';
import { campaign, results } from './testData';

beforeEach(() => {
  // jsdom has no layout: recharts' ResponsiveContainer only needs the observer to exist, and warns about a 0×0 chart.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

function renderPage(routes: Record<string, ApiReply | ((call: ApiCall) => ApiReply)>) {
  const calls = fakeApi(routes);
  renderWithQuery(
    <MemoryRouter initialEntries={['/admin/email-campaigns/c-hello/results']}>
      <Routes>
        <Route path="/admin/email-campaigns/:campaignId/results" element={<CampaignResultsPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

describe('CampaignResultsPage', () => {
  it('shows the totals with rates, the revenue in VND, the days as a chart and the most clicked links', async () => {
    const calls = renderPage({ 'GET /api/admin/marketing-campaigns/c-hello/results': { body: results() } });
    expect(text(await screen.findByRole('heading', { level: 1 }))).toBe('Kết quả: Lời chào Đang chạy');
    expect(calls.map((call) => call.path)).toEqual(['/api/admin/marketing-campaigns/c-hello/results']);
    const card = (id: string) => text(screen.getByTestId(`result-${id}`));
    expect(card('sent')).toBe('Đã gửi1.5301.560 người đã tới lượt');
    expect(card('delivered')).toBe('Đã nhận1.51298,8% số thư đã gửi');
    expect(card('opened')).toBe('Mở69245,2% số thư đã gửi');
    expect(card('clicked')).toBe('Bấm1187,7% số thư đã gửi');
    expect(card('unsubscribed')).toBe('Hủy đăng ký4');
    expect(card('bounced')).toBe('Trả lại182 thư gửi lỗi');
    expect(card('skipped')).toContain('Bỏ qua28');
    expect(card('waiting')).toContain('Đang chờ37');
    expect(card('orders')).toContain('Đơn hàng9');
    expect(card('revenue')).toBe('Doanh thu12.450.000 ₫');

    expect(screen.getByRole('img', { name: /^Biểu đồ theo ngày/ }).getAttribute('aria-label')).toBe(
      'Biểu đồ theo ngày: 23/11: 1000 đã gửi, 420 mở, 70 bấm; 24/11: 530 đã gửi, 272 mở, 48 bấm',
    );
    const rows = within(screen.getByTestId('campaign-links')).getAllByRole('row').slice(1);
    expect(rows.map(text)).toEqual(['https://hocvienmarketing.vn/courses/quang-cao-facebook81', 'https://hocvienmarketing.vn/courses37']);
    expect(within(rows[0]).getByRole('link').getAttribute('href')).toBe('https://hocvienmarketing.vn/courses/quang-cao-facebook');
    expect(screen.getByRole('link', { name: 'Chiến dịch email' }).getAttribute('href')).toBe('/admin/email-campaigns');
  });

  it('says when nothing was sent or clicked yet', async () => {
    renderPage({ 'GET /api/admin/marketing-campaigns/c-hello/results': { body: results({ daily: [], links: [] }) } });
    expect(await screen.findByText('Chưa có thư nào được gửi.')).toBeTruthy();
    expect(screen.getByText('Chưa có lượt bấm nào.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says why the sender paused the campaign and resumes it with "Tiếp tục gửi"', async () => {
    const reason = '5 lần liên tiếp máy chủ thư không nhận thư (lần cuối: connect ECONNREFUSED 127.0.0.1:25)';
    let paused = true;
    const calls = renderPage({
      'GET /api/admin/marketing-campaigns/c-hello/results': () => ({
        body: results({ campaign: campaign('c-hello', 's-welcome', { name: 'Lời chào', status: paused ? 'paused' : 'active', pausedReason: paused ? reason : null }) }),
      }),
      'POST /api/admin/marketing-campaigns/c-hello/resume': () => {
        paused = false;
        return { body: { campaign: campaign('c-hello', 's-welcome', { name: 'Lời chào' }) } };
      },
    });
    expect(text(await screen.findByTestId('campaign-paused'))).toBe(`Tạm dừng: ${reason}Tiếp tục gửi`);
    expect(text(screen.getByRole('heading', { level: 1 }))).toBe('Kết quả: Lời chào Tạm dừng');

    fireEvent.click(screen.getByRole('button', { name: 'Tiếp tục gửi' }));
    await waitFor(() => expect(screen.queryByTestId('campaign-paused')).toBeNull());
    expect(text(screen.getByRole('heading', { level: 1 }))).toBe('Kết quả: Lời chào Đang chạy');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/admin/marketing-campaigns/c-hello/results',
      'POST /api/admin/marketing-campaigns/c-hello/resume',
      'GET /api/admin/marketing-campaigns/c-hello/results',
    ]);
  });

  it('shows no pause notice for a running campaign', async () => {
    renderPage({ 'GET /api/admin/marketing-campaigns/c-hello/results': { body: results() } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('campaign-paused')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tiếp tục gửi' })).toBeNull();
  });

  it('shows the server message when the results cannot load', async () => {
    renderPage({ 'GET /api/admin/marketing-campaigns/c-hello/results': { status: 404, body: { message: 'Không tìm thấy chiến dịch email.', code: 'CAMPAIGN_NOT_FOUND' } } });
    expect(text(await screen.findByTestId('campaign-results-error'))).toContain('Không tìm thấy chiến dịch email.');
  });
});
