import { Spinner } from '../../../components/ui/Spinner';
import { LoadFailureCard } from '../../../components/ui/LoadFailureCard';
import { useAuth } from '../../auth';
import { useAffiliateInfo } from '../api/affiliateApi';
import { AffiliateActivity } from './AffiliateActivity';
import { AffiliateStats } from './AffiliateStats';
import { JoinProgramCard } from './JoinProgramCard';
import { PayoutSection } from './PayoutSection';
import { ReferralLinkCard } from './ReferralLinkCard';

/** /affiliate-dashboard: join, share links, follow clicks, conversions, the team and payouts (SPEC §2). */
export default function AffiliateDashboardPage() {
  const info = useAffiliateInfo();
  const { user, updateUser } = useAuth();

  const onJoined = () => {
    // The sidebar shows the Affiliate entry from the profile's isAffiliate (SPEC §6).
    if (user) updateUser({ ...user, isAffiliate: true });
  };

  let body;
  if (info.isError) {
    body = <LoadFailureCard error={info.error} fallback="Không thể tải thông tin affiliate." onRetry={() => void info.refetch()} />;
  } else if (!info.data) {
    body = <Spinner />;
  } else if (!info.data.isAffiliate || !info.data.affiliateCode || !info.data.referralLink) {
    body = <JoinProgramCard info={info.data} onJoined={onJoined} />;
  } else {
    const joined = info.data;
    body = (
      <>
        <ReferralLinkCard code={joined.affiliateCode!} referralLink={joined.referralLink!} />
        <AffiliateStats />
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <AffiliateActivity />
          <PayoutSection info={joined} />
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Bảng điều khiển Affiliate</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          {info.data?.isAffiliate
            ? `Hoa hồng trực tiếp ${info.data.directRatePercent}%, đội nhóm ${info.data.teamRatePercent}%. Hoa hồng được duyệt sau ${info.data.holdingDays} ngày.`
            : 'Chia sẻ khóa học bạn yêu thích và nhận hoa hồng cho mỗi lượt mua.'}
        </p>
      </header>
      {body}
    </div>
  );
}
