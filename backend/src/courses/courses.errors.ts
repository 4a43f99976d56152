import { defineErrors } from '../common/errors/app-error';

export const CoursesErrors = defineErrors('Courses', {
  COURSE_NOT_FOUND: [404, 'Không tìm thấy khóa học.'],
  CATEGORY_NOT_FOUND: [400, 'Danh mục đã chọn không tồn tại.'],
  INSTRUCTOR_NOT_FOUND: [400, 'Giảng viên đã chọn không tồn tại hoặc không phải giảng viên.'],
  MEDIA_NOT_OWNED: [400, 'Video bài giảng không tồn tại hoặc không thuộc thư viện của giảng viên khóa học.'],
  MEDIA_REMOVED_MEANWHILE: [409, 'Một video hoặc tài liệu của bài giảng vừa bị xóa khỏi thư viện media. Vui lòng chọn lại rồi lưu.'],
  RESOURCE_NOT_OWNED: [400, 'Tài liệu đính kèm phải là tài liệu (PDF, DOCX, XLSX, PPTX, ZIP) hoặc ảnh trong thư viện media của giảng viên khóa học.'],
  SECTION_NOT_IN_COURSE: [400, 'Chương học không thuộc khóa học này.'],
  LECTURE_NOT_IN_COURSE: [400, 'Bài giảng không thuộc khóa học này.'],
  DUPLICATE_CURRICULUM_ID: [400, 'Một chương hoặc bài giảng xuất hiện hai lần trong giáo trình.'],
  IMAGE_INVALID: [400, 'Ảnh phải là tệp JPG, PNG, WebP, GIF hoặc AVIF hợp lệ.'],
  THUMBNAIL_KEY_UNKNOWN: [400, 'Ảnh bài giảng được gửi kèm không khớp với bài giảng nào (thumbnailKey).'],
  EMPTY_CURRICULUM: [400, 'Khóa học cần có ít nhất một bài giảng trước khi gửi duyệt.'],
  EMPTY_QUIZ: [400, 'Bài kiểm tra chưa có câu hỏi nào.'],
  EMPTY_TEXT_LESSON: [400, 'Bài đọc chưa có nội dung.'],
  NOT_PENDING: [409, 'Khóa học không ở trạng thái chờ duyệt.'],
  REJECT_REASON_REQUIRED: [400, 'Vui lòng nhập lý do từ chối khóa học.'],
  DELETE_FAILED: [409, 'Không thể xóa khóa học.'],
});
