import { fireEvent, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type ApiCall } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import CourseEditorPage from './CourseEditorPage';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const lecture = {
  _id: 'l1',
  kind: 'video',
  quizQuestions: 0,
  title: 'Bài 1',
  description: null,
  isFreePreview: true,
  mediaAssetId: null,
  mediaStatus: null,
  durationSeconds: 0,
  thumbnailUrl: null,
  resources: [],
};
const quizLecture = { ...lecture, _id: 'lq', kind: 'quiz', quizQuestions: 0, title: 'Kiểm tra chương 1', isFreePreview: false };
const course = (status: string) => ({
  _id: 'c1',
  slug: 'c1',
  title: 'Quảng cáo TikTok',
  status,
  rejectionReason: status === 'rejected' ? 'Thiếu video' : null,
  thumbnailUrl: null,
  level: 'beginner',
  price: 499000,
  originalPrice: null,
  currency: 'VND',
  category: { _id: 'k', name: 'TikTok', slug: 'tiktok' },
  instructor: { _id: 'u', name: 'Tuấn', email: 't@example.vn' },
  duration: 0,
  lessonsCount: 1,
  enrolledStudents: 0,
  submittedAt: null,
  publishedAt: null,
  createdAt: '2026-11-19T01:00:00Z',
  updatedAt: '2026-11-20T01:00:00Z',
  shortDescription: 'Ra đơn bằng video ngắn.',
  description: '',
  outcomes: [],
  requirements: [],
  categoryId: 'k',
  instructorId: 'u',
  courseThumbnail: null,
  seoThumbnail: null,
  totalLectures: 1,
  sections: [{ _id: 's1', title: 'Chương 1', lectures: [lecture, quizLecture] }],
});

/** The editor of course c1 (in `status`) in a data router, with a link elsewhere in the layout. */
function open(
  status: string,
  toggle: (call: ApiCall) => { status?: number; body: unknown } = () => ({ body: { course: { ...course('pending'), updatedAt: '2026-11-27T01:00:00Z' } } }),
  routes: Parameters<typeof fakeApi>[0] = {},
) {
  const calls = fakeApi({
    ...routes,
    'GET /api/instructor/me/courses/c1': { body: { course: course(status) } },
    'GET /api/categories': { body: { categories: [{ _id: 'k', name: 'TikTok', slug: 'tiktok', isActive: true }] } },
    'PATCH /api/instructor/me/courses/c1/toggle-publish': toggle,
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Link to="/instructor/courses">Quản lý khóa học</Link>
            <Outlet />
          </>
        ),
        children: [
          { path: '/instructor/courses/:courseId/edit', element: <CourseEditorPage /> },
          { path: '/instructor/courses', element: <p>Danh sách khóa học</p> },
        ],
      },
    ],
    { initialEntries: ['/instructor/courses/c1/edit'] },
  );
  renderWithQuery(<RouterProvider router={router} />);
  return { calls, router };
}
afterEach(() => vi.unstubAllGlobals());

