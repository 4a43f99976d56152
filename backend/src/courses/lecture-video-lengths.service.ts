import { Injectable } from '@nestjs/common';
import { PrismaService } from '../prisma/prisma.service';
import { CatalogueCache } from './catalogue-cache';

/**
 * A lecture's length is its video's. A course saved while a video was still processing could not know
 * it (the lecture got 0, so a course showed '0 giây'); once the transcode has measured the video, its
 * lectures take the length and their courses' totals follow.
 */
@Injectable()
export class LectureVideoLengthsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly catalogue: CatalogueCache,
  ) {}

  async videoMeasured(mediaAssetId: string, durationSeconds: number): Promise<void> {
    const changed = await this.prisma.inTransaction(async (tx) => {
      const lectures = await tx.lecture.findMany({ where: { mediaAssetId, durationSeconds: { not: durationSeconds } }, select: { section: { select: { courseId: true } } } });
      if (!lectures.length) return false;
      await tx.lecture.updateMany({ where: { mediaAssetId }, data: { durationSeconds } });
      for (const courseId of new Set(lectures.map((lecture) => lecture.section.courseId))) {
        const total = await tx.lecture.aggregate({ where: { section: { courseId } }, _sum: { durationSeconds: true } });
        await tx.course.update({ where: { id: courseId }, data: { durationSeconds: total._sum.durationSeconds ?? 0 } });
      }
      return true;
    });
    if (changed) this.catalogue.clear();
  }
}
