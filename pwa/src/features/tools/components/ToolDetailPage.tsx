import { Link, useParams } from 'react-router-dom';
import { DetailLoadFailure } from '../../../components/ui/DetailLoadFailure';
import { Icon } from '../../../components/ui/Icon';
import { Spinner } from '../../../components/ui/Spinner';
import type { CartItem } from '../../../lib/db';
import { formatNumber, formatVnd } from '../../../lib/format';
import { useCartActions } from '../../cart';
import { useTool, type ToolDetail } from '../api/toolsApi';

/** /tools/{slug}: a tool and its plans. */
export default function ToolDetailPage() {
  const { slug = '' } = useParams();
  const detail = useTool(slug);
  const cart = useCartActions();

  if (detail.isError) {
    return <DetailLoadFailure error={detail.error} onRetry={() => void detail.refetch()} noun="phần mềm" gone="đã ngừng cung cấp" listPath="/tools" testId="tool" />;
  }

  const tool = detail.data;
  if (!tool) return <Spinner />;

  return (
    <article className="mx-auto max-w-6xl px-4 py-8 sm:py-12" data-testid="tool-detail">
      <nav aria-label="Đường dẫn" className="mb-4 text-sm text-slate-500 dark:text-slate-400">
        <Link to="/tools" className="hover:text-brand-700 dark:hover:text-brand-300">
          Phần mềm
        </Link>{' '}
        / <span>{tool.name}</span>
      </nav>
      <div className="grid gap-8 md:grid-cols-2">
        {tool.thumbnailUrl ? <img src={tool.thumbnailUrl} alt={tool.name} width={800} height={450} className="aspect-video w-full rounded-2xl object-cover" /> : null}
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{tool.name}</h1>
          <p className="mt-3 text-slate-600 dark:text-slate-300">{tool.shortDescription}</p>
          {tool.priceFrom !== null ? (
            <p className="mt-4 text-lg">
              Chỉ từ <span className="font-bold text-accent-700 dark:text-accent-400">{formatVnd(tool.priceFrom)}</span>
            </p>
          ) : null}
        </div>
      </div>

      <section className="mt-10">
        <h2 className="text-xl font-semibold text-slate-900 dark:text-white">Các gói dịch vụ</h2>
        {tool.plans.length === 0 ? (
          <p className="mt-4 text-slate-500 dark:text-slate-400">Phần mềm chưa có gói dịch vụ nào.</p>
        ) : (
          <ul className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {tool.plans.map((plan) => (
              <li key={plan._id} className="card @container flex flex-col" data-testid={`tool-plan-${plan._id}`}>
                <h3 id={`plan-name-${plan._id}`} className="text-lg font-semibold text-slate-900 dark:text-white">
                  {plan.name}
                </h3>
                <p className="mt-2 text-2xl font-bold text-accent-700 dark:text-accent-400">{formatVnd(plan.price)}</p>
                <p className="text-sm text-slate-500 dark:text-slate-400">Thời hạn: {formatNumber(plan.durationDays)} ngày</p>
                {plan.features.length > 0 ? (
                  <ul className="mt-4 space-y-2 text-sm text-slate-700 dark:text-slate-300">
                    {plan.features.map((feature) => (
                      <li key={feature} className="flex gap-2">
                        <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {/* Side by side only when the card itself has room for both labels on one line. */}
                <div className="mt-auto flex flex-col gap-2 pt-5 @[21rem]:flex-row">
                  <button
                    type="button"
                    className="btn btn-accent flex-1 whitespace-nowrap"
                    disabled={!cart.ready}
                    onClick={() => void cart.buyNow(planCartItem(tool, plan))}
                    data-testid={`plan-buy-now-${plan._id}`}
                    aria-describedby={`plan-name-${plan._id}`}
                  >
                    Mua ngay
                  </button>
                  <button
                    type="button"
                    className="btn btn-secondary flex-1 whitespace-nowrap"
                    disabled={!cart.ready}
                    onClick={() => void cart.add(planCartItem(tool, plan))}
                    data-testid={`plan-add-to-cart-${plan._id}`}
                    aria-describedby={`plan-name-${plan._id}`}
                  >
                    <Icon name="cart" className="h-4 w-4" /> Thêm vào giỏ
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="mt-10">
        <h2 className="text-xl font-semibold text-slate-900 dark:text-white">Giới thiệu</h2>
        <p className="mt-3 whitespace-pre-line text-slate-700 dark:text-slate-300">{tool.description}</p>
      </section>
    </article>
  );
}

/** A plan as a cart line: the plan id is the key, the tool slug links back to this page. */
function planCartItem(tool: ToolDetail, plan: ToolDetail['plans'][number]): CartItem {
  return {
    _id: plan._id,
    kind: 'tool_plan',
    title: `${tool.name} – ${plan.name}`,
    price: plan.price,
    thumbnailUrl: tool.thumbnailUrl,
    slug: tool.slug,
    subtitle: `${formatNumber(plan.durationDays)} ngày`,
  };
}
