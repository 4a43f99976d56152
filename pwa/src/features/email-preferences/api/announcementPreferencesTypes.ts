// The announcement mail switches' shapes, named from the API's own OpenAPI description (api/schema.d.ts).
import type { ApiBody, ApiResponse } from '../../../api/types';

/** allCourses false turns off every course's announcement mail; `courses` are the courses the user is enrolled in. */
export type AnnouncementMailPreferences = ApiResponse<'/api/email-preferences/announcements', 'get'>;

/** No courseId: the 'all courses' switch. */
export type AnnouncementMailChange = ApiBody<'/api/email-preferences/announcements', 'put'>;
