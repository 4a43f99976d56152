import { describe, expect, it } from 'vitest';
import { gradeAttempt, type GradableQuestion } from './quiz-grading';

const single: GradableQuestion = {
  id: 'q1',
  options: [
    { id: 'a', correct: false },
    { id: 'b', correct: true },
    { id: 'c', correct: false },
  ],
};
const multiple: GradableQuestion = {
  id: 'q2',
  options: [
    { id: 'd', correct: true },
    { id: 'e', correct: true },
    { id: 'f', correct: false },
  ],
};
const third: GradableQuestion = {
  id: 'q3',
  options: [
    { id: 'g', correct: true },
    { id: 'h', correct: false },
  ],
};

describe('gradeAttempt', () => {
  it('counts a single-answer question right only with its one correct option', () => {
    expect(gradeAttempt([single], new Map([['q1', ['b']]]), 100)).toMatchObject({ correctCount: 1, scorePercent: 100, passed: true });
    expect(gradeAttempt([single], new Map([['q1', ['a']]]), 100)).toMatchObject({ correctCount: 0, scorePercent: 0, passed: false });
    // Ticking every option of a one-answer question is not right.
    expect(gradeAttempt([single], new Map([['q1', ['a', 'b', 'c']]]), 100).answers[0].correct).toBe(false);
  });

  it('needs exactly the correct set of a several-answer question: one missing or one wrong extra makes it wrong', () => {
    expect(gradeAttempt([multiple], new Map([['q2', ['e', 'd']]]), 50).answers[0]).toEqual({ questionId: 'q2', optionIds: ['d', 'e'], correct: true });
    expect(gradeAttempt([multiple], new Map([['q2', ['d']]]), 50).answers[0].correct).toBe(false);
    expect(gradeAttempt([multiple], new Map([['q2', ['d', 'e', 'f']]]), 50).answers[0].correct).toBe(false);
  });

  it('rounds the score down and passes by integers: 2 of 3 is 66 %, short of a 67 % pass mark, enough for 66 %', () => {
    const chosen = new Map([
      ['q1', ['b']],
      ['q2', ['d', 'e']],
      ['q3', ['h']],
    ]);
    expect(gradeAttempt([single, multiple, third], chosen, 67)).toMatchObject({ correctCount: 2, questionCount: 3, scorePercent: 66, passed: false });
    expect(gradeAttempt([single, multiple, third], chosen, 66).passed).toBe(true);
  });

  it('counts a question left out as wrong and ignores answers to questions or options the quiz no longer has', () => {
    const grade = gradeAttempt(
      [single, third],
      new Map([
        ['q1', ['b', 'zz']],
        ['gone', ['x']],
      ]),
      50,
    );
    expect(grade.answers).toEqual([
      { questionId: 'q1', optionIds: ['b'], correct: true },
      { questionId: 'q3', optionIds: [], correct: false },
    ]);
    expect(grade).toMatchObject({ correctCount: 1, questionCount: 2, scorePercent: 50, passed: true });
  });

  it('never passes a quiz without questions', () => {
    expect(gradeAttempt([], new Map(), 0)).toMatchObject({ scorePercent: 0, passed: false });
  });
});
