import type { CommissionTier, ConversionStatus, OrderStatus } from '../../generated/prisma/enums';
import { Prisma, PrismaService, type SqlClient } from '../../prisma/prisma.service';

/**
 * Every row lock of a money path (docs/commerce.md, "Lock order"). Two transactions that lock the
 * same rows in different orders can deadlock, so each function here takes its rows in one statement,
 * in id order, and refuses (LockOrderError, a programming error) to take a kind of row that comes
 * earlier in LOCK_ORDER than one this transaction already locked. Rows the transaction already holds
 * (or inserted itself: holdsNewRow) may be locked again at any time: that waits for nobody.
 */
export const LOCK_ORDER = [
  'bank_transfer',
  'deposit',
  'order',
  'user',
  'affiliate_conversion',
  'discount_code',
  'course',
  'course_review',
  'course_question',
  'question_answer',
  'course_announcement',
  'certificate',
  'bonus_code',
  'bonus_grant',
  'ledger_account',
] as const;
export type LockKind = (typeof LOCK_ORDER)[number];

export class LockOrderError extends Error {
  constructor(kind: LockKind, after: LockKind) {
    super(`Khóa dòng "${kind}" sau "${after}" trái thứ tự khóa (docs/commerce.md, "Lock order").`);
    this.name = 'LockOrderError';
  }
}

interface LockSession {
  highest: number;
  held: Set<string>;
}

/** Per transaction client: a retried transaction gets a new client, so a new session. */
const sessions = new WeakMap<object, LockSession>();

function sessionOf(tx: SqlClient): LockSession {
  // Outside a transaction (the client itself) a lock ends with its statement: nothing to keep track of.
  // (Not `'$transaction' in tx`: Prisma's transaction client answers true to that too.)
  if (tx instanceof PrismaService) return { highest: -1, held: new Set() };
  let session = sessions.get(tx);
  if (!session) {
    session = { highest: -1, held: new Set() };
    sessions.set(tx, session);
  }
  return session;
}

/**
 * Checks and records that `tx` locks these rows of `kind` now. Keys name the rows (ids, or a query's
 * scope such as `user:<id>` for a user's bonus grants).
 */
export function enterLock(tx: SqlClient, kind: LockKind, keys: readonly string[]): void {
  const session = sessionOf(tx);
  const rank = LOCK_ORDER.indexOf(kind);
  const fresh = keys.filter((key) => !session.held.has(`${kind}:${key}`));
  if (!fresh.length) return;
  if (rank < session.highest) throw new LockOrderError(kind, LOCK_ORDER[session.highest]);
  session.highest = rank;
  for (const key of fresh) session.held.add(`${kind}:${key}`);
}

/** Whether this transaction already holds every one of these rows (not outside a transaction). */
function holdsAll(tx: SqlClient, kind: LockKind, keys: readonly string[]): boolean {
  const session = sessionOf(tx);
  return keys.every((key) => session.held.has(`${kind}:${key}`));
}

/** A row this transaction just inserted is its own already (nobody else sees it): locking it later waits for nobody. */
export function holdsNewRow(tx: SqlClient, kind: LockKind, id: string): void {
  sessionOf(tx).held.add(`${kind}:${id}`);
}

const sortedUnique = (ids: readonly string[]) => [...new Set(ids)].sort();

export async function lockBankTransfer(tx: SqlClient, id: string) {
  enterLock(tx, 'bank_transfer', [id]);
  const [row] = await tx.$queryRaw<{ status: string; payment_code: string | null; amount: bigint }[]>`
    SELECT status, payment_code, amount FROM bank_transfers WHERE id = ${id} FOR UPDATE`;
  return row ?? null;
}

