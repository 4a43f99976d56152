// The course announcements' shapes, named from the API's own OpenAPI description (api/schema.d.ts).
import type { ApiResponse } from '../../../api/types';

export type CourseAnnouncementsPage = ApiResponse<'/api/courses/{courseId}/announcements', 'get'>;
export type AnnouncementView = CourseAnnouncementsPage['announcements'][number];
