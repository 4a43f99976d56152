// Public entry: what the rest of the app may use from here (eslint local/boundaries).
export { ANNOUNCEMENTS_UNSUBSCRIBED_MESSAGE, turnOffCourseAnnouncementMail } from './announcement-mail-optouts';
