import type { JobsService } from '../jobs/jobs.service';
import type { Db } from '../prisma/prisma.service';

export const MARKETING_EVENT_JOB = 'marketing.event';

/** What can start an automated scenario for a user (a broadcast starts at its own time instead). */
export type MarketingTrigger = 'user_registered' | 'email_verified' | 'order_paid' | 'checkout_abandoned' | 'course_completed' | 'affiliate_joined' | 'commission_approved';

export interface MarketingEvent {
  trigger: MarketingTrigger;
  userId: string;
  /** The courses and tools the event is about (an order's lines, the completed course). */
  courseIds?: string[];
  toolIds?: string[];
}

/**
 * Records that something happened to a user, in the caller's transaction (the job exists exactly
 * when the change does); the marketing module enrolls them in the scenarios this starts.
 */
export async function queueMarketingEvent(jobs: JobsService, db: Db, event: MarketingEvent): Promise<void> {
  await jobs.enqueue(db, MARKETING_EVENT_JOB, { ...event, at: new Date().toISOString() });
}
