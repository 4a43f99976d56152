import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type ApiCall } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import type { ManagedQuiz } from '../api/quizEditorApi';
import { QuizBuilderDialog } from './QuizBuilderDialog';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
afterEach(() => vi.unstubAllGlobals());

const QUIZ_PATH = '/api/instructor/lectures/lq/quiz';

function savedQuiz(): ManagedQuiz {
  return {
    lectureId: 'lq',
    lectureTitle: 'Kiểm tra chương 1',
    courseId: 'c1',
    passPercent: 80,
    retakeWaitMinutes: 30,
    shuffleQuestions: false,
    shuffleOptions: true,
    questions: [
      {
        _id: 'q1',
        prompt: 'CPM là gì?',
        multiple: false,
        imageUrl: null,
        options: [
          { _id: 'o1', text: 'Chi phí cho 1.000 lượt hiển thị', correct: true, explanation: 'Cost per mille.' },
          { _id: 'o2', text: 'Chi phí mỗi lượt nhấp', correct: false, explanation: null },
        ],
      },
      {
        _id: 'q2',
        prompt: 'Những chỉ số nào đo chuyển đổi?',
        multiple: true,
        imageUrl: null,
        options: [
          { _id: 'o3', text: 'Lượt thích', correct: false, explanation: null },
          { _id: 'o4', text: 'Tỷ lệ chuyển đổi', correct: true, explanation: null },
          { _id: 'o5', text: 'Chi phí mỗi chuyển đổi', correct: true, explanation: null },
        ],
      },
    ],
  };
}

type Routes = Parameters<typeof fakeApi>[0];

function open(quiz: ManagedQuiz, routes: Routes = {}) {
  const calls = fakeApi({ [`GET ${QUIZ_PATH}`]: { body: { quiz } }, ...routes });
  const onClose = vi.fn();
  renderWithQuery(<QuizBuilderDialog lectureId="lq" lectureTitle="Kiểm tra chương 1" onClose={onClose} />);
  return { calls, onClose };
}

const puts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT');
const question = (index: number) => within(screen.getByTestId(`question-${index}`));

