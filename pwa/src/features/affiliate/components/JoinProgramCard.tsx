import { Icon } from '../../../components/ui/Icon';
import { formatVnd } from '../../../lib/format';
import { toastError } from '../../../lib/http/toastError';
import { type AffiliateInfo, useJoinAffiliateProgram } from '../api/affiliateApi';

/** For a user who has not joined yet: what the programme pays and a one-click join (the page then shows the dashboard). */
export function JoinProgramCard({ info, onJoined }: { info: AffiliateInfo; onJoined: () => void }) {
  const joinProgram = useJoinAffiliateProgram();
  // Awaited rather than mutate's callbacks: joining swaps this card for the dashboard, and the callbacks of an unmounted caller are dropped.
  const join = async () => {
    try {
      await joinProgram.mutateAsync();
      onJoined();
    } catch (error) {
      toastError(error, 'Không thể tham gia chương trình affiliate.');
    }
  };
  const points = [
    `Hoa hồng trực tiếp ${info.directRatePercent}% trên mỗi khóa học và phần mềm bạn giới thiệu.`,
    `Hoa hồng đội nhóm ${info.teamRatePercent}% trên doanh số của những người bạn mời tham gia.`,
    `Ghi nhận trong ${info.cookieDays} ngày kể từ lần bấm liên kết, kể cả khi bạn bè đăng ký trên thiết bị khác.`,
    `Thanh toán qua chuyển khoản ngân hàng khi số dư đã duyệt đạt ${formatVnd(info.minimumPayout)}.`,
  ];
  return (
    <section className="card mx-auto max-w-2xl text-center" data-testid="affiliate-join">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300" aria-hidden="true">
        <Icon name="megaphone" className="h-7 w-7" />
      </span>
      <h2 className="mt-4 text-xl font-bold text-slate-900 dark:text-white">Giới thiệu khóa học, nhận hoa hồng</h2>
      <ul className="mx-auto mt-4 max-w-lg space-y-2 text-left text-slate-700 dark:text-slate-300">
        {points.map((point) => (
          <li key={point} className="flex gap-2">
            <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden="true" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-primary mt-6" onClick={join} disabled={joinProgram.isPending}>
        {joinProgram.isPending ? 'Đang tham gia...' : 'Tham gia ngay'}
      </button>
    </section>
  );
}
