import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { paginationSchema } from '../common/http/responses';
import { limitQuery, pageQuery } from '../common/validation/fields';

export class NotificationsQueryDto extends createZodDto(z.object({ page: pageQuery, limit: limitQuery(10, 50) })) {}

export const notificationSchema = z.object({
  _id: z.string(),
  /** order_paid, deposit_credited, course_approved, course_rejected, ... (open ended). */
  type: z.string(),
  title: z.string(),
  body: z.string(),
  /** A path inside the app to open on click, e.g. /my-courses. */
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type NotificationView = z.infer<typeof notificationSchema>;

export class NotificationListDto extends createZodDto(z.object({ notifications: z.array(notificationSchema), unreadCount: z.number().int(), pagination: paginationSchema })) {}
export class NotificationReadDto extends createZodDto(z.object({ notification: notificationSchema, unreadCount: z.number().int() })) {}
export class UnreadCountDto extends createZodDto(z.object({ unreadCount: z.number().int() })) {}
