import crypto from 'node:crypto';

export type CourseAccessCheck = 'ok' | 'invalid' | 'expired';

/** The header that carries a course access token to /api/learn/{slug}/content and /api/media/playback-url. */
export const COURSE_ACCESS_HEADER = 'x-course-access-token';

/**
 * Course access tokens: proof that this user passed the face check for this course, for a few
 * hours. `<userId>.<courseId>.<expiry unix seconds>.<HMAC-SHA256 base64url>`; nothing is stored.
 */
export class CourseAccessTokens {
  constructor(
    private readonly secret: string,
    private readonly ttlSeconds: number,
  ) {
    if (secret.length < 32) throw new Error('Khóa ký mã truy cập khóa học phải dài ít nhất 32 ký tự.');
  }

  issue(userId: string, courseId: string, nowSeconds = Math.floor(Date.now() / 1000)): { token: string; expiresAt: string } {
    const expiresAt = nowSeconds + this.ttlSeconds;
    return { token: `${userId}.${courseId}.${expiresAt}.${this.sign(userId, courseId, expiresAt)}`, expiresAt: new Date(expiresAt * 1000).toISOString() };
  }

  /** Whether `token` (anything from a header, possibly missing) lets `userId` into `courseId` now. */
  check(token: unknown, userId: string, courseId: string, nowSeconds = Math.floor(Date.now() / 1000)): CourseAccessCheck {
    if (typeof token !== 'string' || token.length > 200) return 'invalid';
    const [tokenUser, tokenCourse, exp, sig, ...rest] = token.split('.');
    if (rest.length || tokenUser !== userId || tokenCourse !== courseId || !/^\d{1,12}$/.test(exp ?? '') || !sig) return 'invalid';
    const expected = Buffer.from(this.sign(userId, courseId, Number(exp)), 'utf8');
    const given = Buffer.from(sig, 'utf8');
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return 'invalid';
    return Number(exp) < nowSeconds ? 'expired' : 'ok';
  }

  private sign(userId: string, courseId: string, expiresAt: number): string {
    return crypto.createHmac('sha256', this.secret).update(`${userId}:${courseId}:${expiresAt}`).digest('base64url');
  }
}
