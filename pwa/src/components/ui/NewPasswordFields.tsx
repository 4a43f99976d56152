import type { ChangeEventHandler } from 'react';
import { PasswordField } from './PasswordField';

type Field = { label: string; value: string; onChange: ChangeEventHandler<HTMLInputElement>; name?: string; testId: string; error?: string | null };

/**
 * A new password and its confirmation (registration, reset, change password). The mismatch message
 * ('Mật khẩu không khớp!') stays with each form's validator in lib/validation.
 */
export function NewPasswordFields({ password, confirmation }: { password: Field; confirmation: Field }) {
  return (
    <>
      {[password, confirmation].map((field) => (
        <PasswordField
          key={field.testId}
          label={field.label}
          name={field.name}
          autoComplete="new-password"
          value={field.value}
          onChange={field.onChange}
          data-testid={field.testId}
          error={field.error}
        />
      ))}
    </>
  );
}
