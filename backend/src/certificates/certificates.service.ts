import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { mayActOn, type Actor } from '../common/access/ownership';
import { lockCertificate } from '../common/locks/row-locks';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { CourseAccessEnded, CourseAccessEvents, CourseCompletionEvents } from '../learning';
import { Db, PrismaService } from '../prisma/prisma.service';
import { newCertificateCode, normaliseCertificateCode } from './certificate-code';
import { normaliseName } from './certificate-format';
import { certificatePdf } from './certificate-pdf';
import type { CertificateView } from './certificates.dto';
import { CertificatesErrors } from './certificates.errors';

/** Codes drawn before giving up on a collision of 50 random bits (never seen; a bug if it happens). */
const CODE_ATTEMPTS = 5;
/** How many of a course's certificates its page lists. */
const COURSE_LIST_LIMIT = 100;

/** A certificate as the verification page and the PDF show it. */
export interface PublicCertificate {
  code: string;
  recipientName: string;
  courseTitle: string;
  courseSlug: string;
  instructorName: string;
  completedAt: Date;
  durationSeconds: number;
  revokedAt: Date | null;
}

const publicSelect = {
  code: true,
  recipientName: true,
  courseTitle: true,
  instructorName: true,
  completedAt: true,
  durationSeconds: true,
  revokedAt: true,
  course: { select: { slug: true } },
} as const;

/**
 * Certificates of completion (docs/learning.md, "Certificates"). Issued in the transaction of the
 * progress update that leaves a course complete (learning's CourseCompletionEvents, the enrollment row
 * locked), at most once per learner and course (unique key, INSERT IGNORE); revoked in the transaction
 * of a full refund (CourseAccessEvents); reinstated, same code, when the learner buys the course again
 * and a progress update finds it complete.
 */
