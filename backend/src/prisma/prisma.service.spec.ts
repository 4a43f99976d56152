import { describe, expect, it } from 'vitest';
import { Prisma } from '../generated/prisma/client';
import { isRetryableTransactionError } from './prisma.service';

const known = (code: string, message: string, meta?: Record<string, unknown>) => new Prisma.PrismaClientKnownRequestError(message, { code, clientVersion: '7', meta });

describe('isRetryableTransactionError', () => {
  it('runs again a deadlock, a lock wait timeout and a transaction that could not get a pooled connection in time', () => {
    expect(isRetryableTransactionError(known('P2034', 'Transaction failed due to a write conflict or a deadlock.'))).toBe(true);
    expect(isRetryableTransactionError(known('P2010', 'Raw query failed. Code: `1213`. Message: `Deadlock found`'))).toBe(true);
    expect(isRetryableTransactionError(known('P2010', 'x', { code: '1205' }))).toBe(true);
    expect(isRetryableTransactionError(known('P2028', 'Transaction API error: Unable to start a transaction in the given time.'))).toBe(true);
    // The driver's own errors (inSqlTransaction): a deadlock, and no pooled connection in time.
    expect(isRetryableTransactionError(Object.assign(new Error('Deadlock found'), { errno: 1213, sqlMessage: 'Deadlock found' }))).toBe(true);
    expect(isRetryableTransactionError(Object.assign(new Error('retrieve connection from pool timeout'), { errno: 45028 }))).toBe(true);
  });

  it('does not run again anything else, a transaction that timed out half-way included', () => {
    expect(isRetryableTransactionError(known('P2028', 'Transaction API error: Transaction already closed: the timeout for this transaction was 15000 ms.'))).toBe(false);
    expect(isRetryableTransactionError(known('P2002', 'Unique constraint failed'))).toBe(false);
    expect(isRetryableTransactionError(new Error('Unable to start a transaction in the given time.'))).toBe(false);
    expect(isRetryableTransactionError(Object.assign(new Error('Duplicate entry'), { errno: 1062 }))).toBe(false);
  });
});
