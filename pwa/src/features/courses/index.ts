// Public entry: what the rest of the app may use from here (eslint local/boundaries).
export * from './api/coursesApi';
export * from './components/CourseCard';
export * from './components/CourseRating';
export * from './components/CourseListFilters';
export * from './courseFormat';
export * from './courseStatusFilters';
export * from './testData';
