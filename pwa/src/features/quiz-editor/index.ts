// Public entry: what the rest of the app may use from here (eslint local/boundaries).
export { QuizLectureButton } from './components/QuizLectureButton';
