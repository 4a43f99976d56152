import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { LectureResourceList } from './LectureResourceList';

const RESOURCES = [
  { _id: 'm1', name: 'Bài tập chương 1.pdf', kind: 'document' as const, mimeType: 'application/pdf', sizeBytes: 1_258_291 },
  { _id: 'm2', name: 'Kế hoạch.xlsx', kind: 'document' as const, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', sizeBytes: 20_480 },
];
const LINK = '/api/learn/lectures/l1/resources/m1/link';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LectureResourceList', () => {
  it('lists each file with its type and size, and nothing at all for a lecture without files', () => {
    const { container, rerender } = render(<LectureResourceList lectureId="l1" resources={RESOURCES} accessToken="tok" />);
    expect(screen.getByRole('heading').textContent).toBe('Tài liệu của bài học (2)');
    const rows = screen.getAllByTestId('lecture-resource').map((row) => row.textContent);
    expect(rows[0]).toContain('PDF');
    expect(rows[0]).toContain('Bài tập chương 1.pdf');
    expect(rows[0]).toMatch(/1[,.]2 MB/);
    expect(rows[1]).toContain('Excel');
    rerender(<LectureResourceList lectureId="l1" resources={[]} accessToken="tok" />);
    expect(container.textContent).toBe('');
  });

  it('asks for a signed link with the face check token and hands it to the browser as a download', async () => {
    const calls = fakeApi({ [`POST ${LINK}`]: { body: { url: '/api/media/files/m1?exp=1&sig=x', expiresAt: '2026-11-29T06:00:00.000Z' } } });
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    render(<LectureResourceList lectureId="l1" resources={RESOURCES} accessToken="tok" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tải về Bài tập chương 1.pdf' })));
    await waitFor(() => expect(clicked).toEqual([{ href: '/api/media/files/m1?exp=1&sig=x', download: 'Bài tập chương 1.pdf' }]));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`POST ${LINK}`]);
    expect(calls[0].headers['x-course-access-token']).toBe('tok');
  });

  it('an expired face check sends the learner back to it; other refusals are told', async () => {
    fakeApi({ [`POST ${LINK}`]: { status: 403, body: { code: 'COURSE_ACCESS_INVALID', message: 'Mã truy cập khóa học không hợp lệ' } } });
    const onAccessInvalid = vi.fn();
    render(<LectureResourceList lectureId="l1" resources={RESOURCES} accessToken="old" onAccessInvalid={onAccessInvalid} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tải về Bài tập chương 1.pdf' })));
    await waitFor(() => expect(onAccessInvalid).toHaveBeenCalledTimes(1));
  });

  it('waits for a connection: the buttons are off and the learner is told why', () => {
    render(<LectureResourceList lectureId="l1" resources={RESOURCES} accessToken="tok" online={false} />);
    expect(screen.getByText('Cần kết nối mạng để tải tài liệu.')).toBeTruthy();
    expect(screen.getAllByRole('button').every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
  });
});
