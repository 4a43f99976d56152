import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import { CourseCertificatesSummary } from './CourseCertificatesSummary';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CourseCertificatesSummary (the course edit page)', () => {
  it('counts the certificates the course issued and lists who got them', async () => {
    fakeApi({
      'GET /api/instructor/courses/c1/certificates': {
        body: {
          issuedCount: 1204,
          revokedCount: 1,
          certificates: [
            {
              code: 'HVM-7K3QX-9M2PA',
              recipientName: 'Võ Thị Sáu',
              completedAt: '2026-11-05T03:00:00.000Z',
              revoked: false,
              verifyUrl: 'https://hocvienmarketing.vn/certificates/HVM-7K3QX-9M2PA',
            },
          ],
        },
      },
    });
    renderWithQuery(<CourseCertificatesSummary courseId="c1" />);
    expect((await screen.findByTestId('course-certificates-count')).textContent).toBe('1.204 chứng chỉ còn hiệu lực · 1 đã thu hồi');
    expect(screen.getByText('Võ Thị Sáu')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'HVM-7K3QX-9M2PA' }).getAttribute('href')).toBe('https://hocvienmarketing.vn/certificates/HVM-7K3QX-9M2PA');
  });

  it("shows the server's refusal", async () => {
    fakeApi({ 'GET /api/instructor/courses/c1/certificates': { status: 404, body: { code: 'CERTIFICATE_COURSE_NOT_FOUND', message: 'Không tìm thấy khóa học.' } } });
    renderWithQuery(<CourseCertificatesSummary courseId="c1" />);
    expect((await screen.findByTestId('form-error')).textContent).toContain('Không tìm thấy khóa học.');
  });
});
