import mariadb from 'mariadb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with the root scripts
import { connectionOptions } from '../../prisma/tools/connection.mjs';
import { MarketingEnrollmentsService } from '../src/marketing/marketing-enrollments.service';
import { pruneSendCounters } from '../src/marketing/sending-limits';
import { isolatedDatabase, startTestApp, TestApp } from './helpers/test-app';

let t: TestApp;
let database: Awaited<ReturnType<typeof isolatedDatabase>>;

beforeAll(async () => {
  // Its own database: the sweeps touch every row of their tables, and the lock wait looked for is this file's.
  database = await isolatedDatabase('marketing_locks');
  t = await startTestApp({ DATABASE_URL: database.url });
});
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

/**
 * Runs `sweep` so that it loses a real deadlock to another connection, as it may to a busy worker: the
 * other connection locks `second` (a row the sweep reaches after it has locked `first`) and changes many
 * rows, so InnoDB rolls back the sweep's lighter transaction; once the sweep waits for `second`, it asks
 * for `first`. Getting it proves the sweep was the victim. It then rolls back, so a rerun can go through.
 */
async function loseDeadlock<T>(rows: { first: string; second: string }, sweep: () => Promise<T>): Promise<T> {
  const other = await mariadb.createConnection(connectionOptions(database.url));
  try {
    await other.query('SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED');
    await other.beginTransaction();
    await other.query(rows.second);
    const heavy = Array.from({ length: 200 }, (_, i) => `('nang-${i}@example.vn', 'manual', NOW(3))`);
    await other.query(`INSERT INTO email_suppressions (email, reason, created_at) VALUES ${heavy.join(', ')}`);

    const outcome = sweep().then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    // InnoDB refreshes what information_schema shows of transactions only after 0.1 s without a read.
    for (let polls = 0; ; polls++) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      const [{ waiting }] = await other.query(
        `SELECT COUNT(*) AS waiting FROM information_schema.innodb_trx t JOIN information_schema.processlist p ON p.id = t.trx_mysql_thread_id
          WHERE t.trx_state = 'LOCK WAIT' AND p.db = DATABASE()`,
      );
      if (Number(waiting) > 0) break;
      if (polls > 60) throw new Error('The sweep never waited for the locked row.');
    }
    await other.query(rows.first);
    await other.rollback();

    const result = await outcome;
    if ('error' in result) throw result.error;
    return result.value;
  } finally {
    await other.end();
  }
}

describe('the marketing sweeps against other writers', () => {
  it('prunes the send counters even when the DELETE loses a deadlock over counter rows', async () => {
    const now = new Date();
    const second = Math.floor(now.getTime() / 1000);
    const twoHoursAgo = new Date(now.getTime() - 2 * 3_600_000);
    // In key order, the DELETE locks (and deletes) oldA before it reaches oldB.
    const [oldA, oldB, current] = [`s:${second - 7200}`, `s:${second - 7100}`, `s:${second}`];
    await t.prisma.marketingSendCounter.createMany({
      data: [
        { bucket: oldA, count: 3, createdAt: twoHoursAgo },
        { bucket: oldB, count: 3, createdAt: twoHoursAgo },
        { bucket: current, count: 1, createdAt: now },
      ],
    });

    await loseDeadlock(
      {
        second: `SELECT bucket FROM marketing_send_counters WHERE bucket = '${oldB}' FOR UPDATE`,
        first: `SELECT bucket FROM marketing_send_counters WHERE bucket = '${oldA}' FOR UPDATE`,
      },
      () => pruneSendCounters(t.prisma, now),
    );

    const left = await t.prisma.marketingSendCounter.findMany({ select: { bucket: true } });
    expect(left.map((row) => row.bucket)).toEqual([current]);
  });

  it('finishes a broadcast even when its transaction loses a deadlock over the scenario and campaign rows', async () => {
    const now = new Date();
    const template = await t.prisma.emailTemplate.create({ data: { name: 'Mẫu', subject: 'Tin mới', blocks: [], html: '<p>Tin mới</p>' } });
    const scenario = await t.prisma.emailScenario.create({
      data: { name: 'Thông báo', trigger: 'broadcast', sendAt: now, startedAt: now, status: 'active' },
    });
    const campaign = await t.prisma.marketingCampaign.create({
      data: { scenarioId: scenario.id, templateId: template.id, name: 'Thư 1', subject: 'Tin mới', position: 0, status: 'active' },
    });

    // The transaction updates the scenario row before the campaign rows.
    await loseDeadlock(
      {
        second: `SELECT id FROM marketing_campaigns WHERE id = '${campaign.id}' FOR UPDATE`,
        first: `SELECT id FROM email_scenarios WHERE id = '${scenario.id}' FOR UPDATE`,
      },
      () => t.app.get(MarketingEnrollmentsService).finishBroadcasts(now),
    );

    expect((await t.prisma.emailScenario.findUniqueOrThrow({ where: { id: scenario.id } })).status).toBe('finished');
    expect((await t.prisma.marketingCampaign.findUniqueOrThrow({ where: { id: campaign.id } })).status).toBe('finished');
  });
});
