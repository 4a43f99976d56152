import type { ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { publicClient } from '../../../lib/http/publicClient';
import { unwrap } from '../../../lib/http/unwrap';

/** A note as the server keeps it (the winning version). */
export type ServerNote = ApiResponse<'/api/learn/courses/{courseId}/notes/{clientId}', 'put'>;

/** A queued note write as the outbox sends it (PUT or DELETE /api/learn/courses/{courseId}/notes/{clientId}). */
export type NoteChange = { courseId: string; clientId: string; editedAt: string } & ({ op: 'put'; lectureId: string; positionSeconds: number; text: string } | { op: 'delete' });

/**
 * Sends one note write with the given bearer token, like sendReviewChange: the outbox checks whose token it
 * holds before each send. The server keys the note by (user, clientId) and keeps the latest `editedAt`, so a
 * replay is the same version again. A put answers the version the server keeps; a delete answers null.
 */
export async function sendNoteChange(change: NoteChange, bearerToken: string): Promise<ServerNote | null> {
  const { courseId, clientId, editedAt } = change;
  const request = { headers: { Authorization: `Bearer ${bearerToken}` } };
  if (change.op === 'put') {
    const { lectureId, positionSeconds, text } = change;
    return unwrap(
      publicClient.PUT('/api/learn/courses/{courseId}/notes/{clientId}', {
        ...request,
        params: { path: { courseId, clientId } },
        body: { lectureId, positionSeconds, text, editedAt },
      }),
    );
  }
  await unwrap(publicClient.DELETE('/api/learn/courses/{courseId}/notes/{clientId}', { ...request, params: { path: { courseId, clientId }, query: { editedAt } } }));
  return null;
}

/** GET /api/learn/courses/{courseId}/notes: the signed-in learner's notes of the course, as the server keeps them. */
export async function fetchCourseNotes(courseId: string): Promise<ServerNote[]> {
  const { items } = await unwrap(apiClient.GET('/api/learn/courses/{courseId}/notes', { params: { path: { courseId } } }));
  return items;
}
