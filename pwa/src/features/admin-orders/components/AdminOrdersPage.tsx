import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TabBar, tabPanelProps } from '../../../components/ui/TabBar';
import { OrdersTab } from './OrdersTab';
import { RefundPolicyCard } from './RefundPolicyCard';
import { RefundRequestsTab } from './RefundRequestsTab';

type Tab = 'orders' | 'requests';

const TABS: { id: Tab; label: string }[] = [
  { id: 'orders', label: 'Đơn hàng' },
  { id: 'requests', label: 'Yêu cầu hoàn tiền' },
];

/** /admin/orders: every order (search, status, dates), the refund requests waiting for a decision, and the refund policy. */
export default function AdminOrdersPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'requests' ? 'requests' : 'orders';
  const baseId = useId();
  return (
    <div className="space-y-6" data-testid="admin-orders-page">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Đơn hàng & hoàn tiền</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Tra cứu đơn hàng, xem tiền của từng đơn đi đâu, duyệt yêu cầu hoàn tiền của học viên.</p>
      </header>
      <TabBar
        tabs={TABS}
        active={tab}
        onChange={(next) => setParams(next === 'orders' ? {} : { tab: next }, { replace: true })}
        baseId={baseId}
        label="Đơn hàng và yêu cầu hoàn tiền"
      />
      <div {...tabPanelProps(baseId, tab)}>{tab === 'orders' ? <OrdersTab /> : <RefundRequestsTab />}</div>
      <RefundPolicyCard />
    </div>
  );
}