/** A deposit row, read as it is locked (crediting it needs the rest). Null when there is none. */
export async function lockDeposit(tx: SqlClient, id: string) {
  enterLock(tx, 'deposit', [id]);
  const [row] = await tx.$queryRaw<{ status: string; code: string; user_id: string; amount: bigint }[]>`
    SELECT status, code, user_id, amount FROM deposits WHERE id = ${id} FOR UPDATE`;
  return row ?? null;
}

export interface LockedOrder {
  code: string;
  status: OrderStatus;
  user_id: string;
  total: bigint;
  refunded_amount: bigint;
  discount_code_id: string | null;
}

/** The order row, first of a sale's locks. Null when there is no such order. */
export async function lockOrder(tx: SqlClient, orderId: string): Promise<LockedOrder | null> {
  enterLock(tx, 'order', [orderId]);
  const [row] = await tx.$queryRaw<LockedOrder[]>`
    SELECT code, status, user_id, total, refunded_amount, discount_code_id FROM orders WHERE id = ${orderId} FOR UPDATE`;
  return row ?? null;
}

/**
 * User rows (a buyer, affiliates, a payout's recipient), sorted, in one statement. This is the lock of
 * "never pay twice": every path that sells a user something holds the buyer's row while it checks what
 * they own and are paying for. Admin grants need none: their enrollment's foreign key takes a shared
 * lock on the same row. Returns the ids that exist.
 */
