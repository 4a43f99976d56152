import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { Role } from '../../../api/types';
import { FormError } from '../../../components/ui/FormError';
import { Modal } from '../../../components/ui/Modal';
import { PasswordField } from '../../../components/ui/PasswordField';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useFormFields } from '../../../lib/useFormFields';
import { ROLE_LABELS, ROLES } from '../../../lib/roles';
import { MIN_PASSWORD_LENGTH, VALIDATION_MESSAGES, validateEmail } from '../../../lib/validation';
import { useCreateUser } from '../api/adminUsersApi';

const EMPTY = { email: '', password: '', name: '', phoneNumber: '', role: 'student' as Role };

type CreateUserModalProps = { open: boolean; onClose: () => void };

/** Creates an account; the user lists are refetched by the mutation. */
export function CreateUserModal({ open, onClose }: CreateUserModalProps) {
  const create = useCreateUser();
  const { fields, setFields, update, error, setError } = useFormFields(EMPTY);
  const [saving, setSaving] = useState(false);
  const roleId = useId();
  const formId = useId();

  const close = () => {
    setFields(EMPTY);
    setError(null);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid =
      validateEmail(fields.email) ??
      (fields.password.length < MIN_PASSWORD_LENGTH ? VALIDATION_MESSAGES.passwordTooShort : null) ??
      (fields.name.trim() ? null : VALIDATION_MESSAGES.nameRequired);
    if (invalid) return setError(invalid);
    setSaving(true);
    try {
      await create.mutateAsync({
        email: fields.email.trim(),
        password: fields.password,
        name: fields.name.trim(),
        role: fields.role,
        ...(fields.phoneNumber.trim() ? { phoneNumber: fields.phoneNumber.trim() } : {}),
      });
      toast.success('Đã tạo người dùng mới.');
      close();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title="Tạo người dùng"
      size="lg"
      testId="create-user-modal"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={close} disabled={saving}>
            Hủy
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={saving} data-testid="create-user-submit">
            {saving ? 'Đang tạo...' : 'Tạo người dùng'}
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField label="Họ và tên" value={fields.name} onChange={update('name')} data-testid="create-user-name" />
        <TextField label="Email" type="email" value={fields.email} onChange={update('email')} data-testid="create-user-email" />
        <PasswordField
          label="Mật khẩu"
          autoComplete="new-password"
          value={fields.password}
          onChange={update('password')}
          hint={`Ít nhất ${MIN_PASSWORD_LENGTH} ký tự.`}
          data-testid="create-user-password"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Số điện thoại (không bắt buộc)" type="tel" value={fields.phoneNumber} onChange={update('phoneNumber')} />
          <div>
            <label htmlFor={roleId} className="field-label">
              Vai trò
            </label>
            <select id={roleId} className="field-input" value={fields.role} onChange={update('role')} data-testid="create-user-role">
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <FormError message={error} />
      </form>
    </Modal>
  );
}
