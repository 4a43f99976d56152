import { Injectable } from '@nestjs/common';
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
 * figures, say) commits or rolls back with it. Handlers subscribe once, at module init; they run in
 * order, in the publisher's transaction, after the course rows are locked (docs/commerce.md, lock order).
 */
@Injectable()
export class CourseAccessEvents {
  private readonly handlers: CourseAccessEndedHandler[] = [];

  onAccessEnded(handler: CourseAccessEndedHandler): void {
    this.handlers.push(handler);
  }

  async accessEnded(tx: Db, event: CourseAccessEnded): Promise<void> {
    for (const handler of this.handlers) await handler(tx, event);
  }
}