describe('QuizBuilderDialog', () => {
  it('refuses to save a quiz without questions, in the server’s words', async () => {
    const { calls } = open({ ...savedQuiz(), questions: [] });
    fireEvent.click(await screen.findByTestId('save-quiz'));
    expect(screen.getByTestId('questions-error').textContent).toBe('Bài kiểm tra cần ít nhất một câu hỏi.');
    expect(screen.getByTestId('quiz-save-error').textContent).toBe('Vui lòng sửa các lỗi được đánh dấu trước khi lưu.');
    expect(puts(calls)).toEqual([]);
  });

  it('asks for a prompt, option texts and a right answer next to the fields, and stops at 6 options', async () => {
    const { calls } = open({ ...savedQuiz(), questions: [] });
    fireEvent.click(await screen.findByText('+ Thêm câu hỏi'));
    fireEvent.click(screen.getByTestId('save-quiz'));
    expect(question(0).getByText('Vui lòng nhập nội dung câu hỏi.')).toBeTruthy();
    expect(question(0).getAllByText('Vui lòng nhập nội dung đáp án.')).toHaveLength(2);
    expect(question(0).getByText('Câu 1: cần ít nhất một đáp án đúng.')).toBeTruthy();
    expect(question(0).getByLabelText('Nội dung câu 1').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(question(0).getByLabelText('Nội dung câu 1'), { target: { value: 'Kênh nào rẻ nhất?' } });
    fireEvent.change(question(0).getByLabelText('Nội dung đáp án A'), { target: { value: 'Zalo' } });
    fireEvent.change(question(0).getByLabelText('Nội dung đáp án B'), { target: { value: 'TikTok' } });
    // The messages follow the edits: only the missing right answer is left.
    expect(question(0).queryByText('Vui lòng nhập nội dung câu hỏi.')).toBeNull();
    expect(question(0).getByText('Câu 1: cần ít nhất một đáp án đúng.')).toBeTruthy();
    // Two options at least: neither can be removed.
    expect((question(0).getByLabelText('Xóa đáp án A') as HTMLButtonElement).disabled).toBe(true);

    const addOption = question(0).getByRole('button', { name: '+ Thêm đáp án' }) as HTMLButtonElement;
    for (let i = 0; i < 5; i += 1) fireEvent.click(addOption);
    expect(question(0).getAllByLabelText(/^Nội dung đáp án /)).toHaveLength(6);
    expect(addOption.disabled).toBe(true);
    expect(question(0).getByText('Tối đa 6 đáp án.')).toBeTruthy();
    expect(puts(calls)).toEqual([]);
  });

  it('keeps one right answer on a one-answer question and several on a multiple one', async () => {
    open(savedQuiz());
    const first = await screen.findByTestId('question-0');
    fireEvent.click(within(first).getByLabelText('Đáp án B đúng'));
    expect((within(first).getByLabelText('Đáp án A đúng') as HTMLInputElement).checked).toBe(false);
    expect(within(first).getByLabelText('Đáp án B đúng').getAttribute('type')).toBe('radio');

    expect(question(1).getByLabelText('Đáp án B đúng').getAttribute('type')).toBe('checkbox');
    // Back to one answer: the first right option stays the only one.
    fireEvent.click(question(1).getByLabelText('Nhiều đáp án đúng'));
    expect(
      question(1)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([false, true, false]);
  });

  it('reorders, deletes after confirmation, takes an image from the library and saves with the ids kept', async () => {
    const saved = savedQuiz();
    let answer = saved;
    const { calls } = open(saved, {
      [`PUT ${QUIZ_PATH}`]: (call) => {
        const body = call.body as { questions: { _id?: string; options: { _id?: string }[] }[] };
        // The server gives the new question and options their ids.
        answer = {
          ...saved,
          questions: body.questions.map((sent, index) => ({
            ...saved.questions[0],
            ...(sent as object),
            _id: sent._id ?? `new-q${index}`,
            options: sent.options.map((option, optionIndex) => ({ explanation: null, ...(option as object), _id: option._id ?? `new-o${index}-${optionIndex}` })),
          })) as ManagedQuiz['questions'],
        };
        return { body: { quiz: answer } };
      },
      'GET /api/media': {
        body: {
          assets: [{ _id: 'm1', kind: 'image', status: 'ready', originalName: 'pheu.png', posterUrl: '/media/pheu.webp', sizeBytes: 2048, durationSeconds: null }],
          pagination: { currentPage: 1, totalPages: 1, totalItems: 1, itemsPerPage: 12 },
        },
      },
    });
    await screen.findByTestId('question-1');

    fireEvent.click(screen.getByLabelText('Đưa câu 2 lên'));
    expect((question(0).getByLabelText('Nội dung câu 1') as HTMLTextAreaElement).value).toBe('Những chỉ số nào đo chuyển đổi?');

    fireEvent.click(screen.getByText('+ Thêm câu hỏi'));
    fireEvent.change(question(2).getByLabelText('Nội dung câu 3'), { target: { value: 'Phễu này có mấy tầng?' } });
    fireEvent.change(question(2).getByLabelText('Nội dung đáp án A'), { target: { value: 'Ba' } });
    fireEvent.change(question(2).getByLabelText('Giải thích đáp án A'), { target: { value: 'Nhận biết, cân nhắc, chuyển đổi.' } });
    fireEvent.change(question(2).getByLabelText('Nội dung đáp án B'), { target: { value: 'Năm' } });
    fireEvent.click(question(2).getByLabelText('Đáp án A đúng'));
    fireEvent.click(question(2).getByRole('button', { name: 'Thêm ảnh minh họa' }));
    fireEvent.click(await within(screen.getByTestId('media-picker')).findByText('pheu.png'));
    expect(question(2).getByRole('img', { name: 'Ảnh minh họa câu 3' }).getAttribute('src')).toBe('/media/pheu.webp');
    // The picker lists the library's images only.
    expect(calls.find((call) => call.path === '/api/media')?.query.kind).toBe('image');

    // Deleting asks first; 'Hủy' keeps the question.
    fireEvent.click(screen.getByLabelText('Xóa câu 2'));
    const confirm = within(screen.getByTestId('confirm-dialog'));
    expect(confirm.getByText('Xóa câu 2?')).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Hủy' }));
    expect(screen.getAllByTestId(/^question-/)).toHaveLength(3);
    fireEvent.click(screen.getByLabelText('Xóa câu 2'));
    fireEvent.click(within(screen.getByTestId('confirm-dialog')).getByRole('button', { name: 'Xóa' }));
    expect(screen.getAllByTestId(/^question-/)).toHaveLength(2);

    fireEvent.change(screen.getByLabelText('Điểm đạt (%)'), { target: { value: '70' } });
    fireEvent.click(screen.getByLabelText('Xáo trộn thứ tự câu hỏi mỗi lượt làm'));
    fireEvent.click(screen.getByTestId('save-quiz'));
    await vi.waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].body).toEqual({
      passPercent: 70,
      retakeWaitMinutes: 30,
      shuffleQuestions: true,
      shuffleOptions: true,
      questions: [
        {
          _id: 'q2',
          prompt: 'Những chỉ số nào đo chuyển đổi?',
          multiple: true,
          imageUrl: null,
          options: [
            { _id: 'o3', text: 'Lượt thích', correct: false, explanation: null },
            { _id: 'o4', text: 'Tỷ lệ chuyển đổi', correct: true, explanation: null },
            { _id: 'o5', text: 'Chi phí mỗi chuyển đổi', correct: true, explanation: null },
          ],
        },
        {
          prompt: 'Phễu này có mấy tầng?',
          multiple: false,
          imageUrl: '/media/pheu.webp',
          options: [
            { text: 'Ba', correct: true, explanation: 'Nhận biết, cân nhắc, chuyển đổi.' },
            { text: 'Năm', correct: false, explanation: null },
          ],
        },
      ],
    });

    // The next save sends the ids the server gave.
    await vi.waitFor(() => expect((screen.getByTestId('save-quiz') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('save-quiz'));
    await vi.waitFor(() => expect(puts(calls)).toHaveLength(2));
    const second = puts(calls)[1].body as { questions: { _id?: string; options: { _id?: string }[] }[] };
    expect(second.questions.map((sent) => [sent._id, ...sent.options.map((option) => option._id)])).toEqual([
      ['q2', 'o3', 'o4', 'o5'],
      ['new-q1', 'new-o1-0', 'new-o1-1'],
    ]);
  });

  it('shows why the server refused the quiz', async () => {
    open(savedQuiz(), {
      [`PUT ${QUIZ_PATH}`]: { status: 400, body: { message: 'Ảnh minh họa phải là ảnh trong thư viện media của bạn.', code: 'QUIZ_IMAGE_INVALID' } },
    });
    fireEvent.click(await screen.findByTestId('save-quiz'));
    expect((await screen.findByTestId('quiz-save-error')).textContent).toBe('Ảnh minh họa phải là ảnh trong thư viện media của bạn.');
  });

  it('previews the quiz as a learner sees it, without the right answers or explanations', async () => {
    open(savedQuiz());
    fireEvent.click(await screen.findByRole('tab', { name: 'Xem trước' }));
    const preview = within(screen.getByTestId('quiz-preview'));
    expect(preview.getByText(/2 câu hỏi · Đạt khi đúng từ 80% · Làm lại sau 30 phút/)).toBeTruthy();
    expect(preview.getByText('Câu 1. CPM là gì?')).toBeTruthy();
    expect(preview.getByLabelText('A. Chi phí cho 1.000 lượt hiển thị')).toBeTruthy();
    expect(preview.getByText('Chọn mọi đáp án đúng')).toBeTruthy();
    // Nothing ticked, nothing telling which option is right.
    expect(
      preview
        .getAllByRole('radio')
        .concat(preview.getAllByRole('checkbox'))
        .some((input) => (input as HTMLInputElement).checked),
    ).toBe(false);
    expect(preview.queryByText('Cost per mille.')).toBeNull();
    expect(screen.getByTestId('quiz-preview').textContent).not.toMatch(/đúng\)|Đáp án đúng|✓/);
  });

  it('shows the figures of the quiz, and says so when nobody took it yet', async () => {
    fakeApi({
      [`GET ${QUIZ_PATH}`]: { body: { quiz: savedQuiz() } },
      [`GET ${QUIZ_PATH}/stats`]: {
        body: {
          attempts: 40,
          learners: 25,
          passedLearners: 20,
          passRate: 80,
          averageScore: 72,
          mostMissed: { questionId: 'q2', prompt: 'Những chỉ số nào đo chuyển đổi?', missed: 18, missRate: 45 },
        },
      },
    });
    const { unmount } = renderWithQuery(<QuizBuilderDialog lectureId="lq" lectureTitle="Kiểm tra chương 1" onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Kết quả học viên' }));
    expect((await screen.findByTestId('stat-attempts')).textContent).toContain('40');
    expect(screen.getByTestId('stat-pass-rate').textContent).toContain('80%');
    expect(screen.getByTestId('stat-average').textContent).toContain('72%');
    const missed = screen.getByTestId('stat-most-missed');
    expect(missed.textContent).toContain('Câu sai nhiều nhất');
    expect(missed.textContent).toContain('Những chỉ số nào đo chuyển đổi?');
    expect(missed.textContent).toContain('Sai ở 45% lượt làm bài (18/40)');
    unmount();

    fakeApi({
      [`GET ${QUIZ_PATH}`]: { body: { quiz: savedQuiz() } },
      [`GET ${QUIZ_PATH}/stats`]: { body: { attempts: 0, learners: 0, passedLearners: 0, passRate: null, averageScore: null, mostMissed: null } },
    });
    renderWithQuery(<QuizBuilderDialog lectureId="lq" lectureTitle="Kiểm tra chương 1" onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Kết quả học viên' }));
    expect((await screen.findByTestId('quiz-stats-empty')).textContent).toBe('Chưa có lượt làm bài nào.');
  });

  it('closes only the image picker on Escape, not the builder under it', async () => {
    const { onClose } = open(savedQuiz(), { 'GET /api/media': { body: { assets: [], pagination: { currentPage: 1, totalPages: 1, totalItems: 0, itemsPerPage: 12 } } } });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Thêm ảnh minh họa' }))[0]);
    expect(await within(screen.getByTestId('media-picker')).findByText('Chưa có ảnh nào ở trang này.')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('media-picker')).toBeNull();
    expect(screen.getByTestId('quiz-builder')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before closing with unsaved changes', async () => {
    const { onClose } = open(savedQuiz());
    fireEvent.change(await screen.findByLabelText('Điểm đạt (%)'), { target: { value: '90' } });
    // The footer's 'Đóng' (the header's × has the same name).
    fireEvent.click(within(screen.getByTestId('quiz-builder')).getAllByRole('button', { name: 'Đóng' }).at(-1)!);
    expect(within(screen.getByTestId('confirm-dialog')).getByText('Đóng khi chưa lưu?')).toBeTruthy();
    // Escape closes the question on top only, not the builder under it.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(screen.getByTestId('quiz-builder')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(screen.getByTestId('confirm-dialog')).getByRole('button', { name: 'Đóng không lưu' }));
    expect(onClose).toHaveBeenCalled();
  });
});
