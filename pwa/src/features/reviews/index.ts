// Public entry: what the rest of the app may use from here (eslint local/boundaries).
export * from './api/reviewsApi';
export * from './components/CourseReviews';
export * from './components/CourseReviewsSummary';
export * from './components/RatingDistribution';
export * from './components/RatingStars';
export * from './components/ReportReviewDialog';
export * from './components/ReviewCard';
export * from './components/ReviewCourseButton';
export * from './components/ReviewForm';
export * from './components/ReviewInvitation';
export * from './hooks/useReviewWriter';
export * from './reviewInvitation';
export * from './testData';
