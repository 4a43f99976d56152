import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('on a dark surface has light text only: no default slate-500 left to win over it (axe color-contrast, 3.7:1 on slate-900)', () => {
    render(<Spinner label="Đang tải video..." onDark />);
    const classes = screen.getByRole('status').className.split(/\s+/);
    expect(classes).toContain('text-slate-200');
    expect(classes).not.toContain('text-slate-500');
  });

  it('elsewhere keeps the grey of secondary text', () => {
    render(<Spinner />);
    expect(screen.getByRole('status').className.split(/\s+/)).toContain('text-slate-500');
  });
});
