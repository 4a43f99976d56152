import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CodeGeneratorField } from './CodeGeneratorField';

function Controlled() {
  const [code, setCode] = useState('');
  return <CodeGeneratorField label="Mã code" value={code} onChange={setCode} />;
}

describe('CodeGeneratorField', () => {
  it('uppercases typed codes', () => {
    render(<Controlled />);
    fireEvent.change(screen.getByLabelText('Mã code'), { target: { value: 'sale2024' } });
    expect((screen.getByLabelText('Mã code') as HTMLInputElement).value).toBe('SALE2024');
  });

  it('fills 10 random characters of A-Z and 0-9', () => {
    render(<Controlled />);
    fireEvent.click(screen.getByRole('button', { name: 'Tạo mã ngẫu nhiên' }));
    expect((screen.getByLabelText('Mã code') as HTMLInputElement).value).toMatch(/^[A-Z0-9]{10}$/);
  });
});
