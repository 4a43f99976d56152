import { useState } from 'react';
import toast from 'react-hot-toast';
import { Icon } from '../../../components/ui/Icon';
import { toastError } from '../../../lib/http/toastError';
import { resendVerification } from '../../auth';

export function EmailVerificationNotice({ email }: { email: string }) {
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      toast.success(await resendVerification(email));
    } catch (error) {
      toastError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl bg-amber-50 p-4 text-amber-900 sm:flex-row sm:items-center dark:bg-amber-500/10 dark:text-amber-200"
      data-testid="email-unverified-warning"
    >
      <Icon name="alert" className="h-6 w-6 shrink-0" />
      <p className="flex-1 text-sm">
        Email <strong>{email}</strong> chưa được xác thực. Hãy mở email xác thực (kiểm tra cả mục Quảng cáo và Thư rác) để bảo vệ tài khoản và nhận đầy đủ quyền lợi học viên.
      </p>
      <button type="button" className="btn btn-secondary btn-sm shrink-0" disabled={sending} onClick={() => void resend()} data-testid="resend-verification">
        {sending ? 'Đang gửi...' : 'Gửi lại email xác thực'}
      </button>
    </div>
  );
}
