import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { courseCard } from '../testData';
import CoursesPage from './CoursesPage';
import { createTestQueryClient, renderWithQuery } from '../../../test/renderWithQuery';

const requests: URL[] = [];
let coursesResponse: () => Response;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      requests.push(url);
      if (url.pathname === '/api/categories') {
        return json({
          categories: [{ _id: 'k1', name: 'Quảng cáo', slug: 'quang-cao', description: null, isActive: true, coursesCount: 3, createdAt: '', updatedAt: '' }],
        });
      }
      return coursesResponse();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderWithQuery(
    <MemoryRouter>
      <CoursesPage />
    </MemoryRouter>,
  );
const courseRequests = () => requests.filter((url) => url.pathname === '/api/courses');

describe('CoursesPage', () => {
  it('filters by what was typed into the server-rendered search box before the page finished starting', async () => {
    coursesResponse = () => json({ courses: [courseCard], pagination: { currentPage: 1, limit: 12, totalItems: 1, totalPages: 1 } });
    const page = (
      <QueryClientProvider client={createTestQueryClient()}>
        <MemoryRouter>
          <CoursesPage />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    // The visitor types while the scripts are still on their way.
    const box = container.querySelector<HTMLInputElement>('[data-testid="courses-search"]')!;
    box.value = 'seo';
    const root = await act(async () => hydrateRoot(container, page));

    expect(box.value).toBe('seo');
    await waitFor(() => expect(courseRequests().at(-1)?.searchParams.get('search')).toBe('seo'), { timeout: 3000 });
    act(() => root.unmount());
    container.remove();
  });

  it('lists 12 courses a page and filters by an active category from page 1', async () => {
    coursesResponse = () => json({ courses: [courseCard], pagination: { currentPage: 1, limit: 12, totalItems: 1, totalPages: 1 } });
    renderPage();
    await screen.findByTestId('course-card-facebook-ads');
    expect(requests.find((url) => url.pathname === '/api/categories')!.searchParams.get('isActive')).toBe('true');
    expect(courseRequests()[0].searchParams.get('limit')).toBe('12');

    const select = screen.getByLabelText('Danh mục');
    await screen.findByRole('option', { name: 'Quảng cáo' });
    fireEvent.change(select, { target: { value: 'quang-cao' } });
    await waitFor(() => expect(courseRequests().at(-1)!.searchParams.get('category')).toBe('quang-cao'));
    expect(courseRequests().at(-1)!.searchParams.get('page')).toBe('1');
  });

  it('fetches the pictures of the first row at once and first, and leaves the rest lazy', async () => {
    const courses = Array.from({ length: 6 }, (_, index) => ({ ...courseCard, _id: `c${index}`, slug: `khoa-${index}`, thumbnailUrl: `/uploads/${index}.webp` }));
    coursesResponse = () => json({ courses, pagination: { currentPage: 1, limit: 12, totalItems: 6, totalPages: 1 } });
    renderPage();
    await screen.findByTestId('course-card-khoa-5');
    const pictures = courses.map(({ slug }) => screen.getByTestId(`course-card-${slug}`).querySelector('img')!);
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(pictures.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'high', 'high', 'high', 'auto', 'auto']);
  });

  it('sends the debounced search', async () => {
    coursesResponse = () => json({ courses: [], pagination: { currentPage: 1, limit: 12, totalItems: 0, totalPages: 0 } });
    renderPage();
    expect((await screen.findByTestId('courses-empty')).textContent).toBe('Không tìm thấy khóa học nào phù hợp.');
    fireEvent.change(screen.getByLabelText('Tìm kiếm khóa học'), { target: { value: 'seo' } });
    await waitFor(() => expect(courseRequests().at(-1)!.searchParams.get('search')).toBe('seo'), { timeout: 1500 });
  });

  it('shows the failure with a retry', async () => {
    coursesResponse = () => json({ message: 'Máy chủ bận' }, 500);
    renderPage();
    expect((await screen.findByTestId('courses-error')).textContent).toContain('Máy chủ bận');
  });
});
