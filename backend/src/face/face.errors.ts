import { defineErrors } from '../common/errors/app-error';

export const FaceErrors = defineErrors('Face', {
  FACE_IMAGE_REQUIRED: [400, 'Vui lòng gửi kèm ảnh khuôn mặt (faceImage).'],
  FACE_IMAGE_INVALID: [400, 'Ảnh khuôn mặt phải là ảnh JPEG hoặc PNG, tối đa 5 MB.'],
  FACE_NOT_FOUND: [400, 'Không tìm thấy khuôn mặt trong ảnh. Hãy nhìn thẳng vào camera, đủ ánh sáng.'],
  FACE_MULTIPLE: [400, 'Ảnh có nhiều hơn một khuôn mặt. Chỉ mình bạn trong khung hình nhé.'],
  FACE_MISMATCH: [403, 'Khuôn mặt không khớp với người đã đăng ký tài khoản này.'],
  FACE_CHECK_FAILED: [500, 'Lỗi khi xác thực khuôn mặt.'],
  NOT_ENROLLED: [403, 'Bạn chưa đăng ký khóa học này.'],
  USER_NOT_FOUND: [404, 'Không tìm thấy người dùng.'],
});
