import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type ApiCall } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import { buildSidebarMenu, SidebarNav } from '../../layout';
import { useUnansweredQuestionsCount, type AnswerView, type InstructorQuestion } from '../api/instructorQuestionsApi';
import { answerView, instructorQuestion } from '../testData';
import InstructorQuestionsPage from './InstructorQuestionsPage';

const NOW = Date.parse('2026-11-23T06:00:00Z');
const COURSES = [
  { _id: 'c1', title: 'Quảng cáo Facebook' },
  { _id: 'c2', title: 'SEO căn bản' },
];
const pagination = (totalItems: number, page = 1) => ({ currentPage: page, totalPages: 2, totalItems, limit: 10 });
const course = (id: string, lectures: { _id: string; title: string }[]) => ({ course: { _id: id, title: 'x', sections: [{ _id: `s-${id}`, title: 'Phần 1', lectures }] } });

/**
 * The instructor's questions as the server keeps them: unanswered first, then newest. An answer is stored
 * under its question and makes it 'answered', so the refetched list, detail and count show the new state.
 */
function serve(initial: InstructorQuestion[], { answerFails = false, extra = {} as Parameters<typeof fakeApi>[0] } = {}) {
  let questions = initial;
  const answers = new Map<string, AnswerView[]>();
  const ordered = () => [...questions.filter((item) => item.status === 'open'), ...questions.filter((item) => item.status !== 'open')];
  const detail = (call: ApiCall) => {
    const id = call.path.split('/')[3];
    const question = questions.find((item) => item._id === id);
    return question ? { body: { question, answers: answers.get(id) ?? [] } } : { status: 404, body: { message: 'Không tìm thấy câu hỏi.', code: 'QUESTION_NOT_FOUND' } };
  };
  const answer = (call: ApiCall) => {
    if (answerFails) return { status: 429, body: { message: 'Bạn thao tác quá nhanh, vui lòng thử lại sau.', code: 'RATE_LIMITED' } };
    const id = call.path.split('/')[3];
    const created = answerView(`a-${id}`, id, { body: (call.body as { body: string }).body });
    answers.set(id, [...(answers.get(id) ?? []), created]);
    questions = questions.map((item) => (item._id === id ? { ...item, status: 'answered', answersCount: item.answersCount + 1 } : item));
    return { status: 201, body: { answer: created } };
  };
  return fakeApi({
    ...Object.fromEntries(
      initial.flatMap((item) => [
        [`GET /api/questions/${item._id}`, detail],
        [`POST /api/questions/${item._id}/answers`, answer],
      ]),
    ),
    'GET /api/instructor/me/courses': { body: { courses: COURSES, pagination: { currentPage: 1, totalPages: 1, totalItems: 2, limit: 100 } } },
    'GET /api/instructor/me/courses/c2': {
      body: course('c2', [
        { _id: 'l21', title: 'Nghiên cứu từ khóa' },
        { _id: 'l22', title: 'Viết tiêu đề' },
      ]),
    },
    'GET /api/instructor/questions/unanswered-count': () => ({ body: { count: questions.filter((item) => item.status === 'open').length } }),
    'GET /api/instructor/questions': (call: ApiCall) => {
      const matching = ordered().filter(
        (item) =>
          (!call.query.courseId || item.courseId === call.query.courseId) &&
          (!call.query.lectureId || item.lectureId === call.query.lectureId) &&
          (!call.query.status || item.status === call.query.status),
      );
      return { body: { questions: matching.slice(0, 10), pagination: pagination(matching.length, Number(call.query.page)) } };
    },
    ...extra,
  });
}

const listQueries = (calls: ApiCall[]) => calls.filter((call) => call.method === 'GET' && call.path === '/api/instructor/questions').map((call) => call.query);
const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');
const text = (element: HTMLElement | null) => element?.textContent?.replace(/\s/g, ' ');

/** The instructor's sidebar as the layout builds it, with the count this feature serves. */
function InstructorSidebar() {
  const count = useUnansweredQuestionsCount(true);
  return <SidebarNav entries={buildSidebarMenu({ role: 'instructor', isAffiliate: false, unreadCount: 0 }, null, null, count.data)} />;
}

