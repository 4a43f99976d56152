import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';

const PARTNERS = {
  partnerLinks: [
    { label: 'Thiết kế website', url: 'https://thietke.hocvienmarketing.vn' },
    { label: 'Hosting tốc độ cao', url: 'https://hosting.hocvienmarketing.vn' },
  ],
  footerPartner: { text: 'Công ty Giải pháp Số Việt', url: 'https://giaiphapso.vn' },
};

/** The header's dropdown, the mobile menu's block and the footer, with a fresh copy of the shared partner settings. */
async function renderPartnerPieces(reply: { status?: number; body: unknown }) {
  vi.resetModules();
  const calls = fakeApi({ 'GET /api/site-settings/partners': reply });
  const { PartnerMenu, MobilePartnerLinks } = await import('./PartnerMenu');
  const { Footer } = await import('./Footer');
  render(
    <>
      <PartnerMenu />
      <section data-testid="mobile">
        <MobilePartnerLinks />
      </section>
      <Footer />
    </>,
  );
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

describe('partner links in the header, mobile menu and footer', () => {
  it('shows the links the admin set, each opening the partner in a new tab, asked for once', async () => {
    const calls = await renderPartnerPieces({ body: PARTNERS });
    fireEvent.click(await screen.findByRole('button', { name: /Dịch vụ/ }));
    const dropdown = screen.getAllByRole('list')[0];
    const links = within(dropdown).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')])).toEqual([
      ['Thiết kế website', 'https://thietke.hocvienmarketing.vn', '_blank', 'noopener noreferrer'],
      ['Hosting tốc độ cao', 'https://hosting.hocvienmarketing.vn', '_blank', 'noopener noreferrer'],
    ]);
    const mobile = screen.getByTestId('mobile');
    expect(within(mobile).getByText('Dịch vụ đối tác')).toBeTruthy();
    expect(within(mobile).getAllByRole('link')).toHaveLength(2);
    const credit = screen.getByTestId('footer-partner');
    expect(credit.textContent).toBe('Đồng hành cùng đối tác Công ty Giải pháp Số Việt');
    expect(within(credit).getByRole('link').getAttribute('href')).toBe('https://giaiphapso.vn');
    expect(calls.filter((call) => call.path === '/api/site-settings/partners')).toHaveLength(1);
  });

  it('credits a partner without a site as plain text', async () => {
    await renderPartnerPieces({ body: { ...PARTNERS, footerPartner: { text: 'Nhà in Sao Việt', url: null } } });
    const credit = await screen.findByTestId('footer-partner');
    expect(credit.textContent).toBe('Đồng hành cùng đối tác Nhà in Sao Việt');
    expect(within(credit).queryByRole('link')).toBeNull();
  });

  it('shows nothing of the partners, never placeholders, when there are none or they cannot be loaded', async () => {
    for (const reply of [{ body: { partnerLinks: [], footerPartner: null } }, { status: 500, body: { message: 'Lỗi', code: 'INTERNAL' } }]) {
      const calls = await renderPartnerPieces(reply);
      await vi.waitFor(() => expect(calls).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(screen.queryByRole('button', { name: /Dịch vụ/ })).toBeNull();
      expect(screen.queryByText('Dịch vụ đối tác')).toBeNull();
      expect(screen.queryByTestId('footer-partner')).toBeNull();
      expect(screen.getByTestId('footer').textContent).toContain('Học viện Marketing');
      cleanup();
    }
  });
});
