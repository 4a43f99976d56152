import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppError, CommonErrors } from '../common/errors/app-error';
import type { MultipartForm } from '../common/http/multipart';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { CourseAccessTokens } from '../learning';
import { PrismaService } from '../prisma/prisma.service';
import { FaceAnalysis, FaceEngine } from './face-engine';
import { decodeFaceImage } from './face-image';
import { faceSimilarity } from './face-match';
import { FaceErrors } from './face.errors';

export const FACE_IMAGE_FIELD = 'faceImage';
export const FACE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export interface VerifyAccessResult {
  accessToken: string;
  expiresAt: string;
  enrolledNow: boolean;
}

type FaceOf = FaceAnalysis & { embedding: number[] };

/**
 * The face check before a course: the first check of a user enrols their face (only its embedding
 * is kept, never the photo); later checks must match it. A pass buys a course access token.
 */
@Injectable()
export class FaceVerificationService {
  private readonly logger = new Logger(FaceVerificationService.name);
  private readonly tokens: CourseAccessTokens;
  private readonly threshold: number;

  constructor(
    private readonly prisma: PrismaService,
    private readonly engine: FaceEngine,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.tokens = new CourseAccessTokens(config.learning.courseAccessSecret, config.learning.courseAccessTtlSeconds);
    this.threshold = config.learning.faceMatchThreshold;
  }

  async verifyAccess(userId: string, form: MultipartForm): Promise<VerifyAccessResult> {
    try {
      const courseId = form.fields.courseId?.trim();
      if (!courseId) throw CommonErrors.raise('VALIDATION_FAILED', 'Vui lòng gửi mã khóa học (courseId).');
      const file = form.files.get(FACE_IMAGE_FIELD);
      if (!file) throw FaceErrors.raise('FACE_IMAGE_REQUIRED');
      const enrollment = await this.prisma.enrollment.findUnique({ where: { userId_courseId: { userId, courseId } }, select: { id: true } });
      if (!enrollment) throw FaceErrors.raise('NOT_ENROLLED');
      const face = await this.singleFace(file.data);
      const enrolledNow = await this.matchOrEnrol(userId, face);
      const { token, expiresAt } = this.tokens.issue(userId, courseId);
      return { accessToken: token, expiresAt, enrolledNow };
    } catch (error) {
      if (error instanceof AppError) throw error;
      this.logger.error(`Face check failed: ${error instanceof Error ? error.message : String(error)}`);
      throw FaceErrors.raise('FACE_CHECK_FAILED');
    }
  }

  /** Forgets a user's face: their next check enrols again. */
  async resetProfile(userId: string): Promise<{ message: string }> {
    const user = await this.prisma.user.findUnique({ where: { id: userId }, select: { id: true } });
    if (!user) throw FaceErrors.raise('USER_NOT_FOUND');
    await this.prisma.faceProfile.deleteMany({ where: { userId } });
    return { message: 'Đã xóa khuôn mặt đã đăng ký. Người dùng sẽ đăng ký lại ở lần xác thực tới.' };
  }

  private async singleFace(data: Buffer): Promise<FaceOf> {
    const image = await decodeFaceImage(data);
    if (!image) throw FaceErrors.raise('FACE_IMAGE_INVALID');
    const analysis = await this.engine.analyse(image);
    if (analysis.faceCount > 1) throw FaceErrors.raise('FACE_MULTIPLE');
    // A face too small or blurred to describe counts as not found: the advice is the same.
    if (!analysis.embedding) throw FaceErrors.raise('FACE_NOT_FOUND');
    return { ...analysis, embedding: analysis.embedding };
  }

  /** True when this check enrolled the face; throws FACE_MISMATCH when it is not the enrolled one. */
  private async matchOrEnrol(userId: string, face: FaceOf): Promise<boolean> {
    const profile = await this.prisma.faceProfile.findUnique({ where: { userId } });
    if (!profile) {
      // Of two first checks at once, one enrols and the other is compared with it.
      const { count } = await this.prisma.faceProfile.createMany({ data: [{ userId, embedding: face.embedding, modelVersion: face.modelVersion }], skipDuplicates: true });
      return count === 1 || this.matchOrEnrol(userId, face);
    }
    if (profile.modelVersion !== face.modelVersion) {
      // Embeddings of another model version cannot be compared: enrol again with the current one.
      await this.prisma.faceProfile.update({ where: { userId }, data: { embedding: face.embedding, modelVersion: face.modelVersion } });
      return true;
    }
    const stored = Array.isArray(profile.embedding) ? (profile.embedding as number[]) : [];
    const similarity = faceSimilarity(stored, face.embedding);
    this.logger.log(`Face check of user ${userId}: similarity ${similarity.toFixed(3)} (threshold ${this.threshold})`);
    if (similarity < this.threshold) throw FaceErrors.raise('FACE_MISMATCH');
    return false;
  }
}