function renderPage(path = '/instructor/questions') {
  return renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <InstructorQuestionsPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('InstructorQuestionsPage', () => {
  it('lists the unanswered first, each with course, lecture, moment, asker, date, plain text and waiting time', async () => {
    const calls = serve([
      instructorQuestion('done', { status: 'answered', answersCount: 2 }),
      instructorQuestion('hostile', {
        title: '<b>Pixel</b> không chạy',
        body: '<img src=x onerror=alert(1)>\nXem https://vi.wikipedia.org/wiki/Pixel',
        videoSecond: 125,
        createdAt: '2026-11-20T01:00:00Z',
      }),
      instructorQuestion('general', {
        lectureId: null,
        lectureTitle: null,
        courseId: 'c2',
        courseTitle: 'SEO căn bản',
        courseSlug: 'seo-can-ban',
        createdAt: '2026-11-23T01:00:00Z',
      }),
    ]);
    renderPage();
    const list = await screen.findByTestId('instructor-questions-list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-testid'))).toEqual(['instructor-question-hostile', 'instructor-question-general', 'instructor-question-done']);
    expect(items.map((item) => text(within(item).getByTestId('question-status')))).toEqual(['Chưa trả lờiĐang chờ 3 ngày', 'Chưa trả lờiĐang chờ 5 giờ', 'Đã trả lời']);

    const hostile = items[0];
    expect(within(hostile).getByRole('link', { name: 'Quảng cáo Facebook' }).getAttribute('href')).toBe('/courses/quang-cao-facebook');
    expect(within(hostile).getByTestId('question-where').textContent).toBe('Bài: Cài đặt Pixel · tại 2:05');
    expect(within(hostile).getByTestId('question-title').textContent).toBe('<b>Pixel</b> không chạy');
    expect(hostile.querySelector('img, b')).toBeNull();
    const link = within(hostile).getByRole('link', { name: 'https://vi.wikipedia.org/wiki/Pixel' });
    expect(link.getAttribute('rel')).toBe('nofollow ugc noopener');
    expect(text(hostile)).toContain('Học viên hostile');
    expect(text(hostile)).toContain('20/11/2026');
    expect(within(hostile).getByRole('link', { name: 'Mở trong bài học' }).getAttribute('href')).toBe('/learn/quang-cao-facebook/l1?question=hostile');
    expect(within(items[1]).getByTestId('question-where').textContent).toBe('Câu hỏi chung về khóa học');
    expect(within(items[2]).getByRole('button', { name: 'Xem 2 câu trả lời và trả lời' })).toBeTruthy();
    expect(screen.getByTestId('instructor-questions-count').textContent).toBe('3 câu hỏi');
    expect(listQueries(calls)).toEqual([{ page: '1', limit: '10' }]);
  });

  it('filters by course, then by a lecture of that course, then by status, from page 1', async () => {
    const calls = serve([instructorQuestion('a'), instructorQuestion('b', { courseId: 'c2', lectureId: 'l22', courseTitle: 'SEO căn bản', status: 'solved' })]);
    renderPage();
    await screen.findByTestId('instructor-question-b');
    fireEvent.click(screen.getByRole('button', { name: 'Trang 2' }));
    await vi.waitFor(() => expect(listQueries(calls).at(-1)?.page).toBe('2'));

    const lectureSelect = screen.getByLabelText('Bài học') as HTMLSelectElement;
    expect(lectureSelect.disabled).toBe(true);
    const courseSelect = screen.getByLabelText('Khóa học');
    await within(courseSelect).findByRole('option', { name: 'SEO căn bản' });
    fireEvent.change(courseSelect, { target: { value: 'c2' } });
    await vi.waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ page: '1', limit: '10', courseId: 'c2' }));
    await within(lectureSelect).findByRole('option', { name: 'Viết tiêu đề' });
    expect([...lectureSelect.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Tất cả bài học', 'Nghiên cứu từ khóa', 'Viết tiêu đề']);
    fireEvent.change(lectureSelect, { target: { value: 'l22' } });
    await vi.waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ page: '1', limit: '10', courseId: 'c2', lectureId: 'l22' }));
    await vi.waitFor(() => expect(screen.queryByTestId('instructor-question-a')).toBeNull());

    const statusSelect = screen.getByLabelText('Trạng thái');
    expect([...statusSelect.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Tất cả', 'Chưa trả lời', 'Đã trả lời', 'Đã giải quyết']);
    fireEvent.change(statusSelect, { target: { value: 'open' } });
    await vi.waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ page: '1', limit: '10', courseId: 'c2', lectureId: 'l22', status: 'open' }));
    expect((await screen.findByTestId('instructor-questions-empty')).textContent).toBe('Không có câu hỏi nào phù hợp.');
  });

  it('answers inline: opens the answers, refuses an empty answer, posts the trimmed one, and the sidebar badge counts one less', async () => {
    const calls = serve([instructorQuestion('q1'), instructorQuestion('q2', { createdAt: '2026-11-22T03:00:00Z' })]);
    renderWithQuery(
      <MemoryRouter initialEntries={['/instructor/questions']}>
        <InstructorSidebar />
        <InstructorQuestionsPage />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('sidebar-badge-/instructor/questions')).textContent).toBe('2');
    const item = await screen.findByTestId('instructor-question-q1');
    fireEvent.click(within(item).getByRole('button', { name: 'Trả lời' }));
    expect((await within(item).findByTestId('answers-q1-empty')).textContent).toBe('Chưa có câu trả lời nào.');

    const field = within(item).getByLabelText('Câu trả lời của bạn cho câu hỏi của Học viên q1');
    const send = within(item).getByRole('button', { name: 'Gửi câu trả lời' });
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(send);
    expect((await within(item).findByRole('alert')).textContent).toBe('Vui lòng nhập nội dung câu trả lời.');
    fireEvent.change(field, { target: { value: 'a'.repeat(5001) } });
    expect(within(item).getByText('5.001/5.000')).toBeTruthy();
    fireEvent.click(send);
    expect((await within(item).findByRole('alert')).textContent).toBe('Câu trả lời tối đa 5.000 ký tự.');
    expect(posts(calls)).toEqual([]);

    fireEvent.change(field, { target: { value: '  Bạn kiểm tra lại mã Pixel\nở bước 2 nhé.  ' } });
    fireEvent.click(send);
    await vi.waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toMatchObject({ path: '/api/questions/q1/answers', body: { body: 'Bạn kiểm tra lại mã Pixel\nở bước 2 nhé.' } });
    expect((posts(calls)[0].body as { clientId: string }).clientId).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    const answer = await within(screen.getByTestId('instructor-question-q1')).findByTestId('answer-a-q1');
    expect(answer.textContent).toContain('Bạn kiểm tra lại mã Pixel\nở bước 2 nhé.');
    expect(text(answer)).toContain('Giảng viên');
    await vi.waitFor(() => expect(screen.getByTestId('sidebar-badge-/instructor/questions').textContent).toBe('1'));
    await vi.waitFor(() => expect(text(within(screen.getByTestId('instructor-question-q1')).getByTestId('question-status'))).toBe('Đã trả lời'));
    expect((within(screen.getByTestId('instructor-question-q1')).getByRole('textbox') as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps the answer in the form with the server message when posting fails', async () => {
    serve([instructorQuestion('q1')], { answerFails: true });
    renderPage();
    const item = await screen.findByTestId('instructor-question-q1');
    fireEvent.click(within(item).getByRole('button', { name: 'Trả lời' }));
    const field = within(item).getByLabelText('Câu trả lời của bạn cho câu hỏi của Học viên q1');
    fireEvent.change(field, { target: { value: 'Cảm ơn bạn' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Gửi câu trả lời' }));
    expect((await within(item).findByRole('alert')).textContent).toBe('Bạn thao tác quá nhanh, vui lòng thử lại sau.');
    expect((field as HTMLTextAreaElement).value).toBe('Cảm ơn bạn');
  });

  it('opens and scrolls to the question of ?question=, on top when it is not on the page shown', async () => {
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    const onPage = Array.from({ length: 10 }, (_, index) => instructorQuestion(`p${index}`));
    const older = instructorQuestion('old', { courseId: 'c2', courseTitle: 'SEO căn bản', status: 'answered', title: 'Câu hỏi cũ' });
    serve([...onPage, older]);
    renderPage('/instructor/questions?question=old');
    const target = await screen.findByTestId('target-question');
    const item = within(target).getByTestId('instructor-question-old');
    expect(text(item)).toContain('SEO căn bản');
    expect(within(item).getByRole('button', { name: 'Thu gọn' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(item).getByLabelText('Câu trả lời của bạn cho câu hỏi của Học viên old')).toBeTruthy();
    await vi.waitFor(() => expect(scrolled).toContain('question-old'));
    await screen.findByTestId('instructor-question-p0');
    expect(within(screen.getByTestId('instructor-questions-list')).queryByTestId('instructor-question-old')).toBeNull();
  });

  it('opens the ?question= question in its place when the page shown holds it', async () => {
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    serve([instructorQuestion('q1'), instructorQuestion('q2')]);
    renderPage('/instructor/questions?question=q2');
    const list = await screen.findByTestId('instructor-questions-list');
    const item = await within(list).findByTestId('instructor-question-q2');
    await vi.waitFor(() => expect(screen.queryByTestId('target-question')).toBeNull());
    expect(within(item).getByRole('button', { name: 'Thu gọn' })).toBeTruthy();
    expect(within(screen.getByTestId('instructor-question-q1')).getByRole('button', { name: 'Trả lời' })).toBeTruthy();
    await vi.waitFor(() => expect(scrolled).toContain('question-q2'));
  });
});
