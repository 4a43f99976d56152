import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { courseDetail } from '../testData';
import DemoDetailPage from './DemoDetailPage';
import { renderWithQuery } from '../../../test/renderWithQuery';

afterEach(() => vi.unstubAllGlobals());

describe('DemoDetailPage', () => {
  it('starts the first free lesson and links to buying the course', async () => {
    const requests: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        requests.push(request);
        const body = request.url.endsWith('/api/media/playback-url')
          ? { playbackUrl: '/api/media/hls/m1/master.m3u8?exp=1&sig=x', expiresAt: '2030-01-01T00:00:00Z' }
          : { course: courseDetail };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    renderWithQuery(
      <MemoryRouter initialEntries={['/demodetail/facebook-ads']}>
        <Routes>
          <Route path="/demodetail/:slug" element={<DemoDetailPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('hls-video')).toBeTruthy();
    expect(screen.getByTestId('free-preview').textContent).toContain('Giới thiệu');
    expect(requests.filter((request) => request.url.endsWith('/api/media/playback-url'))).toHaveLength(1);
    const buy = screen.getByRole('link', { name: /Mua khóa học/ });
    expect(buy.getAttribute('href')).toBe('/courses/facebook-ads');
    expect(buy.textContent).toMatch(/1\.250\.000\s₫/);
  });
});
