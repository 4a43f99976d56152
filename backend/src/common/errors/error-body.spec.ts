import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { describe, expect, it } from 'vitest';
import { AppError, defineErrors } from './app-error';
import { toErrorResponse } from './error-body';

describe('toErrorResponse', () => {
  it('keeps an AppError as it is', () => {
    expect(toErrorResponse(new AppError(409, 'EMAIL_TAKEN', 'Email này đã được sử dụng.'))).toEqual({
      status: 409,
      body: { message: 'Email này đã được sử dụng.', code: 'EMAIL_TAKEN' },
    });
  });

  it('gives Vietnamese text to plain HTTP exceptions, throttling and Fastify body errors', () => {
    expect(toErrorResponse(new NotFoundException()).body.code).toBe('NOT_FOUND');
    expect(toErrorResponse(new BadRequestException('raw english')).body.message).toBe('Yêu cầu không hợp lệ.');
    expect(toErrorResponse(new ThrottlerException())).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
    expect(toErrorResponse(Object.assign(new Error('x'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' })).body.code).toBe('INVALID_JSON');
    expect(toErrorResponse(Object.assign(new Error('x'), { statusCode: 413 })).status).toBe(413);
    expect(toErrorResponse(new HttpException("Body is not valid JSON but content-type is set to 'application/json'", 400)).body.code).toBe('INVALID_JSON');
  });

  it('hides unknown errors behind a 500', () => {
    expect(toErrorResponse(new TypeError('boom'))).toEqual({
      status: 500,
      body: { message: 'Đã có lỗi xảy ra, vui lòng thử lại sau.', code: 'INTERNAL_ERROR' },
    });
  });

  it('builds module errors from their catalogue, with an optional message override', () => {
    const errors = defineErrors('SpecFixture', { GONE: [404, 'Không còn.'] });
    expect(errors.raise('GONE').getStatus()).toBe(404);
    expect(errors.raise('GONE', 'Không thấy khóa học abc.').getResponse()).toEqual({ message: 'Không thấy khóa học abc.', code: 'GONE' });
  });
});
