// Public entry: what the rest of the app may use from here (eslint local/boundaries).
export { keepQuestionsOffline } from './api/questionsApi';
export { QuestionsTab } from './components/QuestionsTab';
export type { LectureRef, PlayerControls } from './questionFormat';
export { formatVideoSecond } from './questionFormat';
export * from './testData';
