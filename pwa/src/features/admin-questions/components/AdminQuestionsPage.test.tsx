import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type ApiCall } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import type { AdminAnswer, AdminQuestion } from '../api/adminQuestionsApi';
import AdminQuestionsPage from './AdminQuestionsPage';

function adminAnswer(id: string, fields: Partial<AdminAnswer> = {}): AdminAnswer {
  return {
    _id: id,
    questionId: 'q',
    body: `Trả lời ${id}`,
    author: { name: `Người trả lời ${id}`, avatarUrl: null, isInstructor: false },
    createdAt: '2026-11-21T03:00:00Z',
    updatedAt: '2026-11-21T03:00:00Z',
    edited: false,
    accepted: false,
    mine: false,
    hidden: false,
    hiddenReason: null,
    openReports: 0,
    reports: [],
    ...fields,
  };
}

function adminQuestion(id: string, fields: Partial<AdminQuestion> = {}): AdminQuestion {
  return {
    _id: id,
    courseId: 'c1',
    courseTitle: 'Quảng cáo Facebook',
    courseSlug: 'quang-cao-facebook',
    lectureId: 'l1',
    lectureTitle: 'Cài đặt Pixel',
    title: `Câu hỏi ${id}`,
    body: `Nội dung ${id}`,
    videoSecond: null,
    author: { name: `Học viên ${id}`, avatarUrl: null, isInstructor: false },
    createdAt: '2026-11-10T03:00:00Z',
    updatedAt: '2026-11-10T03:00:00Z',
    edited: false,
    deleted: false,
    status: 'open',
    answersCount: 0,
    followersCount: 0,
    following: false,
    mine: false,
    acceptedAnswerId: null,
    hidden: false,
    hiddenReason: null,
    openReports: 0,
    reports: [],
    flaggedAnswers: [],
    ...fields,
  };
}

const SPAM = adminQuestion('spam', {
  title: '<script>alert(1)</script> Mua khóa học giá rẻ',
  openReports: 2,
  reports: [
    { reason: 'Quảng cáo trang khác', reporterName: 'Trần Thị Lan', createdAt: '2026-11-21T08:30:00Z' },
    { reason: 'Spam liên kết', reporterName: 'Lê Văn Minh', createdAt: '2026-11-21T01:00:00Z' },
  ],
  flaggedAnswers: [
    adminAnswer('rude', { body: 'Câu trả lời thô lỗ', openReports: 1, reports: [{ reason: 'Xúc phạm người hỏi', reporterName: 'An', createdAt: '2026-11-22T01:00:00Z' }] }),
  ],
});
const LATE = adminQuestion('late', { createdAt: '2026-11-01T03:00:00Z' });

/** The queue as the server keeps it: a decision closes the reports; hidden posts move to 'hidden'; an answer ends 'overdue'. */
function serve(initial: AdminQuestion[]) {
  let questions = initial;
  const reported = (q: AdminQuestion) => q.openReports > 0 || q.flaggedAnswers.some((a) => a.openReports > 0);
  const inTab: Record<string, (q: AdminQuestion) => boolean> = {
    reported,
    overdue: (q) => q.status === 'open' && !q.hidden,
    hidden: (q) => q.hidden || q.flaggedAnswers.some((a) => a.hidden),
  };
  const visibility = (call: ApiCall) => {
    const [, , , kind, id] = call.path.split('/');
    const { hidden, reason } = call.body as { hidden: boolean; reason: string };
    const change = { hidden, hiddenReason: hidden ? reason : null, openReports: 0, reports: [] };
    questions = questions.map((q) =>
      kind === 'questions' ? (q._id === id ? { ...q, ...change } : q) : { ...q, flaggedAnswers: q.flaggedAnswers.map((a) => (a._id === id ? { ...a, ...change } : a)) },
    );
    return { body: kind === 'questions' ? { question: questions.find((q) => q._id === id) } : { answer: adminAnswer(id, change) } };
  };
  const answer = (call: ApiCall) => {
    const id = call.path.split('/')[3];
    questions = questions.map((q) => (q._id === id ? { ...q, status: 'answered', answersCount: q.answersCount + 1 } : q));
    return { status: 201, body: { answer: adminAnswer('new', { questionId: id, body: (call.body as { body: string }).body }) } };
  };
  return fakeApi({
    'GET /api/admin/questions': (call) => {
      const matching = questions.filter(inTab[call.query.status]);
      return { body: { questions: matching, pagination: { currentPage: 1, totalPages: 1, totalItems: matching.length, limit: 10 } } };
    },
    ...Object.fromEntries(
      initial.flatMap((q) => [
        [`PUT /api/admin/questions/${q._id}/visibility`, visibility],
        [`POST /api/questions/${q._id}/answers`, answer],
        [`GET /api/questions/${q._id}`, () => ({ body: { question: q, answers: [] } })],
        ...q.flaggedAnswers.map((a) => [`PUT /api/admin/answers/${a._id}/visibility`, visibility]),
      ]),
    ),
  });
}

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');
const text = (element: HTMLElement | null) => element?.textContent?.replace(/\s/g, ' ');

