import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './PasswordField';

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <>
      <PasswordField label="Mật khẩu" autoComplete="new-password" value={value} onChange={(event) => setValue(event.target.value)} data-testid="pw" />
      <output>{value}</output>
    </>
  );
}

describe('PasswordField', () => {
  it('is a masked input named by its label, carrying the test id and autocomplete hint', () => {
    render(<Controlled />);
    const input = screen.getByLabelText('Mật khẩu');
    expect(input).toBe(screen.getByTestId('pw'));
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('new-password');
  });

  it('reports what is typed to its owner', () => {
    render(<Controlled />);
    fireEvent.change(screen.getByTestId('pw'), { target: { value: 'bimat123' } });
    expect(screen.getByRole('status').textContent).toBe('bimat123');
    expect((screen.getByTestId('pw') as HTMLInputElement).value).toBe('bimat123');
  });

  it('shows a hint under the input', () => {
    render(<PasswordField label="Mật khẩu" autoComplete="current-password" hint="Ít nhất 6 ký tự." />);
    const input = screen.getByLabelText('Mật khẩu');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Ít nhất 6 ký tự.');
  });
});
