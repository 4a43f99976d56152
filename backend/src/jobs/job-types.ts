import type { z } from 'zod';

/**
 * A kind of background job: its name in the `jobs` table and the schema of its payload. Declared
 * once, next to the code that handles it (`defineJob('mail.send', z.object({ emailId: z.string() }))`);
 * `JobsService.enqueue` and `registerHandler` take the declaration, so the payload is typed where a
 * job is queued and where it runs, and checked at both ends (a row queued by an older release with
 * another shape fails with one clear log line instead of deep inside a handler).
 */
export interface JobType<Payload> {
  readonly name: string;
  readonly schema: z.ZodType<Payload>;
  /**
   * 'slow': minutes of CPU a job (a transcode). Slow jobs run in their own lane, one at a time, so a
   * verification mail or a push never waits behind a queue of videos.
   */
  readonly lane: JobLane;
}

export type JobLane = 'quick' | 'slow';

/** Higher runs first within a lane: a backfill queued by the seed waits for what users asked for. */
export const JOB_PRIORITY = { normal: 0, backfill: -10 } as const;

export type JobPayload<T> = T extends JobType<infer Payload> ? Payload : never;

export function defineJob<Payload>(name: string, schema: z.ZodType<Payload>, options: { lane?: JobLane } = {}): JobType<Payload> {
  return { name, schema, lane: options.lane ?? 'quick' };
}

/** The problems zod found in a payload, on one line (for the exception and the log). */
export function payloadProblems(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(gốc)'}: ${issue.message}`).join('; ');
}
