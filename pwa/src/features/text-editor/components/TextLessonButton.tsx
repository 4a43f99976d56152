import { useState } from 'react';
import { TextLessonDialog } from './TextLessonDialog';

/** 'Soạn bài đọc' of a saved text lesson, opening its editor. */
export function TextLessonButton({ lectureId, lectureTitle }: { lectureId: string; lectureTitle: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="font-medium text-brand-700 hover:underline dark:text-brand-300" onClick={() => setOpen(true)}>
        Soạn bài đọc
      </button>
      {open ? <TextLessonDialog lectureId={lectureId} lectureTitle={lectureTitle} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
