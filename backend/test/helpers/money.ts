import crypto from 'node:crypto';
import { expect } from 'vitest';
import { JobsService } from '../../src/jobs/jobs.service';
import { ORDER_PAID_NOTICES_JOB } from '../../src/orders/order-paid-notices.service';
import type { PrismaService } from '../../src/prisma/prisma.service';
import type { Json } from './http-client';
import type { TestApp } from './test-app';

export const SEPAY_API_KEY = 'sepay-test-key-2026-hvm-0123456789';

/** The body SePay posts for an incoming transfer of `amount` with `content` as the memo. */
export function sepayTransfer(amount: number, content: string, id: number = crypto.randomInt(1, 2 ** 47)) {
  return {
    id,
    gateway: 'Vietcombank',
    transactionDate: '2026-11-22 10:00:00',
    accountNumber: '1023456789',
    code: null,
    content,
    transferType: 'in',
    transferAmount: amount,
    accumulated: 0,
    referenceCode: `FT${id}`,
    description: content,
  };
}

/** Delivers a webhook the way SePay does (or with another Authorization header, or none). */
export async function deliverWebhook(baseUrl: string, body: unknown, authorization: string | null = `Apikey ${SEPAY_API_KEY}`): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (authorization) headers.authorization = authorization;
  const response = await fetch(`${baseUrl}/api/payments/webhooks/sepay`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

/**
 * The ledger's invariants, each checked in one statement: every transaction sums to zero, every cached
 * balance equals the sum of its entries, and no wallet is below zero.
 */
export async function expectLedgerConsistent(prisma: PrismaService): Promise<void> {
  const unbalanced = await prisma.$queryRaw<{ n: bigint }[]>`
    SELECT COUNT(*) AS n FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING SUM(amount) <> 0) unbalanced`;
  expect(Number(unbalanced[0].n), 'giao dịch sổ cái lệch').toBe(0);
  const [{ total }] = await prisma.$queryRaw<{ total: bigint | null }[]>`SELECT SUM(amount) AS total FROM ledger_entries`;
  expect(Number(total ?? 0), 'tổng bút toán').toBe(0);
  const drift = await prisma.$queryRaw<{ key: string }[]>`
    SELECT a.\`key\` FROM ledger_accounts a LEFT JOIN (SELECT account_id, SUM(amount) AS s FROM ledger_entries GROUP BY account_id) e ON e.account_id = a.id
     WHERE a.balance <> COALESCE(e.s, 0)`;
  expect(drift, 'số dư lưu sẵn khác tổng bút toán').toEqual([]);
  const negative = await prisma.$queryRaw<{ key: string }[]>`
    SELECT \`key\` FROM ledger_accounts WHERE kind IN ('user_main', 'user_bonus', 'instructor_earnings', 'affiliate_pending') AND balance < 0`;
  expect(negative, 'ví âm').toEqual([]);
}

/**
 * Runs the notices job of a paid order (receipt, marketing event, notification) until it is done.
 * Test files share the database and each may run due jobs, so another file's app can hold this one
 * when it is first asked: ask again until it is done (or failed), which is what a worker would do.
 */
export async function runPaidNotices(t: TestApp, orderId: string): Promise<void> {
  const jobs = t.app.get(JobsService);
  const where = { type: ORDER_PAID_NOTICES_JOB.name, payload: { path: '$.orderId', equals: orderId } };
  for (let attempt = 0; attempt < 200; attempt += 1) {
    await jobs.runDueJobs([ORDER_PAID_NOTICES_JOB.name]);
    const job = await t.prisma.job.findFirstOrThrow({ where });
    if (job.status === 'done') return;
    if (job.status === 'failed') throw new Error(`orders.paid-notices ${orderId}: ${job.lastError}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`orders.paid-notices ${orderId}: chưa xong sau 10 giây. ${JSON.stringify(await t.prisma.job.findFirst({ where }))}`);
}
