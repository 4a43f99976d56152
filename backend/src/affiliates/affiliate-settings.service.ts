import { Injectable } from '@nestjs/common';
import { ClusterBus } from '../common/cluster/cluster-bus';
import { PrismaService, type SqlClient } from '../prisma/prisma.service';
import { jsonColumn } from '../prisma/json-column';
import { AffiliateSettingsInput, AffiliateSettingsView } from './affiliate-settings.dto';
import { AffiliateErrors } from './affiliates.errors';
import type { LevelRates } from './commission-split';
import type { TaxRule } from './withholding-tax';

/** The programme's rules in force at one moment (amounts as numbers of whole đồng). */
export type AffiliateRules = Omit<AffiliateSettingsView, 'effectiveFrom'> & { effectiveFrom: Date };

const RULES_CACHE_MS = 60_000;

/**
 * Every version of the settings, newest first, kept RULES_CACHE_MS: each sale through an affiliate reads
 * the rules in force, and an admin saves a version a few times a year. Saving forgets them at once in
 * every API process (the bus); the TTL covers a Redis outage.
 *
 * Unlike SharedAnswerCache, a miss is never shared: each caller loads on its own `db`. A sale is a
 * transaction holding a pooled connection; awaiting a load that another caller started through the pool
 * (or on another sale's transaction) made every sale of a burst wait for a connection none of them would
 * give back, and the API stalled for the pool's 10 s. A few sales at once read the versions themselves
 * once a minute instead.
 */
@Injectable()
export class AffiliateRulesCache {
  private kept: { versions: AffiliateRules[]; until: number } | null = null;
  /** Moves on every forget: a load that started before one is not kept. */
  private generation = 0;

  constructor(private readonly bus: ClusterBus) {
    bus.subscribe('affiliate-settings-changed', () => this.forgetHere());
    bus.onResync(() => this.forgetHere());
  }

  async versions(load: () => Promise<AffiliateRules[]>): Promise<AffiliateRules[]> {
    if (this.kept && this.kept.until > Date.now()) return this.kept.versions;
    const generation = this.generation;
    const versions = await load();
    if (generation === this.generation) this.kept = { versions, until: Date.now() + RULES_CACHE_MS };
    return versions;
  }

  /** After a save has committed: every process forgets (this one at once). */
  forget(): void {
    this.forgetHere();
    this.bus.publish('affiliate-settings-changed', '');
  }

  private forgetHere(): void {
    this.kept = null;
    this.generation += 1;
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
   * transaction, pass it as `db`: an uncached read then runs on its connection (AffiliateRulesCache says why).
   */
  async inForce(db: SqlClient = this.prisma, at = new Date()): Promise<AffiliateRules> {
    const versions = await this.cache.versions(() => this.loadVersions(db));
    const rules = versions.find((version) => version.effectiveFrom.getTime() <= at.getTime());
    if (!rules) throw new Error(`Không có cài đặt tiếp thị liên kết nào có hiệu lực lúc ${at.toISOString()}.`);
    return rules;
  }

  private async loadVersions(db: SqlClient): Promise<AffiliateRules[]> {
    // Raw: a sale reads the rules inside its inSqlTransaction when the cache is cold.
    const rows = await db.$queryRaw<
      {
        direct_rate_percent: number;
        team_rate_percent: number;
        level_rates: unknown;
        signup_commission: bigint;
        cookie_days: number;
        holding_days: number;
        minimum_payout: bigint;
        max_signups_per_ip_per_day: number;
        tax_rules: unknown;
        effective_from: Date;
      }[]
    >`SELECT * FROM affiliate_settings ORDER BY effective_from DESC, id DESC`;
    return rows.map((row) => ({
      directRatePercent: row.direct_rate_percent,
      teamRatePercent: row.team_rate_percent,
      levelRates: jsonColumn<LevelRates[]>(row.level_rates, []),
      signupCommission: Number(row.signup_commission),
      cookieDays: row.cookie_days,
      holdingDays: row.holding_days,
      minimumPayout: Number(row.minimum_payout),
      maxSignupsPerIpPerDay: row.max_signups_per_ip_per_day,
      taxRules: jsonColumn<TaxRule[]>(row.tax_rules, []),
      effectiveFrom: row.effective_from,
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
    this.cache.forget();
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
