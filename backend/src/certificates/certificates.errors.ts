import { defineErrors } from '../common/errors/app-error';

/** Texts of the certificates contract (issue 31); the PWA shows them as they are. */
export const CertificatesErrors = defineErrors('Certificates', {
  CERTIFICATE_NOT_FOUND: [404, 'Không tìm thấy chứng chỉ.'],
  CERTIFICATE_REVOKED: [410, 'Chứng chỉ này đã bị thu hồi.'],
  CERTIFICATE_CODE_INVALID: [400, 'Mã chứng chỉ không hợp lệ.'],
  CERTIFICATE_COURSE_NOT_FOUND: [404, 'Không tìm thấy khóa học.'],
  CERTIFICATE_NAME_CONFIRMED: [409, 'Bạn đã xác nhận họ tên trên chứng chỉ. Vui lòng liên hệ hỗ trợ nếu cần sửa.'],
});
