import { Injectable } from '@nestjs/common';
import { LOCK_ORDER, type LockKind } from '../common/locks/row-locks';
import type { Db } from '../prisma/prisma.service';

/** Why a student lost a course: a refund that took the order line back in full. */
export type CourseAccessEndReason = 'refunded';

export interface CourseAccessEnded {
  userId: string;
  courseId: string;
  reason: CourseAccessEndReason;
}

export type CourseAccessEndedHandler = (tx: Db, event: CourseAccessEnded) => Promise<void>;

/**
 * The domain event "a student's access to a course ended", published inside the transaction that
 * ended it (the enrollment's deletion), so whatever other modules do about it (reviews leave the
 * figures, say) commits or rolls back with it. Handlers subscribe once, at module init, naming the kind
 * of row they lock; they run in the publisher's transaction, after the course rows are locked, in the
 * lock order of those kinds (docs/commerce.md), whatever order the modules started in.
 */
@Injectable()
export class CourseAccessEvents {
  private readonly handlers: { locks: LockKind; handle: CourseAccessEndedHandler }[] = [];

  onAccessEnded(locks: LockKind, handle: CourseAccessEndedHandler): void {
    this.handlers.push({ locks, handle });
    this.handlers.sort((a, b) => LOCK_ORDER.indexOf(a.locks) - LOCK_ORDER.indexOf(b.locks));
  }

  async accessEnded(tx: Db, event: CourseAccessEnded): Promise<void> {
    for (const { handle } of this.handlers) await handle(tx, event);
  }
}
