import { formatVideoSecond } from '../questions';

/** A note as the device keeps it (the server's NoteDto, plus nothing). */
export interface LectureNote {
  clientId: string;
  lectureId: string;
  positionSeconds: number;
  text: string;
  editedAt: string;
}

export interface NoteLecture {
  id: string;
  title: string;
}

export interface LectureNotes<T extends LectureNote = LectureNote> {
  lecture: NoteLecture;
  notes: T[];
}

/** Folds case and Vietnamese marks, so 'khoa' finds 'Khóa' and 'đ' matches 'd'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();
}

/** The notes whose text holds every word of the query (all notes for an empty query). */
export function searchNotes<T extends { text: string }>(notes: T[], query: string): T[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return notes;
  return notes.filter((note) => {
    const text = foldText(note.text);
    return words.every((word) => text.includes(word));
  });
}

/** The notes by lecture in the course's order, each lecture's by moment; lectures without notes left out. */
export function groupByLecture<T extends LectureNote>(lectures: NoteLecture[], notes: T[]): LectureNotes<T>[] {
  return lectures
    .map((lecture) => ({
      lecture,
      notes: notes.filter((note) => note.lectureId === lecture.id).sort((a, b) => a.positionSeconds - b.positionSeconds || a.editedAt.localeCompare(b.editedAt)),
    }))
    .filter((group) => group.notes.length > 0);
}

/** 'Xuất ghi chú': the course's title, each lecture's title, each note with its m:ss (Windows line ends). */
export function exportNotesText(courseTitle: string, lectures: NoteLecture[], notes: LectureNote[]): string {
  const lines = [`Ghi chú khóa học: ${courseTitle}`, ''];
  for (const group of groupByLecture(lectures, notes)) {
    lines.push(`== ${group.lecture.title} ==`);
    for (const note of group.notes) lines.push(`[${formatVideoSecond(note.positionSeconds)}] ${note.text.replace(/\r?\n/g, '\r\n    ')}`);
    lines.push('');
  }
  return lines.join('\r\n');
}

/** The export as a file: UTF-8 with a BOM, so Windows Notepad shows the Vietnamese marks. */
export function exportNotesBlob(text: string): Blob {
  return new Blob(['\uFEFF', text], { type: 'text/plain;charset=utf-8' });
}
