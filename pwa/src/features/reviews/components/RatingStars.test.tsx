import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingStars } from './RatingStars';

describe('RatingStars', () => {
  it('reads out the rating and fills a fraction of the last star only', () => {
    const { container } = render(<RatingStars value={3.5} />);
    expect(screen.getByRole('img', { name: '3,5 trên 5 sao' })).toBeTruthy();
    const filled = container.querySelectorAll('svg.text-amber-500');
    // Three whole stars, plus the half star's filled overlay clipped to 50%.
    expect(filled).toHaveLength(4);
    expect((filled[3].parentElement as HTMLElement).style.width).toBe('50%');
    // One shape per whole or empty star, two for the part-filled one.
    expect(container.querySelectorAll('svg')).toHaveLength(6);
  });
});
