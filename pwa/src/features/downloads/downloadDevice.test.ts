// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { deviceNameFrom, downloadDevice } from './downloadDevice';

const UA = {
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  edgeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  cocCoc: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) coc_coc_browser/125.0.0 Chrome/119.0.0.0 Safari/537.36',
  samsung: 'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:132.0) Gecko/20100101 Firefox/132.0',
  chromeIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
};

beforeEach(() => localStorage.clear());

describe('deviceNameFrom', () => {
  it('names the browser and the system in plain words', () => {
    expect(deviceNameFrom(UA.chromeAndroid)).toBe('Chrome trên Android');
    expect(deviceNameFrom(UA.safariIphone)).toBe('Safari trên iPhone');
    expect(deviceNameFrom(UA.edgeWindows)).toBe('Edge trên Windows');
    expect(deviceNameFrom(UA.cocCoc)).toBe('Cốc Cốc trên Windows');
    expect(deviceNameFrom(UA.samsung)).toBe('Samsung Internet trên Android');
    expect(deviceNameFrom(UA.firefoxMac)).toBe('Firefox trên macOS');
    expect(deviceNameFrom(UA.chromeIos)).toBe('Chrome trên iPhone');
    expect(deviceNameFrom('')).toBe('Trình duyệt trên thiết bị không rõ');
  });
});

describe('downloadDevice', () => {
  it('keeps one random id per user on this device', () => {
    const first = downloadDevice('u1', UA.chromeAndroid);
    expect(first).toEqual({ deviceId: expect.any(String), deviceName: 'Chrome trên Android' });
    expect(localStorage.getItem('hvm-download-device-u1')).toBe(first.deviceId);
    expect(downloadDevice('u1').deviceId).toBe(first.deviceId);
    expect(downloadDevice('u2').deviceId).not.toBe(first.deviceId);
  });
});
