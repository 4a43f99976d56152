import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FormError } from '../../../components/ui/FormError';
import { Spinner } from '../../../components/ui/Spinner';
import { NewPasswordFields } from '../../../components/ui/NewPasswordFields';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useFormFields } from '../../../lib/useFormFields';
import { validateNewPassword } from '../../../lib/validation';
import { checkResetCode, resetPassword } from '../api/authApi';
import { AUTH_MESSAGES } from '../authMessages';
import { AuthCard } from './AuthCard';

type CodeState = { status: 'checking' } | { status: 'valid'; email: string } | { status: 'invalid' };

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode') ?? '';
  const [code, setCode] = useState<CodeState>(oobCode ? { status: 'checking' } : { status: 'invalid' });
  const { fields, update, error, setError } = useFormFields({ newPassword: '', confirmPassword: '' });
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!oobCode) return;
    let active = true;
    checkResetCode(oobCode).then(
      (email) => active && setCode({ status: 'valid', email }),
      () => active && setCode({ status: 'invalid' }),
    );
    return () => {
      active = false;
    };
  }, [oobCode]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateNewPassword(fields.newPassword, fields.confirmPassword);
    if (invalid) return setError(invalid);
    setBusy(true);
    try {
      setDoneMessage(await resetPassword(oobCode, fields.newPassword));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  if (code.status === 'checking') {
    return (
      <AuthCard title="Đặt lại mật khẩu">
        <Spinner label="Đang kiểm tra link..." />
      </AuthCard>
    );
  }

  if (code.status === 'invalid') {
    return (
      <AuthCard title="Đặt lại mật khẩu">
        <FormError message={AUTH_MESSAGES.invalidLink} testId="reset-error" />
        <Link to="/forgot-password" className="btn btn-primary mt-4 w-full">
          Gửi lại link đặt lại mật khẩu
        </Link>
      </AuthCard>
    );
  }

  if (doneMessage) {
    return (
      <AuthCard title="Đặt lại mật khẩu">
        <p role="status" data-testid="reset-success" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300">
          {doneMessage}
        </p>
        <Link to="/login" className="btn btn-primary mt-4 w-full">
          Đăng nhập ngay
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Đặt lại mật khẩu"
      subtitle={
        <>
          Tạo mật khẩu mới cho tài khoản <strong>{code.email}</strong>.
        </>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <NewPasswordFields
          password={{ label: 'Mật khẩu mới', value: fields.newPassword, onChange: update('newPassword'), testId: 'reset-new-password' }}
          confirmation={{ label: 'Xác nhận mật khẩu mới', value: fields.confirmPassword, onChange: update('confirmPassword'), testId: 'reset-confirm-password' }}
        />
        <FormError message={error} />
        <button type="submit" className="btn btn-primary w-full" disabled={busy} data-testid="reset-submit">
          Lưu mật khẩu mới
        </button>
      </form>
    </AuthCard>
  );
}
