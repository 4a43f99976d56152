// Public entry: what the rest of the app may use from here (eslint local/boundaries).
export * from './components/ProgressBar';
export * from './components/SyncStateBadge';
export * from './courseAccessErrors';
export * from './courseProgress';
export * from './hooks/useOnlineStatus';
export * from './offline/courseCache';
export { pendingReviewEntries, queueReview, reviewOutcome, type ReviewIntent } from './sync/reviewOutbox';
export { courseNotes, deleteNote, mergeServerNotes, refreshCourseNotes, saveNote, type NoteDraft } from './sync/noteOutbox';
export type { ServerNote } from './api/noteOutboxApi';
export { dismissPostRefusal, onPostSent, pendingPosts, postRefusals, queueAnswer, queueQuestion, type PostOutboxEntry, type QuestionDraft } from './sync/postOutbox';
export { getSyncPhase, subscribeSyncPhase } from './sync/syncPhase';
export * from './sync/syncScheduler';
export * from './testData';
