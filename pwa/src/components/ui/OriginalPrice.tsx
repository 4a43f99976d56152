import { formatVnd } from '../../lib/format';

/**
 * The price before a discount, struck through beside the price paid. Slate-500 keeps 4.5:1 on white
 * (slate-400 was 2.6:1), and screen readers hear it announced as the original price.
 */
export function OriginalPrice({ amount, className = '', testId }: { amount: number; className?: string; testId?: string }) {
  return (
    <s className={`text-slate-500 dark:text-slate-400 ${className}`} data-testid={testId}>
      <span className="sr-only">Giá gốc: </span>
      {formatVnd(amount)}
    </s>
  );
}
