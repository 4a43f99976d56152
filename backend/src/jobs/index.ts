// Public entry: what the rest of the app may use from here (eslint local/boundaries).
export { defineJob, JOB_PRIORITY, type JobLane, type JobPayload, type JobType } from './job-types';
export { JobsService } from './jobs.service';
