// Public entry: what the rest of the app may use from here (eslint local/boundaries).
export * from './components/ProgressBar';
export * from './components/SyncStateBadge';
export * from './courseAccessErrors';
export * from './courseProgress';
export * from './offline/courseCache';
export * from './sync/syncScheduler';
export * from './testData';
