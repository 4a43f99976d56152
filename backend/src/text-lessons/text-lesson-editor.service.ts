import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client';
import { type Actor, requireOwnership } from '../common/access/ownership';
import { PrismaService } from '../prisma/prisma.service';
import { imageSources, type TextNode } from './text-document';
import type { ManagedTextLesson, TextLessonInputDto } from './text-lessons.dto';
import { TextLessonsErrors } from './text-lessons.errors';

const notFound = () => TextLessonsErrors.raise('TEXT_LESSON_NOT_FOUND');

/**
 * The instructor's side of a text lesson (docs/learning.md, "Text lessons"): its document, saved whole.
 * The course's instructor or an admin; to anyone else the lesson does not exist (404).
 */
@Injectable()
export class TextLessonEditorService {
  constructor(private readonly prisma: PrismaService) {}

  async get(actor: Actor, lectureId: string): Promise<{ lesson: ManagedTextLesson }> {
    const lecture = await this.ownedTextLecture(actor, lectureId);
    return { lesson: this.view(lecture, lecture.textDocument) };
  }

  async save(actor: Actor, lectureId: string, input: TextLessonInputDto): Promise<{ lesson: ManagedTextLesson }> {
    const lecture = await this.ownedTextLecture(actor, lectureId);
    const document = input.document as TextNode;
    await this.checkImages(lecture.instructorId, document);
    await this.prisma.lecture.update({ where: { id: lectureId }, data: { textDocument: document as Prisma.InputJsonValue } });
    return { lesson: this.view(lecture, document) };
  }

  /** Images come from the course instructor's media library: an image they uploaded, nothing else. */
  private async checkImages(instructorId: string, document: TextNode): Promise<void> {
    const urls = [...new Set(imageSources(document))];
    if (!urls.length) return;
    const found = await this.prisma.mediaAsset.count({ where: { ownerId: instructorId, kind: 'image', posterUrl: { in: urls } } });
    if (found !== urls.length) throw TextLessonsErrors.raise('TEXT_LESSON_IMAGE_INVALID');
  }

  private view(lecture: { id: string; title: string; courseId: string }, document: unknown): ManagedTextLesson {
    return { lectureId: lecture.id, lectureTitle: lecture.title, courseId: lecture.courseId, document: (document ?? null) as ManagedTextLesson['document'] };
  }

  private async ownedTextLecture(actor: Actor, lectureId: string) {
    const lecture = await this.prisma.lecture.findUnique({
      where: { id: lectureId },
      select: { id: true, title: true, kind: true, textDocument: true, section: { select: { course: { select: { id: true, instructorId: true } } } } },
    });
    const owned = requireOwnership(lecture?.kind === 'text' ? lecture : null, (row) => row.section.course.instructorId, actor, notFound);
    return { id: owned.id, title: owned.title, textDocument: owned.textDocument, courseId: owned.section.course.id, instructorId: owned.section.course.instructorId };
  }
}
