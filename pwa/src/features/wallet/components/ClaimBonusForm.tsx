import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { FormError } from '../../../components/ui/FormError';
import { TextField } from '../../../components/ui/TextField';
import { formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useClaimBonus } from '../api/walletApi';

/** 'Nhập mã thưởng': credits a bonus code to the bonus balance (the claim refreshes what shows it). */
export function ClaimBonusForm() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const claim = useClaimBonus();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return setError('Vui lòng nhập mã thưởng.');
    try {
      const claimed = await claim.mutateAsync(trimmed);
      toast.success(claimed.message || `Đã cộng ${formatVnd(claimed.amount)} vào số dư thưởng.`);
      setCode('');
    } catch (failure) {
      setError(errorMessage(failure, 'Không thể nhận mã thưởng.'));
    }
  };

  return (
    // The form sits in a narrow column beside the deposit form on a laptop: it stacks by its own width, not the screen's.
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="@container space-y-4" data-testid="claim-bonus-form">
      <div className="flex flex-col gap-3 @md:flex-row @md:items-end">
        <TextField
          className="flex-1"
          label="Mã thưởng"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          placeholder="Ví dụ: CHAOMUNG2025"
          value={code}
          onChange={(event) => {
            setCode(event.target.value.toUpperCase());
            setError(null);
          }}
          data-testid="bonus-code"
        />
        <button type="submit" className="btn btn-accent" disabled={claim.isPending} data-testid="claim-bonus-submit">
          {claim.isPending ? 'Đang nhận...' : 'Nhận thưởng'}
        </button>
      </div>
      <FormError message={error} testId="claim-bonus-error" />
    </form>
  );
}
