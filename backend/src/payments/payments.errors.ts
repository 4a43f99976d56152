import { defineErrors } from '../common/errors/app-error';

export const PaymentErrors = defineErrors('Payments', {
  WEBHOOK_UNAUTHORIZED: [401, 'Webhook không được xác thực.'],
  WEBHOOK_BAD_BODY: [400, 'Nội dung webhook không hợp lệ.'],
  UNKNOWN_PROVIDER: [404, 'Không hỗ trợ cổng thông báo ngân hàng này.'],
  DEMO_DISABLED: [403, 'Chế độ thanh toán thử không được bật.'],
  PAYMENT_CODE_NOT_FOUND: [404, 'Không tìm thấy đơn hàng hoặc yêu cầu nạp tiền chờ thanh toán với mã này.'],
  TRANSFER_NOT_FOUND: [404, 'Không tìm thấy giao dịch ngân hàng.'],
  TRANSFER_NOT_HELD: [409, 'Giao dịch này không ở trạng thái chờ duyệt.'],
  TRANSFER_UNMATCHED: [400, 'Giao dịch chưa gắn với đơn hàng hay yêu cầu nạp tiền nào. Hãy nhập mã thanh toán để gắn.'],
});
