import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { body, intField } from '../common/validation/fields';

export const MAX_QUIZ_QUESTIONS = 100;
export const MIN_QUIZ_OPTIONS = 2;
export const MAX_QUIZ_OPTIONS = 6;
const MAX_PROMPT = 2000;
const MAX_OPTION_TEXT = 500;
const MAX_EXPLANATION = 1000;
/** A week: the longest wait an instructor may set between attempts. */
const MAX_RETAKE_WAIT_MINUTES = 7 * 24 * 60;

const optionalId = z.string({ error: 'Mã không hợp lệ.' }).uuid('Mã không hợp lệ.').optional();

const optionInput = z.object(
  {
    _id: optionalId,
    text: z.string({ error: 'Vui lòng nhập nội dung đáp án.' }).trim().min(1, 'Vui lòng nhập nội dung đáp án.').max(MAX_OPTION_TEXT, 'Mỗi đáp án tối đa 500 ký tự.'),
    correct: z.boolean({ error: 'Trường correct phải là true hoặc false.' }),
    explanation: z
      .string({ error: 'Giải thích phải là chuỗi ký tự.' })
      .trim()
      .max(MAX_EXPLANATION, 'Mỗi lời giải thích tối đa 1.000 ký tự.')
      .nullish()
      .transform((text) => text || null),
  },
  { error: 'Mỗi đáp án phải là một đối tượng.' },
);

const questionInput = z.object(
  {
    _id: optionalId,
    prompt: z.string({ error: 'Vui lòng nhập nội dung câu hỏi.' }).trim().min(1, 'Vui lòng nhập nội dung câu hỏi.').max(MAX_PROMPT, 'Mỗi câu hỏi tối đa 2.000 ký tự.'),
    multiple: z.boolean({ error: 'Trường multiple phải là true hoặc false.' }),
    /** The URL of an image in the instructor's media library, or null. */
    imageUrl: z
      .string({ error: 'Ảnh minh họa không hợp lệ.' })
      .max(500, 'Ảnh minh họa không hợp lệ.')
      .nullish()
      .transform((url) => url || null),
    options: z
      .array(optionInput, { error: 'Mỗi câu hỏi cần từ 2 đến 6 đáp án.' })
      .min(MIN_QUIZ_OPTIONS, 'Mỗi câu hỏi cần từ 2 đến 6 đáp án.')
      .max(MAX_QUIZ_OPTIONS, 'Mỗi câu hỏi cần từ 2 đến 6 đáp án.'),
  },
  { error: 'Mỗi câu hỏi phải là một đối tượng.' },
);

export class QuizInputDto extends createZodDto(
  body({
    passPercent: intField('Điểm đạt phải là số nguyên từ 1 đến 100 (%).', 1, 100),
    retakeWaitMinutes: intField('Thời gian chờ làm lại phải là số phút từ 0 đến 10.080 (7 ngày).', 0, MAX_RETAKE_WAIT_MINUTES),
    shuffleQuestions: z.boolean({ error: 'Trường shuffleQuestions phải là true hoặc false.' }),
    shuffleOptions: z.boolean({ error: 'Trường shuffleOptions phải là true hoặc false.' }),
    questions: z
      .array(questionInput, { error: 'Bài kiểm tra cần ít nhất một câu hỏi.' })
      .min(1, 'Bài kiểm tra cần ít nhất một câu hỏi.')
      .max(MAX_QUIZ_QUESTIONS, 'Bài kiểm tra có tối đa 100 câu hỏi.'),
  }).superRefine((quiz, context) => {
    quiz.questions.forEach((question, index) => {
      const correct = question.options.filter((option) => option.correct).length;
      const label = `Câu ${index + 1}`;
      if (correct === 0) context.addIssue({ code: 'custom', path: ['questions', index, 'options'], message: `${label}: cần ít nhất một đáp án đúng.` });
      else if (!question.multiple && correct > 1)
        context.addIssue({ code: 'custom', path: ['questions', index, 'options'], message: `${label}: câu một đáp án chỉ được có đúng một đáp án đúng.` });
      const texts = question.options.map((option) => option.text.toLocaleLowerCase('vi'));
      if (new Set(texts).size !== texts.length) context.addIssue({ code: 'custom', path: ['questions', index, 'options'], message: `${label}: hai đáp án trùng nội dung.` });
    });
  }),
) {}

// ── What the instructor reads ──────────────────────────────────────────────────────────────────

const settings = {
  passPercent: z.number().int(),
  retakeWaitMinutes: z.number().int(),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
};

