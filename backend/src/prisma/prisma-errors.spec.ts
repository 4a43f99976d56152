import { describe, expect, it } from 'vitest';
import { Prisma } from '../generated/prisma/client';
import { databaseErrno, isForeignKeyViolation, isUniqueViolation, retryOnUniqueViolation } from './prisma-errors';

// The shapes Prisma 7 builds from @prisma/adapter-mariadb's mapped driver errors.
const adapterError = (code: string, cause: object) =>
  new Prisma.PrismaClientKnownRequestError('x', { code, clientVersion: '7', meta: { driverAdapterError: { name: 'DriverAdapterError', cause } } });
const duplicateSlug = adapterError('P2002', { kind: 'UniqueConstraintViolation', constraint: { index: 'tools_slug_key' }, originalCode: '1062' });
const duplicateGrant = adapterError('P2002', { kind: 'UniqueConstraintViolation', constraint: { index: 'bonus_grants_bonus_code_id_user_id_key' }, originalCode: '1062' });
const rawDuplicate = adapterError('P2010', { kind: 'UniqueConstraintViolation', constraint: { index: 'PRIMARY' }, originalCode: '1062' });
const missingParent = adapterError('P2003', { kind: 'ForeignKeyConstraintViolation', constraint: { fields: ['category_id'] }, originalCode: '1452' });

describe('isUniqueViolation', () => {
  it('recognises Prisma, raw-query and driver forms of a duplicate key', () => {
    expect(isUniqueViolation(duplicateSlug)).toBe(true);
    expect(isUniqueViolation(rawDuplicate)).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error('Duplicate entry'), { errno: 1062, code: 'ER_DUP_ENTRY' }))).toBe(true);
    expect(isUniqueViolation(missingParent)).toBe(false);
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });

  it('tells which unique key failed by its index name', () => {
    expect(isUniqueViolation(duplicateSlug, 'tools_slug_key')).toBe(true);
    expect(isUniqueViolation(duplicateSlug, 'categories_slug_key')).toBe(false);
    expect(isUniqueViolation(duplicateGrant, 'bonus_grants_bonus_code_id_user_id_key')).toBe(true);
    expect(isUniqueViolation(rawDuplicate, 'tools_slug_key')).toBe(false);
    expect(isUniqueViolation(new Prisma.PrismaClientKnownRequestError('x', { code: 'P2002', clientVersion: '7', meta: { target: 'users_email_key' } }), 'users_email_key')).toBe(
      true,
    );
  });

  it("reads the key from the driver's own error (inSqlTransaction), the last one its message names", () => {
    const driverDuplicate = (sqlMessage: string) => Object.assign(new Error(sqlMessage), { errno: 1062, code: 'ER_DUP_ENTRY', sqlMessage });
    // The duplicate value is the bank's text: it may itself read like a key.
    const transfer = driverDuplicate("Duplicate entry 'sepay-for key 'x'' for key 'bank_transfers_provider_provider_transaction_id_key'");
    expect(isUniqueViolation(transfer, 'bank_transfers_provider_provider_transaction_id_key')).toBe(true);
    expect(isUniqueViolation(transfer, 'x')).toBe(false);
    // MySQL 8 names the table too.
    expect(isUniqueViolation(driverDuplicate("Duplicate entry 'a' for key 'tools.tools_slug_key'"), 'tools_slug_key')).toBe(true);
  });
});

describe('databaseErrno', () => {
  it('reads the error number from the driver, the adapter cause, meta.code or a raw query message, and nothing from other errors', () => {
    expect(databaseErrno(Object.assign(new Error('x'), { errno: 4025, sqlMessage: 'CONSTRAINT `ledger_balance_non_negative` failed' }))).toBe('4025');
    expect(databaseErrno(rawDuplicate)).toBe('1062');
    expect(databaseErrno(new Prisma.PrismaClientKnownRequestError('x', { code: 'P2010', clientVersion: '7', meta: { code: '1205' } }))).toBe('1205');
    expect(databaseErrno(new Prisma.PrismaClientKnownRequestError('Raw query failed. Code: `3819`. Message: `Check constraint`', { code: 'P2010', clientVersion: '7' }))).toBe(
      '3819',
    );
    expect(databaseErrno(new Error('boom'))).toBeUndefined();
    expect(databaseErrno(null)).toBeUndefined();
  });
});

describe('isForeignKeyViolation', () => {
  it('recognises P2003, P2014 and the driver errors 1451/1452', () => {
    expect(isForeignKeyViolation(missingParent)).toBe(true);
    expect(isForeignKeyViolation(new Prisma.PrismaClientKnownRequestError('x', { code: 'P2014', clientVersion: '7' }))).toBe(true);
    expect(isForeignKeyViolation(adapterError('P2010', { kind: 'ForeignKeyConstraintViolation', originalCode: '1451' }))).toBe(true);
    expect(isForeignKeyViolation(Object.assign(new Error('x'), { errno: 1451 }))).toBe(true);
    expect(isForeignKeyViolation(duplicateSlug)).toBe(false);
  });
});

describe('retryOnUniqueViolation', () => {
  it('runs the work again after a lost race on the named key, up to the limit', async () => {
    let calls = 0;
    await expect(retryOnUniqueViolation('tools_slug_key', async () => (++calls < 3 ? Promise.reject(duplicateSlug) : 'ok'))).resolves.toBe('ok');
    expect(calls).toBe(3);
    calls = 0;
    await expect(retryOnUniqueViolation('tools_slug_key', async () => Promise.reject(duplicateSlug).finally(() => calls++), 4)).rejects.toBe(duplicateSlug);
    expect(calls).toBe(4);
    calls = 0;
    await expect(retryOnUniqueViolation('tools_slug_key', async () => Promise.reject(duplicateGrant).finally(() => calls++))).rejects.toBe(duplicateGrant);
    expect(calls).toBe(1);
  });
});
