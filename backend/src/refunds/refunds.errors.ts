import { defineErrors } from '../common/errors/app-error';

export const RefundErrors = defineErrors('Refunds', {
  ORDER_NOT_FOUND: [404, 'Không tìm thấy đơn hàng.'],
  ORDER_NOT_REFUNDABLE: [409, 'Chỉ đơn hàng đã thanh toán và chưa được hoàn tiền hết mới có thể hoàn tiền.'],
  REFUND_ALREADY_REQUESTED: [409, 'Bạn đã gửi yêu cầu hoàn tiền cho đơn hàng này. Vui lòng chờ quản trị viên xử lý.'],
  REFUND_NOT_ELIGIBLE: [409, 'Đơn hàng này không còn đủ điều kiện hoàn tiền theo chính sách.'],
  LINE_NOT_IN_ORDER: [400, 'Sản phẩm được chọn không thuộc đơn hàng này.'],
  DUPLICATE_LINE: [400, 'Mỗi sản phẩm của đơn hàng chỉ được chọn một lần.'],
  LINE_ALREADY_REFUNDED: [409, 'Sản phẩm này đã được hoàn tiền toàn bộ.'],
  ZERO_AMOUNT_LINE: [400, 'Số tiền hoàn của mỗi sản phẩm phải lớn hơn 0 ₫.'],
  AMOUNT_OVER_REFUNDABLE: [409, 'Số tiền hoàn vượt quá phần còn có thể hoàn của đơn hàng.'],
  NOTHING_TO_REFUND: [409, 'Đơn hàng này không còn khoản nào có thể hoàn.'],
  BUYER_BANK_ACCOUNT_MISSING: [409, 'Học viên chưa lưu tài khoản ngân hàng nhận tiền. Hãy hoàn vào ví chính, hoặc nhờ học viên lưu tài khoản ngân hàng trước.'],
  BANK_ACCOUNT_REQUIRED: [409, 'Hãy lưu tài khoản ngân hàng nhận tiền trước khi chọn nhận hoàn tiền qua chuyển khoản.'],
  REFUND_KEY_REUSED: [409, 'Mã yêu cầu hoàn tiền này đã được dùng cho một đơn hàng khác.'],
  REQUEST_NOT_FOUND: [404, 'Không tìm thấy yêu cầu hoàn tiền.'],
  REQUEST_ALREADY_DECIDED: [409, 'Yêu cầu hoàn tiền này đã được xử lý.'],
});
