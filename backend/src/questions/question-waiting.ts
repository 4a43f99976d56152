import { Prisma } from '../prisma/prisma.service';

const HOUR_MS = 3_600_000;

/** A question still waiting for the instructor this long after it was asked reminds them (once). */
export const REMINDER_HOURS = 48;
export const REMINDER_MS = REMINDER_HOURS * HOUR_MS;
/** A question with no instructor answer after this long goes to the admins' list (and they are told, once). */
export const OVERDUE_DAYS = 7;
export const OVERDUE_MS = OVERDUE_DAYS * 24 * HOUR_MS;

/**
 * SQL: the question `q` (joined with its course as `c`) is waiting for the course's instructor: no
 * visible instructor answer, neither hidden nor deleted, and not asked by the instructor themselves
 * (nobody else would answer it for them). The reminder, the escalation and the digest read this.
 */
export const waitingForInstructor = Prisma.sql`q.status = 'open' AND q.hidden = FALSE AND q.deleted_at IS NULL AND q.user_id <> c.instructor_id`;
