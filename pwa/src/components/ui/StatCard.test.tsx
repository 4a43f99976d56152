import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatVnd } from '../../lib/format';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('shows a large VND figure whole (never cut with an ellipsis), breakable only between digit groups', () => {
    render(
      <ul>
        <StatCard label="Tổng thu nhập" value={formatVnd(29_142_000_000)} icon="dollar" tone="bg-emerald-100" testId="stat-revenue" />
      </ul>,
    );
    const card = screen.getByTestId('stat-revenue');
    expect(card.textContent).toBe(`Tổng thu nhập${formatVnd(29_142_000_000)}`);
    const figure = screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === formatVnd(29_142_000_000));
    expect(figure.className).not.toMatch(/truncate|overflow-hidden|text-ellipsis/);
    expect(figure.querySelectorAll('wbr')).toHaveLength(3);
    expect(figure.innerHTML).toMatch(/^29\.<wbr>142\.<wbr>000\.<wbr>000/);
  });

  it('works without an icon and shows the hint under the figure', () => {
    render(
      <ul>
        <StatCard label="Tỉ lệ chuyển đổi" value="12,5%" hint="so với tháng trước" testId="stat-rate" />
      </ul>,
    );
    expect(screen.getByTestId('stat-rate').querySelector('svg')).toBeNull();
    expect(screen.getByText('so với tháng trước')).toBeTruthy();
  });
});
