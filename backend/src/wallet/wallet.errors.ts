import { defineErrors } from '../common/errors/app-error';

export const WalletErrors = defineErrors('Wallet', {
  DEPOSIT_NOT_FOUND: [404, 'Không tìm thấy yêu cầu nạp tiền.'],
  DEPOSIT_AMOUNT_OUT_OF_RANGE: [400, 'Số tiền nạp không hợp lệ.'],
  BONUS_CODE_NOT_FOUND: [404, 'Không tìm thấy mã thưởng.'],
  BONUS_CODE_TAKEN: [409, 'Mã thưởng này đã tồn tại. Vui lòng chọn mã khác.'],
  BONUS_CODE_UNKNOWN: [400, 'Mã thưởng không tồn tại.'],
  BONUS_CODE_INACTIVE: [400, 'Mã thưởng đã ngừng áp dụng.'],
  BONUS_CODE_EXHAUSTED: [409, 'Mã thưởng đã hết lượt sử dụng.'],
  BONUS_ALREADY_CLAIMED: [409, 'Bạn đã nhận mã thưởng này rồi.'],
  BONUS_CODE_CLAIMED: [409, 'Mã thưởng đã có người nhận, không thể xóa. Hãy tắt mã thay vì xóa.'],
});
