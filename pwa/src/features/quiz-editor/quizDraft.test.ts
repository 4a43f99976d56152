import { describe, expect, it } from 'vitest';
import { emptyOption, emptyQuestion, QUIZ_MESSAGES, validateQuiz, type QuestionDraft, type QuizDraft } from './quizDraft';

function question(texts: string[], correct: number[], multiple = false): QuestionDraft {
  const draft = emptyQuestion();
  return { ...draft, prompt: 'Câu hỏi', multiple, options: texts.map((text, index) => ({ ...emptyOption(), text, correct: correct.includes(index) })) };
}

const quiz = (questions: QuestionDraft[], settings: Partial<QuizDraft> = {}): QuizDraft => ({
  passPercent: '80',
  retakeWaitMinutes: '0',
  shuffleQuestions: false,
  shuffleOptions: false,
  questions,
  ...settings,
});

const messages = (draft: QuizDraft) => Object.values(validateQuiz(draft));

describe('validateQuiz', () => {
  it('accepts a complete quiz', () => {
    expect(validateQuiz(quiz([question(['A', 'B'], [0]), question(['A', 'B', 'C'], [1, 2], true)]))).toEqual({});
  });

  it('refuses what the server refuses, with its messages', () => {
    expect(messages(quiz([]))).toEqual([QUIZ_MESSAGES.noQuestion]);
    expect(messages(quiz([question(['A', 'B', 'C', 'D', 'E', 'F', 'G'], [0])]))).toEqual(['Mỗi câu hỏi cần từ 2 đến 6 đáp án.']);
    expect(messages(quiz([question(['A'], [0])]))).toEqual(['Mỗi câu hỏi cần từ 2 đến 6 đáp án.']);
    expect(messages(quiz([question(['A', 'B'], [0]), question(['A', 'B'], [])]))).toEqual(['Câu 2: cần ít nhất một đáp án đúng.']);
    expect(messages(quiz([question(['A', 'B'], [0, 1])]))).toEqual(['Câu 1: câu một đáp án chỉ được có đúng một đáp án đúng.']);
    expect(messages(quiz([question(['Zalo', ' zalo '], [0])]))).toEqual(['Câu 1: hai đáp án trùng nội dung.']);
    expect(messages(quiz([question(['A', 'B'], [0])], { passPercent: '0' }))).toEqual([QUIZ_MESSAGES.passPercent]);
    expect(messages(quiz([question(['A', 'B'], [0])], { passPercent: '12.5' }))).toEqual([QUIZ_MESSAGES.passPercent]);
    expect(messages(quiz([question(['A', 'B'], [0])], { retakeWaitMinutes: '10081' }))).toEqual([QUIZ_MESSAGES.retakeWait]);
  });
});
