import { Icon, type IconName } from '../../../components/ui/Icon';
import { LoadFailureCard } from '../../../components/ui/LoadFailureCard';
import { formatDate, formatVnd } from '../../../lib/format';
import type { UseQueryResult } from '@tanstack/react-query';
import type { WalletBalance } from '../api/walletApi';

type BalanceCardProps = { label: string; icon: IconName; amount: number | undefined; testId: string; note?: string | null };

function BalanceCard({ label, icon, amount, testId, note }: BalanceCardProps) {
  return (
    <div className="card flex items-start gap-4">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300" aria-hidden="true">
        <Icon name={icon} className="h-6 w-6" />
      </span>
      <div className="@container min-w-0 flex-1">
        <p className="text-sm font-medium text-slate-500 dark:text-slate-400">{label}</p>
        {/* Until the first answer arrives there is no amount to show, not a zero balance. A narrow card takes a smaller figure. */}
        <p className="mt-1 text-xl font-bold break-words text-slate-900 tabular-nums @[12rem]:text-2xl dark:text-white" data-testid={testId}>
          {amount === undefined ? '…' : formatVnd(amount)}
        </p>
        {note ? (
          <p className="mt-1 text-xs text-amber-700 dark:text-amber-300" data-testid={`${testId}-note`}>
            {note}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** Main and bonus balance, when the nearest bonus runs out, and which one a wallet purchase spends first. */
export function BalanceCards({ balance }: { balance: UseQueryResult<WalletBalance> }) {
  if (balance.isError) {
    return <LoadFailureCard error={balance.error} fallback="Không tải được số dư ví." onRetry={() => void balance.refetch()} testId="wallet-balance-error" />;
  }

  const expiry = balance.data?.nextBonusExpiry;
  return (
    <section aria-label="Số dư ví" aria-busy={balance.isFetching} className="space-y-3">
      <div className="grid gap-4 sm:grid-cols-2">
        <BalanceCard label="Số dư chính" icon="wallet" amount={balance.data?.mainBalance} testId="main-balance" />
        <BalanceCard
          label="Số dư thưởng"
          icon="gift"
          amount={balance.data?.bonusBalance}
          testId="bonus-balance"
          note={expiry ? `${formatVnd(expiry.amount)} sẽ hết hạn vào ${formatDate(expiry.expiresAt)}.` : null}
        />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">Khi mua bằng ví, số dư thưởng được dùng trước, sau đó mới đến số dư chính.</p>
    </section>
  );
}
