// Public entry: what the rest of the app may use from here (eslint local/boundaries).
export { defineJob, type JobPayload, type JobType } from './job-types';
export { JobsService } from './jobs.service';
