import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ToolDetailPage from './ToolDetailPage';

function stubFetch(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  );
}
afterEach(() => vi.unstubAllGlobals());

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/tools/:slug" element={<ToolDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('ToolDetailPage', () => {
  it('shows the tool and its plans', async () => {
    stubFetch({
      tool: {
        _id: 't1',
        slug: 'veo3',
        name: 'Veo3 Ultra',
        shortDescription: 'Làm video AI',
        description: 'Chi tiết',
        thumbnailUrl: null,
        currency: 'VND',
        isActive: true,
        plansCount: 1,
        priceFrom: 150000,
        createdAt: '2026-01-01T00:00:00Z',
        updatedAt: '2026-01-01T00:00:00Z',
        plans: [{ _id: 'p1', name: 'Gói tháng', price: 150000, durationDays: 30, features: ['Không giới hạn video'] }],
      },
    });
    renderAt('/tools/veo3');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Veo3 Ultra');
    const plan = screen.getByTestId('tool-plan-p1');
    expect(plan.textContent).toContain('Gói tháng');
    expect(plan.textContent).toMatch(/150\.000\s₫/);
    expect(plan.textContent).toContain('30 ngày');
    expect(plan.textContent).toContain('Không giới hạn video');
  });

  it('explains a missing tool and links back to /tools', async () => {
    stubFetch({ message: 'Không tìm thấy' }, 404);
    renderAt('/tools/khong-co');
    await screen.findByTestId('tool-not-found');
    expect(screen.getByRole('link', { name: /Quay lại danh sách phần mềm/ }).getAttribute('href')).toBe('/tools');
  });
});
