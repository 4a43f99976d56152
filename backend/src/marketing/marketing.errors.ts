import { defineErrors } from '../common/errors/app-error';

/** What a link of an admin's test send answers: it shows the page but changes nothing. */
export const TEST_MAIL_MESSAGE = 'Đây là thư gửi thử: liên kết hủy đăng ký trong thư thử không thay đổi gì. Người nhận thật bấm vào đây sẽ được hủy đăng ký ngay.';

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
  CAMPAIGN_NOT_PAUSED: [409, 'Chiến dịch không ở trạng thái tạm dừng: không có gì để tiếp tục gửi.'],
  CAMPAIGN_HAS_SENDS: [409, 'Chiến dịch đã gửi thư: hãy tạm dừng thay vì xóa để giữ kết quả.'],
  AUDIENCE_INVALID: [400, 'Điều kiện người nhận không hợp lệ.'],
  SUPPRESSION_NOT_FOUND: [404, 'Địa chỉ này không có trong danh sách chặn gửi.'],
  LINK_INVALID: [404, 'Liên kết không hợp lệ hoặc đã hết hạn.'],
  TEST_MAIL_LINK: [400, TEST_MAIL_MESSAGE],
  ONE_CLICK_BODY_REQUIRED: [400, 'Yêu cầu hủy đăng ký một chạm phải gửi nội dung "List-Unsubscribe=One-Click" (RFC 8058). Để hủy đăng ký, hãy mở liên kết trong thư.'],
  NOT_AN_UNSUBSCRIBE_MAILBOX: [400, 'Địa chỉ nhận không phải địa chỉ hủy đăng ký (unsubscribe+<mã>@…).'],
  WEBHOOK_NOT_CONFIGURED: [404, 'Chưa cấu hình webhook thư trả về.'],
  WEBHOOK_SIGNATURE_INVALID: [401, 'Chữ ký webhook không hợp lệ.'],
});
