// Public entry: what the rest of the app may use from here (eslint local/boundaries).
export * from './api/reviewsApi';
export * from './components/ReviewCourseButton';
export * from './components/ReviewForm';
export * from './components/ReviewInvitation';
export * from './hooks/useReviewWriter';
export * from './reviewInvitation';
