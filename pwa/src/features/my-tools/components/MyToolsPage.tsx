import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { LoadFailureCard } from '../../../components/ui/LoadFailureCard';
import { Spinner } from '../../../components/ui/Spinner';
import { formatNumber } from '../../../lib/format';
import { useCartActions } from '../../cart';
import { useMyTools, type MyTool } from '../api/myToolsApi';
import { MyToolCard } from './MyToolCard';

/** The plan again as a cart line, exactly as the tool page's "Mua ngay" makes it. */
function renewalItem(tool: MyTool) {
  return {
    _id: tool.plan._id,
    kind: 'tool_plan' as const,
    title: `${tool.name} – ${tool.plan.name}`,
    price: tool.plan.price,
    thumbnailUrl: tool.thumbnailUrl,
    slug: tool.slug,
    subtitle: `${formatNumber(tool.plan.durationDays)} ngày`,
  };
}

/** /my-tools ("Phần mềm của tôi"): the tools the user bought, how to use each, and their renewal. */
export default function MyToolsPage() {
  const tools = useMyTools();
  const cart = useCartActions();

  return (
    <div className="mx-auto max-w-6xl" data-testid="my-tools-page">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Phần mềm của tôi</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Mã bản quyền, tệp cài đặt và tài khoản của các phần mềm bạn đã mua.</p>
      <div className="mt-6">
        {tools.isError ? (
          <LoadFailureCard error={tools.error} fallback="Không tải được danh sách phần mềm." onRetry={() => void tools.refetch()} testId="my-tools-error" />
        ) : !tools.data ? (
          <Spinner label="Đang tải phần mềm của bạn..." />
        ) : tools.data.length === 0 ? (
          <div className="card flex flex-col items-center gap-4 py-12 text-center" data-testid="my-tools-empty">
            <Icon name="cube" className="h-10 w-10 text-slate-400" />
            <p className="text-slate-600 dark:text-slate-300">Bạn chưa mua phần mềm nào.</p>
            <Link to="/tools" className="btn btn-primary">
              Khám phá phần mềm
            </Link>
          </div>
        ) : (
          <div className="grid gap-6 xl:grid-cols-2">
            {tools.data.map((tool) => (
              <MyToolCard key={tool.toolId} tool={tool} renewReady={cart.ready} onRenew={(item) => void cart.buyNow(renewalItem(item))} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
