import { Icon } from '../../../components/ui/Icon';
import { formatDateTime, formatVnd } from '../../../lib/format';
import type { SystemTransaction } from '../api/adminWalletApi';

/** One ledger transaction; a positive amount is money in (green, up), anything else money out (red, down). */
export function SystemTransactionRow({ transaction }: { transaction: SystemTransaction }) {
  const credit = transaction.amount > 0;
  return (
    <tr data-testid={`transaction-${transaction._id}`}>
      <td className="whitespace-nowrap px-4 py-3 text-slate-600 dark:text-slate-300">
        <time dateTime={transaction.date}>{formatDateTime(transaction.date)}</time>
      </td>
      <td className="min-w-40! px-4 py-3 font-medium text-slate-900 dark:text-white" title={transaction.user?.email}>
        {transaction.user?.name || '-'}
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-700 dark:text-slate-300">{transaction.typeLabel}</td>
      <td className="min-w-56! px-4 py-3 text-slate-600 dark:text-slate-400">{transaction.details || '-'}</td>
      <td
        className={`whitespace-nowrap px-4 py-3 text-right font-semibold ${credit ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-600 dark:text-red-400'}`}
        data-direction={credit ? 'credit' : 'debit'}
        data-testid="transaction-amount"
      >
        <span className="inline-flex items-center gap-1">
          <Icon name={credit ? 'arrowUp' : 'arrowDown'} className="h-4 w-4" />
          {credit ? `+${formatVnd(transaction.amount)}` : formatVnd(transaction.amount)}
        </span>
      </td>
    </tr>
  );
}
