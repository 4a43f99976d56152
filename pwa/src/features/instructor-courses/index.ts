// Public entry: what the rest of the app may use from here (eslint local/boundaries).
export * from './components/CourseEditorForm';
export * from './courseDraft';
export { useMyCourse } from './api/instructorCoursesApi';
