import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/http/errorMessage';
import { PayoutAccountForm, PayoutHistory, usePayoutAccount } from '../../affiliate';

/** Where my revenue share is paid (bank details) and what has been paid, with tax withheld (the admin's payout queue). */
export function InstructorPayouts() {
  const account = usePayoutAccount();
  return (
    <section className="card space-y-4" aria-labelledby="instructor-payouts-title">
      <div>
        <h2 id="instructor-payouts-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          Nhận thanh toán
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Thu nhập của bạn được chuyển khoản định kỳ tới tài khoản dưới đây; khoản đạt ngưỡng theo quy định được khấu trừ 10% thuế thu nhập cá nhân.
        </p>
      </div>
      {account.isError ? (
        <p className="text-sm text-red-600 dark:text-red-400" role="alert">
          {errorMessage(account.error, 'Không thể tải tài khoản nhận tiền.')}{' '}
          <button type="button" className="font-medium underline" onClick={() => void account.refetch()}>
            Thử lại
          </button>
        </p>
      ) : account.isSuccess ? (
        <PayoutAccountForm account={account.data} />
      ) : (
        <Spinner />
      )}
      <h3 className="pt-2 font-semibold text-slate-900 dark:text-white">Lịch sử thanh toán</h3>
      <PayoutHistory kind="instructor" />
    </section>
  );
}
