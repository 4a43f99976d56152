import { Injectable } from '@nestjs/common';
import { SharedAnswerCache } from '../common/cache/shared-answer-cache';
import { ClusterBus } from '../common/cluster/cluster-bus';
import { Db, PrismaService } from '../prisma/prisma.service';
import { AffiliateSettingsInput, AffiliateSettingsView } from './affiliate-settings.dto';
import { AffiliateErrors } from './affiliates.errors';
import type { LevelRates } from './commission-split';
import type { TaxRule } from './withholding-tax';

/** The programme's rules in force at one moment (amounts as numbers of whole đồng). */
export type AffiliateRules = Omit<AffiliateSettingsView, 'effectiveFrom'> & { effectiveFrom: Date };

const RULES_CACHE_SECONDS = 60;

/**
 * Every version of the settings, newest first, kept RULES_CACHE_SECONDS: each sale through an affiliate
 * reads the rules in force, and an admin saves a version a few times a year. Saving clears it at once in
 * every API process (the bus); the TTL covers a Redis outage.
 */
@Injectable()
export class AffiliateRulesCache extends SharedAnswerCache {
  constructor(bus: ClusterBus) {
    super(bus, 'affiliate-settings-changed', RULES_CACHE_SECONDS);
  }
}
/**
 * The programme's settings are versions: saving writes a new one in force from now, so a commission
 * recorded last month keeps the rates it was recorded with, and a payout finds the tax rule of its date.
 */
@Injectable()
export class AffiliateSettingsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly cache: AffiliateRulesCache,
  ) {}

  /**
   * The version in force at `at` (the migration writes the first one, in force since 2000). Inside a
   * transaction, pass it as `db`: the versions are then read on its connection. Read through the pool,
   * a sale that found them uncached waited for a free connection while holding one, and when every
   * pooled connection was such a sale, nobody got one (the API answered nothing for the pool's 10 s).
   */
  async inForce(db: Db = this.prisma, at = new Date()): Promise<AffiliateRules> {
    const versions = await this.cache.get('versions', () => this.loadVersions(db));
    const rules = versions.find((version) => version.effectiveFrom.getTime() <= at.getTime());
    if (!rules) throw new Error(`Không có cài đặt tiếp thị liên kết nào có hiệu lực lúc ${at.toISOString()}.`);
    return rules;
  }

  private async loadVersions(db: Db): Promise<AffiliateRules[]> {
    const rows = await db.affiliateSettings.findMany({ orderBy: [{ effectiveFrom: 'desc' }, { id: 'desc' }] });
    return rows.map((row) => ({
      directRatePercent: row.directRatePercent,
      teamRatePercent: row.teamRatePercent,
      levelRates: row.levelRates as unknown as LevelRates[],
      signupCommission: Number(row.signupCommission),
      cookieDays: row.cookieDays,
      holdingDays: row.holdingDays,
      minimumPayout: Number(row.minimumPayout),
      maxSignupsPerIpPerDay: row.maxSignupsPerIpPerDay,
      taxRules: row.taxRules as unknown as TaxRule[],
      effectiveFrom: row.effectiveFrom,
    }));
  }

  async view(): Promise<{ settings: AffiliateSettingsView }> {
    const rules = await this.inForce();
    return { settings: { ...rules, effectiveFrom: rules.effectiveFrom.toISOString() } };
  }

  async update(adminId: string, input: AffiliateSettingsInput): Promise<{ settings: AffiliateSettingsView }> {
    checkRates(input);
    await this.prisma.affiliateSettings.create({
      data: {
        effectiveFrom: new Date(),
        directRatePercent: input.directRatePercent,
        teamRatePercent: input.teamRatePercent,
        levelRates: [...input.levelRates].sort((a, b) => a.level - b.level),
        signupCommission: BigInt(input.signupCommission),
        cookieDays: input.cookieDays,
        holdingDays: input.holdingDays,
        minimumPayout: BigInt(input.minimumPayout),
        maxSignupsPerIpPerDay: input.maxSignupsPerIpPerDay,
        taxRules: [...input.taxRules].sort((a, b) => a.from.localeCompare(b.from)),
        createdById: adminId,
      },
    });
    this.cache.clear();
    return this.view();
  }
}

/** Commissions come off the top of a sale, so direct + team may never pass 100%, at any level. */
function checkRates(input: AffiliateSettingsInput): void {
  for (const rates of [input, ...input.levelRates]) {
    if (rates.directRatePercent + rates.teamRatePercent > 100) throw AffiliateErrors.raise('RATES_OVER_LIMIT');
  }
  if (new Set(input.levelRates.map((rates) => rates.level)).size !== input.levelRates.length) throw AffiliateErrors.raise('DUPLICATE_LEVEL');
  if (new Set(input.taxRules.map((rule) => rule.from)).size !== input.taxRules.length) throw AffiliateErrors.raise('TAX_RULES_INVALID');
}
