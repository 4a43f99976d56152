// Public entry: what the rest of the app may use from here (eslint local/boundaries).
export * from './course-access-token.decorator';
export * from './course-access-tokens';
export * from './course-progress';
export * from './course-completion';
export * from './course-access-events';
export * from './learner-writes';
export * from './course-readers';
export { ProgressService } from './progress.service';
