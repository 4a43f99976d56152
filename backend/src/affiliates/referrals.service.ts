import crypto from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { ClientContext } from '../common/http/client-context';
import { vietnamDay } from '../common/time/vietnam-calendar';
import { JobsService } from '../jobs/jobs.service';
import { queueMarketingEvent } from '../marketing';
import { isUniqueViolation } from '../prisma/prisma-errors';
import { Db, Prisma, PrismaService, type SqlClient } from '../prisma/prisma.service';
import { AffiliateErrors } from './affiliates.errors';

/** An affiliate who can be credited: joined, not locked. */
export interface AffiliateCandidate {
  id: string;
  email: string;
  phoneNumber: string | null;
  affiliateLevel: number;
  referredById: string | null;
  lastSignInIp: string | null;
  lastSignInDevice: string | null;
}

/** The affiliate of a checkout's code and their upline (either null), read before the sale needs them. */
export interface CheckoutAffiliate {
  affiliate: AffiliateCandidate | null;
  upline: AffiliateCandidate | null;
}

const AFFILIATE_COLUMNS = Prisma.raw(
  'id, email, phone_number AS phoneNumber, affiliate_level AS affiliateLevel, referred_by_id AS referredById, last_sign_in_ip AS lastSignInIp, last_sign_in_device AS lastSignInDevice',
);

/** The credited affiliate found by `condition` (raw: a sale reads it inside its inSqlTransaction). */
async function affiliateWhere(db: SqlClient, condition: Prisma.Sql): Promise<AffiliateCandidate | null> {
  const [row] = await db.$queryRaw<AffiliateCandidate[]>`
    SELECT ${AFFILIATE_COLUMNS} FROM users WHERE ${condition} AND is_affiliate = 1 AND is_disabled = 0 LIMIT 1`;
  return row ?? null;
}

// Link previews, crawlers and scripts: a click is a person opening the link.
const BOT_AGENT =
  /bot\b|bot\/|crawler|spider|slurp|facebookexternalhit|facebot|zalo.*(preview|crawler)|telegrambot|whatsapp|skypeuripreview|discordbot|embedly|preview|curl\/|wget\/|python-requests|httpclient|okhttp|go-http-client|node-fetch|axios\/|^$/i;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const HOUR_MS = 3_600_000;

export function isBotAgent(userAgent: string): boolean {
  return BOT_AGENT.test(userAgent);
}

