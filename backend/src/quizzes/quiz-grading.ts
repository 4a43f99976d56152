/** A question as graded: its options, which of them are correct. */
export interface GradableQuestion {
  id: string;
  options: { id: string; correct: boolean }[];
}

export interface GradedAnswer {
  questionId: string;
  /** What the learner chose, limited to the question's own options, in the question's order. */
  optionIds: string[];
  correct: boolean;
}

export interface Grade {
  answers: GradedAnswer[];
  correctCount: number;
  questionCount: number;
  /** Whole percent, rounded down: 2 of 3 is 66, never a pass at 67. */
  scorePercent: number;
  passed: boolean;
}

/**
 * Grades an attempt against the quiz as it is now. A question is right only when the chosen options
 * are exactly its correct ones (one wrong tick in a several-answer question makes it wrong); a question
 * left out, or added after the attempt was taken offline, counts as wrong; answers to questions that no
 * longer exist are ignored. Passing compares integers (correct × 100 ≥ pass × total), not the rounded score.
 */
export function gradeAttempt(questions: GradableQuestion[], chosen: Map<string, string[]>, passPercent: number): Grade {
  const answers = questions.map((question) => {
    const picked = new Set(chosen.get(question.id) ?? []);
    const optionIds = question.options.filter((option) => picked.has(option.id)).map((option) => option.id);
    const correct = optionIds.length > 0 && question.options.every((option) => option.correct === picked.has(option.id));
    return { questionId: question.id, optionIds, correct };
  });
  const correctCount = answers.filter((answer) => answer.correct).length;
  const questionCount = questions.length;
  return {
    answers,
    correctCount,
    questionCount,
    scorePercent: questionCount ? Math.floor((100 * correctCount) / questionCount) : 0,
    passed: questionCount > 0 && correctCount * 100 >= passPercent * questionCount,
  };
}
