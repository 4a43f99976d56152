import { HttpException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { ZodValidationException } from 'nestjs-zod';
import { ZodError } from 'zod';
import { isRetryableTransactionError } from '../../prisma/prisma.service';
import { CommonErrors, ErrorBody } from './app-error';

const STATUS_CODES: Record<number, keyof typeof CommonErrors.catalogue> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).message === 'string' && typeof (value as ErrorBody).code === 'string';
}

function fromStatus(status: number): { status: number; body: ErrorBody } {
  const code = STATUS_CODES[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
  const [, message] = CommonErrors.catalogue[code];
  return { status, body: { message, code } };
}

function invalidJson(): { status: number; body: ErrorBody } {
  return { status: 400, body: { message: CommonErrors.catalogue.INVALID_JSON[1], code: 'INVALID_JSON' } };
}

/**
 * Maps anything thrown while handling a request (Nest, Fastify or our own) to a status and the one
 * error body. Unknown errors become a 500 whose details stay in the log.
 */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof ZodValidationException) {
    const zodError = error.getZodError() as ZodError;
    const first = zodError.issues[0];
    return { status: 400, body: { message: first?.message ?? CommonErrors.catalogue.VALIDATION_FAILED[1], code: 'VALIDATION_FAILED' } };
  }
  if (error instanceof ThrottlerException) return fromStatus(429);
  if (error instanceof HttpException) {
    const response = error.getResponse();
    if (isErrorBody(response)) return { status: error.getStatus(), body: { message: response.message, code: response.code } };
    // Nest's Fastify adapter re-throws Fastify's body errors as HttpException(message, statusCode).
    if (error.getStatus() === 400 && typeof response === 'string' && /JSON/.test(response)) return invalidJson();
    return fromStatus(error.getStatus());
  }
  // Fastify's own errors (bad JSON, wrong content type, body too large) carry a 4xx statusCode.
  const statusCode = (error as { statusCode?: unknown })?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const fastifyCode = (error as { code?: string }).code;
    if (fastifyCode === 'FST_ERR_CTP_INVALID_JSON_BODY' || fastifyCode === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError) return invalidJson();
    return fromStatus(statusCode);
  }
  // A lock race that outlasted the transaction retries: the request itself was fine.
  if (isRetryableTransactionError(error)) return { status: 503, body: { message: CommonErrors.catalogue.SERVICE_BUSY[1], code: 'SERVICE_BUSY' } };
  return fromStatus(500);
}
