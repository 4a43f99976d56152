import { useState } from 'react';
import toast from 'react-hot-toast';
import { Icon } from '../../../components/ui/Icon';
import { formatVnd } from '../../../lib/format';
import { toastError } from '../../../lib/http/toastError';
import { type BankInstructions, simulateTransfer } from '../api/paymentApi';
import { formatCountdown } from '../hooks/useCountdown';

type BankTransferPanelProps = {
  payment: BankInstructions;
  secondsLeft: number;
  demoMode: boolean;
  /** What expires: an order, or a deposit request. */
  kind: 'order' | 'deposit';
};

const EXPIRES_LABEL = { order: 'Đơn hàng hết hạn sau', deposit: 'Yêu cầu nạp tiền hết hạn sau' } as const;

function copy(label: string, value: string) {
  navigator.clipboard?.writeText(value).then(
    () => toast.success(`Đã sao chép ${label.toLowerCase()}.`),
    () => toast.error('Không sao chép được, vui lòng chép tay.'),
  );
}

/** The VietQR, the account to transfer to, the exact amount and memo, and the time left. */
export function BankTransferPanel({ payment, secondsLeft, demoMode, kind }: BankTransferPanelProps) {
  const [simulating, setSimulating] = useState(false);
  const rows: { key: string; label: string; shown: string; copied: string }[] = [
    { key: 'bank', label: 'Ngân hàng', shown: payment.bankName, copied: payment.bankName },
    { key: 'account', label: 'Số tài khoản', shown: payment.accountNumber, copied: payment.accountNumber },
    { key: 'holder', label: 'Chủ tài khoản', shown: payment.accountName, copied: payment.accountName },
    { key: 'amount', label: 'Số tiền', shown: formatVnd(payment.amount), copied: String(payment.amount) },
    { key: 'memo', label: 'Nội dung chuyển khoản', shown: payment.memo, copied: payment.memo },
  ];

  const simulate = async () => {
    setSimulating(true);
    try {
      await simulateTransfer(payment.memo);
    } catch (error) {
      toastError(error);
    } finally {
      setSimulating(false);
    }
  };

  return (
    <div className="grid gap-6 md:grid-cols-2" data-testid="bank-transfer">
      <div className="flex flex-col items-center">
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(payment.qrSvg)}`}
          alt={`Mã VietQR chuyển ${formatVnd(payment.amount)} tới ${payment.bankName}`}
          width={256}
          height={256}
          className="h-64 w-64 rounded-xl bg-white p-2 ring-1 ring-slate-200"
          data-testid="vietqr"
        />
        <p className="mt-3 text-center text-sm text-slate-600 dark:text-slate-400">Mở ứng dụng ngân hàng, chọn quét mã QR. Số tiền và nội dung đã điền sẵn.</p>
        <p className="mt-2 flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300" aria-live="polite" data-testid="payment-expiry">
          {EXPIRES_LABEL[kind]}{' '}
          <span className="tabular-nums text-accent-700 dark:text-accent-400" data-testid="payment-countdown">
            {formatCountdown(secondsLeft)}
          </span>
        </p>
      </div>
      <div>
        <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {rows.map(({ key, label, shown, copied }) => (
            // A group of a <dl> holds only its <dt> and <dd>: the copy button belongs to the value, placed at the row's right.
            <div key={key} className="relative py-3 pl-4 pr-16">
              <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
              <dd className="font-semibold text-slate-900 dark:text-white">
                <span className="break-words" data-testid={`payment-${key}`}>
                  {shown}
                </span>
                <button
                  type="button"
                  className="icon-btn absolute right-3 top-1/2 -translate-y-1/2"
                  aria-label={`Sao chép ${label.toLowerCase()}`}
                  onClick={() => copy(label, copied)}
                >
                  <Icon name="clipboard" className="h-5 w-5" />
                </button>
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-500/10 dark:text-amber-300">
          Vui lòng chuyển <strong>đúng số tiền</strong> và giữ nguyên <strong>nội dung {payment.memo}</strong> để hệ thống tự xác nhận.
        </p>
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400" data-testid="payment-waiting">
          <span className="h-2 w-2 animate-pulse rounded-full bg-brand-600" aria-hidden="true" /> Đang chờ ngân hàng báo có... Trang sẽ tự cập nhật.
        </p>
        {demoMode ? (
          <button type="button" className="btn btn-secondary mt-4 w-full" disabled={simulating} onClick={() => void simulate()} data-testid="simulate-transfer">
            {simulating ? 'Đang gửi...' : 'Giả lập chuyển khoản (chế độ demo)'}
          </button>
        ) : null}
      </div>
    </div>
  );
}
