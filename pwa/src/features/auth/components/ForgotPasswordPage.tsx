import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormError } from '../../../components/ui/FormError';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/http/errorMessage';
import { validateEmail } from '../../../lib/validation';
import { forgotPassword } from '../api/authApi';
import { AuthCard } from './AuthCard';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateEmail(email);
    if (invalid) return setError(invalid);
    setBusy(true);
    try {
      setSentMessage(await forgotPassword(email.trim()));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Quên mật khẩu" subtitle="Nhập email bạn đã đăng ký, chúng tôi sẽ gửi link đặt lại mật khẩu.">
      {sentMessage ? (
        <div className="space-y-4">
          <p
            role="status"
            data-testid="forgot-password-success"
            className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300"
          >
            {sentMessage}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">Không thấy email? Hãy kiểm tra mục Quảng cáo (Promotions) hoặc Thư rác (Spam).</p>
          <Link to="/login" className="btn btn-primary w-full">
            Quay lại đăng nhập
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
            data-testid="forgot-email"
          />
          <FormError message={error} />
          <button type="submit" className="btn btn-primary w-full" disabled={busy} data-testid="forgot-submit">
            Gửi link đặt lại mật khẩu
          </button>
          <p className="text-center text-sm">
            <Link to="/login" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
              Quay lại đăng nhập
            </Link>
          </p>
        </form>
      )}
    </AuthCard>
  );
}
