import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type ApiCall } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import type { Certificate } from '../api/certificatesApi';
import { MyCertificatesList } from './MyCertificatesPage';

const certificate = (overrides: Partial<Certificate> = {}): Certificate => ({
  code: 'HVM-7K3QX-9M2PA',
  courseId: 'c1',
  courseSlug: 'quang-cao-facebook',
  courseTitle: 'Quảng cáo Facebook thực chiến',
  instructorName: 'Trần Quốc Tuấn',
  recipientName: 'nguyen thi anh tuyet',
  completedAt: '2026-11-05T03:00:00.000Z',
  durationSeconds: 9000,
  revoked: false,
  verifyUrl: 'https://hocvienmarketing.vn/certificates/HVM-7K3QX-9M2PA',
  pdfUrl: '/api/certificates/HVM-7K3QX-9M2PA/pdf',
  ...overrides,
});

/** A server keeping the learner's name: confirmed once, then on every certificate. */
function server(initial: { fullName: string; nameConfirmed: boolean; certificates: Certificate[] }) {
  const state = { ...initial };
  return fakeApi({
    'GET /api/certificates/mine': () => ({ body: state }),
    'PUT /api/certificates/name': (call: ApiCall) => {
      const { fullName } = call.body as { fullName: string };
      if (state.nameConfirmed && fullName !== state.fullName) {
        return { status: 409, body: { code: 'CERTIFICATE_NAME_CONFIRMED', message: 'Bạn đã xác nhận họ tên trên chứng chỉ. Vui lòng liên hệ hỗ trợ nếu cần sửa.' } };
      }
      Object.assign(state, { fullName, nameConfirmed: true, certificates: state.certificates.map((entry) => ({ ...entry, recipientName: fullName })) });
      return { body: { fullName, nameConfirmed: true } };
    },
  });
}

const renderPage = () =>
  renderWithQuery(
    <MemoryRouter>
      <MyCertificatesList userId="u1" />
    </MemoryRouter>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MyCertificatesList (/my-certificates)', () => {
  it('lists the certificates with the PDF and the verification page once the name is confirmed', async () => {
    server({ fullName: 'Nguyễn Thị Ánh Tuyết', nameConfirmed: true, certificates: [certificate({ recipientName: 'Nguyễn Thị Ánh Tuyết' })] });
    renderPage();
    const item = await screen.findByTestId('certificate-item');
    expect(within(item).getByRole('heading', { name: 'Quảng cáo Facebook thực chiến' })).toBeTruthy();
    expect(item.textContent).toContain('Nguyễn Thị Ánh Tuyết · Giảng viên Trần Quốc Tuấn · Hoàn thành ngày 05/11/2026');
    expect(within(item).getByTestId('certificate-download').getAttribute('href')).toBe('/api/certificates/HVM-7K3QX-9M2PA/pdf');
    expect(within(item).getByTestId('certificate-verify').getAttribute('href')).toBe('https://hocvienmarketing.vn/certificates/HVM-7K3QX-9M2PA');
    expect(screen.queryByTestId('certificate-name-dialog')).toBeNull();
  });

  it('asks for the full name before the first certificate, sends it composed (NFC), then shows the links', async () => {
    const calls = server({ fullName: 'nguyen thi anh tuyet', nameConfirmed: false, certificates: [certificate()] });
    renderPage();
    const dialog = await screen.findByTestId('certificate-name-dialog');
    expect(screen.queryByTestId('certificate-download')).toBeNull();
    const input = within(dialog).getByTestId<HTMLInputElement>('certificate-name-input');
    expect(input.value).toBe('nguyen thi anh tuyet');
    fireEvent.change(input, { target: { value: 'Nguyễn Thị Ánh Tuyết'.normalize('NFD') } });
    fireEvent.click(within(dialog).getByTestId('certificate-name-submit'));

    expect(await screen.findByTestId('certificate-download')).toBeTruthy();
    expect(screen.queryByTestId('certificate-name-dialog')).toBeNull();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ fullName: 'Nguyễn Thị Ánh Tuyết'.normalize('NFC') });
    expect(screen.getByTestId('certificate-item').textContent).toContain('Nguyễn Thị Ánh Tuyết · Giảng viên');
  });

  it("'Để sau' closes the dialog; the banner asks again; a refusal is shown in Vietnamese", async () => {
    fakeApi({
      'GET /api/certificates/mine': { body: { fullName: 'An', nameConfirmed: false, certificates: [certificate()] } },
      'PUT /api/certificates/name': {
        status: 409,
        body: { code: 'CERTIFICATE_NAME_CONFIRMED', message: 'Bạn đã xác nhận họ tên trên chứng chỉ. Vui lòng liên hệ hỗ trợ nếu cần sửa.' },
      },
    });
    renderPage();
    fireEvent.click(within(await screen.findByTestId('certificate-name-dialog')).getByRole('button', { name: 'Để sau' }));
    expect(screen.queryByTestId('certificate-name-dialog')).toBeNull();
    fireEvent.click(within(screen.getByTestId('certificate-name-needed')).getByRole('button', { name: 'Xác nhận họ tên' }));
    const dialog = await screen.findByTestId('certificate-name-dialog');
    fireEvent.change(within(dialog).getByTestId('certificate-name-input'), { target: { value: 'Lê Văn An' } });
    fireEvent.click(within(dialog).getByTestId('certificate-name-submit'));
    expect((await within(dialog).findByTestId('certificate-name-error')).textContent).toContain('Bạn đã xác nhận họ tên trên chứng chỉ.');
  });

  it('marks a revoked certificate and offers no download', async () => {
    server({ fullName: 'An', nameConfirmed: true, certificates: [certificate({ revoked: true })] });
    renderPage();
    expect((await screen.findByTestId('certificate-revoked')).textContent).toBe('Đã thu hồi');
    expect(screen.queryByTestId('certificate-download')).toBeNull();
  });

  it('says how to earn one when there is none', async () => {
    server({ fullName: 'An', nameConfirmed: false, certificates: [] });
    renderPage();
    expect((await screen.findByTestId('my-certificates-empty')).textContent).toContain('Bạn chưa có chứng chỉ nào.');
    expect(screen.queryByTestId('certificate-name-dialog')).toBeNull();
  });
});
