import { defineErrors } from '../common/errors/app-error';

export const AnnouncementsErrors = defineErrors('Announcements', {
  ANNOUNCEMENT_COURSE_NOT_FOUND: [404, 'Không tìm thấy khóa học.'],
  ANNOUNCEMENT_ACCESS_ENDED: [403, 'Bạn không còn quyền truy cập khóa học này nên không xem được thông báo của khóa học.'],
  ANNOUNCEMENT_LINK_INVALID: [404, 'Liên kết không hợp lệ hoặc đã hết hạn.'],
  ANNOUNCEMENT_TEST_MAIL_LINK: [400, 'Đây là thư gửi thử: liên kết trong thư thử không thay đổi gì.'],
  ANNOUNCEMENT_ONE_CLICK_BODY_REQUIRED: [
    400,
    'Yêu cầu hủy nhận thư một chạm phải gửi nội dung "List-Unsubscribe=One-Click" (RFC 8058). Để tắt thư thông báo, hãy mở liên kết trong thư.',
  ],
  ANNOUNCEMENT_PREFERENCE_COURSE_NOT_FOUND: [404, 'Bạn không học khóa học này nên không có thư thông báo nào để bật hay tắt.'],
});
