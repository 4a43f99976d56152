import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { courseCard } from '../../../courses';
import { DEFAULT_HOME_BLOCKS, type FeaturedCoursesBlock } from '../../homeBlocks';
import { AffiliatePromo } from './AffiliatePromo';
import { BENEFITS, BenefitsSection } from './BenefitsSection';
import { FeaturedCourses } from './FeaturedCourses';
import { FEEDBACKS, FeedbackVideos } from './FeedbackVideos';
import { renderWithQuery } from '../../../../test/renderWithQuery';

afterEach(() => vi.unstubAllGlobals());

describe('home sections', () => {
  it('asks for the first 30 courses and links each card to its page', async () => {
    const fetchMock = vi.fn(
      async (_request: Request) =>
        new Response(JSON.stringify({ courses: [courseCard], pagination: { currentPage: 1, totalPages: 1, totalItems: 1, limit: 30 } }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithQuery(
      <MemoryRouter>
        <FeaturedCourses block={DEFAULT_HOME_BLOCKS[1] as FeaturedCoursesBlock} />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId(`course-card-${courseCard.slug}`)).querySelector('a')?.getAttribute('href')).toBe(`/courses/${courseCard.slug}`);
    expect(new URL(fetchMock.mock.calls[0][0].url).searchParams.get('limit')).toBe('30');
    expect(screen.getByRole('link', { name: /Xem tất cả khóa học/ }).getAttribute('href')).toBe('/courses');
  });

  it('loads no video until a testimonial is played', () => {
    render(<FeedbackVideos />);
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `Xem video cảm nhận của ${FEEDBACKS[0].name}` }));
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${FEEDBACKS[0].videoId}?autoplay=1`);
  });

  it('lists seven benefits and states both commission rates', () => {
    render(
      <MemoryRouter>
        <BenefitsSection />
        <AffiliatePromo />
      </MemoryRouter>,
    );
    expect(BENEFITS).toHaveLength(7);
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByText('30%')).toBeTruthy();
    expect(screen.getByText('20%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tìm hiểu chương trình Affiliate' }).getAttribute('href')).toBe('/affiliate-landing');
  });
});