function renderPage(path = '/admin/questions') {
  renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <AdminQuestionsPage />
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('AdminQuestionsPage', () => {
  it('shows the reported questions with their reports and flagged answers, as text', async () => {
    const calls = serve([SPAM, LATE]);
    renderPage();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Bị báo cáo', 'Quá 7 ngày chưa trả lời', 'Đã ẩn']);
    const card = await screen.findByTestId('admin-question-spam');
    expect(screen.queryByTestId('admin-question-late')).toBeNull();
    expect(within(card).getByTestId('admin-question-title').textContent).toBe('<script>alert(1)</script> Mua khóa học giá rẻ');
    expect(card.querySelector('script')).toBeNull();
    expect(text(within(card).getByTestId('admin-question-badges'))).toContain('2 báo cáo');
    expect(text(within(card).getByTestId('question-reports-spam'))).toContain('Quảng cáo trang khác');
    expect(text(within(card).getByTestId('question-reports-spam'))).toContain('Trần Thị Lan');
    const rude = within(card).getByTestId('flagged-answer-rude');
    expect(text(rude)).toContain('Câu trả lời thô lỗ');
    expect(text(rude)).toContain('Xúc phạm người hỏi');
    expect(calls[0].query).toEqual({ page: '1', limit: '10', status: 'reported' });
  });

  it('hides a question only with a reason of 5 to 500 characters; it leaves the reported tab for the hidden one', async () => {
    const calls = serve([{ ...SPAM, flaggedAnswers: [] }]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Ẩn câu hỏi của Học viên spam' }));
    const dialog = await screen.findByTestId('post-visibility-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Ẩn câu hỏi của Học viên spam');
    const reason = within(dialog).getByLabelText('Lý do');
    fireEvent.change(reason, { target: { value: ' Spam ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ẩn câu hỏi' }));
    expect((await within(dialog).findByTestId('post-visibility-error')).textContent).toBe('Lý do cần ít nhất 5 ký tự.');
    expect(writes(calls)).toEqual([]);

    fireEvent.change(reason, { target: { value: '  Quảng cáo trang ngoài  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ẩn câu hỏi' }));
    await vi.waitFor(() => expect(screen.queryByTestId('post-visibility-dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/api/admin/questions/spam/visibility', body: { hidden: true, reason: 'Quảng cáo trang ngoài' } }),
    ]);
    expect((await screen.findByTestId('admin-questions-empty')).textContent).toBe('Không có câu hỏi hay câu trả lời nào đang bị báo cáo.');

    fireEvent.click(screen.getByRole('tab', { name: 'Đã ẩn' }));
    const card = await screen.findByTestId('admin-question-spam');
    expect(text(card)).toContain('Lý do ẩn: Quảng cáo trang ngoài');
    fireEvent.click(within(card).getByRole('button', { name: 'Hiện lại câu hỏi của Học viên spam' }));
    const restore = await screen.findByTestId('post-visibility-dialog');
    fireEvent.change(within(restore).getByLabelText('Lý do'), { target: { value: 'Đã xem lại, không vi phạm' } });
    fireEvent.click(within(restore).getByRole('button', { name: 'Hiện lại câu hỏi' }));
    await vi.waitFor(() => expect(writes(calls).at(-1)?.body).toEqual({ hidden: false, reason: 'Đã xem lại, không vi phạm' }));
  });

  it('hides a flagged answer with its reason through the answers route', async () => {
    const calls = serve([SPAM]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Ẩn câu trả lời của Người trả lời rude' }));
    const dialog = await screen.findByTestId('post-visibility-dialog');
    fireEvent.change(within(dialog).getByLabelText('Lý do'), { target: { value: 'Ngôn từ xúc phạm' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ẩn câu trả lời' }));
    await vi.waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ path: '/api/admin/answers/rude/visibility', body: { hidden: true, reason: 'Ngôn từ xúc phạm' } });
  });

  it('answers an overdue question as the academy; it leaves the overdue tab', async () => {
    const calls = serve([LATE]);
    renderPage('/admin/questions?status=overdue');
    const card = await screen.findByTestId('admin-question-late');
    fireEvent.click(within(card).getByRole('button', { name: 'Trả lời với tư cách học viện' }));
    fireEvent.change(within(card).getByLabelText('Câu trả lời của học viện cho câu hỏi của Học viên late'), { target: { value: 'Học viện trả lời: bạn xem bài 3 nhé.' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Gửi câu trả lời' }));
    await vi.waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'POST', path: '/api/questions/late/answers', body: { body: 'Học viện trả lời: bạn xem bài 3 nhé.' } });
    expect((await screen.findByTestId('admin-questions-empty')).textContent).toBe('Không có câu hỏi nào chờ quá 7 ngày.');
  });
});
