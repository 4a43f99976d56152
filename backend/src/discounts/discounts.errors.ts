import { defineErrors } from '../common/errors/app-error';

export const DiscountErrors = defineErrors('Discounts', {
  DISCOUNT_NOT_FOUND: [404, 'Không tìm thấy mã giảm giá.'],
  DISCOUNT_CODE_TAKEN: [409, 'Mã code này đã tồn tại. Vui lòng chọn mã khác.'],
  DISCOUNT_IN_USE: [409, 'Mã giảm giá đang được giữ bởi đơn hàng chờ thanh toán. Hãy tắt mã thay vì xóa.'],
  // At checkout.
  DISCOUNT_UNKNOWN: [400, 'Mã giảm giá không tồn tại.'],
  DISCOUNT_INACTIVE: [400, 'Mã giảm giá đã ngừng áp dụng.'],
  DISCOUNT_EXPIRED: [400, 'Mã giảm giá đã hết hạn.'],
  DISCOUNT_EXHAUSTED: [409, 'Mã giảm giá đã hết lượt sử dụng.'],
  DISCOUNT_NOT_APPLICABLE: [400, 'Mã giảm giá không áp dụng cho sản phẩm trong giỏ hàng.'],
});
