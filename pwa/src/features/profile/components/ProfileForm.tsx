import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { Profile } from '../../../api/types';
import { FormError } from '../../../components/ui/FormError';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useFormFields } from '../../../lib/useFormFields';
import { validateProfileForm } from '../../../lib/validation';
import { useAuth } from '../../auth';
import { updateProfile } from '../api/profileApi';

function fieldsFrom(user: Profile) {
  return { name: user.name ?? '', preferredName: user.preferredName ?? '', phoneNumber: user.phoneNumber ?? '', age: user.age == null ? '' : String(user.age) };
}

export function ProfileForm({ user }: { user: Profile }) {
  const { updateUser } = useAuth();
  const { fields, update, error, setError } = useFormFields(() => fieldsFrom(user));
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateProfileForm(fields);
    if (invalid) return setError(invalid);
    setSaving(true);
    try {
      const profile = await updateProfile({
        name: fields.name.trim(),
        // Empty clears it: mail then calls them by the given name of their full name, or "bạn".
        preferredName: fields.preferredName.trim() || null,
        ...(fields.phoneNumber.trim() ? { phoneNumber: fields.phoneNumber.trim() } : {}),
        ...(fields.age.trim() ? { age: Number(fields.age) } : {}),
      });
      updateUser(profile);
      toast.success('Cập nhật hồ sơ thành công!');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4" data-testid="profile-form">
      <TextField label="Họ và tên" autoComplete="name" value={fields.name} onChange={update('name')} data-testid="profile-name" />
      <TextField
        label="Tên gọi"
        autoComplete="nickname"
        maxLength={60}
        value={fields.preferredName}
        onChange={update('preferredName')}
        hint={`Thư gửi bạn mở đầu bằng “Chào ${user.greetingName}”. Để trống: lấy tên cuối trong họ tên, hoặc gọi là “bạn”.`}
        data-testid="profile-preferred-name"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Số điện thoại" type="tel" autoComplete="tel" value={fields.phoneNumber} onChange={update('phoneNumber')} data-testid="profile-phone" />
        <TextField label="Tuổi" type="number" min={1} max={120} inputMode="numeric" value={fields.age} onChange={update('age')} data-testid="profile-age" />
      </div>
      <FormError message={error} />
      <button type="submit" className="btn btn-primary" disabled={saving} data-testid="profile-save">
        {saving ? 'Đang lưu...' : 'Lưu thay đổi'}
      </button>
    </form>
  );
}
