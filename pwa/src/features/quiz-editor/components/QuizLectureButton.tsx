import { useState } from 'react';
import { useManagedQuiz } from '../api/quizEditorApi';
import { QuizBuilderDialog } from './QuizBuilderDialog';

type Props = { lectureId: string; lectureTitle: string; savedQuestions: number };

/** 'Soạn câu hỏi (N câu)' of a saved quiz lecture, opening its builder. */
export function QuizLectureButton({ lectureId, lectureTitle, savedQuestions }: Props) {
  const [open, setOpen] = useState(false);
  // Once the builder has loaded or saved the quiz, its count is the fresh one (the course's is from its last load).
  const cached = useManagedQuiz(lectureId, { enabled: false }).data;
  const count = cached ? cached.questions.length : savedQuestions;
  return (
    <>
      <button type="button" className="font-medium text-brand-700 hover:underline dark:text-brand-300" onClick={() => setOpen(true)}>
        Soạn câu hỏi ({count} câu)
      </button>
      {count === 0 ? <span className="text-amber-700 dark:text-amber-300">Cần ít nhất một câu hỏi trước khi gửi duyệt.</span> : null}
      {open ? <QuizBuilderDialog lectureId={lectureId} lectureTitle={lectureTitle} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
