import { Injectable } from '@nestjs/common';
import type { Actor } from '../common/access/ownership';
import { courseReader } from '../learning';
import { PrismaService } from '../prisma/prisma.service';
import type { NoteDeleteQueryDto, NoteInputDto, NoteView } from './notes.dto';
import { NotesErrors } from './notes.errors';

interface NoteRow {
  clientId: string;
  lectureId: string;
  positionSeconds: number;
  body: string;
  editedAt: Date;
  deletedAt: Date | null;
  updatedAt: Date;
}

const view = (row: NoteRow): NoteView => ({
  clientId: row.clientId,
  lectureId: row.lectureId,
  positionSeconds: row.positionSeconds,
  text: row.body,
  editedAt: row.editedAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * A learner's private notes on a course's lectures (docs/learning.md, "Notes"). Every write names the
 * note by the id the device made and carries the device's edit time: the same write sent again changes
 * nothing, and of two versions the one edited last wins, whatever order they arrive in.
 */
@Injectable()
export class NotesService {
  constructor(private readonly prisma: PrismaService) {}

  async list(actor: Actor, courseId: string): Promise<{ items: NoteView[] }> {
    await this.mayRead(actor, courseId);
    const rows = await this.prisma.lectureNote.findMany({
      where: { userId: actor.id, courseId, deletedAt: null },
      orderBy: [{ lectureId: 'asc' }, { positionSeconds: 'asc' }, { editedAt: 'asc' }],
    });
    return { items: rows.map(view) };
  }

  async put(actor: Actor, courseId: string, clientId: string, input: NoteInputDto): Promise<NoteView> {
    await this.mayRead(actor, courseId);
    await this.lectureOf(courseId, input.lectureId);
    const editedAt = input.editedAt as unknown as Date;
    // One statement: concurrent replays of the same id meet on the primary key; an older version
    // (edited before the stored one, a deletion included) changes nothing.
    await this.prisma.$executeRaw`
      INSERT INTO lecture_notes (user_id, client_id, course_id, lecture_id, position_seconds, body, edited_at, deleted_at, updated_at)
      VALUES (${actor.id}, ${clientId}, ${courseId}, ${input.lectureId}, ${input.positionSeconds}, ${input.text}, ${editedAt}, NULL, NOW(3))
      ON DUPLICATE KEY UPDATE
        lecture_id = IF(edited_at < VALUES(edited_at), VALUES(lecture_id), lecture_id),
        position_seconds = IF(edited_at < VALUES(edited_at), VALUES(position_seconds), position_seconds),
        body = IF(edited_at < VALUES(edited_at), VALUES(body), body),
        deleted_at = IF(edited_at < VALUES(edited_at), NULL, deleted_at),
        updated_at = IF(edited_at < VALUES(edited_at), NOW(3), updated_at),
        edited_at = GREATEST(edited_at, VALUES(edited_at))`;
    const row = await this.prisma.lectureNote.findUnique({ where: { userId_clientId: { userId: actor.id, clientId } } });
    // Another course's note under the same id: told as not found, like any id of someone else.
    if (!row || row.courseId !== courseId) throw NotesErrors.raise('NOTE_LECTURE_NOT_FOUND');
    return view(row);
  }

  async remove(actor: Actor, courseId: string, clientId: string, query: NoteDeleteQueryDto): Promise<{ clientId: string; deleted: true }> {
    await this.mayRead(actor, courseId);
    const editedAt = (query.editedAt as unknown as Date | undefined) ?? new Date();
    // A tombstone, kept so an older write replayed late does not bring the note back; deleting a note
    // already gone (or never synced) is the same answer.
    await this.prisma.$executeRaw`
      UPDATE lecture_notes SET deleted_at = ${editedAt}, edited_at = ${editedAt}, body = '', updated_at = NOW(3)
      WHERE user_id = ${actor.id} AND client_id = ${clientId} AND course_id = ${courseId} AND edited_at <= ${editedAt}`;
    return { clientId, deleted: true };
  }

  /** The player's rules: enrolled (any source) while access lasts, the course's instructor, admins. */
  private async mayRead(actor: Actor, courseId: string): Promise<void> {
    const reader = await courseReader(this.prisma, actor, courseId);
    if (reader === 'ended') throw NotesErrors.raise('NOTE_ACCESS_ENDED');
    if (!reader) throw NotesErrors.raise('NOTE_COURSE_NOT_FOUND');
  }

  private async lectureOf(courseId: string, lectureId: string): Promise<void> {
    const lecture = await this.prisma.lecture.findFirst({ where: { id: lectureId, section: { courseId } }, select: { id: true } });
    if (!lecture) throw NotesErrors.raise('NOTE_LECTURE_NOT_FOUND');
  }
}
