import { defineErrors } from '../common/errors/app-error';

export const MarketingErrors = defineErrors('Marketing', {
  TEMPLATE_NOT_FOUND: [404, 'Không tìm thấy mẫu email.'],
  TEMPLATE_INVALID: [400, 'Mẫu email không hợp lệ.'],
  TEMPLATE_IN_USE: [409, 'Mẫu email đang được dùng bởi chiến dịch đang chạy hoặc tạm dừng. Hãy đổi mẫu của chiến dịch đó trước khi xóa.'],
  COURSE_IN_TEMPLATE_MISSING: [400, 'Khối khóa học trỏ tới một khóa học không còn tồn tại.'],
  SCENARIO_NOT_FOUND: [404, 'Không tìm thấy kịch bản email.'],
  SCENARIO_INVALID: [400, 'Kịch bản email không hợp lệ.'],
  SCENARIO_STARTED: [409, 'Chiến dịch gửi hàng loạt này đã bắt đầu gửi: không đổi được thời gian gửi hay người nhận nữa.'],
  SCENARIO_HAS_SENDS: [409, 'Kịch bản đã gửi thư cho người nhận: hãy tạm dừng thay vì xóa để giữ kết quả.'],
  CAMPAIGN_NOT_FOUND: [404, 'Không tìm thấy chiến dịch email.'],
  CAMPAIGN_INVALID: [400, 'Chiến dịch email không hợp lệ.'],
  CAMPAIGN_SCENARIO_MISMATCH: [409, 'Chiến dịch không thuộc kịch bản cũ đã nêu (có thể vừa được chuyển ở nơi khác). Hãy tải lại trang.'],
  CAMPAIGN_HAS_SENDS: [409, 'Chiến dịch đã gửi thư: hãy tạm dừng thay vì xóa để giữ kết quả.'],
  AUDIENCE_INVALID: [400, 'Điều kiện người nhận không hợp lệ.'],
  SUPPRESSION_NOT_FOUND: [404, 'Địa chỉ này không có trong danh sách chặn gửi.'],
  LINK_INVALID: [404, 'Liên kết không hợp lệ hoặc đã hết hạn.'],
  WEBHOOK_NOT_CONFIGURED: [404, 'Chưa cấu hình webhook thư trả về.'],
  WEBHOOK_SIGNATURE_INVALID: [401, 'Chữ ký webhook không hợp lệ.'],
});
