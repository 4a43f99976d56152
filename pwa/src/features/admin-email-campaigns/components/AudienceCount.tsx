import { Icon } from '../../../components/ui/Icon';
import { formatNumber } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useAudienceCount } from '../api/emailCampaignsApi';
import type { AudienceRules } from '../audienceTree';

export const COUNT_DEBOUNCE_MS = 500;

type Props = {
  rules: AudienceRules | null;
  /** Why the rules cannot be counted yet (a value still missing); shown instead of a count. */
  problem: string | null;
  /** A broadcast goes to everyone who matches, so even no rules get a count (everyone eligible). */
  countEveryone: boolean;
};

/** The live count under the audience builder, asked for once the rules stop changing for half a second. */
export function AudienceCount({ rules, problem, countEveryone }: Props) {
  const wanted = rules ?? (countEveryone ? { all: [] } : null);
  const key = problem || !wanted ? '' : JSON.stringify(wanted);
  const asked = useDebouncedValue(key, COUNT_DEBOUNCE_MS);
  const count = useAudienceCount(asked);
  // The count (or refusal) is of the rules asked for: while the rules since changed wait for theirs, none is shown as current.
  const answer = asked === key && !count.isPending ? { result: count.data, error: count.error } : null;

  let line;
  if (problem) {
    line = <span className="text-amber-700 dark:text-amber-300">{problem}</span>;
  } else if (!key) {
    line = <span className="font-medium text-slate-800 dark:text-slate-200">Mọi người trong kịch bản</span>;
  } else if (!answer) {
    line = <span className="text-slate-500 dark:text-slate-400">Đang đếm người nhận…</span>;
  } else if (answer.error) {
    line = (
      <span className="text-red-600 dark:text-red-400" role="alert" data-testid="audience-count-error">
        {errorMessage(answer.error, 'Không thể đếm người nhận.')}
      </span>
    );
  } else if (answer.result) {
    line = (
      <span data-testid="audience-count">
        <strong className="text-slate-900 dark:text-white">{formatNumber(answer.result.count)} người sẽ nhận</strong>{' '}
        <span className="text-slate-600 dark:text-slate-400">({formatNumber(answer.result.matching)} người khớp điều kiện)</span>
      </span>
    );
  }
  return (
    <div className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm dark:bg-brand-500/10" aria-live="polite" data-testid="audience-count-box">
      <p className="flex items-start gap-2">
        <span className="mt-0.5 shrink-0 text-brand-700 dark:text-brand-300">
          <Icon name="users" className="h-4 w-4" />
        </span>
        {line}
      </p>
      {key ? (
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          Chỉ tính người đã đồng ý nhận email tiếp thị, đã xác thực email và không bị chặn. Điều kiện được kiểm tra lại khi đến lượt gửi.
        </p>
      ) : null}
    </div>
  );
}
