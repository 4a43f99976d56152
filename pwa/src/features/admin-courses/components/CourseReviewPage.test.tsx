import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_COURSES_CHANGED } from '../api/adminCoursesApi';
import { createTestQueryClient, renderWithQuery } from '../../../test/renderWithQuery';
import { courseKeys } from '../../courses';
import CourseReviewPage, { REJECT_REASON_REQUIRED } from './CourseReviewPage';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const course = {
  _id: 'c1',
  slug: 'ads',
  title: 'Facebook Ads',
  status: 'pending',
  rejectionReason: null,
  thumbnailUrl: null,
  level: 'beginner',
  price: 499000,
  originalPrice: null,
  currency: 'VND',
  category: { _id: 'k', name: 'Facebook Ads', slug: 'fb' },
  instructor: { _id: 'u', name: 'Tuấn', email: 't@example.vn' },
  duration: 600,
  lessonsCount: 1,
  enrolledStudents: 0,
  submittedAt: '2026-11-20T01:00:00Z',
  publishedAt: null,
  createdAt: '2026-11-19T01:00:00Z',
  updatedAt: '2026-11-20T01:00:00Z',
  shortDescription: 'Ngắn',
  description: 'Dài',
  outcomes: ['Ra đơn'],
  requirements: [],
  categoryId: 'k',
  instructorId: 'u',
  courseThumbnail: null,
  seoThumbnail: null,
  totalLectures: 1,
  sections: [
    {
      _id: 's',
      title: 'Chương 1',
      lectures: [{ _id: 'l', title: 'Bài 1', description: null, isFreePreview: true, mediaAssetId: null, mediaStatus: null, durationSeconds: 600, thumbnailUrl: null }],
    },
  ],
};

function setup(queryClient = createTestQueryClient()) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request);
      const body = request.method === 'PUT' ? { course: { ...course, status: 'published' } } : { course };
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  renderWithQuery(
    <MemoryRouter initialEntries={['/admin/courses/c1/review']}>
      <Routes>
        <Route path="/admin/courses/:courseId/review" element={<CourseReviewPage />} />
        <Route path="/admin/courses/pending" element={<p>Hàng chờ</p>} />
      </Routes>
    </MemoryRouter>,
    { queryClient },
  );
  return requests;
}
afterEach(() => vi.unstubAllGlobals());

describe('CourseReviewPage', () => {
  it('refuses to reject without a reason, and sends the reason when given', async () => {
    const requests = setup();
    fireEvent.click(await screen.findByTestId('reject-course'));
    expect(screen.getByTestId('review-error').textContent).toBe(REJECT_REASON_REQUIRED);
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Lý do từ chối/), { target: { value: 'Video chưa có tiếng' } });
    fireEvent.click(screen.getByTestId('reject-course'));
    expect(await screen.findByText('Hàng chờ')).toBeTruthy();
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(new URL(put.url).pathname).toBe('/api/admin/courses/c1/review');
    expect(await put.json()).toEqual({ action: 'reject', reason: 'Video chưa có tiếng' });
  });

  it('approves, tells the sidebar badge to recount, and returns to the queue', async () => {
    const requests = setup();
    const announced = vi.fn();
    window.addEventListener(PENDING_COURSES_CHANGED, announced);
    fireEvent.click(await screen.findByTestId('approve-course'));
    expect(await screen.findByText('Hàng chờ')).toBeTruthy();
    expect(await requests.find((request) => request.method === 'PUT')!.json()).toEqual({ action: 'approve' });
    expect(announced).toHaveBeenCalledTimes(1);
    window.removeEventListener(PENDING_COURSES_CHANGED, announced);
  });

  it('makes the public catalogue, loaded earlier in this tab, load afresh once a course is approved', async () => {
    const queryClient = createTestQueryClient();
    const catalogue = courseKeys.list({ page: 1, limit: 12 });
    queryClient.setQueryData(catalogue, { courses: [], pagination: { currentPage: 1, totalPages: 0, totalItems: 0, limit: 12 } });
    setup(queryClient);
    expect(queryClient.getQueryState(catalogue)?.isInvalidated).toBe(false);
    fireEvent.click(await screen.findByTestId('approve-course'));
    expect(await screen.findByText('Hàng chờ')).toBeTruthy();
    expect(queryClient.getQueryState(catalogue)?.isInvalidated).toBe(true);
  });
});