describe('CourseEditorPage', () => {
  it('submits the course for review from the editor, as the list does', async () => {
    const { calls } = open('draft');
    const button = await screen.findByTestId('toggle-publish');
    expect(button.textContent).toBe('Gửi duyệt');
    expect(screen.getByTestId('course-status').textContent).toBe('Bản nháp');

    fireEvent.click(button);
    expect(await screen.findByText('Rút yêu cầu duyệt')).toBeTruthy();
    expect(screen.getByTestId('course-status').textContent).toBe('Chờ duyệt');
    expect(vi.mocked(toast.success)).toHaveBeenCalledWith('Đã gửi khóa học cho quản trị viên duyệt.');
    expect(calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`)).toEqual(['PATCH /api/instructor/me/courses/c1/toggle-publish']);
  });

  it("offers the course's 'Thông báo' section, counting its enrolled students in the confirmation", async () => {
    const { calls } = open('published');
    const section = await screen.findByRole('region', { name: 'Thông báo' });
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/api/instructor/courses/c1/announcements')).toBe(true));
    fireEvent.change(within(section).getByLabelText('Tiêu đề'), { target: { value: 'Lịch học bù' } });
    fireEvent.change(within(section).getByLabelText('Nội dung'), { target: { value: 'Thứ bảy 20h' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Gửi thông báo' }));
    expect(within(await screen.findByTestId('confirm-dialog')).getByRole('heading').textContent).toBe('Gửi thông báo tới 0 học viên?');
  });

  it("opens a saved quiz lecture's builder; saving the quiz leaves the course form alone and updates the count", async () => {
    const quiz = { lectureId: 'lq', lectureTitle: 'Kiểm tra chương 1', courseId: 'c1', passPercent: 80, retakeWaitMinutes: 0, shuffleQuestions: false, shuffleOptions: false };
    const written = {
      _id: 'q1',
      prompt: 'CPM là gì?',
      multiple: false,
      imageUrl: null,
      options: [
        { _id: 'o1', text: 'Chi phí cho 1.000 lượt hiển thị', correct: true, explanation: null },
        { _id: 'o2', text: 'Chi phí mỗi lượt nhấp', correct: false, explanation: null },
      ],
    };
    open('draft', undefined, {
      'GET /api/instructor/lectures/lq/quiz': { body: { quiz: { ...quiz, questions: [] } } },
      'PUT /api/instructor/lectures/lq/quiz': { body: { quiz: { ...quiz, questions: [written] } } },
    });
    const lectureRow = within(await screen.findByTestId('lecture-0-1'));
    expect(lectureRow.getByText('Bài kiểm tra')).toBeTruthy();
    // An edit in the course form, to see it survive the quiz's save.
    fireEvent.change(screen.getByLabelText('Tên khóa học'), { target: { value: 'Quảng cáo TikTok 2026' } });
    fireEvent.click(lectureRow.getByRole('button', { name: 'Soạn câu hỏi (0 câu)' }));

    const builder = within(await screen.findByTestId('quiz-builder'));
    expect(builder.getByText('Bài kiểm tra: Kiểm tra chương 1')).toBeTruthy();
    fireEvent.click(await builder.findByText('+ Thêm câu hỏi'));
    fireEvent.change(builder.getByLabelText('Nội dung câu 1'), { target: { value: written.prompt } });
    fireEvent.change(builder.getByLabelText('Nội dung đáp án A'), { target: { value: written.options[0].text } });
    fireEvent.change(builder.getByLabelText('Nội dung đáp án B'), { target: { value: written.options[1].text } });
    fireEvent.click(builder.getByLabelText('Đáp án A đúng'));
    fireEvent.click(builder.getByTestId('save-quiz'));

    expect(await lectureRow.findByRole('button', { name: 'Soạn câu hỏi (1 câu)' })).toBeTruthy();
    // Read from fetch itself: the fake API cannot even parse the course's multipart body.
    const requests = vi.mocked(fetch).mock.calls.map(([input]) => `${(input as Request).method} ${new URL((input as Request).url).pathname}`);
    expect(requests.filter((request) => !request.startsWith('GET'))).toEqual(['PUT /api/instructor/lectures/lq/quiz']);
    expect((screen.getByLabelText('Tên khóa học') as HTMLInputElement).value).toBe('Quảng cáo TikTok 2026');
  });

  it('withdraws a course from review without losing the edits in the form', async () => {
    open('pending', () => ({ body: { course: { ...course('draft'), updatedAt: '2026-11-27T01:00:00Z' } } }));
    const button = await screen.findByTestId('toggle-publish');
    expect(button.textContent).toBe('Rút yêu cầu duyệt');
    fireEvent.change(screen.getByLabelText('Tên khóa học'), { target: { value: 'Quảng cáo TikTok 2026' } });
    fireEvent.click(button);
    expect(await screen.findByText('Gửi duyệt')).toBeTruthy();
    expect(screen.getByTestId('course-status').textContent).toBe('Bản nháp');
    expect((screen.getByLabelText('Tên khóa học') as HTMLInputElement).value).toBe('Quảng cáo TikTok 2026');
    expect(vi.mocked(toast.success)).toHaveBeenCalledWith('Khóa học đã chuyển về bản nháp.');
  });

  it("says the server's reason when the course cannot be submitted", async () => {
    open('draft', () => ({ status: 400, body: { message: 'Khóa học cần có ít nhất một bài giảng trước khi gửi duyệt.', code: 'COURSES_EMPTY_CURRICULUM' } }));
    fireEvent.click(await screen.findByTestId('toggle-publish'));
    await vi.waitFor(() => expect(vi.mocked(toast.error)).toHaveBeenCalledWith('Khóa học cần có ít nhất một bài giảng trước khi gửi duyệt.'));
    expect(screen.getByTestId('toggle-publish').textContent).toBe('Gửi duyệt');
  });

  it('asks to save first when there are unsaved edits (review sees the saved course)', async () => {
    open('rejected');
    const button = await screen.findByTestId('toggle-publish');
    expect(button.textContent).toBe('Gửi duyệt lại');
    fireEvent.change(screen.getByLabelText('Tên khóa học'), { target: { value: 'Quảng cáo TikTok 2026' } });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Lưu thay đổi trước khi gửi duyệt.')).toBeTruthy();
  });

  it('warns before leaving with unsaved edits, in the app and on closing the tab', async () => {
    const { router } = open('draft');
    const title = await screen.findByLabelText('Tên khóa học');

    // Untouched: nothing to lose, no question.
    const untouched = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(untouched);
    expect(untouched.defaultPrevented).toBe(false);

    fireEvent.change(title, { target: { value: 'Quảng cáo TikTok 2026' } });
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Quản lý khóa học' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Rời trang khi chưa lưu?')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Ở lại' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/instructor/courses/c1/edit');
    expect((screen.getByLabelText('Tên khóa học') as HTMLInputElement).value).toBe('Quảng cáo TikTok 2026');

    fireEvent.click(screen.getByRole('link', { name: 'Quản lý khóa học' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rời trang' }));
    expect(await screen.findByText('Danh sách khóa học')).toBeTruthy();
  });
});
