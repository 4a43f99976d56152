import type { Db } from '../prisma/prisma.service';

export type ConsentSource = 'registration' | 'preferences' | 'unsubscribe_link' | 'one_click' | 'mailto' | 'complaint' | 'admin';

export interface ConsentChange {
  userId: string;
  granted: boolean;
  source: ConsentSource;
  ip?: string | null;
  userAgent?: string | null;
}

/**
 * Sets a user's marketing consent and keeps the proof (when, from where, through what) in the
 * caller's transaction. Every path that changes consent comes through here.
 */
export async function recordMarketingConsent(db: Db, change: ConsentChange, now = new Date()): Promise<void> {
  await db.user.update({ where: { id: change.userId }, data: { marketingConsent: change.granted, marketingConsentAt: now } });
  await db.marketingConsentEvent.create({
    data: { userId: change.userId, granted: change.granted, source: change.source, ip: change.ip ?? null, userAgent: change.userAgent?.slice(0, 300) ?? null, createdAt: now },
  });
}
