import { useWalletBalance } from '../api/walletApi';
import { BalanceCards } from './BalanceCards';
import { ClaimBonusForm } from './ClaimBonusForm';
import { DepositForm } from './DepositForm';
import { WalletHistory } from './WalletHistory';

/** /wallet: balances, deposit, bonus code and the wallet histories of the signed-in student. */
export default function WalletPage() {
  const balance = useWalletBalance();

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Ví của tôi</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Nạp tiền, nhận mã thưởng và theo dõi lịch sử ví của bạn.</p>
      </header>

      <BalanceCards balance={balance} />

      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <section className="card" aria-labelledby="wallet-deposit-title">
          <h2 id="wallet-deposit-title" className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
            Nạp tiền vào ví
          </h2>
          <DepositForm />
        </section>
        <section className="card self-start" aria-labelledby="wallet-bonus-title">
          <h2 id="wallet-bonus-title" className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
            Nhập mã thưởng
          </h2>
          <ClaimBonusForm />
        </section>
      </div>

      <WalletHistory />
    </div>
  );
}
