import type { Db } from '../prisma/prisma.service';

export type SuppressionReason = 'hard_bounce' | 'soft_bounce' | 'complaint' | 'manual';

/** Puts an address on the suppression list (kept as first recorded when it is there already). */
export async function suppress(db: Db, email: string, reason: SuppressionReason, detail: string | null): Promise<void> {
  await db.$executeRaw`INSERT IGNORE INTO email_suppressions (email, reason, detail, created_at) VALUES (${email}, ${reason}, ${detail?.slice(0, 500) ?? null}, NOW(3))`;
}

/**
 * One more temporary refusal for a user's address (at send, or reported by the provider); the
 * `limit`-th in a row suppresses it. A delivered mail resets the count (the sender).
 */
export async function countSoftBounce(db: Db, user: { id: string; email: string }, limit: number, detail: string | null): Promise<void> {
  const { softBounceStreak } = await db.user.update({ where: { id: user.id }, data: { softBounceStreak: { increment: 1 } }, select: { softBounceStreak: true } });
  if (softBounceStreak >= limit) await suppress(db, user.email, 'soft_bounce', `${softBounceStreak} lần từ chối tạm thời liên tiếp${detail ? `: ${detail}` : ''}`);
}
