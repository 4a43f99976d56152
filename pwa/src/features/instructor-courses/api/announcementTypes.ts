// The instructor's announcement routes' shapes, named from the API's own OpenAPI description (api/schema.d.ts).
import type { ApiBody, ApiResponse } from '../../../api/types';

export type SentAnnouncementsPage = ApiResponse<'/api/instructor/courses/{courseId}/announcements', 'get'>;
/** As the instructor sees a sent announcement: how many it was for, and how many it reached so far (fan-out runs in jobs). */
export type SentAnnouncement = SentAnnouncementsPage['announcements'][number];
export type AnnouncementInput = ApiBody<'/api/instructor/courses/{courseId}/announcements', 'post'>;
export type PostAnnouncementResult = ApiResponse<'/api/instructor/courses/{courseId}/announcements', 'post'>;
export type AnnouncementView = PostAnnouncementResult['announcement'];
