import { z } from 'zod';
import { defineJob, JobPayload } from '../jobs';

/** The job that delivers one notification to one subscribed device (retried on its own). */
export const PUSH_SEND_JOB = defineJob(
  'push.send',
  z.object({
    subscriptionId: z.string(),
    title: z.string(),
    body: z.string(),
    /** A path inside the app that a click on the notification opens. */
    url: z.string(),
  }),
);

export type PushSendPayload = JobPayload<typeof PUSH_SEND_JOB>;

/** A push message expires after a day: news that old is better read in the app. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

// 2 s doubling to about 8.5 minutes between attempts: about 34 minutes in all, well inside the TTL.
export const PUSH_MAX_ATTEMPTS = 10;
