import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { errorMessage } from './errorMessage';
import { NETWORK_ERROR_MESSAGE, unwrap } from './unwrap';

const ok = (data: unknown) => Promise.resolve({ data, response: new Response(null, { status: 200 }) });
const failed = (error: unknown, status: number) => Promise.resolve({ error, response: new Response(null, { status }) });

describe('unwrap', () => {
  it('returns the data of a successful call', async () => {
    await expect(unwrap(ok({ message: 'Xong' }))).resolves.toEqual({ message: 'Xong' });
  });

  it('throws an ApiError carrying the server message and code', async () => {
    const error = await unwrap(failed({ message: 'Không tìm thấy tài khoản nào với email này.', code: 'USER_NOT_FOUND' }, 404)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'USER_NOT_FOUND', message: 'Không tìm thấy tài khoản nào với email này.' });
  });

  it('turns a network failure into a Vietnamese message', async () => {
    await expect(unwrap(Promise.reject(new TypeError('Failed to fetch')))).rejects.toMatchObject({ message: NETWORK_ERROR_MESSAGE, status: 0 });
  });
});

describe('errorMessage', () => {
  it('prefers the server message, then the error text, then the default', () => {
    expect(errorMessage(new ApiError('Tin nhắn từ máy chủ', 400))).toBe('Tin nhắn từ máy chủ');
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage(new ApiError('', 500))).toBe('Đã có lỗi xảy ra');
    expect(errorMessage(undefined)).toBe('Đã có lỗi xảy ra');
    expect(errorMessage(null, 'Không thể xóa người dùng.')).toBe('Không thể xóa người dùng.');
  });

  it('joins validation message arrays', () => {
    expect(ApiError.fromBody({ message: ['Email không hợp lệ.', 'Tên quá dài.'] }, 400).message).toBe('Email không hợp lệ. Tên quá dài.');
  });
});
