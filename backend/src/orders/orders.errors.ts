import { defineErrors } from '../common/errors/app-error';

export const OrderErrors = defineErrors('Orders', {
  ORDER_NOT_FOUND: [404, 'Không tìm thấy đơn hàng.'],
  ORDER_CREATE_FAILED: [400, 'Không thể tạo đơn hàng.'],
  ITEM_NOT_FOUND: [400, 'Sản phẩm trong giỏ hàng không còn được bán. Vui lòng xóa khỏi giỏ hàng và thử lại.'],
  DUPLICATE_ITEM: [400, 'Giỏ hàng có sản phẩm bị trùng.'],
  ALREADY_OWNED: [409, 'Bạn đã sở hữu khóa học này.'],
  ALREADY_PAYING: [409, 'Sản phẩm này đang chờ thanh toán trong một đơn hàng khác của bạn. Hãy thanh toán hoặc hủy đơn đó trước.'],
  ORDER_NOT_PENDING: [409, 'Đơn hàng không còn chờ thanh toán.'],
  OWN_COURSE: [400, 'Bạn không thể mua khóa học của chính mình.'],
  FREE_ORDER: [400, 'Đơn hàng có tổng tiền 0 ₫. Khóa học miễn phí không cần thanh toán.'],
});
