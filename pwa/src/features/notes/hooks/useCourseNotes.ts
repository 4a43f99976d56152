import { useLiveQuery } from 'dexie-react-hooks';
import type { NoteRecord } from '../../../lib/db';
import { ApiError } from '../../../lib/http/ApiError';
import { courseNotes } from '../../learn';
import { useCourseNotesSync } from '../api/notesApi';

const NONE: NoteRecord[] = [];

/**
 * The learner's notes of the course as this device has them (written offline too), kept merged with the
 * server's list while online. `accessEnded` is the server's reason when the course is no longer theirs.
 */
export function useCourseNotes(userId: string, courseId: string) {
  const notes = useLiveQuery(() => courseNotes(userId, courseId), [userId, courseId]);
  const sync = useCourseNotesSync(userId, courseId);
  const error = sync.error;
  const refusedForAccess = notes?.find((note) => note.refusal?.code === 'NOTE_ACCESS_ENDED')?.refusal?.message;
  const accessEnded = error instanceof ApiError && error.code === 'NOTE_ACCESS_ENDED' ? error.message : (refusedForAccess ?? null);
  return {
    notes: notes ?? NONE,
    loaded: notes !== undefined,
    accessEnded,
    /** The server could not be asked (offline, or failing): the device's notes are shown. */
    unsynced: sync.isError && !accessEnded,
    retry: () => void sync.refetch(),
  };
}
