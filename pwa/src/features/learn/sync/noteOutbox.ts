import { db, type NoteOutboxRecord, type NoteRecord } from '../../../lib/db';
import type { ApiError } from '../../../lib/http/ApiError';
import { fetchCourseNotes, sendNoteChange, type NoteChange, type ServerNote } from '../api/noteOutboxApi';
import { requestProgressSync } from './syncScheduler';

// A learner's private notes are written to the device first (Dexie `notes`), then travel in the same
// outbox as progress, reviews and posts, in order. The server keys a note by (user, clientId) and keeps
// the version with the latest `editedAt`, so a replay is harmless and two devices converge.

/** Outbox `kind` of a note write. */
export const NOTE_KIND = 'note';

export type NoteOutboxEntry = NoteOutboxRecord & { id: number };

/** What the learner writes: the text at a moment of a lecture. */
export type NoteDraft = { lectureId: string; positionSeconds: number; text: string };

/** The user's notes of a course on this device, deleted ones left out. */
export async function courseNotes(userId: string, courseId: string): Promise<NoteRecord[]> {
  const records = await db.notes.where('[userId+courseId]').equals([userId, courseId]).toArray();
  return records.filter((record) => !record.deleted);
}

/**
 * Saves a new note (no clientId) or a new version of one on the device, queues it and starts a replay at
 * once (online it is sent now, through the same path as offline). Returns the note's clientId.
 */
export async function saveNote(userId: string, courseId: string, draft: NoteDraft, clientId: string = crypto.randomUUID()): Promise<string> {
  await db.transaction('rw', db.notes, db.outbox, async () => {
    const previous = await db.notes.get([userId, clientId]);
    const editedAt = editTimeAfter(previous?.editedAt);
    const text = draft.text.trim();
    await db.notes.put({ userId, clientId, courseId, lectureId: draft.lectureId, positionSeconds: draft.positionSeconds, text, editedAt, deleted: false, syncedAt: null });
    await replaceEntry({
      kind: NOTE_KIND,
      op: 'put',
      userId,
      courseId,
      clientId,
      lectureId: draft.lectureId,
      positionSeconds: draft.positionSeconds,
      text,
      editedAt,
      createdAt: Date.now(),
    });
  });
  requestProgressSync(userId);
  return clientId;
}

/** Deletes a note: gone from the lists at once, kept as a tombstone until the server's list agrees. */
export async function deleteNote(userId: string, clientId: string): Promise<void> {
  let queued = false;
  await db.transaction('rw', db.notes, db.outbox, async () => {
    const previous = await db.notes.get([userId, clientId]);
    if (!previous || previous.deleted) return;
    const editedAt = editTimeAfter(previous.editedAt);
    await db.notes.put({ ...previous, text: '', editedAt, deleted: true, syncedAt: null, refusal: undefined });
    await replaceEntry({ kind: NOTE_KIND, op: 'delete', userId, courseId: previous.courseId, clientId, editedAt, createdAt: Date.now() });
    queued = true;
  });
  if (queued) requestProgressSync(userId);
}

/** The note's unsent writes (at most one, see replaceEntry). */
function pendingNoteEntries(userId: string, courseId: string, clientId: string) {
  return db.outbox
    .where('[userId+courseId]')
    .equals([userId, courseId])
    .filter((entry) => entry.kind === NOTE_KIND && entry.clientId === clientId);
}

/** Only the latest unsent write of a note is kept: it carries the whole note, and an older one would lose to it anyway. */
async function replaceEntry(entry: NoteOutboxRecord): Promise<void> {
  await pendingNoteEntries(entry.userId, entry.courseId, entry.clientId).delete();
  await db.outbox.add(entry);
}

/**
 * Now, but always after the version it replaces: the server keeps a version only if it was edited later
 * than the stored one, and the stored one may come from a device whose clock runs ahead.
 */
function editTimeAfter(previous: string | undefined): string {
  const now = Date.now();
  const after = previous ? Date.parse(previous) + 1 : now;
  return new Date(Math.max(now, after)).toISOString();
}

