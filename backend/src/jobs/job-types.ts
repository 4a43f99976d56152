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
}

export type JobPayload<T> = T extends JobType<infer Payload> ? Payload : never;

export function defineJob<Payload>(name: string, schema: z.ZodType<Payload>): JobType<Payload> {
  return { name, schema };
}

/** The problems zod found in a payload, on one line (for the exception and the log). */
export function payloadProblems(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(gốc)'}: ${issue.message}`).join('; ');
}
