// Public entry: what the rest of the app may use from here (eslint local/boundaries).
export * from './api/certificatesApi';
export * from './components/CourseCertificatesSummary';
export * from './components/CourseFinished';