const isLater = (a: string, b: string) => Date.parse(a) > Date.parse(b);

/** Sends one queued note write (the replay calls this for the oldest entry when it is a note). */
export async function sendNoteEntry(entry: NoteOutboxEntry, bearerToken: string): Promise<void> {
  const { courseId, clientId, editedAt } = entry;
  const change: NoteChange =
    entry.op === 'put'
      ? { op: 'put', courseId, clientId, editedAt, lectureId: entry.lectureId, positionSeconds: entry.positionSeconds, text: entry.text }
      : { op: 'delete', courseId, clientId, editedAt };
  const kept = await sendNoteChange(change, bearerToken);
  await db.transaction('rw', db.notes, db.outbox, async () => {
    await db.outbox.delete(entry.id);
    const record = await db.notes.get([entry.userId, clientId]);
    // Written again meanwhile: that newer version is still queued and stays unsent.
    if (!record || record.editedAt !== editedAt) return;
    if (kept && isLater(kept.editedAt, editedAt)) await db.notes.put(fromServer(entry.userId, courseId, kept, Date.now()));
    else await db.notes.put({ ...record, syncedAt: Date.now() });
  });
}

/**
 * The server refused the write for good (access ended, lecture gone, invalid): the entry is dropped. A
 * refused version stays on the device with the reason beside it (the learner may edit or delete it); a
 * refused deletion leaves the note deleted here.
 */
export async function refuseNoteEntry(entry: NoteOutboxEntry, error: ApiError): Promise<void> {
  console.warn('Note write dropped', error.status, error.code, entry.clientId);
  await db.transaction('rw', db.notes, db.outbox, async () => {
    await db.outbox.delete(entry.id);
    const record = await db.notes.get([entry.userId, entry.clientId]);
    if (!record || record.editedAt !== entry.editedAt) return;
    if (record.deleted) await db.notes.delete([entry.userId, entry.clientId]);
    else await db.notes.put({ ...record, refusal: { message: error.message || 'Không lưu được ghi chú lên máy chủ.', code: error.code ?? null } });
  });
}

/**
 * Brings the server's notes of the course into this device's (read offline from there: notes written on
 * another device too). Returns when the list was asked for.
 */
export async function refreshCourseNotes(userId: string, courseId: string): Promise<number> {
  const askedAt = Date.now();
  await mergeServerNotes(userId, courseId, await fetchCourseNotes(courseId), askedAt);
  return askedAt;
}

/**
 * Merges the server's list of the course's notes (asked for at `askedAt`) into the device's: of two
 * versions of a note the one edited later wins. A note the server no longer lists was deleted (here or on
 * another device) if this device knew it synced before the list was asked for; one confirmed later, or
 * still waiting in the outbox, is kept.
 */
export async function mergeServerNotes(userId: string, courseId: string, items: ServerNote[], askedAt: number): Promise<void> {
  await db.transaction('rw', db.notes, async () => {
    const local = new Map((await db.notes.where('[userId+courseId]').equals([userId, courseId]).toArray()).map((record) => [record.clientId, record]));
    const now = Date.now();
    for (const item of items) {
      const mine = local.get(item.clientId);
      if (!mine || isLater(item.editedAt, mine.editedAt)) await db.notes.put(fromServer(userId, courseId, item, now));
    }
    const listed = new Set(items.map((item) => item.clientId));
    const gone = [...local.values()].filter((record) => !listed.has(record.clientId) && record.syncedAt !== null && record.syncedAt <= askedAt);
    await db.notes.bulkDelete(gone.map((record): [string, string] => [userId, record.clientId]));
  });
}

function fromServer(userId: string, courseId: string, note: ServerNote, syncedAt: number): NoteRecord {
  const { clientId, lectureId, positionSeconds, text, editedAt } = note;
  return { userId, courseId, clientId, lectureId, positionSeconds, text, editedAt, deleted: false, syncedAt };
}
