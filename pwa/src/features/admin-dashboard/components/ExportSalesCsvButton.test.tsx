import { fireEvent, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAccessToken, setAccessToken } from '../../../lib/session/tokenStore';
import { ExportSalesCsvButton } from './ExportSalesCsvButton';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const CSV = '\uFEFF"Loại","Mã sản phẩm"\r\n';
const DISPOSITION = 'attachment; filename="bao-cao-doanh-thu-2026-11-01-2026-11-22.csv"';

function serve(response: () => Response) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request);
      return response();
    }),
  );
  render(<ExportSalesCsvButton dates={{ fromDate: '2026-11-01', toDate: '2026-11-22' }} />);
  return requests;
}

/** What the browser was asked to save (jsdom has no object URLs: each blob gets an index). */
function watchDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs: Blob[] = [];
  Object.assign(URL, { createObjectURL: (blob: Blob) => `blob:test/${blobs.push(blob) - 1}`, revokeObjectURL: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs[Number(this.href.split('/').pop())] });
  });
  return saved;
}

beforeEach(() => setAccessToken('token-admin'));
afterEach(() => {
  clearAccessToken();
  vi.unstubAllGlobals();
});

describe('ExportSalesCsvButton', () => {
  it('fetches the CSV of the chosen days with the bearer token and saves it under the server’s file name', async () => {
    const saved = watchDownloads();
    const requests = serve(() => new Response(CSV, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': DISPOSITION } }));
    fireEvent.click(screen.getByRole('button', { name: 'Xuất CSV' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    const url = new URL(requests[0].url);
    expect(`${url.pathname}?${url.searchParams}`).toBe('/api/admin/reports/sales.csv?fromDate=2026-11-01&toDate=2026-11-22');
    expect(requests[0].headers.get('Authorization')).toBe('Bearer token-admin');
    expect(saved[0].name).toBe('bao-cao-doanh-thu-2026-11-01-2026-11-22.csv');
    expect(new Uint8Array(await saved[0].blob.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect((screen.getByRole('button', { name: 'Xuất CSV' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('toasts the server message when the export fails', async () => {
    const saved = watchDownloads();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(
      () =>
        new Response(JSON.stringify({ message: 'Ngày bắt đầu không được sau ngày kết thúc.', code: 'DATE_RANGE_INVERTED' }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Xuất CSV' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Ngày bắt đầu không được sau ngày kết thúc.'));
    expect(saved).toEqual([]);
  });
});
