import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { body } from '../common/validation/fields';

/** Longest note, in characters (after trimming). */
export const MAX_NOTE_TEXT = 2000;
/** Longest video moment a note may point at: 24 hours. */
export const MAX_NOTE_POSITION = 24 * 3600;

const TEXT_MESSAGE = 'Vui lòng nhập nội dung ghi chú.';
const TEXT_TOO_LONG = 'Ghi chú tối đa 2.000 ký tự.';
const LECTURE_MESSAGE = 'Mã bài học không hợp lệ.';
const POSITION_MESSAGE = 'Thời điểm trong video phải là số giây từ 0 đến 86.400.';
const EDITED_AT_MESSAGE = 'Thời điểm sửa (editedAt) không hợp lệ.';

const editedAtField = z.iso.datetime({ error: EDITED_AT_MESSAGE, offset: true }).transform((text) => new Date(text));

export class NoteInputDto extends createZodDto(
  body({
    lectureId: z.string({ error: LECTURE_MESSAGE }).uuid(LECTURE_MESSAGE),
    positionSeconds: z.number({ error: POSITION_MESSAGE }).int(POSITION_MESSAGE).min(0, POSITION_MESSAGE).max(MAX_NOTE_POSITION, POSITION_MESSAGE),
    text: z.string({ error: TEXT_MESSAGE }).trim().min(1, TEXT_MESSAGE).max(MAX_NOTE_TEXT, TEXT_TOO_LONG),
    /** When the learner wrote this version, on the device: the latest one wins. */
    editedAt: editedAtField,
  }),
) {}

export class NoteDeleteQueryDto extends createZodDto(z.object({ editedAt: editedAtField.optional() })) {}

// ── Responses ──────────────────────────────────────────────────────────────────────────────────

export const noteViewSchema = z.object({
  clientId: z.string(),
  lectureId: z.string(),
  positionSeconds: z.number().int(),
  /** Plain text: shown as text, never as HTML. */
  text: z.string(),
  editedAt: z.string(),
  updatedAt: z.string(),
});
export type NoteView = z.infer<typeof noteViewSchema>;

export class NoteDto extends createZodDto(noteViewSchema) {}
export class NoteListDto extends createZodDto(z.object({ items: z.array(noteViewSchema) })) {}
export class NoteDeletedDto extends createZodDto(z.object({ clientId: z.string(), deleted: z.literal(true) })) {}
