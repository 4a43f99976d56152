// @vitest-environment jsdom
// jsdom: under happy-dom the request headers the fake API reads lose the course access token.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { fakeApi } from '../../../test/fakeApi';
import { downloadRecord } from '../../downloads';
import { LectureResourceList } from './LectureResourceList';

const RESOURCES = [
  { _id: 'm1', name: 'Bài tập chương 1.pdf', kind: 'document' as const, mimeType: 'application/pdf', sizeBytes: 1_258_291 },
  { _id: 'm2', name: 'Kế hoạch.xlsx', kind: 'document' as const, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', sizeBytes: 20_480 },
];
const LINK = '/api/learn/lectures/l1/resources/m1/link';

// A minimal Cache Storage (jsdom has none), by path, for the files of a downloaded lecture.
const cacheEntries = new Map<string, Response>();
const pathOf = (request: RequestInfo | URL) => new URL(String(request instanceof Request ? request.url : request), 'http://localhost').pathname;
const memoryCaches = {
  open: async () => ({
    match: async (request: RequestInfo | URL) => cacheEntries.get(pathOf(request))?.clone(),
    put: async (request: RequestInfo | URL, response: Response) => void cacheEntries.set(pathOf(request), response),
    delete: async (request: RequestInfo | URL) => cacheEntries.delete(pathOf(request)),
  }),
};
const PDF = '%PDF-1.4 bài tập chương 1';
const PDF_PATH = 'resources/m1/Bai-tap-chuong-1.pdf';

/** User u1 downloaded lecture l1 with its first file (m1) on this device; `permissionExpiresAt` as given. */
async function downloadedWithPdf(permissionExpiresAt = '2099-01-01T00:00:00.000Z') {
  await db.downloads.put(downloadRecord({ state: 'done', mediaId: 'v-l1', storedBytes: 10, permissionExpiresAt }));
  await db.downloadPieces.put({
    userId: 'u1',
    lectureId: 'l1',
    path: PDF_PATH,
    order: 3,
    url: '/api/media/files/m1?exp=1&sig=x',
    sizeBytes: 30,
    state: 'stored',
    attempts: 0,
    resource: { mediaId: 'm1', name: 'Bài tập chương 1.pdf', mimeType: 'application/pdf' },
  });
  cacheEntries.set(`/offline-media/v-l1/${PDF_PATH}`, new Response(new TextEncoder().encode(PDF), { headers: { 'Content-Type': 'application/pdf' } }));
}

/** What the page handed the browser to save: the anchor's name, and the blob behind its object URL. */
function capturedSaves() {
  const saved: { download: string; blob: Blob | undefined }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
    blobs.set(`blob:${blobs.size}`, blob as Blob);
    return `blob:${blobs.size - 1}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ download: this.download, blob: blobs.get(this.getAttribute('href') ?? '') });
  });
  return saved;
}

beforeEach(async () => {
  cacheEntries.clear();
  vi.stubGlobal('caches', memoryCaches);
  await db.downloads.clear();
  await db.downloadPieces.clear();
});

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

  describe('a lecture downloaded to this device', () => {
    it('offline: saves its kept file from the device under its name, asking nothing of the server; a file not kept waits for a connection', async () => {
      await downloadedWithPdf();
      const calls = fakeApi({});
      const saved = capturedSaves();
      render(<LectureResourceList lectureId="l1" userId="u1" resources={RESOURCES} accessToken="tok" online={false} />);
      const kept = screen.getByRole('button', { name: 'Tải về Bài tập chương 1.pdf' }) as HTMLButtonElement;
      await waitFor(() => expect(kept.disabled).toBe(false));
      const other = screen.getByRole('button', { name: 'Tải về Kế hoạch.xlsx' }) as HTMLButtonElement;
      expect(other.disabled).toBe(true);
      expect(other.title).toBe('Cần kết nối mạng để tải tài liệu.');
      expect(document.getElementById(other.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Cần kết nối mạng để tải tài liệu.');
      expect(screen.getAllByTestId('lecture-resource')[0].textContent).toContain('Đã lưu trên thiết bị');
      expect(screen.getAllByTestId('lecture-resource')[1].textContent).not.toContain('Đã lưu trên thiết bị');

      await act(async () => fireEvent.click(kept));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0].download).toBe('Bài tập chương 1.pdf');
      expect(saved[0].blob?.type).toBe('application/pdf');
      expect(new TextDecoder().decode(await saved[0].blob?.arrayBuffer())).toBe(PDF);
      expect(calls).toEqual([]);
    });

    it('online too, the kept copy is used rather than a new link', async () => {
      await downloadedWithPdf();
      const calls = fakeApi({ [`POST ${LINK}`]: { body: { url: '/api/media/files/m1?exp=1&sig=x', expiresAt: '2026-11-29T06:00:00.000Z' } } });
      const saved = capturedSaves();
      render(<LectureResourceList lectureId="l1" userId="u1" resources={RESOURCES} accessToken="tok" />);
      await waitFor(() => expect(screen.getAllByTestId('lecture-resource')[0].textContent).toContain('Đã lưu trên thiết bị'));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tải về Bài tập chương 1.pdf' })));
      await waitFor(() => expect(saved.map((item) => item.download)).toEqual(['Bài tập chương 1.pdf']));
      expect(saved[0].blob).toBeDefined();
      expect(calls).toEqual([]);
    });

    it("is not offered once the download's permission ended, nor to another user of the device", async () => {
      await downloadedWithPdf('2020-01-01T00:00:00.000Z');
      render(<LectureResourceList lectureId="l1" userId="u1" resources={RESOURCES} accessToken="tok" online={false} />);
      // Let the device's records be read before looking.
      await act(async () => {
        await db.downloadPieces.count();
      });
      expect(screen.getAllByRole('button').every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
      cleanup();

      await downloadedWithPdf();
      render(<LectureResourceList lectureId="l1" userId="u2" resources={RESOURCES} accessToken="tok" online={false} />);
      await act(async () => {
        await db.downloadPieces.count();
      });
      expect(screen.getAllByRole('button').every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
      expect(screen.getByText('Cần kết nối mạng để tải tài liệu.')).toBeTruthy();
    });
  });
});