export const managedQuizSchema = z.object({
  lectureId: z.string(),
  lectureTitle: z.string(),
  courseId: z.string(),
  ...settings,
  questions: z.array(
    z.object({
      _id: z.string(),
      prompt: z.string(),
      multiple: z.boolean(),
      imageUrl: z.string().nullable(),
      options: z.array(z.object({ _id: z.string(), text: z.string(), correct: z.boolean(), explanation: z.string().nullable() })),
    }),
  ),
});
export type ManagedQuiz = z.infer<typeof managedQuizSchema>;
export class ManagedQuizDto extends createZodDto(z.object({ quiz: managedQuizSchema })) {}

export const quizStatsSchema = z.object({
  attempts: z.number().int(),
  /** Learners with at least one attempt. */
  learners: z.number().int(),
  /** Learners who passed at least once. */
  passedLearners: z.number().int(),
  /** Whole percent of learners with an attempt who passed; null before any attempt. */
  passRate: z.number().int().nullable(),
  /** Mean score of all attempts, whole percent; null before any attempt. */
  averageScore: z.number().int().nullable(),
  /** The question most often answered wrong, with how many attempts missed it; null before any miss. */
  mostMissed: z.object({ questionId: z.string(), prompt: z.string(), missed: z.number().int(), missRate: z.number().int() }).nullable(),
});
export type QuizStats = z.infer<typeof quizStatsSchema>;
export class QuizStatsDto extends createZodDto(quizStatsSchema) {}

// ── What the learner reads and sends ───────────────────────────────────────────────────────────

const CLIENT_ID_MESSAGE = 'Mã lần làm bài (clientId) phải dài 8-64 ký tự, chỉ gồm chữ không dấu, số, gạch ngang hoặc gạch dưới.';
const TAKEN_AT_MESSAGE = 'Thời điểm nộp bài (takenAt) không hợp lệ.';

export class QuizAttemptInputDto extends createZodDto(
  body({
    /** Made on the device once per attempt: a replay answers the first result. */
    clientId: z.string({ error: CLIENT_ID_MESSAGE }).regex(/^[A-Za-z0-9_-]{8,64}$/, CLIENT_ID_MESSAGE),
    /** When the learner submitted on the device (offline attempts arrive later). */
    takenAt: z.iso.datetime({ error: TAKEN_AT_MESSAGE, offset: true }).transform((text) => new Date(text)),
    answers: z
      .array(
        z.object(
          {
            questionId: z.string({ error: 'Mã câu hỏi không hợp lệ.' }).max(36, 'Mã câu hỏi không hợp lệ.'),
            optionIds: z
              .array(z.string({ error: 'Mã đáp án không hợp lệ.' }).max(36, 'Mã đáp án không hợp lệ.'), { error: 'Danh sách đáp án đã chọn không hợp lệ.' })
              .max(MAX_QUIZ_OPTIONS, 'Mỗi câu có tối đa 6 đáp án.'),
          },
          { error: 'Mỗi câu trả lời phải là một đối tượng.' },
        ),
        { error: 'Danh sách câu trả lời (answers) không hợp lệ.' },
      )
      .max(MAX_QUIZ_QUESTIONS, 'Bài kiểm tra có tối đa 100 câu hỏi.'),
  }),
) {}

export const attemptResultSchema = z.object({
  _id: z.string(),
  clientId: z.string(),
  lectureId: z.string(),
  courseId: z.string(),
  scorePercent: z.number().int(),
  correctCount: z.number().int(),
  questionCount: z.number().int(),
  passed: z.boolean(),
  passPercent: z.number().int(),
  takenAt: z.string(),
  /** Per question of the quiz when graded: what was chosen, what is correct, and every option's explanation. */
  questions: z.array(
    z.object({
      questionId: z.string(),
      chosenOptionIds: z.array(z.string()),
      correctOptionIds: z.array(z.string()),
      correct: z.boolean(),
      explanations: z.array(z.object({ optionId: z.string(), explanation: z.string().nullable() })),
    }),
  ),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;

export class QuizAttemptResultDto extends createZodDto(
  z.object({
    attempt: attemptResultSchema,
    /** True when this client id was graded before: the first result, nothing changed. */
    replayed: z.boolean(),
    progress: z.object({ progress: z.number().int(), completedLectures: z.number().int(), totalLectures: z.number().int() }),
  }),
) {}

export class MyQuizAttemptsDto extends createZodDto(
  z.object({
    attempts: z.array(attemptResultSchema),
    /** When the next attempt is allowed (after a failed one, with a wait set); null: now. */
    nextAttemptAt: z.string().nullable(),
  }),
) {}
