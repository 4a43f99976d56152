import { formatVnd } from '../../../lib/format';
import type { PayoutQueueEntry } from '../api/adminAffiliatesApi';

/** Gross, personal income tax withheld (with its rate when there is some) and net of one payout. */
export function PayoutAmounts({ entry, className = '' }: { entry: PayoutQueueEntry; className?: string }) {
  const cells = [
    { label: 'Tổng', amount: entry.gross, tone: 'text-slate-900 dark:text-white' },
    { label: `Thuế TNCN (${entry.taxWithheld ? `${entry.taxRatePercent}%` : 'không'})`, amount: entry.taxWithheld, tone: 'text-slate-900 dark:text-white' },
    { label: 'Thực chuyển', amount: entry.net, tone: 'text-emerald-700 dark:text-emerald-400' },
  ];
  return (
    <dl className={`grid grid-cols-3 gap-2 text-sm ${className}`}>
      {cells.map((cell) => (
        <div key={cell.label}>
          <dt className="text-slate-500 dark:text-slate-400">{cell.label}</dt>
          <dd className={`font-semibold ${cell.tone}`}>{formatVnd(cell.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
