import { useState } from 'react';
import { formatVnd } from '../../../lib/format';
import { saveBlob } from '../../../lib/saveBlob';
import { toastError } from '../../../lib/http/toastError';
import { fetchTaxStatement, type AffiliateInfo } from '../api/affiliateApi';
import { PayoutAccountForm } from './PayoutAccountForm';

/** How far the approved balance is from the minimum payout. */
function PayoutProgress({ approved, minimum }: { approved: number; minimum: number }) {
  const percent = minimum > 0 ? Math.min(100, Math.floor((approved / minimum) * 100)) : 100;
  return (
    <div>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="text-slate-600 dark:text-slate-400">
          Đã duyệt <strong className="text-slate-900 dark:text-white">{formatVnd(approved)}</strong> / {formatVnd(minimum)}
        </span>
        <span className="font-medium text-slate-700 dark:text-slate-300">{percent}%</span>
      </div>
      <div
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label="Tiến độ đến mức thanh toán tối thiểu"
      >
        <div className="h-full rounded-full bg-emerald-500" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {approved >= minimum
          ? 'Bạn đã đủ điều kiện nhận thanh toán. Quản trị viên sẽ chuyển khoản trong đợt chi trả tới.'
          : `Còn ${formatVnd(minimum - approved)} hoa hồng được duyệt nữa là bạn nhận được thanh toán.`}
      </p>
    </div>
  );
}

/** The payout side of the dashboard: progress to the minimum, bank details, and the yearly tax statement. */
export function PayoutSection({ info }: { info: AffiliateInfo }) {
  const [downloading, setDownloading] = useState(false);
  const year = new Date().getFullYear();
  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await fetchTaxStatement(year), `bang-ke-thu-nhap-${year}.csv`);
    } catch (error) {
      toastError(error, 'Không thể tải bảng kê thu nhập.');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <section className="card space-y-5" aria-labelledby="payout-title">
      <h2 id="payout-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        Nhận thanh toán
      </h2>
      <PayoutProgress approved={info.balances.approved} minimum={info.minimumPayout} />
      <PayoutAccountForm account={info.payoutAccount} />
      <p className="text-xs text-slate-500 dark:text-slate-400">
        Khoản chi trả đạt ngưỡng theo quy định được khấu trừ 10% thuế thu nhập cá nhân trước khi chuyển.{' '}
        <button type="button" className="font-medium text-brand-700 hover:underline disabled:opacity-60 dark:text-brand-300" onClick={download} disabled={downloading}>
          Tải bảng kê thu nhập năm {year}
        </button>
      </p>
    </section>
  );
}
