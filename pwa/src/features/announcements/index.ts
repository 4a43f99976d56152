// Public entry: what the rest of the app may use from here (eslint local/boundaries).
export { keepAnnouncementsOffline, type AnnouncementView, type CourseAnnouncementsPage } from './api/announcementsApi';
export { AnnouncementsTab } from './components/AnnouncementsTab';