@Injectable()
export class CertificatesService implements OnModuleInit {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly completion: CourseCompletionEvents,
    private readonly courseAccess: CourseAccessEvents,
  ) {}

  onModuleInit(): void {
    this.completion.onCompleted((tx, event) => this.issue(tx, event.userId, event.courseId));
    this.courseAccess.onAccessEnded('certificate', (tx, event) => this.revoke(tx, event));
  }

  verifyUrl(code: string): string {
    return `${this.config.publicUrl}/certificates/${code}`;
  }

  /** In the progress transaction: the course is complete for this learner. Idempotent. */
  async issue(tx: Db, userId: string, courseId: string): Promise<void> {
    const existing = await tx.certificate.findUnique({ where: { userId_courseId: { userId, courseId } }, select: { id: true, revokedAt: true } });
    if (existing) {
      if (existing.revokedAt) await tx.certificate.update({ where: { id: existing.id }, data: { revokedAt: null, revokedReason: null } });
      return;
    }
    const [user, course, last] = await Promise.all([
      tx.user.findUniqueOrThrow({ where: { id: userId }, select: { name: true, certificateName: { select: { fullName: true } } } }),
      tx.course.findUniqueOrThrow({ where: { id: courseId }, select: { title: true, durationSeconds: true, instructor: { select: { name: true } } } }),
      tx.lectureProgress.aggregate({ where: { userId, courseId, completed: true }, _max: { completedAt: true } }),
    ]);
    const recipientName = user.certificateName?.fullName ?? normaliseName(user.name);
    const completedAt = last._max.completedAt ?? new Date();
    for (let attempt = 1; attempt <= CODE_ATTEMPTS; attempt++) {
      // The unique (user, course) key makes a second writer's insert a no-op, whatever got there first.
      const inserted = await tx.$executeRaw`
        INSERT IGNORE INTO certificates (id, code, user_id, course_id, recipient_name, course_title, instructor_name, duration_seconds, completed_at, issued_at)
        VALUES (UUID(), ${newCertificateCode()}, ${userId}, ${courseId}, ${recipientName}, ${course.title}, ${normaliseName(course.instructor.name)}, ${course.durationSeconds}, ${completedAt}, NOW(3))`;
      if (inserted > 0) return;
      if (await tx.certificate.findUnique({ where: { userId_courseId: { userId, courseId } }, select: { id: true } })) return;
    }
    throw new Error('Không sinh được mã chứng chỉ chưa dùng.');
  }

  /** "Course access ended" (a full refund), in the refund's transaction: the certificate is revoked. */
  private async revoke(tx: Db, event: CourseAccessEnded): Promise<void> {
    const row = await lockCertificate(tx, event.userId, event.courseId);
    if (!row || row.revoked_at) return;
    await tx.certificate.update({ where: { id: row.id }, data: { revokedAt: new Date(), revokedReason: event.reason } });
  }

  /** The learner's certificates, newest first, and the name they carry. */
  async mine(userId: string) {
    const [user, rows] = await Promise.all([
      this.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { name: true, certificateName: { select: { fullName: true } } } }),
      this.prisma.certificate.findMany({ where: { userId }, orderBy: { completedAt: 'desc' }, select: { ...publicSelect, courseId: true } }),
    ]);
    return {
      fullName: user.certificateName?.fullName ?? normaliseName(user.name),
      nameConfirmed: user.certificateName !== null,
      certificates: rows.map((row): CertificateView => this.view(row)),
    };
  }

  /**
   * The learner confirms (or corrects) their full name once: it goes on every certificate they have and
   * will have. The same name again is answered as done (a double tap); another name is refused.
   */
  async confirmName(userId: string, fullName: string) {
    const name = normaliseName(fullName);
    return this.prisma.inTransaction(async (tx) => {
      const inserted = await tx.$executeRaw`INSERT IGNORE INTO certificate_names (user_id, full_name, confirmed_at) VALUES (${userId}, ${name}, NOW(3))`;
      if (inserted === 0) {
        const stored = await tx.certificateName.findUniqueOrThrow({ where: { userId } });
        if (stored.fullName !== name) throw CertificatesErrors.raise('CERTIFICATE_NAME_CONFIRMED');
      }
      await tx.certificate.updateMany({ where: { userId }, data: { recipientName: name } });
      return { fullName: name, nameConfirmed: true as const };
    });
  }

  /** A course's certificates for its instructor or an admin; anyone else: the course does not exist. */
  async forCourse(actor: Actor, courseId: string) {
    const course = await this.prisma.course.findUnique({ where: { id: courseId }, select: { instructorId: true } });
    if (!course || !mayActOn(actor, course.instructorId)) throw CertificatesErrors.raise('CERTIFICATE_COURSE_NOT_FOUND');
    const [issuedCount, revokedCount, rows] = await Promise.all([
      this.prisma.certificate.count({ where: { courseId, revokedAt: null } }),
      this.prisma.certificate.count({ where: { courseId, revokedAt: { not: null } } }),
      this.prisma.certificate.findMany({
        where: { courseId },
        orderBy: { issuedAt: 'desc' },
        take: COURSE_LIST_LIMIT,
        select: { code: true, recipientName: true, completedAt: true, revokedAt: true },
      }),
    ]);
    return {
      issuedCount,
      revokedCount,
      certificates: rows.map((row) => ({
        code: row.code,
        recipientName: row.recipientName,
        completedAt: row.completedAt.toISOString(),
        revoked: row.revokedAt !== null,
        verifyUrl: this.verifyUrl(row.code),
      })),
    };
  }

  /** The certificate with this code; null when the code is malformed or unknown. */
  async byCode(input: string): Promise<PublicCertificate | null> {
    const code = normaliseCertificateCode(input);
    if (!code) return null;
    const row = await this.prisma.certificate.findUnique({ where: { code }, select: publicSelect });
    return row ? { ...row, courseSlug: row.course.slug } : null;
  }

  /** The PDF, for anyone with the code (as public as the verification page); not for a revoked one. */
  async pdf(input: string): Promise<{ code: string; pdf: Buffer }> {
    if (!normaliseCertificateCode(input)) throw CertificatesErrors.raise('CERTIFICATE_CODE_INVALID');
    const certificate = await this.byCode(input);
    if (!certificate) throw CertificatesErrors.raise('CERTIFICATE_NOT_FOUND');
    if (certificate.revokedAt) throw CertificatesErrors.raise('CERTIFICATE_REVOKED');
    const pdf = await certificatePdf({ ...certificate, verifyUrl: this.verifyUrl(certificate.code) });
    return { code: certificate.code, pdf };
  }

  private view(row: {
    code: string;
    courseId: string;
    recipientName: string;
    courseTitle: string;
    instructorName: string;
    completedAt: Date;
    durationSeconds: number;
    revokedAt: Date | null;
    course: { slug: string };
  }): CertificateView {
    return {
      code: row.code,
      courseId: row.courseId,
      courseSlug: row.course.slug,
      courseTitle: row.courseTitle,
      instructorName: row.instructorName,
      recipientName: row.recipientName,
      completedAt: row.completedAt.toISOString(),
      durationSeconds: row.durationSeconds,
      revoked: row.revokedAt !== null,
      verifyUrl: this.verifyUrl(row.code),
      pdfUrl: `/api/certificates/${row.code}/pdf`,
    };
  }
}
