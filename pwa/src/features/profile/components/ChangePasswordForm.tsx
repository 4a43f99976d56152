import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { FormError } from '../../../components/ui/FormError';
import { NewPasswordFields } from '../../../components/ui/NewPasswordFields';
import { PasswordField } from '../../../components/ui/PasswordField';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useFormFields } from '../../../lib/useFormFields';
import { validatePasswordChange } from '../../../lib/validation';
import { changePassword } from '../../auth';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { fields, setFields, update, error, setError } = useFormFields(EMPTY);
  const [saving, setSaving] = useState(false);

  if (!hasPassword) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Tài khoản của bạn đăng nhập bằng Google hoặc Facebook nên chưa có mật khẩu. Để tạo mật khẩu, hãy dùng{' '}
        <Link to="/forgot-password" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
          Quên mật khẩu
        </Link>{' '}
        với email của bạn.
      </p>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validatePasswordChange(fields);
    if (invalid) return setError(invalid);
    setSaving(true);
    try {
      toast.success(await changePassword(fields.currentPassword, fields.newPassword));
      setFields(EMPTY);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="max-w-md space-y-4" data-testid="change-password-form">
      <PasswordField label="Mật khẩu hiện tại" autoComplete="current-password" value={fields.currentPassword} onChange={update('currentPassword')} data-testid="current-password" />
      <NewPasswordFields
        password={{ label: 'Mật khẩu mới', value: fields.newPassword, onChange: update('newPassword'), testId: 'new-password' }}
        confirmation={{ label: 'Xác nhận mật khẩu mới', value: fields.confirmPassword, onChange: update('confirmPassword'), testId: 'confirm-new-password' }}
      />
      <FormError message={error} />
      <button type="submit" className="btn btn-primary" disabled={saving} data-testid="change-password-submit">
        {saving ? 'Đang lưu...' : 'Đổi mật khẩu'}
      </button>
    </form>
  );
}
