/** The commission rates of one affiliate level, in whole percent. */
export interface CommissionRates {
  directRatePercent: number;
  teamRatePercent: number;
}

export interface LevelRates extends CommissionRates {
  level: number;
}

/** The rates for an affiliate level: its override when the settings have one, else the programme's. */
export function ratesForLevel(defaults: CommissionRates, overrides: readonly LevelRates[], level: number): CommissionRates {
  const override = overrides.find((rates) => rates.level === level);
  return override ? { directRatePercent: override.directRatePercent, teamRatePercent: override.teamRatePercent } : defaults;
}

/**
 * The part of each line paid with real money: a wallet purchase spends the platform-funded bonus
 * balance first, and no commission is paid on bonus credit. The bonus is spread over the lines in
 * proportion to their amounts (rounded down, the remainder taken from the largest lines), so the
 * bases add up to exactly `total - bonusUsed`.
 */
export function realMoneyBases(amounts: readonly number[], bonusUsed: number): number[] {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (bonusUsed <= 0 || total === 0) return [...amounts];
  if (bonusUsed >= total) return amounts.map(() => 0);
  const paid = total - bonusUsed;
  const bases = amounts.map((amount) => Math.floor((amount * paid) / total));
  let remainder = paid - bases.reduce((sum, base) => sum + base, 0);
  const largestFirst = amounts.map((amount, index) => ({ amount, index })).sort((a, b) => b.amount - a.amount || a.index - b.index);
  for (const { index } of largestFirst) {
    if (remainder === 0) break;
    if (bases[index] < amounts[index]) {
      bases[index] += 1;
      remainder -= 1;
    }
  }
  return bases;
}

/** A commission on a base, rounded down to a whole đồng. */
export function commissionOf(base: number, ratePercent: number): number {
  return Math.floor((base * ratePercent) / 100);
}

/**
 * How one sale line is divided: commissions come off the top, the instructor's share applies to what
 * is left (as large marketplaces do for affiliate sales), and the platform keeps the rest. Since the
 * settings keep direct + team at or under 100%, no part is ever negative.
 */
export function splitLine(amount: number, commissions: number, instructorSharePercent: number | null): { instructorShare: number; platform: number } {
  const afterCommissions = amount - commissions;
  if (afterCommissions < 0) throw new Error(`Hoa hồng ${commissions} đ vượt quá giá trị dòng ${amount} đ.`);
  const instructorShare = instructorSharePercent === null ? 0 : Math.floor((afterCommissions * instructorSharePercent) / 100);
  return { instructorShare, platform: afterCommissions - instructorShare };
}
