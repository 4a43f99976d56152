// Public entry: what the rest of the app may use from here (eslint local/boundaries).
export * from './components/LectureResourceList';
export type { LectureResource } from './api/resourcesApi';
