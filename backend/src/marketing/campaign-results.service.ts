import { Injectable } from '@nestjs/common';
import { Prisma, PrismaService } from '../prisma/prisma.service';
import { EmailScenariosService } from './email-scenarios.service';

// An order counts for a campaign when it was paid this long after the buyer's first click in its mail.
export const ATTRIBUTION_WINDOW_DAYS = 7;

/** What a campaign did: sends by outcome, opens, clicks, unsubscribes and the revenue that followed a click. */
@Injectable()
export class CampaignResultsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly scenarios: EmailScenariosService,
  ) {}

  async results(campaignId: string) {
    const { campaign } = await this.scenarios.campaign(campaignId);
    const [totals] = await this.prisma.$queryRaw<Record<string, bigint | null>[]>`
      SELECT COUNT(*) AS recipients,
             SUM(status IN ('sent', 'bounced')) AS sent, SUM(status = 'sent') AS delivered, SUM(status = 'bounced') AS bounced,
             SUM(status = 'failed') AS failed, SUM(status = 'skipped') AS skipped,
             COUNT(opened_at) AS opened, COUNT(clicked_at) AS clicked, COUNT(unsubscribed_at) AS unsubscribed
        FROM marketing_sends WHERE campaign_id = ${campaignId}`;
    const revenue = await this.revenue(campaignId);
    const waiting = await this.prisma.scenarioEnrollment.count({ where: { nextCampaignId: campaignId, status: 'active' } });
    const count = (key: string) => Number(totals[key] ?? 0);
    return {
      campaign,
      totals: {
        recipients: count('recipients'),
        sent: count('sent'),
        delivered: count('delivered'),
        bounced: count('bounced'),
        failed: count('failed'),
        skipped: count('skipped'),
        opened: count('opened'),
        clicked: count('clicked'),
        unsubscribed: count('unsubscribed'),
        orders: revenue.orders,
        revenue: revenue.amount,
        waiting,
      },
      daily: await this.daily(campaignId),
      links: (
        await this.prisma.$queryRaw<{ url: string; clicks: bigint }[]>`
          SELECT l.url, COUNT(c.id) AS clicks FROM marketing_links l LEFT JOIN marketing_clicks c ON c.link_id = l.id
           WHERE l.campaign_id = ${campaignId} GROUP BY l.id, l.url ORDER BY clicks DESC, l.id LIMIT 20`
      ).map((row) => ({ url: row.url, clicks: Number(row.clicks) })),
    };
  }

  /**
   * Orders the clickers paid within the window after their first click, summed from the ledger: what
   * the sale transactions credited, less what refunds of those orders paid back.
   */
  private async revenue(campaignId: string): Promise<{ orders: number; amount: number }> {
    const attributed = await this.prisma.$queryRaw<{ id: string }[]>`
      SELECT DISTINCT o.id FROM orders o JOIN marketing_sends s ON s.user_id = o.user_id
       WHERE s.campaign_id = ${campaignId} AND s.clicked_at IS NOT NULL
         AND o.paid_at >= s.clicked_at AND o.paid_at < s.clicked_at + INTERVAL ${ATTRIBUTION_WINDOW_DAYS} DAY`;
    if (!attributed.length) return { orders: 0, amount: 0 };
    const [row] = await this.prisma.$queryRaw<{ amount: bigint | null }[]>`
      SELECT SUM(CASE WHEN t.type = 'refund' THEN -e.amount ELSE e.amount END) AS amount
        FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
       WHERE t.order_id IN (${Prisma.join(attributed.map((order) => order.id))})
         AND t.type IN ('order_payment', 'wallet_purchase', 'refund') AND e.amount > 0`;
    return { orders: attributed.length, amount: Number(row?.amount ?? 0) };
  }

  /** Per Vietnam day: mails sent, first opens and first clicks. */
  private async daily(campaignId: string) {
    const rows = await this.prisma.$queryRaw<{ day: string; kind: string; count: bigint }[]>`
      SELECT DATE_FORMAT(sent_at + INTERVAL 7 HOUR, '%Y-%m-%d') AS day, 'sent' AS kind, COUNT(*) AS count FROM marketing_sends
       WHERE campaign_id = ${campaignId} AND sent_at IS NOT NULL GROUP BY day
      UNION ALL
      SELECT DATE_FORMAT(opened_at + INTERVAL 7 HOUR, '%Y-%m-%d'), 'opened', COUNT(*) FROM marketing_sends
       WHERE campaign_id = ${campaignId} AND opened_at IS NOT NULL GROUP BY 1
      UNION ALL
      SELECT DATE_FORMAT(clicked_at + INTERVAL 7 HOUR, '%Y-%m-%d'), 'clicked', COUNT(*) FROM marketing_sends
       WHERE campaign_id = ${campaignId} AND clicked_at IS NOT NULL GROUP BY 1`;
    const days = new Map<string, { day: string; sent: number; opened: number; clicked: number }>();
    for (const row of rows) {
      const entry = days.get(row.day) ?? { day: row.day, sent: 0, opened: 0, clicked: 0 };
      entry[row.kind as 'sent' | 'opened' | 'clicked'] = Number(row.count);
      days.set(row.day, entry);
    }
    return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
  }
}
