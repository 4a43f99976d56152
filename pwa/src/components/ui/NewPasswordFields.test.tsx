import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NewPasswordFields } from './NewPasswordFields';

function Controlled() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return (
    <NewPasswordFields
      password={{ label: 'Mật khẩu mới', value: password, onChange: (event) => setPassword(event.target.value), testId: 'pw' }}
      confirmation={{ label: 'Xác nhận mật khẩu mới', value: confirmation, onChange: (event) => setConfirmation(event.target.value), testId: 'confirm' }}
    />
  );
}

describe('NewPasswordFields', () => {
  it('renders two masked new-password inputs, each updating its own value', () => {
    render(<Controlled />);
    const password = screen.getByLabelText('Mật khẩu mới') as HTMLInputElement;
    const confirmation = screen.getByLabelText('Xác nhận mật khẩu mới') as HTMLInputElement;
    for (const input of [password, confirmation]) {
      expect(input.type).toBe('password');
      expect(input.autocomplete).toBe('new-password');
    }
    fireEvent.change(password, { target: { value: 'MatKhau@1' } });
    fireEvent.change(confirmation, { target: { value: 'MatKhau@2' } });
    expect([password.value, confirmation.value]).toEqual(['MatKhau@1', 'MatKhau@2']);
  });
});
