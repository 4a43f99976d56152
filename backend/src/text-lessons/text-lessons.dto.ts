import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { body } from '../common/validation/fields';
import { textDocumentSchema } from './text-document';

export class TextLessonInputDto extends createZodDto(body({ document: textDocumentSchema })) {}

export class ManagedTextLessonDto extends createZodDto(
  z.object({
    lesson: z.object({
      lectureId: z.string(),
      lectureTitle: z.string(),
      courseId: z.string(),
      /** The saved document (TipTap JSON, docs/learning.md "Text lessons"), or null before the first save. */
      document: z.record(z.string(), z.unknown()).nullable(),
    }),
  }),
) {}
export type ManagedTextLesson = ManagedTextLessonDto['lesson'];
