import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Icon } from '../../../components/ui/Icon';

const COPIED_MS = 2_000;

type Props = {
  value: string;
  /** What is copied, read after 'Sao chép' by screen readers, e.g. 'mã bản quyền'. */
  what: string;
  testId?: string;
};

/** Copies `value`; the button itself says 'Đã sao chép' for a moment afterwards. */
export function CopyButton({ value, what, testId }: Props) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    // No clipboard outside a secure context: the text stays selectable to copy by hand.
    if (!navigator.clipboard) {
      toast.error('Không sao chép được, vui lòng chép tay.');
      return;
    }
    navigator.clipboard.writeText(value).then(
      () => setCopied(true),
      () => toast.error('Không sao chép được, vui lòng chép tay.'),
    );
  };

  return (
    <button
      type="button"
      className={`btn btn-sm shrink-0 ${copied ? 'bg-emerald-600 text-white hover:bg-emerald-600' : 'btn-secondary'}`}
      onClick={copy}
      aria-label={`${copied ? 'Đã sao chép' : 'Sao chép'} ${what}`}
      data-testid={testId}
    >
      <Icon name={copied ? 'check' : 'clipboard'} className="h-4 w-4" />
      <span aria-live="polite">{copied ? 'Đã sao chép' : 'Sao chép'}</span>
    </button>
  );
}
