import { useId, useState } from 'react';
import { TabBar, tabPanelProps } from '../../../components/ui/TabBar';
import { BonusHistoryList } from './BonusHistoryList';
import { DepositHistoryList } from './DepositHistoryList';

const TABS = [
  { id: 'deposits', label: 'Lịch sử nạp tiền' },
  { id: 'bonuses', label: 'Thưởng đã nhận' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** The two wallet histories as tabs; only the open one is mounted, so each loads when first shown. */
export function WalletHistory() {
  const [tab, setTab] = useState<TabId>('deposits');
  const baseId = useId();
  return (
    <section className="card" aria-label="Lịch sử ví">
      <TabBar tabs={TABS} active={tab} onChange={setTab} baseId={baseId} className="-mx-5 -mt-5 mb-5 px-5" />
      <div {...tabPanelProps(baseId, tab)}>{tab === 'deposits' ? <DepositHistoryList /> : <BonusHistoryList />}</div>
    </section>
  );
}
