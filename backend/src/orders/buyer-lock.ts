import type { Db } from '../prisma/prisma.service';

/**
 * The one lock of "never pay twice": every path that sells a user something (creating an order,
 * paying one) holds the buyer's user row (SELECT ... FOR UPDATE) while it checks what they own and
 * are paying for and writes the result. Admin grants need no call: their enrollment's foreign key
 * takes a shared lock on the same row, so they queue behind (or ahead of) a sale as a whole.
 */
export async function lockBuyer(tx: Db, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
}
