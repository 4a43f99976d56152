import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it('renders the Vietnamese label with the tone of the status', () => {
    render(<StatusBadge status="refunded" />);
    const badge = screen.getByText('Đã hoàn tiền');
    expect(badge.dataset.tone).toBe('red');
    expect(badge.className).toContain('bg-red-100');
  });

  it('lets a caller relabel a status', () => {
    render(<StatusBadge status="inactive" label="Đã khóa" />);
    expect(screen.getByText('Đã khóa').dataset.tone).toBe('red');
  });
});
