import { describe, expect, it } from 'vitest';
import { eventLabel, keysFromFile, validateDelivery } from './deliveryDraft';

describe('keysFromFile', () => {
  it('keeps a .txt file one key per line, dropping blank lines and outer spaces', () => {
    expect(keysFromFile('keys.txt', '  KEY-0001 \r\n\r\nKEY-0002\n')).toBe('KEY-0001\nKEY-0002');
  });

  it('takes the first column of a .csv, without quotes', () => {
    expect(keysFromFile('KEYS.CSV', '"KEY-0001",lô 1\nKEY-0002;lô 2\nKEY-0003\tlô 3')).toBe('KEY-0001\nKEY-0002\nKEY-0003');
  });
});

describe('validateDelivery', () => {
  const draft = { deliveryMethod: 'licence_key' as const, accessInstructions: '', accessUrl: '', keysLowThreshold: '5' };
  it('takes a whole threshold from 0 to 10000 and an http(s) sign-in page or none', () => {
    expect(validateDelivery(draft)).toBeNull();
    expect(validateDelivery({ ...draft, keysLowThreshold: '10001' })).toBe('Ngưỡng báo sắp hết mã phải là số nguyên từ 0 đến 10000.');
    expect(validateDelivery({ ...draft, keysLowThreshold: '2.5' })).toBe('Ngưỡng báo sắp hết mã phải là số nguyên từ 0 đến 10000.');
    expect(validateDelivery({ ...draft, accessUrl: 'ftp://app' })).toBe('Đường dẫn đăng nhập phải bắt đầu bằng http:// hoặc https://.');
  });
});

describe('eventLabel', () => {
  it('names the audit trail actions in Vietnamese', () => {
    expect(eventLabel('revoked')).toBe('Thu hồi quyền sử dụng');
    expect(eventLabel('account_filled')).toBe('Điền tài khoản');
    expect(eventLabel('extended_30d')).toBe('Gia hạn thêm 30 ngày');
  });
});
