import { useState, type ReactNode } from 'react';
import { SearchBox } from '../../../components/ui/SearchBox';
import type { NoteRecord } from '../../../lib/db';
import { saveBlob } from '../../../lib/saveBlob';
import { exportNotesBlob, exportNotesText, groupByLecture, searchNotes, type NoteLecture } from '../noteText';

export type NotesCourse = { title: string; slug: string; lectures: NoteLecture[] };

type Props = {
  course: NotesCourse;
  notes: NoteRecord[];
  renderNote: (note: NoteRecord) => ReactNode;
};

/** 'Tất cả ghi chú của khóa học': every note by lecture in the course's order, searched on the device, exported as text. */
export function CourseNotes({ course, notes, renderNote }: Props) {
  const [search, setSearch] = useState('');
  const groups = groupByLecture(course.lectures, searchNotes(notes, search));

  return (
    <section data-testid="course-notes">
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto]">
        <SearchBox label="Tìm trong ghi chú" value={search} onChange={setSearch} />
        <button
          type="button"
          className="btn btn-secondary"
          disabled={notes.length === 0}
          onClick={() => saveBlob(exportNotesBlob(exportNotesText(course.title, course.lectures, notes)), `ghi-chu-${course.slug}.txt`)}
        >
          Xuất ghi chú (.txt)
        </button>
      </div>
      {groups.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500 dark:text-slate-400">
          {search.trim() ? 'Không có ghi chú nào khớp với từ khóa.' : 'Bạn chưa có ghi chú nào trong khóa học này.'}
        </p>
      ) : (
        groups.map(({ lecture, notes: lectureNotes }) => (
          <section key={lecture.id} className="mt-4" aria-label={lecture.title}>
            <h3 className="font-semibold text-slate-900 dark:text-white">{lecture.title}</h3>
            <ul>{lectureNotes.map((note) => renderNote(note))}</ul>
          </section>
        ))
      )}
    </section>
  );
}
