import { formatDate, formatVnd } from '../../../lib/format';
import { useReceivedBonuses } from '../api/walletApi';
import { useHistoryList } from '../hooks/useHistoryList';
import { HistoryList } from './HistoryList';

/** 'Thưởng đã nhận': each bonus grant with what is left of it and until when it can be spent. */
export function BonusHistoryList() {
  const history = useHistoryList(useReceivedBonuses);
  return (
    <HistoryList history={history} testId="bonus-history">
      {history.items.map((bonus) => {
        const facts = [
          { label: 'Số tiền', value: formatVnd(bonus.amount) },
          { label: 'Còn lại', value: formatVnd(bonus.remaining) },
          { label: bonus.expired ? 'Đã hết hạn' : 'Hết hạn', value: formatDate(bonus.expiresAt) },
        ];
        return (
          <li key={bonus._id} className="grid gap-3 py-3 sm:grid-cols-[1fr_repeat(3,9rem)] sm:items-center" data-testid={`bonus-${bonus._id}`}>
            <div className="min-w-0">
              {/* A grant whose code row is gone (the relation is SET NULL) comes without one. */}
              <p className="font-mono text-sm font-semibold break-words text-slate-900 dark:text-white">{bonus.code ?? '—'}</p>
              <time dateTime={bonus.createdAt} className="text-xs text-slate-500 dark:text-slate-400">
                {formatDate(bonus.createdAt)}
              </time>
            </div>
            <dl className="contents">
              {facts.map((fact) => (
                <div key={fact.label} className="flex justify-between gap-2 text-sm sm:block">
                  <dt className="text-slate-500 dark:text-slate-400 sm:text-xs">{fact.label}</dt>
                  <dd className={`font-medium ${bonus.expired ? 'text-slate-500 dark:text-slate-400' : 'text-slate-900 dark:text-white'}`}>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </HistoryList>
  );
}
