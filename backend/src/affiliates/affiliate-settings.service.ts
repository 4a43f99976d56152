import { Injectable } from '@nestjs/common';
import { Db, PrismaService } from '../prisma/prisma.service';
import { AffiliateSettingsInput, AffiliateSettingsView } from './affiliate-settings.dto';
import { AffiliateErrors } from './affiliates.errors';
import type { LevelRates } from './commission-split';
import type { TaxRule } from './withholding-tax';

/** The programme's rules in force at one moment (amounts as numbers of whole đồng). */
export type AffiliateRules = Omit<AffiliateSettingsView, 'effectiveFrom'> & { effectiveFrom: Date };

/**
 * The programme's settings are versions: saving writes a new one in force from now, so a commission
 * recorded last month keeps the rates it was recorded with, and a payout finds the tax rule of its date.
 */
@Injectable()
export class AffiliateSettingsService {
  constructor(private readonly prisma: PrismaService) {}

  /** The version in force at `at` (the migration writes the first one, in force since 2000). */
  async inForce(db: Db = this.prisma, at = new Date()): Promise<AffiliateRules> {
    const row = await db.affiliateSettings.findFirstOrThrow({ where: { effectiveFrom: { lte: at } }, orderBy: [{ effectiveFrom: 'desc' }, { id: 'desc' }] });
    return {
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
    };
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
