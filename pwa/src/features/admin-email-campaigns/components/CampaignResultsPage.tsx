import toast from 'react-hot-toast';
import { Link, useParams } from 'react-router-dom';
import { DataTable } from '../../../components/ui/DataTable';
import { Icon } from '../../../components/ui/Icon';
import { LoadFailureCard } from '../../../components/ui/LoadFailureCard';
import { Spinner } from '../../../components/ui/Spinner';
import { StatCard } from '../../../components/ui/StatCard';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatNumber, formatVnd } from '../../../lib/format';
import { toastError } from '../../../lib/http/toastError';
import { useCampaignResults, useResumeCampaign, type CampaignResults } from '../api/emailCampaignsApi';
import { audienceSummary } from '../audienceTree';
import { percentOf, STATUSES } from '../labels';
import { DailyChart } from './DailyChart';

const BRAND = 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300';
const GREEN = 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300';
const AMBER = 'bg-amber-50 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300';
const RED = 'bg-red-50 text-red-700 dark:bg-red-500/15 dark:text-red-300';
const SLATE = 'bg-slate-100 text-slate-600 dark:bg-slate-500/15 dark:text-slate-300';

/** /admin/email-campaigns/:campaignId/results: one campaign's figures, its days and its most clicked links. */
export default function CampaignResultsPage() {
  const { campaignId = '' } = useParams();
  const results = useCampaignResults(campaignId);
  let body;
  if (results.isError)
    body = <LoadFailureCard error={results.error} fallback="Không thể tải kết quả chiến dịch." onRetry={() => void results.refetch()} testId="campaign-results-error" />;
  else if (!results.data) body = <Spinner label="Đang tải kết quả..." />;
  else body = <Results results={results.data} />;
  return (
    <div className="min-w-0 space-y-6" data-testid="campaign-results-page">
      <Link to="/admin/email-campaigns" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
        <Icon name="arrowLeft" className="h-4 w-4" /> Chiến dịch email
      </Link>
      {body}
    </div>
  );
}

function Results({ results }: { results: CampaignResults }) {
  const { campaign, totals, daily, links } = results;
  const status = STATUSES[campaign.status];
  const resumeMutation = useResumeCampaign(campaign._id);
  const resuming = resumeMutation.isPending;
  const resume = async () => {
    try {
      await resumeMutation.mutateAsync();
      toast.success('Chiến dịch tiếp tục gửi.');
    } catch (error) {
      toastError(error, 'Không thể tiếp tục gửi chiến dịch.');
    }
  };
  return (
    <>
      <header className="min-w-0">
        <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold break-words text-slate-900 dark:text-white">
          Kết quả: {campaign.name} <StatusBadge status={status.badge} label={status.label} />
        </h1>
        <p className="mt-1 break-words text-slate-600 dark:text-slate-400">Tiêu đề: {campaign.subject}</p>
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
          Mẫu {campaign.templateName} · {audienceSummary(campaign.audience)}
        </p>
      </header>
      {campaign.status === 'paused' && (
        <section
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 px-4 py-3 text-amber-900 dark:bg-amber-500/10 dark:text-amber-200"
          data-testid="campaign-paused"
        >
          {/* The sender's reason (the mail server kept refusing); an admin's own pause has none. */}
          <p className="min-w-0 break-words">Tạm dừng: {campaign.pausedReason ?? 'quản trị viên đã tạm dừng chiến dịch này.'}</p>
          <button type="button" className="btn btn-primary" onClick={() => void resume()} disabled={resuming}>
            {resuming ? 'Đang tiếp tục...' : 'Tiếp tục gửi'}
          </button>
        </section>
      )}
      <ul aria-label="Số liệu gửi thư" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Đã gửi" value={formatNumber(totals.sent)} hint={`${formatNumber(totals.recipients)} người đã tới lượt`} icon="mail" tone={BRAND} testId="result-sent" />
        <StatCard
          label="Đã nhận"
          value={formatNumber(totals.delivered)}
          hint={`${percentOf(totals.delivered, totals.sent)} số thư đã gửi`}
          icon="inbox"
          tone={GREEN}
          testId="result-delivered"
        />
        <StatCard label="Mở" value={formatNumber(totals.opened)} hint={`${percentOf(totals.opened, totals.sent)} số thư đã gửi`} icon="eye" tone={BRAND} testId="result-opened" />
        <StatCard
          label="Bấm"
          value={formatNumber(totals.clicked)}
          hint={`${percentOf(totals.clicked, totals.sent)} số thư đã gửi`}
          icon="link"
          tone={BRAND}
          testId="result-clicked"
        />
        <StatCard label="Hủy đăng ký" value={formatNumber(totals.unsubscribed)} icon="x" tone={RED} testId="result-unsubscribed" />
        <StatCard
          label="Trả lại"
          value={formatNumber(totals.bounced)}
          hint={totals.failed ? `${formatNumber(totals.failed)} thư gửi lỗi` : undefined}
          icon="alert"
          tone={RED}
          testId="result-bounced"
        />
        <StatCard
          label="Bỏ qua"
          value={formatNumber(totals.skipped)}
          hint="Không còn khớp điều kiện hoặc đã rút đồng ý"
          icon="chevronsRight"
          tone={SLATE}
          testId="result-skipped"
        />
        <StatCard label="Đang chờ" value={formatNumber(totals.waiting)} hint="Chờ tới lượt, giờ yên lặng hoặc giới hạn" icon="bell" tone={AMBER} testId="result-waiting" />
      </ul>
      <ul aria-label="Doanh thu từ chiến dịch" className="grid gap-3 sm:grid-cols-2">
        <StatCard label="Đơn hàng" value={formatNumber(totals.orders)} hint="Trong 7 ngày sau khi bấm" icon="cart" tone={GREEN} testId="result-orders" />
        <StatCard label="Doanh thu" value={formatVnd(totals.revenue)} icon="dollar" tone={GREEN} testId="result-revenue" />
      </ul>
      <section className="card min-w-0" aria-labelledby="campaign-daily-title">
        <h2 id="campaign-daily-title" className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
          Theo ngày
        </h2>
        <DailyChart daily={daily} />
      </section>
      <section className="card min-w-0" aria-labelledby="campaign-links-title">
        <h2 id="campaign-links-title" className="mb-2 text-lg font-semibold text-slate-900 dark:text-white">
          Liên kết được bấm nhiều nhất
        </h2>
        {links.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">Chưa có lượt bấm nào.</p>
        ) : (
          <DataTable columns={[{ label: 'Liên kết' }, { label: 'Lượt bấm', align: 'right' }]} label="Bảng lượt bấm theo liên kết" testId="campaign-links">
            {links.map((link) => (
              <tr key={link.url}>
                <td className="px-3 py-2">
                  <a href={link.url} target="_blank" rel="noopener noreferrer" className="break-words text-brand-700 hover:underline dark:text-brand-300">
                    {link.url}
                  </a>
                </td>
                <td className="px-3 py-2 text-right font-semibold whitespace-nowrap tabular-nums">{formatNumber(link.clicks)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </>
  );
}
