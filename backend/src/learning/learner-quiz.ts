import { z } from 'zod';
import type { Prisma } from '../prisma/prisma.service';

/**
 * A quiz as a learner takes it, part of the course content the player keeps offline. Nothing here says
 * which option is correct, and no explanation is sent before an attempt is graded: this select names
 * every column that may leave the server.
 */
export const LEARNER_QUIZ_SELECT = {
  passPercent: true,
  retakeWaitMinutes: true,
  shuffleQuestions: true,
  shuffleOptions: true,
  questions: {
    orderBy: { position: 'asc' },
    select: { id: true, prompt: true, multiple: true, imageUrl: true, options: { orderBy: { position: 'asc' }, select: { id: true, text: true } } },
  },
} satisfies Prisma.QuizSelect;

export const learnerQuizSchema = z.object({
  passPercent: z.number().int(),
  retakeWaitMinutes: z.number().int(),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  questions: z.array(
    z.object({
      _id: z.string(),
      prompt: z.string(),
      multiple: z.boolean(),
      imageUrl: z.string().nullable(),
      options: z.array(z.object({ _id: z.string(), text: z.string() })),
    }),
  ),
});
export type LearnerQuiz = z.infer<typeof learnerQuizSchema>;

/** The quiz of a quiz lecture for the player; null while the instructor has not written a question. */
export function learnerQuiz(quiz: Prisma.QuizGetPayload<{ select: typeof LEARNER_QUIZ_SELECT }> | null): LearnerQuiz | null {
  if (!quiz?.questions.length) return null;
  const { questions, ...settings } = quiz;
  return {
    ...settings,
    questions: questions.map(({ id, options, ...question }) => ({ _id: id, ...question, options: options.map(({ id: optionId, text }) => ({ _id: optionId, text })) })),
  };
}
