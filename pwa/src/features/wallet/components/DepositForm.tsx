import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormError } from '../../../components/ui/FormError';
import { TextField } from '../../../components/ui/TextField';
import { formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useCreateDeposit } from '../api/walletApi';
import { DEPOSIT_MAX_AMOUNT, DEPOSIT_MIN_AMOUNT, DEPOSIT_QUICK_AMOUNTS, depositAmountError, depositDigits } from '../depositAmount';

/** 'Nạp tiền vào ví': creates a deposit and hands over to the payment page, which shows the VietQR. */
export function DepositForm() {
  const navigate = useNavigate();
  const [digits, setDigits] = useState('');
  const [error, setError] = useState<string | null>(null);
  const deposit = useCreateDeposit();
  const amount = Number(digits);

  const changeAmount = (typed: string) => {
    setDigits(depositDigits(typed));
    setError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = depositAmountError(amount);
    if (invalid) return setError(invalid);
    try {
      const created = await deposit.mutateAsync(amount);
      navigate(`/payment?deposit=${encodeURIComponent(created.code)}`);
    } catch (failure) {
      // The server owns the limits (they are configurable), so its message wins over ours.
      setError(errorMessage(failure, 'Không thể tạo yêu cầu nạp tiền.'));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4" data-testid="deposit-form">
      <TextField
        label="Số tiền muốn nạp (VND)"
        inputMode="numeric"
        autoComplete="off"
        placeholder="Ví dụ: 200000"
        value={digits}
        onChange={(event) => changeAmount(event.target.value)}
        hint={`Tối thiểu ${formatVnd(DEPOSIT_MIN_AMOUNT)}, tối đa ${formatVnd(DEPOSIT_MAX_AMOUNT)}.`}
        data-testid="deposit-amount"
      />
      <p className="text-lg font-semibold text-slate-900 dark:text-white" aria-live="polite" data-testid="deposit-amount-preview">
        {formatVnd(amount)}
      </p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" role="group" aria-label="Chọn nhanh số tiền">
        {DEPOSIT_QUICK_AMOUNTS.map((quick) => (
          <button
            key={quick}
            type="button"
            className={`btn btn-secondary ${amount === quick ? 'ring-2 ring-brand-600 dark:ring-brand-400' : ''}`}
            aria-pressed={amount === quick}
            onClick={() => changeAmount(String(quick))}
          >
            {formatVnd(quick)}
          </button>
        ))}
      </div>
      <FormError message={error} testId="deposit-error" />
      <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={deposit.isPending} data-testid="deposit-submit">
        {deposit.isPending ? 'Đang tạo yêu cầu...' : 'Nạp tiền'}
      </button>
      <p className="text-xs text-slate-500 dark:text-slate-400">Bạn sẽ được chuyển tới trang thanh toán để quét mã VietQR và chuyển khoản.</p>
    </form>
  );
}