export async function lockUsers(tx: SqlClient, userIds: readonly string[]): Promise<string[]> {
  const ids = sortedUnique(userIds);
  if (!ids.length) return [];
  // Held already (a sale's pricing locked the buyer before pay() asks again): no statement to send.
  if (holdsAll(tx, 'user', ids)) return ids;
  enterLock(tx, 'user', ids);
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM users WHERE id IN (${Prisma.join(ids)}) ORDER BY id FOR UPDATE`;
  return rows.map((row) => row.id);
}

/** What a sale reads of its buyer, for the affiliate commissions (CommissionsService.recordSale). */
export interface LockedBuyer {
  id: string;
  email: string;
  phoneNumber: string | null;
  referredById: string | null;
  referredAt: Date | null;
  /**
   * Whether they had bonus credit they could spend when locked (a plain read: the grants are not locked
   * here). False lets the wallet skip locking their grants; a grant that arrives meanwhile is simply
   * not spent by this sale, as if it had come a moment later.
   */
  mayHaveBonus: boolean;
}

/**
 * A sale's buyer, locked as lockUsers locks one user, and read in the same statement (a purchase read
 * the row again for its commissions, and locked bonus grants that most buyers do not have); null when
 * there is no such user. The EXISTS reads the grants without locking them (FOR UPDATE does not reach
 * into a subquery).
 */
export async function lockBuyer(tx: SqlClient, userId: string, now: Date): Promise<LockedBuyer | null> {
  enterLock(tx, 'user', [userId]);
  const [row] = await tx.$queryRaw<
    { id: string; email: string; phone_number: string | null; referred_by_id: string | null; referred_at: Date | null; may_have_bonus: number | bigint }[]
  >`
    SELECT id, email, phone_number, referred_by_id, referred_at,
           EXISTS (SELECT 1 FROM bonus_grants g WHERE g.user_id = users.id AND g.remaining > 0 AND g.expired_at IS NULL AND g.expires_at > ${now}) AS may_have_bonus
      FROM users WHERE id = ${userId} FOR UPDATE`;
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    phoneNumber: row.phone_number,
    referredById: row.referred_by_id,
    referredAt: row.referred_at,
    mayHaveBonus: Number(row.may_have_bonus) === 1,
  };
}

/** The commissions recorded on these order lines, in id order. */
export async function lockConversionsOfItems(tx: SqlClient, orderItemIds: readonly string[]) {
  const ids = sortedUnique(orderItemIds);
  if (!ids.length) return [];
  enterLock(tx, 'affiliate_conversion', ids);
  return tx.$queryRaw<{ id: string; affiliate_user_id: string; order_item_id: string; tier: CommissionTier; amount: bigint; reversed_amount: bigint; status: ConversionStatus }[]>`
    SELECT id, affiliate_user_id, order_item_id, tier, amount, reversed_amount, status FROM affiliate_conversions
     WHERE order_item_id IN (${Prisma.join(ids)}) ORDER BY id FOR UPDATE`;
}

/** A discount code's row as its lock reads it (JSON columns as the driver gives them: jsonColumn). */
export interface LockedDiscountCode {
  id: string;
  code: string;
  type: 'percentage' | 'fixed_amount';
  value: bigint;
  expires_at: Date | null;
  usage_limit: number | null;
  times_used: number;
  times_reserved: number;
  is_active: number;
  applies_to: 'all' | 'specific_courses' | 'specific_tools';
  applicable_course_ids: unknown;
  applicable_tool_plan_ids: unknown;
  created_at: Date;
}

/** A discount code (by its normalised code), read as it is locked: check-and-count under it is one step. Null when there is none. */
export async function lockDiscountCode(tx: SqlClient, code: string): Promise<LockedDiscountCode | null> {
  enterLock(tx, 'discount_code', [code]);
  const [row] = await tx.$queryRaw<LockedDiscountCode[]>`
    SELECT id, code, type, value, expires_at, usage_limit, times_used, times_reserved, is_active, applies_to, applicable_course_ids, applicable_tool_plan_ids, created_at
      FROM discount_codes WHERE code = ${code} FOR UPDATE`;
  return row ?? null;
}

/**
 * Course rows, before an enrollment is inserted or deleted in a transaction that then moves the course's
 * figures (an admin grant, a refund, a review): the enrollment's foreign key takes shared locks, and two
 * such transactions each upgrading theirs for the counter deadlock. A sale takes none (its counter
 * follows the commit: OrderPaidNoticesService).
 */
export async function lockCourses(tx: SqlClient, courseIds: readonly string[]): Promise<void> {
  const ids = sortedUnique(courseIds);
  if (!ids.length) return;
  enterLock(tx, 'course', ids);
  await tx.$queryRaw`SELECT id FROM courses WHERE id IN (${Prisma.join(ids)}) ORDER BY id FOR UPDATE`;
}

/**
 * A course review, after its course (a review write moves the course's rating_sum and reviews_count,
 * so it holds the course row first): votes, reports and moderation of one review queue here.
 */
export async function lockCourseReview(tx: SqlClient, reviewId: string) {
  enterLock(tx, 'course_review', [reviewId]);
  const [row] = await tx.$queryRaw<{ id: string; course_id: string; user_id: string }[]>`
    SELECT id, course_id, user_id FROM course_reviews WHERE id = ${reviewId} FOR UPDATE`;
  return row ?? null;
}

/**
 * A course question: every write that moves its answers_count, followers_count, status or accepted
 * answer (answers, accept, follows, deletes, moderation) queues here.
 */
export async function lockCourseQuestion(tx: SqlClient, questionId: string) {
  enterLock(tx, 'course_question', [questionId]);
  const [row] = await tx.$queryRaw<{ id: string; course_id: string; user_id: string }[]>`
    SELECT id, course_id, user_id FROM course_questions WHERE id = ${questionId} FOR UPDATE`;
  return row ?? null;
}

/**
 * A question's answer whose followers are told in batches (answer-fanout.service.ts): each batch holds it
 * while it moves the fan-out's cursor, so a batch job that runs again finds its batch done.
 */
export async function lockQuestionAnswer(tx: SqlClient, answerId: string) {
  enterLock(tx, 'question_answer', [answerId]);
  const [row] = await tx.$queryRaw<{ id: string; question_id: string; user_id: string; fanout_cursor: string | null; fanout_done_at: Date | null }[]>`
    SELECT id, question_id, user_id, fanout_cursor, fanout_done_at FROM question_answers WHERE id = ${answerId} FOR UPDATE`;
  return row ?? null;
}

/**
 * A course announcement: each batch of its fan-out holds it while it moves the fan-out's cursor, so a
 * batch job that runs again (its worker died after the commit) finds its batch done.
 */
export async function lockCourseAnnouncement(tx: SqlClient, announcementId: string) {
  enterLock(tx, 'course_announcement', [announcementId]);
  const [row] = await tx.$queryRaw<{ id: string; course_id: string; author_id: string; fanout_cursor: string | null; fanout_done_at: Date | null; created_at: Date }[]>`
    SELECT id, course_id, author_id, fanout_cursor, fanout_done_at, created_at FROM course_announcements WHERE id = ${announcementId} FOR UPDATE`;
  return row ?? null;
}

/** A learner's certificate of a course (by the unique user + course), after the course row: revoked under it. */
export async function lockCertificate(tx: SqlClient, userId: string, courseId: string) {
  enterLock(tx, 'certificate', [`${userId}:${courseId}`]);
  const [row] = await tx.$queryRaw<{ id: string; revoked_at: Date | null }[]>`
    SELECT id, revoked_at FROM certificates WHERE user_id = ${userId} AND course_id = ${courseId} FOR UPDATE`;
  return row ?? null;
}

/** A bonus code (by its normalised code). */
export async function lockBonusCode(tx: SqlClient, code: string): Promise<void> {
  enterLock(tx, 'bonus_code', [code]);
  await tx.$queryRaw`SELECT id FROM bonus_codes WHERE code = ${code} FOR UPDATE`;
}

/** The user's bonus grants that can still be spent, the one that expires first first. */
export async function lockSpendableBonusGrants(tx: SqlClient, userId: string, now: Date) {
  enterLock(tx, 'bonus_grant', [`user:${userId}`]);
  return tx.$queryRaw<{ id: string; remaining: bigint }[]>`
    SELECT id, remaining FROM bonus_grants
     WHERE user_id = ${userId} AND remaining > 0 AND expired_at IS NULL AND expires_at > ${now}
     ORDER BY expires_at, id FOR UPDATE`;
}

/** What an order spent of bonus grants and has not got back yet, with the grants, the latest-expiring first. */
export async function lockOpenBonusSpends(tx: SqlClient, orderId: string) {
  enterLock(tx, 'bonus_grant', [`order:${orderId}`]);
  return tx.$queryRaw<{ id: string; grant_id: string; open: bigint; expires_at: Date; expired_at: Date | null }[]>`
    SELECT s.id, s.grant_id, s.amount - s.restored AS open, g.expires_at, g.expired_at
      FROM bonus_spends s JOIN bonus_grants g ON g.id = s.grant_id
     WHERE s.order_id = ${orderId} AND s.amount > s.restored
     ORDER BY g.expires_at DESC, g.id
       FOR UPDATE`;
}

export async function lockBonusGrant(tx: SqlClient, grantId: string) {
  enterLock(tx, 'bonus_grant', [grantId]);
  const [row] = await tx.$queryRaw<{ user_id: string; remaining: bigint; expired_at: Date | null }[]>`
    SELECT user_id, remaining, expired_at FROM bonus_grants WHERE id = ${grantId} FOR UPDATE`;
  return row ?? null;
}

/** Ledger balances, by account key, last of all (LedgerService is their only caller). */
export async function lockLedgerAccounts(tx: SqlClient, keys: readonly string[]) {
  const sorted = sortedUnique(keys);
  if (!sorted.length) return [];
  enterLock(tx, 'ledger_account', sorted);
  return tx.$queryRaw<{ id: string; key: string; kind: string; user_id: string | null; balance: bigint }[]>`
    SELECT id, \`key\`, kind, user_id, balance FROM ledger_accounts WHERE \`key\` IN (${Prisma.join(sorted)}) ORDER BY \`key\` FOR UPDATE`;
}
