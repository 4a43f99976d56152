import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../common/access/auth-user';
import { CourseAccessTokens, courseReader } from '../learning';
import { MediaFilesService } from '../media/media-files.service';
import { PrismaService } from '../prisma/prisma.service';
import { LectureResourcesErrors } from './lecture-resources.errors';

/**
 * Downloads of a lecture's resources (docs/learning.md, "Resources"). Who may see the lecture may
 * download its files: anyone for a free-preview lecture of a published course; the course's instructor
 * and admins; its enrolled students past the face check (a valid course access token), like its videos.
 */
@Injectable()
export class LectureResourcesService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly files: MediaFilesService,
    private readonly courseAccess: CourseAccessTokens,
  ) {}

  async link(user: AuthUser | undefined, lectureId: string, mediaId: string, courseAccessToken?: string): Promise<{ url: string; expiresAt: string }> {
    const resource = await this.prisma.lectureResource.findUnique({
      where: { lectureId_mediaAssetId: { lectureId, mediaAssetId: mediaId } },
      select: { lecture: { select: { isFreePreview: true, section: { select: { course: { select: { id: true, status: true } } } } } } },
    });
    if (!resource) throw LectureResourcesErrors.raise('RESOURCE_NOT_FOUND');
    const { course } = resource.lecture.section;
    const freePreview = resource.lecture.isFreePreview && course.status === 'published';
    if (!freePreview) await this.requireAccess(user, course.id, courseAccessToken);
    return this.files.link(mediaId);
  }

  private async requireAccess(user: AuthUser | undefined, courseId: string, courseAccessToken?: string): Promise<void> {
    const reader = user ? await courseReader(this.prisma, user, courseId) : null;
    if (reader === 'ended') throw LectureResourcesErrors.raise('RESOURCE_ACCESS_ENDED');
    if (!reader) throw LectureResourcesErrors.raise('RESOURCE_FORBIDDEN');
    if (reader.teaches) return;
    if (this.courseAccess.check(courseAccessToken, user!.id, courseId) !== 'ok') throw LectureResourcesErrors.raise('COURSE_ACCESS_INVALID');
  }
}
