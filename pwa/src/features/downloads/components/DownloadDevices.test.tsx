import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type ApiCall } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import { downloadDevice } from '../downloadDevice';
import { DownloadDevices } from './DownloadDevices';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

let devices: { _id: string; deviceId: string; name: string; createdAt: string; lastSeenAt: string }[] = [];

beforeEach(() => {
  localStorage.clear();
  devices = [
    { _id: 'd1', deviceId: downloadDevice('u1').deviceId, name: 'Chrome trên Android', createdAt: '2026-11-20T03:00:00.000Z', lastSeenAt: '2026-11-28T03:00:00.000Z' },
    { _id: 'd2', deviceId: 'dev-khac-1234', name: 'Safari trên iPhone', createdAt: '2026-11-01T03:00:00.000Z', lastSeenAt: '2026-11-02T03:00:00.000Z' },
  ];
});
afterEach(() => vi.unstubAllGlobals());

describe('DownloadDevices', () => {
  it('lists the devices with this one marked, and removes one after asking', async () => {
    const calls = fakeApi({
      'GET /api/learn/downloads/devices': () => ({ body: { limit: 3, devices } }),
      'DELETE /api/learn/downloads/devices/d2': () => {
        devices = devices.filter((device) => device._id !== 'd2');
        return { body: { message: 'Đã gỡ thiết bị.' } };
      },
    });
    renderWithQuery(<DownloadDevices userId="u1" />);
    const rows = await screen.findAllByTestId('download-device');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Chrome trên Android(thiết bị này)Thêm ngày 20/11/2026 · Dùng lần cuối 28/11/2026Gỡ',
      'Safari trên iPhoneThêm ngày 01/11/2026 · Dùng lần cuối 02/11/2026Gỡ',
    ]);
    expect(screen.getByTestId('download-devices').textContent).toContain('tối đa 3 thiết bị');

    fireEvent.click(screen.getByRole('button', { name: 'Gỡ thiết bị Safari trên iPhone' }));
    fireEvent.click(within(screen.getByTestId('confirm-dialog')).getByRole('button', { name: 'Gỡ thiết bị' }));
    await waitFor(() => expect(screen.getAllByTestId('download-device')).toHaveLength(1));
    expect(calls.filter((call: ApiCall) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/learn/downloads/devices/d2']);
  });
});
