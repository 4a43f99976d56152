import { z } from 'zod';
import { defineJob, JobPayload } from '../jobs';
import type { JobsService } from '../jobs/jobs.service';
import { type Db, Prisma } from '../prisma/prisma.service';
import { sendTogether } from '../prisma/insert-rows';

/** What can start an automated scenario for a user (a broadcast starts at its own time instead). */
export const MARKETING_TRIGGERS = ['user_registered', 'email_verified', 'order_paid', 'checkout_abandoned', 'course_completed', 'affiliate_joined', 'commission_approved'] as const;
export type MarketingTrigger = (typeof MARKETING_TRIGGERS)[number];

const marketingEvent = z.object({
  trigger: z.enum(MARKETING_TRIGGERS),
  userId: z.string(),
  /** The courses and tools the event is about (an order's lines, the completed course). */
  courseIds: z.array(z.string()).optional(),
  toolIds: z.array(z.string()).optional(),
});
export type MarketingEvent = z.infer<typeof marketingEvent>;

/** Something that happened to a user, and when (scenarios' re-entry rules count from it). */
export const MARKETING_EVENT_JOB = defineJob('marketing.event', marketingEvent.extend({ at: z.iso.datetime() }));
export type QueuedMarketingEvent = JobPayload<typeof MARKETING_EVENT_JOB>;

/**
 * Records that something happened to a user, in the caller's transaction (the job exists exactly
 * when the change does); the marketing module enrolls them in the scenarios this starts. An event no
 * active scenario starts on is not queued: the INSERT itself looks (at a launch, every paid order's
 * event was a job that found nothing to do: its claim, its read and its done mark).
 */
export async function queueMarketingEvent(jobs: JobsService, db: Db, event: MarketingEvent): Promise<void> {
  await sendTogether(db, [marketingEventStatement(jobs, event)]);
}

/** The INSERT queueMarketingEvent sends, for a caller that sends it with its other writes (sendTogether). */
export function marketingEventStatement(jobs: JobsService, event: MarketingEvent): Prisma.Sql {
  return jobs.enqueueStatement(
    MARKETING_EVENT_JOB,
    { ...event, at: new Date().toISOString() },
    { onlyIf: Prisma.sql`EXISTS (SELECT 1 FROM email_scenarios WHERE \`trigger\` = ${event.trigger} AND status = 'active')` },
  );
}
