import { Link } from 'react-router-dom';
import { AsyncContent } from '../../../components/ui/AsyncContent';
import { usePaidTools } from '../api/myToolsApi';
import { ToolAccessDetails } from './ToolAccessDetails';

/** An order line as the orders API returns it: a tool plan line carries the tool's slug. */
type OrderLine = { kind: string; slug: string | null; title: string };

/**
 * The success screen's "how to use it" for every tool of a paid order: the licence key to copy, the
 * download, or the account being prepared, then the way to "Phần mềm của tôi". Nothing for an order
 * without tools.
 */
export function PaidToolsAccess({ items }: { items: readonly OrderLine[] }) {
  // Two plans of one tool in one order are one tool to use.
  const lines = [...new Map(items.filter((item) => item.kind === 'tool_plan' && item.slug).map((item) => [item.slug!, { slug: item.slug!, title: item.title }])).values()];
  const paid = usePaidTools(lines);
  if (!lines.length) return null;

  return (
    <div className="mx-auto mt-6 max-w-xl space-y-4 text-left" data-testid="paid-tools">
      <p className="text-center font-semibold text-slate-900 dark:text-white">Cách sử dụng phần mềm bạn vừa mua</p>
      <AsyncContent result={paid} errorText="Không tải được thông tin sử dụng phần mềm." loadingLabel="Đang chuẩn bị thông tin sử dụng..." retry>
        {(tools) => (
          <ul className="space-y-4">
            {tools.map((paidTool) => (
              <li key={paidTool.slug} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700" data-testid={`paid-tool-${paidTool.slug}`}>
                <p className="mb-3 font-semibold text-slate-900 dark:text-white">{paidTool.tool?.name ?? paidTool.title}</p>
                {paidTool.access ? (
                  <ToolAccessDetails access={paidTool.access} />
                ) : (
                  <div className="space-y-2 text-sm text-slate-600 dark:text-slate-300">
                    <p>Quyền sử dụng đang được kích hoạt. Vui lòng tải lại sau giây lát.</p>
                    <button type="button" className="btn btn-secondary btn-sm" onClick={() => void paid.refetch()}>
                      Tải lại
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </AsyncContent>
      <p className="text-center">
        <Link to="/my-tools" className="font-medium text-brand-700 hover:underline dark:text-brand-300" data-testid="paid-tools-link">
          Xem trong Phần mềm của tôi
        </Link>
      </p>
    </div>
  );
}
