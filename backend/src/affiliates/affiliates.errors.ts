import { defineErrors } from '../common/errors/app-error';

export const AffiliateErrors = defineErrors('Affiliates', {
  NOT_AFFILIATE: [403, 'Bạn chưa tham gia chương trình affiliate.'],
  AFFILIATE_CODE_INVALID: [404, 'Mã giới thiệu không hợp lệ.'],
  RATES_OVER_LIMIT: [400, 'Tổng hoa hồng trực tiếp và đội nhóm không được vượt quá 100%.'],
  DUPLICATE_LEVEL: [400, 'Mỗi cấp độ chỉ được khai báo tỉ lệ một lần.'],
  TAX_RULES_INVALID: [400, 'Quy tắc khấu trừ thuế phải có ít nhất một mốc, không trùng ngày.'],
  CONVERSION_NOT_FOUND: [404, 'Không tìm thấy chuyển đổi.'],
  CONVERSION_ALREADY_REVIEWED: [409, 'Chuyển đổi này đã được duyệt hoặc từ chối.'],
  BANK_NOT_SUPPORTED: [400, 'Ngân hàng đã chọn không có trong danh sách VietQR.'],
  PAYOUT_ACCOUNT_MISSING: [409, 'Người nhận chưa lưu tài khoản ngân hàng nhận tiền.'],
  PAYOUT_BELOW_MINIMUM: [409, 'Số dư được duyệt chưa đạt mức thanh toán tối thiểu.'],
  NOTHING_TO_PAY: [409, 'Không còn khoản nào chờ thanh toán cho người này.'],
  PAYOUT_KEY_REUSED: [409, 'Mã yêu cầu thanh toán này đã được dùng cho một khoản chi khác.'],
  RECIPIENT_NOT_FOUND: [404, 'Không tìm thấy người nhận thanh toán.'],
});
