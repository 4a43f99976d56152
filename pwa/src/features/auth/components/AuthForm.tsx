import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import type { Profile, Role } from '../../../api/types';
import { FormError } from '../../../components/ui/FormError';
import { NewPasswordFields } from '../../../components/ui/NewPasswordFields';
import { PasswordField } from '../../../components/ui/PasswordField';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useFormFields } from '../../../lib/useFormFields';
import { type RegisterField, validateLoginForm, validateRegistration } from '../../../lib/validation';
import { useAuth } from '../hooks/useAuth';
import { OAuthButtons } from './OAuthButtons';

/** 'signin' is the product's name for the registration mode. */
export type AuthMode = 'login' | 'signin';

type AuthFormProps = {
  mode: AuthMode;
  /** Without it the form offers no link to the other mode (admin sign-in). */
  onModeChange?: (mode: AuthMode) => void;
  onSignedIn?: (profile: Profile) => void;
  onRegistered?: () => void;
  /** Where a Google/Facebook sign-in comes back to, and where the verification link of a registration leads. */
  returnTo: string;
  requireRole?: Role;
  showOAuth?: boolean;
  /** Error set from outside, e.g. an OAuth failure reported in the URL. */
  initialError?: string | null;
};

const EMPTY_FIELDS = { email: '', password: '', confirmPassword: '', name: '', phoneNumber: '', age: '' };

const MARKETING_CONSENT_LABEL = 'Tôi đồng ý nhận email về khóa học mới, ưu đãi và mẹo marketing từ Học viện Marketing. Có thể hủy bất cứ lúc nào.';

export function AuthForm({ mode, onModeChange, onSignedIn, onRegistered, returnTo, requireRole, showOAuth = true, initialError = null }: AuthFormProps) {
  const { signIn, register } = useAuth();
  // Any edit clears the previous error (SPEC §4).
  const { fields, setFields, update, error, setError } = useFormFields(EMPTY_FIELDS, initialError);
  // Opt-in: advertising mail only to people who ticked it themselves (docs/email-marketing.md).
  const [marketingConsent, setMarketingConsent] = useState(false);
  // A registration check that failed shows under its field; other errors (the server's) under the form.
  const [errorField, setErrorField] = useState<RegisterField | null>(null);
  const [busy, setBusy] = useState(false);
  const isLogin = mode === 'login';

  const fail = (message: string, notify: boolean, field: RegisterField | null = null) => {
    setError(message);
    setErrorField(field);
    if (notify) toast.error(message);
  };
  const errorOf = (field: RegisterField) => (errorField === field ? error : null);

  const submitLogin = async () => {
    const invalid = validateLoginForm(fields);
    if (invalid) return fail(invalid, false);
    setBusy(true);
    try {
      const profile = await signIn(fields.email, fields.password, { requireRole, returnTo });
      onSignedIn?.(profile);
    } catch (failure) {
      fail(errorMessage(failure), true);
    } finally {
      setBusy(false);
    }
  };

  const submitRegistration = async () => {
    const invalid = validateRegistration(fields);
    if (invalid) return fail(invalid.message, false, invalid.field);
    setBusy(true);
    try {
      const message = await register({
        email: fields.email.trim(),
        password: fields.password,
        name: fields.name.trim(),
        phoneNumber: fields.phoneNumber.trim(),
        ...(fields.age.trim() ? { age: Number(fields.age) } : {}),
        marketingConsent,
        // The verification link brings the new member back here (e.g. the course they were buying).
        ...(returnTo !== '/' ? { returnTo } : {}),
      });
      toast.success(message);
      setFields(EMPTY_FIELDS);
      setMarketingConsent(false);
      onRegistered?.();
    } catch (failure) {
      fail(errorMessage(failure), true);
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void (isLogin ? submitLogin() : submitRegistration());
  };

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid={isLogin ? 'login-form' : 'register-form'}>
        {!isLogin ? (
          <TextField label="Họ và tên" name="name" autoComplete="name" value={fields.name} onChange={update('name')} error={errorOf('name')} data-testid="auth-name" />
        ) : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={fields.email}
          onChange={update('email')}
          error={errorOf('email')}
          data-testid="auth-email"
        />
        {/* One column, like every other field: labels and inputs line up at any width. The email sign-up
            needs a phone number (SPEC §5, the flow), so the form says so instead of calling it optional. */}
        {!isLogin ? (
          <>
            <TextField
              label="Số điện thoại"
              name="phoneNumber"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              value={fields.phoneNumber}
              onChange={update('phoneNumber')}
              error={errorOf('phoneNumber')}
              data-testid="auth-phone"
            />
            <TextField
              label="Tuổi (không bắt buộc)"
              name="age"
              type="number"
              min={1}
              max={120}
              inputMode="numeric"
              value={fields.age}
              onChange={update('age')}
              error={errorOf('age')}
              data-testid="auth-age"
            />
          </>
        ) : null}
        {isLogin ? (
          <PasswordField label="Mật khẩu" name="password" autoComplete="current-password" value={fields.password} onChange={update('password')} data-testid="auth-password" />
        ) : (
          <NewPasswordFields
            password={{ label: 'Mật khẩu', name: 'password', value: fields.password, onChange: update('password'), testId: 'auth-password', error: errorOf('password') }}
            confirmation={{
              label: 'Xác nhận mật khẩu',
              name: 'confirmPassword',
              value: fields.confirmPassword,
              onChange: update('confirmPassword'),
              testId: 'auth-confirm-password',
              error: errorOf('confirmPassword'),
            }}
          />
        )}

        {!isLogin ? (
          <label className="flex cursor-pointer items-start gap-3 text-sm text-slate-700 dark:text-slate-300">
            <input
              type="checkbox"
              name="marketingConsent"
              checked={marketingConsent}
              onChange={(event) => setMarketingConsent(event.target.checked)}
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
              data-testid="auth-marketing-consent"
            />
            <span>{MARKETING_CONSENT_LABEL}</span>
          </label>
        ) : null}

        {isLogin ? (
          <div className="text-right">
            <Link to="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
              Quên mật khẩu?
            </Link>
          </div>
        ) : null}

        <FormError message={errorField ? null : error} testId="auth-error" />

        <button type="submit" className="btn btn-primary w-full py-3" disabled={busy} aria-busy={busy} data-testid="auth-submit">
          {busy ? <span className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent" aria-hidden="true" /> : null}
          {isLogin ? 'Đăng nhập' : 'Đăng ký'}
        </button>
      </form>

      {showOAuth ? <OAuthButtons returnTo={returnTo} /> : null}

      {onModeChange ? (
        <p className="text-center text-sm text-slate-600 dark:text-slate-400">
          {isLogin ? 'Chưa có tài khoản?' : 'Đã có tài khoản?'}{' '}
          <button
            type="button"
            className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
            data-testid="auth-switch-mode"
            onClick={() => {
              setError(null);
              onModeChange(isLogin ? 'signin' : 'login');
            }}
          >
            {isLogin ? 'Đăng ký ngay' : 'Đăng nhập ngay'}
          </button>
        </p>
      ) : null}
    </div>
  );
}
