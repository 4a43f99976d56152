import { useId, useState } from 'react';
import { BonusHistoryList } from './BonusHistoryList';
import { DepositHistoryList } from './DepositHistoryList';

const TABS = [
  { id: 'deposits', label: 'Lịch sử nạp tiền' },
  { id: 'bonuses', label: 'Thưởng đã nhận' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** The two wallet histories as tabs; only the open one is mounted, so each loads when first shown. */
export function WalletHistory({ bonusRefreshKey }: { bonusRefreshKey: number }) {
  const [tab, setTab] = useState<TabId>('deposits');
  const baseId = useId();
  return (
    <section className="card" aria-label="Lịch sử ví">
      <div role="tablist" className="-mx-5 -mt-5 mb-5 flex overflow-x-auto border-b border-slate-200 px-5 dark:border-slate-800">
        {TABS.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`${baseId}-${item.id}-tab`}
            aria-selected={tab === item.id}
            aria-controls={`${baseId}-panel`}
            className={`-mb-px border-b-2 px-4 py-3 text-sm font-semibold whitespace-nowrap transition-colors ${
              tab === item.id
                ? 'border-brand-700 text-brand-700 dark:border-brand-400 dark:text-brand-300'
                : 'border-transparent text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-white'
            }`}
            onClick={() => setTab(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${tab}-tab`}>
        {tab === 'deposits' ? <DepositHistoryList /> : <BonusHistoryList refreshKey={bonusRefreshKey} />}
      </div>
    </section>
  );
}
