import type { ManagedQuiz, QuizInput } from './api/quizEditorApi';

/** An answer option being written; `key` identifies it on screen, `_id` once saved (kept across saves). */
export type OptionDraft = { key: string; _id?: string; text: string; correct: boolean; explanation: string };

export type QuestionDraft = { key: string; _id?: string; prompt: string; multiple: boolean; imageUrl: string | null; options: OptionDraft[] };

/** The quiz as the builder holds it: numbers as typed, so a half-typed value can be told apart from a wrong one. */
export type QuizDraft = {
  passPercent: string;
  retakeWaitMinutes: string;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  questions: QuestionDraft[];
};

// The server's limits and words (backend/src/quizzes/quizzes.dto.ts), so the builder refuses what it would.
export const MAX_QUESTIONS = 100;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;
export const MAX_PROMPT = 2000;
export const MAX_OPTION_TEXT = 500;
export const MAX_EXPLANATION = 1000;
const MAX_RETAKE_WAIT_MINUTES = 7 * 24 * 60;

export const QUIZ_MESSAGES = {
  passPercent: 'Điểm đạt phải là số nguyên từ 1 đến 100 (%).',
  retakeWait: 'Thời gian chờ làm lại phải là số phút từ 0 đến 10.080 (7 ngày).',
  noQuestion: 'Bài kiểm tra cần ít nhất một câu hỏi.',
  tooManyQuestions: 'Bài kiểm tra có tối đa 100 câu hỏi.',
  promptRequired: 'Vui lòng nhập nội dung câu hỏi.',
  promptTooLong: 'Mỗi câu hỏi tối đa 2.000 ký tự.',
  optionCount: 'Mỗi câu hỏi cần từ 2 đến 6 đáp án.',
  optionRequired: 'Vui lòng nhập nội dung đáp án.',
  optionTooLong: 'Mỗi đáp án tối đa 500 ký tự.',
  explanationTooLong: 'Mỗi lời giải thích tối đa 1.000 ký tự.',
  noCorrect: (number: number) => `Câu ${number}: cần ít nhất một đáp án đúng.`,
  oneCorrectOnly: (number: number) => `Câu ${number}: câu một đáp án chỉ được có đúng một đáp án đúng.`,
  duplicateOptions: (number: number) => `Câu ${number}: hai đáp án trùng nội dung.`,
} as const;

let counter = 0;
const newKey = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

export const emptyOption = (): OptionDraft => ({ key: newKey('o'), text: '', correct: false, explanation: '' });

/** A new question: one answer, two empty options, none marked correct yet (the instructor picks it). */
export const emptyQuestion = (): QuestionDraft => ({ key: newKey('q'), prompt: '', multiple: false, imageUrl: null, options: [emptyOption(), emptyOption()] });

export function draftFromQuiz(quiz: ManagedQuiz): QuizDraft {
  return {
    passPercent: String(quiz.passPercent),
    retakeWaitMinutes: String(quiz.retakeWaitMinutes),
    shuffleQuestions: quiz.shuffleQuestions,
    shuffleOptions: quiz.shuffleOptions,
    questions: quiz.questions.map((question) => ({
      key: question._id,
      _id: question._id,
      prompt: question.prompt,
      multiple: question.multiple,
      imageUrl: question.imageUrl,
      options: question.options.map((option) => ({ key: option._id, _id: option._id, text: option.text, correct: option.correct, explanation: option.explanation ?? '' })),
    })),
  };
}

/** The PUT body: the questions and options in the order shown, the saved ones with their ids. */
export function draftToInput(draft: QuizDraft): QuizInput {
  return {
    passPercent: Number(draft.passPercent),
    retakeWaitMinutes: Number(draft.retakeWaitMinutes),
    shuffleQuestions: draft.shuffleQuestions,
    shuffleOptions: draft.shuffleOptions,
    questions: draft.questions.map((question) => ({
      ...(question._id ? { _id: question._id } : {}),
      prompt: question.prompt.trim(),
      multiple: question.multiple,
      imageUrl: question.imageUrl,
      options: question.options.map((option) => ({
        ...(option._id ? { _id: option._id } : {}),
        text: option.text.trim(),
        correct: option.correct,
        explanation: option.explanation.trim() || null,
      })),
    })),
  };
}

/**
 * Where each problem is shown: `passPercent`, `retakeWaitMinutes`, `questions` (the list), and per item
 * `prompt:<question key>`, `options:<question key>`, `text:<option key>`, `explanation:<option key>`.
 */
export type QuizErrors = Record<string, string>;

const wholeNumberIn = (text: string, min: number, max: number) => /^\d{1,6}$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/** Every problem the server would refuse the quiz for, by where it is shown; empty when the quiz can be saved. */
export function validateQuiz(draft: QuizDraft): QuizErrors {
  const errors: QuizErrors = {};
  if (!wholeNumberIn(draft.passPercent, 1, 100)) errors.passPercent = QUIZ_MESSAGES.passPercent;
  if (!wholeNumberIn(draft.retakeWaitMinutes, 0, MAX_RETAKE_WAIT_MINUTES)) errors.retakeWaitMinutes = QUIZ_MESSAGES.retakeWait;
  if (draft.questions.length === 0) errors.questions = QUIZ_MESSAGES.noQuestion;
  if (draft.questions.length > MAX_QUESTIONS) errors.questions = QUIZ_MESSAGES.tooManyQuestions;
  draft.questions.forEach((question, index) => {
    const number = index + 1;
    const prompt = question.prompt.trim();
    if (!prompt) errors[`prompt:${question.key}`] = QUIZ_MESSAGES.promptRequired;
    else if (prompt.length > MAX_PROMPT) errors[`prompt:${question.key}`] = QUIZ_MESSAGES.promptTooLong;
    for (const option of question.options) {
      const text = option.text.trim();
      if (!text) errors[`text:${option.key}`] = QUIZ_MESSAGES.optionRequired;
      else if (text.length > MAX_OPTION_TEXT) errors[`text:${option.key}`] = QUIZ_MESSAGES.optionTooLong;
      if (option.explanation.trim().length > MAX_EXPLANATION) errors[`explanation:${option.key}`] = QUIZ_MESSAGES.explanationTooLong;
    }
    const correct = question.options.filter((option) => option.correct).length;
    // Empty options are told apart above, not as twins of each other.
    const texts = question.options.map((option) => option.text.trim().toLocaleLowerCase('vi')).filter(Boolean);
    const optionsError =
      question.options.length < MIN_OPTIONS || question.options.length > MAX_OPTIONS
        ? QUIZ_MESSAGES.optionCount
        : correct === 0
          ? QUIZ_MESSAGES.noCorrect(number)
          : !question.multiple && correct > 1
            ? QUIZ_MESSAGES.oneCorrectOnly(number)
            : new Set(texts).size !== texts.length
              ? QUIZ_MESSAGES.duplicateOptions(number)
              : null;
    if (optionsError) errors[`options:${question.key}`] = optionsError;
  });
  return errors;
}
