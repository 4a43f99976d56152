import { useEffect, useState } from 'react';
import type { NoteRecord } from '../../../lib/db';
import { deleteNote, saveNote } from '../../learn';
import { formatVideoSecond, type LectureRef, type PlayerControls } from '../../questions';
import { useCourseNotes } from '../hooks/useCourseNotes';
import { CourseNotes, type NotesCourse } from './CourseNotes';
import { NoteForm } from './NoteForm';
import { NoteItem } from './NoteItem';

type Props = { userId: string; courseId: string; course: NotesCourse; lecture: LectureRef; player: PlayerControls };

type View = 'lecture' | 'course';

/**
 * The player's 'Ghi chú' tab: the learner's private notes, read and written on the device (offline too)
 * and synced through the outbox; this lecture's, or every note of the course.
 */
export function NotesTab({ userId, courseId, course, lecture, player }: Props) {
  const [view, setView] = useState<View>('lecture');
  const { notes, loaded, accessEnded, unsynced, retry } = useCourseNotes(userId, courseId);
  const canEdit = !accessEnded;

  const renderNote = (note: NoteRecord) => (
    <NoteItem
      key={note.clientId}
      note={note}
      player={player}
      canEdit={canEdit}
      onSave={async (text) => {
        await saveNote(userId, courseId, { lectureId: note.lectureId, positionSeconds: note.positionSeconds, text }, note.clientId);
      }}
      onDelete={() => deleteNote(userId, note.clientId)}
    />
  );
  const lectureNotes = notes.filter((note) => note.lectureId === lecture._id).sort((a, b) => a.positionSeconds - b.positionSeconds || a.editedAt.localeCompare(b.editedAt));

  return (
    <div data-testid="notes-tab">
      {accessEnded ? (
        <p role="alert" className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-500/10 dark:text-amber-300" data-testid="notes-access-ended">
          {accessEnded}
        </p>
      ) : null}
      {unsynced ? (
        <div
          role="status"
          className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-500/10 dark:text-amber-300"
          data-testid="notes-unsynced"
        >
          <p>Chưa tải được ghi chú từ máy chủ: đang hiển thị ghi chú trên thiết bị này.</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={retry}>
            Thử lại
          </button>
        </div>
      ) : null}
      <div className="mb-3 flex flex-wrap gap-2" role="group" aria-label="Xem ghi chú">
        <button type="button" className={`btn btn-sm ${view === 'lecture' ? 'btn-primary' : 'btn-secondary'}`} aria-pressed={view === 'lecture'} onClick={() => setView('lecture')}>
          Bài học này
        </button>
        <button type="button" className={`btn btn-sm ${view === 'course' ? 'btn-primary' : 'btn-secondary'}`} aria-pressed={view === 'course'} onClick={() => setView('course')}>
          Tất cả ghi chú của khóa học
        </button>
      </div>
      {view === 'course' ? (
        <CourseNotes course={course} notes={notes} renderNote={renderNote} />
      ) : (
        <section aria-label="Ghi chú của bài học này">
          {canEdit ? <AddNote key={lecture._id} userId={userId} courseId={courseId} lecture={lecture} player={player} /> : null}
          {loaded && lectureNotes.length === 0 ? <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">Chưa có ghi chú nào cho bài học này.</p> : null}
          <ul className="mt-2">{lectureNotes.map(renderNote)}</ul>
        </section>
      )}
    </div>
  );
}

type AddProps = { userId: string; courseId: string; lecture: LectureRef; player: PlayerControls };

/** 'Thêm ghi chú tại m:ss': the button follows the video; the note keeps the moment it was opened at. */
function AddNote({ userId, courseId, lecture, player }: AddProps) {
  const [moment, setMoment] = useState(() => player.currentSecond());
  const [writingAt, setWritingAt] = useState<number | null>(null);
  const withVideo = lecture.hasVideo && moment !== null;

  useEffect(() => {
    if (writingAt !== null) return;
    // The video leaves the page when the connection drops (it needs the network): the note keeps the
    // moment the learner was at, not 0:00.
    const timer = setInterval(() => setMoment((previous) => player.currentSecond() ?? previous), 1000);
    return () => clearInterval(timer);
  }, [writingAt, player]);

  if (writingAt === null) {
    return (
      <button type="button" className="btn btn-primary" onClick={() => setWritingAt(withVideo ? (player.currentSecond() ?? moment ?? 0) : 0)}>
        {withVideo ? `Thêm ghi chú tại ${formatVideoSecond(moment)}` : 'Thêm ghi chú'}
      </button>
    );
  }
  return (
    <NoteForm
      label={withVideo ? `Ghi chú tại ${formatVideoSecond(writingAt)}` : 'Ghi chú cho bài học này'}
      submitLabel="Lưu ghi chú"
      onSubmit={async (text) => {
        await saveNote(userId, courseId, { lectureId: lecture._id, positionSeconds: writingAt, text });
        setWritingAt(null);
      }}
      onCancel={() => setWritingAt(null)}
    />
  );
}
