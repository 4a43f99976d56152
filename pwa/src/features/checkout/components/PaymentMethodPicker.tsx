import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatVnd } from '../../../lib/format';
import type { WalletBalance } from '../../wallet';
import type { PaymentMethod } from '../api/checkoutApi';

type PaymentMethodPickerProps = {
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  wallet: UseQueryResult<WalletBalance>;
};

const OPTION =
  'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:has-[:checked]:bg-brand-500/10';

/** Bank transfer by VietQR, or the wallet (bonus balance first, then main). */
export function PaymentMethodPicker({ method, onChange, wallet }: PaymentMethodPickerProps) {
  const balance = wallet.data;
  return (
    <fieldset className="card">
      <legend className="sr-only">Phương thức thanh toán</legend>
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white" aria-hidden="true">
        Phương thức thanh toán
      </h2>
      <div className="mt-3 space-y-3">
        <label className={`${OPTION} border-slate-200 dark:border-slate-700`}>
          <input type="radio" name="payment-method" value="bank_transfer" checked={method === 'bank_transfer'} onChange={() => onChange('bank_transfer')} className="mt-1" />
          <span>
            <span className="block font-medium text-slate-900 dark:text-white">Chuyển khoản ngân hàng (VietQR)</span>
            <span className="block text-sm text-slate-600 dark:text-slate-400">Quét mã QR bằng ứng dụng ngân hàng; đơn hàng được xác nhận tự động trong vài giây.</span>
          </span>
        </label>
        <label className={`${OPTION} border-slate-200 dark:border-slate-700`}>
          <input type="radio" name="payment-method" value="wallet" checked={method === 'wallet'} onChange={() => onChange('wallet')} className="mt-1" />
          <span>
            <span className="block font-medium text-slate-900 dark:text-white">Ví của tôi</span>
            <span className="block text-sm text-slate-600 dark:text-slate-400" data-testid="checkout-wallet-balance">
              {balance
                ? `Số dư: ${formatVnd(balance.balance)} (chính ${formatVnd(balance.mainBalance)}, thưởng ${formatVnd(balance.bonusBalance)}). Số dư thưởng được dùng trước.`
                : wallet.isError
                  ? 'Không tải được số dư ví.'
                  : 'Đang tải số dư...'}
            </span>
            <Link to="/wallet" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
              Nạp tiền vào ví
            </Link>
          </span>
        </label>
      </div>
    </fieldset>
  );
}
