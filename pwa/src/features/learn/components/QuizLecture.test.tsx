import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAccessToken, setAccessToken } from '../../../lib/session/tokenStore';
import { fakeApi, type ApiCall } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import type { LearnLecture } from '../api/learnApi';
import { syncProgress } from '../sync/progressSync';
import { cancelScheduledProgressSync } from '../sync/syncScheduler';
import { clearLearningTables, fakeJwt, setOnline } from '../testData';
import { QuizLecture } from './QuizLecture';

const lecture: LearnLecture = {
  _id: 'q1',
  title: 'Kiểm tra chương 1',
  kind: 'quiz',
  durationSeconds: 0,
  isFreePreview: false,
  hasVideo: false,
  mediaId: null,
  thumbnailUrl: null,
  completed: false,
  positionSeconds: 0,
  resources: [],
  textDocument: null,
  quiz: {
    passPercent: 50,
    retakeWaitMinutes: 0,
    shuffleQuestions: false,
    shuffleOptions: false,
    questions: [
      {
        _id: 'a',
        prompt: 'CPC là gì?',
        multiple: false,
        imageUrl: null,
        options: [
          { _id: 'a1', text: 'Cost per click' },
          { _id: 'a2', text: '<b>Click per cost</b>' },
        ],
      },
      {
        _id: 'b',
        prompt: 'Chỉ số nào đo hiệu quả?',
        multiple: true,
        imageUrl: null,
        options: [
          { _id: 'b1', text: 'ROAS' },
          { _id: 'b2', text: 'CTR' },
          { _id: 'b3', text: 'Số nhân viên' },
        ],
      },
    ],
  },
};

const graded = (call: ApiCall) => {
  const body = call.body as { clientId: string; takenAt: string };
  return {
    body: {
      replayed: false,
      progress: { progress: 100, completedLectures: 1, totalLectures: 1 },
      attempt: {
        _id: 'x1',
        clientId: body.clientId,
        lectureId: 'q1',
        courseId: 'c1',
        scorePercent: 50,
        correctCount: 1,
        questionCount: 2,
        passed: true,
        passPercent: 50,
        takenAt: body.takenAt,
        questions: [
          { questionId: 'a', chosenOptionIds: ['a1'], correctOptionIds: ['a1'], correct: true, explanations: [{ optionId: 'a1', explanation: 'Chi phí mỗi lượt nhấp.' }] },
          { questionId: 'b', chosenOptionIds: ['b1'], correctOptionIds: ['b1', 'b2'], correct: false, explanations: [] },
        ],
      },
    },
  };
};

beforeEach(async () => {
  await clearLearningTables();
  setAccessToken(fakeJwt('u1'));
});
afterEach(() => {
  cancelScheduledProgressSync();
  clearAccessToken();
  setOnline(true);
  vi.unstubAllGlobals();
});

describe('a quiz lecture in the player', () => {
  it('is taken offline: the choices as text, no answer shown, then "Sẽ chấm điểm khi có mạng", and the score with the explanations once online', async () => {
    setOnline(false);
    const calls = fakeApi({ 'POST /api/learn/quizzes/q1/attempts': graded, 'GET /api/learn/quizzes/q1/attempts': { body: { attempts: [], nextAttemptAt: null } } });
    renderWithQuery(<QuizLecture userId="u1" courseId="c1" lecture={lecture} online={false} />);
    expect(screen.getByText('Điểm đạt: 50%')).toBeTruthy();
    fireEvent.click(screen.getByTestId('start-quiz'));

    const [first, second] = screen.getAllByTestId('quiz-question');
    expect(within(first).getAllByRole('radio')).toHaveLength(2);
    expect(within(second).getAllByRole('checkbox')).toHaveLength(3);
    // The author's text is text, never markup.
    expect(within(first).getByText('<b>Click per cost</b>')).toBeTruthy();
    expect(screen.queryByText(/Đáp án đúng/)).toBeNull();
    fireEvent.click(within(first).getByLabelText('Cost per click'));
    fireEvent.click(within(second).getByLabelText('ROAS'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('submit-quiz'));
    });
    expect((await screen.findByTestId('quiz-pending')).textContent).toContain('Sẽ chấm điểm khi có mạng');
    expect(calls).toHaveLength(0);

    setOnline(true);
    await act(async () => {
      expect(await syncProgress('u1')).toBe('done');
    });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(calls[0].body).toMatchObject({
      answers: [
        { questionId: 'a', optionIds: ['a1'] },
        { questionId: 'b', optionIds: ['b1'] },
      ],
    });
    expect((await screen.findByTestId('quiz-score')).textContent).toContain('50%');
    expect(screen.getByText(/Đạt \(điểm đạt 50%\) · 1\/2 câu đúng/)).toBeTruthy();
    expect(screen.getByText('Chi phí mỗi lượt nhấp.')).toBeTruthy();
    expect(screen.getAllByText(/Đáp án đúng/)).toHaveLength(3);
  });

  it('asks before handing in with unanswered questions, and counts them wrong', async () => {
    setOnline(false);
    fakeApi({});
    renderWithQuery(<QuizLecture userId="u1" courseId="c1" lecture={lecture} online={false} />);
    fireEvent.click(screen.getByTestId('start-quiz'));
    fireEvent.click(screen.getByLabelText('Cost per click'));
    fireEvent.click(screen.getByTestId('submit-quiz'));
    expect(await screen.findByText('Bạn còn 1 câu chưa trả lời. Câu chưa trả lời được tính là sai.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Làm tiếp' }));
    expect(screen.getByTestId('quiz-form')).toBeTruthy();
  });

  it('says the quiz is being written while it has no question', () => {
    fakeApi({});
    renderWithQuery(<QuizLecture userId="u1" courseId="c1" lecture={{ ...lecture, quiz: null }} online={false} />);
    expect(screen.getByTestId('quiz-lecture').textContent).toContain('Bài kiểm tra này đang được giảng viên soạn câu hỏi.');
  });
});
