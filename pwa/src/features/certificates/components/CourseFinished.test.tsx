import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAccessToken, setAccessToken } from '../../../lib/session/tokenStore';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import { clearLearningTables, fakeJwt } from '../../learn';
import { CourseFinished } from './CourseFinished';

const mine = (certificates: unknown[]) => ({ body: { fullName: 'An', nameConfirmed: true, certificates } });
const issued = { code: 'HVM-7K3QX-9M2PA', courseId: 'c1', revoked: false };
const reviewsMine = { body: { review: null, eligibility: { canReview: true, reason: null } } };

const renderFinish = (completedLectures: number, totalLectures = 4) =>
  renderWithQuery(
    <MemoryRouter>
      <CourseFinished userId="u1" courseId="c1" courseTitle="Quảng cáo Facebook thực chiến" completedLectures={completedLectures} totalLectures={totalLectures} />
    </MemoryRouter>,
  );

beforeEach(async () => {
  await clearLearningTables();
  setAccessToken(fakeJwt('u1'));
});
afterEach(() => {
  clearAccessToken();
  vi.unstubAllGlobals();
});

describe('CourseFinished (the player at 100%)', () => {
  it('shows nothing before every lecture is completed, and asks the server nothing', () => {
    const calls = fakeApi({ 'GET /api/certificates/mine': mine([issued]) });
    renderFinish(3);
    expect(screen.queryByTestId('course-finished')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('congratulates, links to the certificate and invites a review', async () => {
    fakeApi({ 'GET /api/certificates/mine': mine([issued]), 'GET /api/courses/c1/reviews/mine': reviewsMine });
    renderFinish(4);
    const card = await screen.findByTestId('course-finished');
    expect(card.textContent).toContain('Chúc mừng! Bạn đã hoàn thành khóa học');
    expect(card.textContent).toContain('Quảng cáo Facebook thực chiến');
    const link = await screen.findByRole('link', { name: 'Xem chứng chỉ' });
    expect(link.getAttribute('href')).toBe('/my-certificates');
    expect((await screen.findByTestId('open-review')).textContent).toContain('Đánh giá khóa học');
  });

  it('says the certificate comes once the progress reaches the server', async () => {
    fakeApi({ 'GET /api/certificates/mine': mine([]), 'GET /api/courses/c1/reviews/mine': reviewsMine });
    renderFinish(4);
    expect((await screen.findByTestId('course-finished-pending')).textContent).toBe('Chứng chỉ sẽ được cấp ngay khi tiến độ học được đồng bộ lên máy chủ.');
    expect(screen.queryByRole('link', { name: 'Xem chứng chỉ' })).toBeNull();
  });

  it('a course without lectures is never finished', () => {
    fakeApi({});
    renderFinish(0, 0);
    expect(screen.queryByTestId('course-finished')).toBeNull();
  });
});
