import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './DataTable';

describe('DataTable', () => {
  it('scrolls inside a named region keyboard users can focus (axe scrollable-region-focusable)', () => {
    render(
      <DataTable columns={[{ label: 'Khóa học' }]} testId="t" label="Thu nhập theo khóa học">
        <tr>
          <td>Quảng cáo Facebook</td>
        </tr>
      </DataTable>,
    );
    const region = screen.getByRole('region', { name: 'Thu nhập theo khóa học' });
    expect(region.tabIndex).toBe(0);
    expect(region.contains(screen.getByTestId('t'))).toBe(true);
  });
});
