import type { Db, Prisma } from '../prisma/prisma.service';

/**
 * A learner's write sent with a client id (the offline outbox, a double tap): learner_writes holds one
 * row per (user, client id), claimed first in the write's transaction. A replay waits on the key while
 * the first transaction holds it, then answers the first result and changes nothing. `kind` names the
 * write (review, question, answer…): a client id already used by another kind is refused by `reused`.
 */
export async function claimLearnerWrite<T>(tx: Db, userId: string, clientId: string, kind: string, reused: () => Error): Promise<T | null> {
  const claimed = await tx.$executeRaw`
    INSERT IGNORE INTO learner_writes (user_id, client_id, kind, created_at) VALUES (${userId}, ${clientId}, ${kind}, NOW(3))`;
  if (claimed > 0) return null;
  const prior = await tx.learnerWrite.findUnique({ where: { userId_clientId: { userId, clientId } } });
  if (!prior || prior.kind !== kind || prior.result === null) throw reused();
  return prior.result as unknown as T;
}

/** Stores the result of a write claimed by claimLearnerWrite, in the same transaction (what replays answer). */
export async function recordLearnerWrite(tx: Db, userId: string, clientId: string, result: unknown): Promise<void> {
  await tx.learnerWrite.update({ where: { userId_clientId: { userId, clientId } }, data: { result: result as Prisma.InputJsonValue } });
}

/**
 * Runs `write` once per client id (without one, always): the claim, the write and its recorded result
 * commit together, so a replay under any concurrency answers the first result.
 */
export async function oncePerClientId<T>(
  tx: Db,
  claim: { userId: string; clientId?: string; kind: string; reused: () => Error },
  write: () => Promise<T>,
): Promise<{ result: T; replayed: boolean }> {
  const { userId, clientId, kind, reused } = claim;
  if (clientId) {
    const replay = await claimLearnerWrite<T>(tx, userId, clientId, kind, reused);
    if (replay !== null) return { result: replay, replayed: true };
  }
  const result = await write();
  if (clientId) await recordLearnerWrite(tx, userId, clientId, result);
  return { result, replayed: false };
}