/** Eight characters without look-alikes (no 0/O, 1/I): easy to read out on a call or type from a poster. */
export function newAffiliateCode(): string {
  const bytes = crypto.randomBytes(CODE_LENGTH);
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

/** Codes arrive from URLs and cookies; they are stored upper case. */
export function normaliseCode(code: string): string | null {
  const trimmed = code.trim().toUpperCase();
  return /^[A-Z0-9]{4,20}$/.test(trimmed) ? trimmed : null;
}

/**
 * Who referred whom: affiliate codes, click tracking, and the upline fixed on a new account at
 * registration (cookies get lost across devices; the account keeps its referrer).
 */
@Injectable()
export class ReferralsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly jobs: JobsService,
  ) {}

  async affiliateByCode(db: SqlClient, code: string): Promise<AffiliateCandidate | null> {
    const normalised = normaliseCode(code);
    if (!normalised) return null;
    return affiliateWhere(db, Prisma.sql`affiliate_code = ${normalised}`);
  }

  async affiliateById(db: SqlClient, id: string): Promise<AffiliateCandidate | null> {
    return affiliateWhere(db, Prisma.sql`id = ${id}`);
  }

  /**
   * The affiliate of `code` and the affiliate who referred them (the team tier), in one statement: in a
   * driver transaction it goes in whatever round trip the caller is making.
   */
  async affiliateOfCodeWithUpline(db: SqlClient, code: string): Promise<CheckoutAffiliate> {
    const normalised = normaliseCode(code);
    if (!normalised) return { affiliate: null, upline: null };
    const rows = await db.$queryRaw<(AffiliateCandidate & { affiliateCode: string | null })[]>`
      SELECT ${AFFILIATE_COLUMNS}, affiliate_code AS affiliateCode
        FROM users
       WHERE is_affiliate = 1 AND is_disabled = 0
         AND (affiliate_code = ${normalised} OR id = (SELECT referred_by_id FROM users WHERE affiliate_code = ${normalised}))`;
    const candidate = ({ affiliateCode: _code, ...row }: AffiliateCandidate & { affiliateCode: string | null }): AffiliateCandidate => row;
    // Compared as the column's collation compares (a code stored in lower case is still the link's).
    const affiliate = rows.find((row) => row.affiliateCode?.toUpperCase() === normalised);
    const upline = affiliate?.referredById ? rows.find((row) => row.id === affiliate.referredById) : undefined;
    return { affiliate: affiliate ? candidate(affiliate) : null, upline: upline ? candidate(upline) : null };
  }

  /**
   * GET /api/affiliates/track/{code}: one click per code, IP and browser per clock hour (the unique
   * dedupe key makes the check and the insert one statement), bots not at all. An unknown code is a 404.
   */
  async trackClick(code: string, client: ClientContext, source: string | null): Promise<{ recorded: boolean }> {
    const affiliate = await this.affiliateByCode(this.prisma, code);
    if (!affiliate) throw AffiliateErrors.raise('AFFILIATE_CODE_INVALID');
    if (isBotAgent(client.userAgent)) return { recorded: false };
    // One instant for the click, its day and its month, so they never fall either side of midnight.
    const now = new Date();
    const day = vietnamDay(now);
    const hour = Math.floor(now.getTime() / HOUR_MS);
    const dedupeKey = crypto.createHash('sha256').update(`${affiliate.id}|${client.ip}|${client.device}|${hour}`).digest('hex');
    const inserted = await this.prisma.inTransaction(async (tx) => {
      const rows = await tx.$executeRaw`
        INSERT IGNORE INTO affiliate_clicks (id, affiliate_user_id, dedupe_key, ip, device, source, created_at)
        VALUES (UUID(), ${affiliate.id}, ${dedupeKey}, ${client.ip}, ${client.device}, ${source}, ${now})`;
      // The day's and the month's counts move with the click, so dashboards and reports add up those rows.
      if (rows > 0) {
        await tx.$executeRaw`
          INSERT INTO affiliate_click_days (affiliate_user_id, day, clicks) VALUES (${affiliate.id}, ${day}, 1)
          ON DUPLICATE KEY UPDATE clicks = clicks + 1`;
        await tx.$executeRaw`
          INSERT INTO affiliate_click_months (affiliate_user_id, month, clicks) VALUES (${affiliate.id}, ${`${day.slice(0, 7)}-01`}, 1)
          ON DUPLICATE KEY UPDATE clicks = clicks + 1`;
      }
      return rows;
    });
    return { recorded: inserted > 0 };
  }

  /** Joins the programme (POST /affiliates/me/join); joining twice keeps the first code. */
  async join(userId: string): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        await this.prisma.inTransaction(async (tx) => {
          const { count } = await tx.user.updateMany({
            where: { id: userId, affiliateCode: null },
            data: { isAffiliate: true, affiliateCode: newAffiliateCode(), affiliateJoinedAt: new Date() },
          });
          if (count === 1) await queueMarketingEvent(this.jobs, tx, { trigger: 'affiliate_joined', userId });
        });
        // An admin may have turned isAffiliate off and on: a user with a code is an affiliate again.
        await this.prisma.user.updateMany({ where: { id: userId, isAffiliate: false }, data: { isAffiliate: true } });
        return;
      } catch (error) {
        // 32^8 codes: a clash is rare; another random code settles it.
        if (!isUniqueViolation(error, 'users_affiliate_code_key')) throw error;
      }
    }
    throw new Error('Không tạo được mã giới thiệu sau 5 lần thử.');
  }

  /**
   * Inside the registration transaction: fixes the referrer from the checkout cookie's code (never the
   * new user themself) and returns who it is, for the SIGNUP conversion.
   */
  async attachReferrer(tx: Db, userId: string, code: string | null): Promise<AffiliateCandidate | null> {
    const affiliate = code ? await this.affiliateByCode(tx, code) : null;
    if (!affiliate || affiliate.id === userId) return null;
    await tx.user.update({ where: { id: userId }, data: { referredById: affiliate.id, referredAt: new Date() } });
    return affiliate;
  }

  /** Where the user last signed in from (the fraud rules compare purchases and sign-ups with it). */
  async recordSignIn(userId: string, client: Pick<ClientContext, 'ip' | 'device'>): Promise<void> {
    await this.prisma.user.updateMany({ where: { id: userId }, data: { lastSignInIp: client.ip, lastSignInDevice: client.device } });
  }
}
