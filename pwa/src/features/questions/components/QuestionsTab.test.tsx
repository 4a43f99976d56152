import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { clearAccessToken, setAccessToken } from '../../../lib/session/tokenStore';
import { fakeApi, type ApiCall } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import { cancelScheduledProgressSync, clearLearningTables, fakeJwt, requestProgressSync, setOnline } from '../../learn';
import type { PlayerControls } from '../questionFormat';
import { answerView, questionDetail, questionsPage, questionView } from '../testData';
import { QuestionsTab } from './QuestionsTab';

const LIST = 'GET /api/courses/c1/questions';
const ASK = 'POST /api/courses/c1/questions';
const DETAIL = 'GET /api/questions/q1';
const lecture = { _id: 'l2', title: 'Tạo tài khoản quảng cáo', hasVideo: true };
const OFFLINE_NOTE = 'Bạn đang ngoại tuyến — đang xem bản đã lưu.';

function LocationProbe() {
  const { search, hash } = useLocation();
  return <p data-testid="location">{`${search}${hash}`}</p>;
}

function renderTab(path = '/learn/facebook-ads/l2?tab=questions', player: PlayerControls = { currentSecond: () => 75, seek: vi.fn() }) {
  renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/learn/:courseSlug/:lectureId"
          element={
            <>
              <QuestionsTab userId="u1" courseId="c1" lecture={lecture} player={player} />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return player;
}

const listCalls = (calls: ApiCall[]) => calls.filter((call) => call.method === 'GET' && call.path === '/api/courses/c1/questions').map((call) => call.query);

beforeEach(async () => {
  await clearLearningTables();
  setAccessToken(fakeJwt('u1'));
});
afterEach(() => {
  cancelScheduledProgressSync();
  clearAccessToken();
  setOnline(true);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('QuestionsTab', () => {
  it('lists the course questions with their facts, searches (debounced) and filters through the API', async () => {
    const calls = fakeApi({
      [LIST]: { body: questionsPage([questionView(), questionView({ _id: 'q2', title: 'Cả khóa', lectureId: null, lectureTitle: null, videoSecond: null, status: 'solved' })]) },
    });
    renderTab();

    const row = await screen.findByTestId('question-q1');
    expect(within(row).getByRole('button', { name: 'Ngân sách tối thiểu là bao nhiêu?' })).toBeTruthy();
    expect(row.textContent).toContain('Trần Bình · 05/03/2026 · Tạo tài khoản quảng cáo');
    expect(row.textContent).toContain('Đã có trả lời');
    expect(row.textContent).toContain('2 câu trả lời');
    expect(row.textContent).toContain('3 người theo dõi');
    expect(screen.getByTestId('question-q2').textContent).toContain('Đã giải quyết');
    expect(screen.getByTestId('question-q2').textContent).toContain('Cả khóa học');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Tìm câu hỏi' }), { target: { value: 'ngan sach' } });
    await vi.waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ q: 'ngan sach', filter: 'all', page: '1' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Lọc câu hỏi' }), { target: { value: 'lecture' } });
    await vi.waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ q: 'ngan sach', filter: 'lecture', lectureId: 'l2' }));
    // The search went out once, after the typing stopped, not once per keystroke.
    expect(listCalls(calls).filter((query) => query.q === 'ngan sach' && query.filter === 'all')).toHaveLength(1);
  });

  it("'Tôi cũng muốn biết' follows the question and the list shows the server's new count", async () => {
    let following = false;
    const calls = fakeApi({
      [LIST]: () => ({ body: questionsPage([questionView({ following, followersCount: following ? 4 : 3 })]) }),
      'POST /api/questions/q1/follow': () => {
        following = true;
        return { status: 201, body: { following: true, followersCount: 4 } };
      },
    });
    renderTab();

    fireEvent.click(within(await screen.findByTestId('question-q1')).getByRole('button', { name: 'Tôi cũng muốn biết' }));
    expect(await screen.findByRole('button', { name: 'Đang theo dõi' })).toBeTruthy();
    expect(screen.getByTestId('question-q1').textContent).toContain('4 người theo dõi');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('asks with the video moment, through the outbox: the question is posted once with its clientId', async () => {
    let posted: unknown[] = [];
    const calls = fakeApi({
      [LIST]: () => ({ body: questionsPage(posted.length ? [questionView({ _id: 'q9', title: 'Có cần tài khoản doanh nghiệp?' })] : []) }),
      [ASK]: (call) => {
        posted = [...posted, call.body];
        return { status: 201, body: { question: questionView({ _id: 'q9' }) } };
      },
    });
    renderTab();
    expect(await screen.findByTestId('questions-empty')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Đặt câu hỏi' }));
    const form = screen.getByTestId('ask-question-form');
    fireEvent.change(within(form).getByLabelText('Tiêu đề'), { target: { value: ' Có cần tài khoản doanh nghiệp? ' } });
    fireEvent.change(within(form).getByLabelText('Nội dung (không bắt buộc)'), { target: { value: 'Dòng 1\nDòng 2' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Gắn với thời điểm hiện tại của video (1:15)' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Gửi câu hỏi' }));

    expect(await screen.findByTestId('question-q9')).toBeTruthy();
    const asks = calls.filter((call) => call.method === 'POST');
    expect(asks).toHaveLength(1);
    expect(asks[0].body).toEqual({ title: 'Có cần tài khoản doanh nghiệp?', body: 'Dòng 1\nDòng 2', lectureId: 'l2', videoSecond: 75, clientId: expect.any(String) });
    expect(await db.outbox.count()).toBe(0);
  });

  it("written offline, a question waits as 'Đang chờ gửi' and is posted once when the connection returns", async () => {
    await db.courseDiscussions.put({ userId: 'u1', courseId: 'c1', questions: questionsPage([]), updatedAt: 1 });
    setOnline(false);
    const calls = fakeApi({
      [LIST]: { body: questionsPage([questionView({ _id: 'q9', title: 'Câu hỏi ngoại tuyến' })]) },
      [ASK]: { status: 201, body: { question: questionView({ _id: 'q9' }) } },
    });
    renderTab();
    expect(await screen.findByText(OFFLINE_NOTE)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Đặt câu hỏi' }));
    fireEvent.change(screen.getByLabelText('Tiêu đề'), { target: { value: 'Câu hỏi ngoại tuyến' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gửi câu hỏi' }));

    const waiting = await screen.findByTestId('questions-waiting');
    expect(waiting.textContent).toContain('Câu hỏi ngoại tuyến');
    expect(waiting.textContent).toContain('Đang chờ gửi');
    expect(calls).toHaveLength(0);

    // What the sync agent does on the 'online' event.
    act(() => {
      setOnline(true);
      requestProgressSync('u1');
    });
    await vi.waitFor(() => expect(screen.queryByTestId('questions-waiting')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    // The list is asked again once the question left the outbox, and shows it from the server.
    expect(await screen.findByTestId('question-q9')).toBeTruthy();
  });

  it("a question's moment seeks the player", async () => {
    fakeApi({ [LIST]: { body: questionsPage([questionView()]) } });
    const player = renderTab();

    fireEvent.click(await screen.findByRole('button', { name: 'Xem video tại 1:15' }));
    expect(player.seek).toHaveBeenCalledWith('l2', 75);
  });

  it('tells a student whose access ended why, with no form to ask', async () => {
    const message = 'Bạn không còn quyền truy cập khóa học này nên không thể đặt câu hỏi hay trả lời.';
    fakeApi({ [LIST]: { status: 403, body: { message, code: 'QUESTION_ACCESS_ENDED' } } });
    renderTab();

    expect((await screen.findByTestId('questions-access-ended')).textContent).toBe(message);
    expect(screen.queryByRole('button', { name: 'Đặt câu hỏi' })).toBeNull();
    expect(screen.queryByTestId('ask-question-form')).toBeNull();
  });

  it('opens the question of a notification link and brings the named answer into view, highlighted; the asker accepts an answer', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const question = questionView({ mine: true });
    const answers = [answerView(), answerView({ _id: 'a2', body: 'Mình chạy 100.000 ₫ thấy ổn.', author: { name: 'Lê Chi', avatarUrl: null, isInstructor: false } })];
    let accepted: string | null = null;
    const calls = fakeApi({
      [DETAIL]: () => ({
        body: questionDetail(
          { ...question, status: accepted ? 'solved' : 'answered' },
          answers.map((answer) => ({ ...answer, accepted: answer._id === accepted })),
        ),
      }),
      'POST /api/questions/q1/accept': (call) => {
        accepted = (call.body as { answerId: string }).answerId;
        return { status: 201, body: { question } };
      },
    });
    renderTab('/learn/facebook-ads/l2?question=q1#answer-a2');

    const detail = await screen.findByTestId('question-detail');
    expect(within(detail).getByRole('heading', { level: 2 }).textContent).toBe('Ngân sách tối thiểu là bao nhiêu?');
    // The body is text with its link made clickable, never HTML.
    expect(within(detail).getByRole('link', { name: 'https://example.vn/a' }).getAttribute('rel')).toBe('nofollow ugc noopener');
    const first = screen.getByTestId('answer-a1');
    expect(within(first).getByText('Giảng viên')).toBeTruthy();
    const named = screen.getByTestId('answer-a2');
    expect(named.dataset.highlighted).toBe('true');
    expect(first.dataset.highlighted).toBeUndefined();
    await vi.waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(scrolled.mock.contexts[0]).toBe(named);

    fireEvent.click(within(named).getByRole('button', { name: 'Đánh dấu đã giải quyết' }));
    await vi.waitFor(() => expect(within(screen.getByTestId('answer-a2')).getByText('Đã giải quyết')).toBeTruthy());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ answerId: 'a2' });

    fireEvent.click(screen.getByRole('button', { name: /Tất cả câu hỏi/ }));
    // Back to the list: the question and the answer it pointed at leave the URL.
    expect(screen.getByTestId('location').textContent).toBe('?tab=questions');
  });

  it('deletes an own question with answers after confirming: it then shows as deleted with its answers kept', async () => {
    let deleted = false;
    fakeApi({
      [DETAIL]: () => ({ body: questionDetail(questionView({ mine: true, deleted, title: deleted ? '' : 'Câu hỏi của tôi' }), [answerView()]) }),
      'DELETE /api/questions/q1': () => {
        deleted = true;
        return { body: { deleted: true } };
      },
    });
    renderTab('/learn/facebook-ads/l2?question=q1');

    fireEvent.click(await screen.findByRole('button', { name: 'Xóa' }));
    const dialog = screen.getByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('các câu trả lời vẫn được giữ lại');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));

    expect((await screen.findByTestId('question-deleted')).textContent).toContain('đã xóa');
    expect(screen.getByTestId('answer-a1')).toBeTruthy();
  });

  it('reports an answer with a reason, and shows the server message when posting is rate limited', async () => {
    const calls = fakeApi({
      [DETAIL]: { body: questionDetail(questionView(), [answerView({ author: { name: 'Lê Chi', avatarUrl: null, isInstructor: false } })]) },
      'POST /api/answers/a1/reports': { status: 429, body: { message: 'Bạn thao tác quá nhanh, vui lòng thử lại sau.', code: 'TOO_MANY_REQUESTS' } },
    });
    renderTab('/learn/facebook-ads/l2?question=q1');

    fireEvent.click(within(await screen.findByTestId('answer-a1')).getByRole('button', { name: 'Báo cáo' }));
    const dialog = screen.getByTestId('report-post-dialog');
    fireEvent.change(within(dialog).getByLabelText('Lý do báo cáo'), { target: { value: 'Quảng cáo trá hình' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi báo cáo' }));

    expect((await screen.findByTestId('report-post-error')).textContent).toBe('Bạn thao tác quá nhanh, vui lòng thử lại sau.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Quảng cáo trá hình' });
  });

  it('offline, reads the questions and details kept on this device, searching them with or without accents', async () => {
    const kept = questionView({ _id: 'q1' });
    const other = questionView({ _id: 'q2', title: 'Đo lường chuyển đổi', body: '' });
    await db.courseDiscussions.put({
      userId: 'u1',
      courseId: 'c1',
      questions: questionsPage([kept, other]),
      details: { q1: questionDetail(kept, [answerView()]) },
      updatedAt: 1,
    });
    setOnline(false);
    const calls = fakeApi({});
    renderTab();

    expect((await screen.findByTestId('questions-offline')).textContent).toBe(OFFLINE_NOTE);
    expect(screen.getByTestId('question-q2')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Tìm câu hỏi' }), { target: { value: 'do luong' } });
    await vi.waitFor(() => expect(screen.queryByTestId('question-q1')).toBeNull());
    expect(screen.getByTestId('question-q2')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Tìm câu hỏi' }), { target: { value: '' } });

    fireEvent.click(within(await screen.findByTestId('question-q1')).getByRole('button', { name: 'Ngân sách tối thiểu là bao nhiêu?' }));
    expect(await screen.findByTestId('question-detail')).toBeTruthy();
    expect(screen.getByText('Được, nhưng nên chạy ít nhất 3 ngày.')).toBeTruthy();
    expect(screen.getByText(OFFLINE_NOTE)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
