import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { courseCard } from '../testData';
import { CourseCard } from './CourseCard';

describe('CourseCard', () => {
  it('shows VND prices, the Vietnamese level and the course facts, linking to the detail', () => {
    render(
      <MemoryRouter>
        <CourseCard course={courseCard} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('course-price').textContent).toMatch(/^1\.250\.000\s₫$/);
    expect(screen.getByTestId('course-original-price').tagName).toBe('S');
    expect(screen.getByTestId('course-original-price').textContent).toMatch(/2\.000\.000\s₫/);
    expect(screen.getByTestId('course-level').textContent).toBe('Trung cấp');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(courseCard.title);
    const image = screen.getByAltText(courseCard.title);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('640');
    expect(image.getAttribute('height')).toBe('360');
    const card = screen.getByTestId('course-card-facebook-ads');
    for (const text of ['Quảng cáo', 'Nguyễn Văn An', '24 bài học', '2 giờ 15 phút', '4,8', 'Chạy quảng cáo hiệu quả']) {
      expect(card.textContent).toContain(text);
    }
    expect(screen.getByRole('link').getAttribute('href')).toBe('/courses/facebook-ads');
  });

  it('shows a course shorter than a minute in seconds', () => {
    render(
      <MemoryRouter>
        <CourseCard course={{ ...courseCard, duration: 6 }} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('course-card-facebook-ads').textContent).toContain('6 giây');
  });

  it('labels the other levels and hides an original price that is not higher', () => {
    render(
      <MemoryRouter>
        <CourseCard course={{ ...courseCard, slug: 'a', level: 'beginner', originalPrice: null }} />
        <CourseCard course={{ ...courseCard, slug: 'b', level: 'advanced' }} />
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId('course-level').map((node) => node.textContent)).toEqual(['Cơ bản', 'Nâng cao']);
    expect(screen.getAllByTestId('course-original-price')).toHaveLength(1);
  });

  it("shows the rating and count as '★ 4,8 (18 đánh giá)'", () => {
    render(
      <MemoryRouter>
        <CourseCard course={{ ...courseCard, rating: 4.8 }} />
      </MemoryRouter>,
    );
    const figures = screen.getByTestId('course-rating');
    // ' sao' is for screen readers only (sr-only).
    expect(figures.textContent).toBe('★ 4,8 sao (18 đánh giá)');
    expect(figures.querySelector('.sr-only')?.textContent).toBe(' sao');
  });

  it("says 'Chưa có đánh giá' for a course nobody reviewed, never '★ 0,0 (0 đánh giá)'", () => {
    render(
      <MemoryRouter>
        <CourseCard course={{ ...courseCard, rating: 0, reviewsCount: 0 }} />
      </MemoryRouter>,
    );
    const card = screen.getByTestId('course-card-facebook-ads');
    expect(screen.getByTestId('course-rating').textContent).toBe('Chưa có đánh giá');
    expect(card.textContent).not.toContain('0,0');
    expect(card.textContent).not.toContain('0 đánh giá');
  });

  it('groups large counts the vi-VN way', () => {
    render(
      <MemoryRouter>
        <CourseCard course={{ ...courseCard, reviewsCount: 1850 }} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('course-card-facebook-ads').textContent).toContain('(1.850 đánh giá)');
  });
});
