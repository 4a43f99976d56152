import { Link } from 'react-router-dom';
import { ConfettiBurst } from '../../../components/ui/ConfettiBurst';
import { Icon } from '../../../components/ui/Icon';

const PAID_BURSTS = [{ particleCount: 120, spread: 75, origin: { y: 0.6 } }];

type OutcomeAction = { to: string; label: string };

type PaymentOutcomeProps = {
  tone: 'success' | 'closed';
  title: string;
  message: string;
  actions: OutcomeAction[];
  children?: React.ReactNode;
};

/** The end of /payment: paid (with confetti) or no longer payable. */
export function PaymentOutcome({ tone, title, message, actions, children }: PaymentOutcomeProps) {
  return (
    <section className="text-center" data-testid={tone === 'success' ? 'payment-success' : 'payment-closed'} role="status">
      <span className={`mx-auto flex h-16 w-16 items-center justify-center rounded-full ${tone === 'success' ? 'bg-green-100 text-green-700' : 'bg-amber-100 text-amber-700'}`}>
        <Icon name={tone === 'success' ? 'check' : 'alert'} className="h-8 w-8" />
      </span>
      <h2 className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">{title}</h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{message}</p>
      {children}
      {tone === 'success' ? <ConfettiBurst bursts={PAID_BURSTS} /> : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {actions.map((action, index) => (
          <Link key={action.to} to={action.to} className={`btn ${index === 0 ? 'btn-primary' : 'btn-secondary'}`}>
            {action.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
