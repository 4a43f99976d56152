import { endOfDay, startOfDay } from '../../common/time/vietnam-calendar';
import { REFUNDABLE_STATUSES } from '../../orders';
import { Db, Prisma } from '../../prisma/prisma.service';
import type { AudienceNode, AudienceRule, AudienceRules } from './audience-rules';

/**
 * Audience rules → one boolean SQL condition over `users u`.
 *
 * Every value of a rule travels as a bound parameter; the SQL text comes only from the fixed fragments
 * below, chosen by field and operator (an unknown one throws). Conditions on other tables are
 * correlated EXISTS / NOT EXISTS subqueries that start from the user's id, each on an index that leads
 * with user_id (enrollments (user_id, course_id), lecture_progress (user_id, course_id),
 * orders (user_id, created_at), ledger_accounts (user_id)).
 *
 * What a rule means:
 * - "Owns a course" is an enrollment row. A purchase creates it, an admin grant creates it too (which
 *   counts as owning), and a refund that takes the course back deletes it (OrderFulfilmentService
 *   .withdrawAccess), so it already is "paid, not fully refunded" without reading order lines.
 *   bought course / category and course_progress all read it.
 * - bought anything / nothing: owns any course, or has a paid order of any kind (courses or tools:
 *   REFUNDABLE_STATUSES: paid and not refunded in full), so whoever bought course X also "bought anything".
 * - course_progress: only enrolled users match. Percent = completed lectures (lecture_progress.completed)
 *   / courses.lessons_count, rounded down as the instructor's student list shows it, so 100 means every
 *   lecture done; a course without lectures is at 0. not_started: enrolled, no completed lecture.
 * - last_activity: the latest enrollments.last_accessed_at. The player stamps it on opening a course and
 *   on every progress update (the seed's backdating keeps it in step with lecture_progress), and a user
 *   has a handful of enrollments but hundreds of progress rows, whose index has no updated_at.
 *   not_within_days includes users who never studied.
 * - registered_at within/older than N days: relative to `now` (N × 24 h); after / before a day: a
 *   Vietnam calendar day (UTC+7), exclusive (after 2026-01-01 starts at 2026-01-02 00:00 Vietnam time).
 * - wallet_balance: the user_main account's balance; no account counts as 0.
 * - affiliate_level: only affiliates match. unpaid_order: a pending order not expired at `now`.
 */

const DAY_MS = 86_400_000;

// Statuses of an order whose money the platform kept (at least partly).
const PAID_ORDER = Prisma.sql`o.status IN (${Prisma.join(REFUNDABLE_STATUSES)})`;

const ALWAYS = Prisma.sql`1 = 1`;
const NEVER = Prisma.sql`1 = 0`;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
const not = (condition: Prisma.Sql) => Prisma.sql`NOT (${condition})`;

function unsupported(rule: { field: string; op: string }): never {
  throw new Error(`Điều kiện người nhận không được hỗ trợ: ${rule.field} ${rule.op}`);
}

function ownsCourse(courseId: string): Prisma.Sql {
  return Prisma.sql`EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = u.id AND e.course_id = ${courseId})`;
}

function ownsCategory(categoryId: string): Prisma.Sql {
  return Prisma.sql`EXISTS (SELECT 1 FROM enrollments e JOIN courses c ON c.id = e.course_id WHERE e.user_id = u.id AND c.category_id = ${categoryId})`;
}

const OWNS_ANY_COURSE = Prisma.sql`EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = u.id)`;
const HAS_PAID_ORDER = Prisma.sql`EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.id AND ${PAID_ORDER})`;

function courseProgress(rule: Extract<AudienceRule, { field: 'course_progress' }>): Prisma.Sql {
  // Correlated with the enrollment row, so it is counted only for the course's students.
  const done = Prisma.sql`(SELECT COUNT(*) FROM lecture_progress lp WHERE lp.user_id = e.user_id AND lp.course_id = e.course_id AND lp.completed = 1)`;
  const enrolledWhere = (condition: Prisma.Sql) =>
    Prisma.sql`EXISTS (SELECT 1 FROM enrollments e JOIN courses c ON c.id = e.course_id WHERE e.user_id = u.id AND e.course_id = ${rule.courseId} AND ${condition})`;
  // floor(100 × done / lessons) >= v  ⇔  100 × done >= v × lessons (integers, no division).
  if (rule.op === 'gte') return enrolledWhere(rule.value === 0 ? ALWAYS : Prisma.sql`c.lessons_count > 0 AND ${done} * 100 >= ${rule.value} * c.lessons_count`);
  // floor(100 × done / lessons) <= v  ⇔  100 × done < (v + 1) × lessons; 100% is the ceiling.
  if (rule.op === 'lte') return enrolledWhere(rule.value >= 100 ? ALWAYS : Prisma.sql`(c.lessons_count = 0 OR ${done} * 100 < ${rule.value + 1} * c.lessons_count)`);
  if (rule.op === 'completed') return enrolledWhere(Prisma.sql`c.lessons_count > 0 AND ${done} >= c.lessons_count`);
  if (rule.op === 'not_started') {
    return enrolledWhere(Prisma.sql`NOT EXISTS (SELECT 1 FROM lecture_progress lp WHERE lp.user_id = e.user_id AND lp.course_id = e.course_id AND lp.completed = 1)`);
  }
  return unsupported(rule);
}

function compileRule(rule: AudienceRule, now: Date): Prisma.Sql {
  switch (rule.field) {
    case 'role':
      if (rule.op === 'eq') return Prisma.sql`u.role = ${rule.value}`;
      if (rule.op === 'neq') return Prisma.sql`u.role <> ${rule.value}`;
      break;
    case 'registered_at':
      if (rule.op === 'within_days') return Prisma.sql`u.created_at >= ${daysBefore(now, rule.value)}`;
      if (rule.op === 'older_than_days') return Prisma.sql`u.created_at < ${daysBefore(now, rule.value)}`;
      if (rule.op === 'after') return Prisma.sql`u.created_at >= ${endOfDay(rule.value)}`;
      if (rule.op === 'before') return Prisma.sql`u.created_at < ${startOfDay(rule.value)}`;
      break;
    // Booleans pick between two fixed fragments: no value to bind.
    case 'email_verified':
      if (rule.op === 'is') return rule.value ? Prisma.sql`u.email_verified_at IS NOT NULL` : Prisma.sql`u.email_verified_at IS NULL`;
      break;
    case 'marketing_consent':
      if (rule.op === 'is') return rule.value ? Prisma.sql`u.marketing_consent = 1` : Prisma.sql`u.marketing_consent = 0`;
      break;
    case 'affiliate':
      if (rule.op === 'is') return rule.value ? Prisma.sql`u.is_affiliate = 1` : Prisma.sql`u.is_affiliate = 0`;
      break;
    case 'affiliate_level':
      if (rule.op === 'eq') return Prisma.sql`(u.is_affiliate = 1 AND u.affiliate_level = ${rule.value})`;
      if (rule.op === 'gte') return Prisma.sql`(u.is_affiliate = 1 AND u.affiliate_level >= ${rule.value})`;
      if (rule.op === 'lte') return Prisma.sql`(u.is_affiliate = 1 AND u.affiliate_level <= ${rule.value})`;
      break;
    case 'unpaid_order': {
      const pending = Prisma.sql`EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.id AND o.status = 'pending' AND o.expires_at > ${now})`;
      if (rule.op === 'is') return rule.value ? pending : not(pending);
      break;
    }
    case 'bought':
      if (rule.op === 'course') return ownsCourse(rule.value);
      if (rule.op === 'not_course') return not(ownsCourse(rule.value));
      if (rule.op === 'category') return ownsCategory(rule.value);
      if (rule.op === 'not_category') return not(ownsCategory(rule.value));
      if (rule.op === 'anything') return Prisma.sql`(${OWNS_ANY_COURSE} OR ${HAS_PAID_ORDER})`;
      // Two NOT EXISTS rather than NOT (a OR b): the optimiser can then plan each one on its own.
      if (rule.op === 'nothing') return Prisma.sql`(NOT ${OWNS_ANY_COURSE} AND NOT ${HAS_PAID_ORDER})`;
      break;
    case 'course_progress':
      return courseProgress(rule);
    case 'last_activity': {
      const active = Prisma.sql`EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = u.id AND e.last_accessed_at >= ${daysBefore(now, rule.value)})`;
      if (rule.op === 'within_days') return active;
      if (rule.op === 'not_within_days') return not(active);
      break;
    }
    case 'wallet_balance': {
      const balance = Prisma.sql`COALESCE((SELECT la.balance FROM ledger_accounts la WHERE la.user_id = u.id AND la.kind = 'user_main'), 0)`;
      if (rule.op === 'gte') return Prisma.sql`${balance} >= ${rule.value}`;
      if (rule.op === 'lte') return Prisma.sql`${balance} <= ${rule.value}`;
      break;
    }
  }
  return unsupported(rule);
}

const isGroup = (node: AudienceNode): node is AudienceRules => 'all' in node || 'any' in node;

// Conditions on the users row itself cost nothing; the others run subqueries. What the optimiser does
// not rewrite is evaluated left to right and stops early, so the cheap ones go first (the order
// changes no result).
const COLUMN_FIELDS = new Set<string>(['role', 'registered_at', 'email_verified', 'marketing_consent', 'affiliate', 'affiliate_level']);
const cost = (node: AudienceNode) => (isGroup(node) ? 2 : COLUMN_FIELDS.has(node.field) ? 0 : 1);

function compileNode(node: AudienceNode, now: Date): Prisma.Sql {
  if (!isGroup(node)) return compileRule(node, now);
  const [members, joiner] = 'all' in node ? [node.all, ' AND '] : [node.any, ' OR '];
  if (!members.length) return 'all' in node ? ALWAYS : NEVER;
  const ordered = [...members].sort((a, b) => cost(a) - cost(b));
  return Prisma.sql`(${Prisma.join(
    ordered.map((member) => compileNode(member, now)),
    joiner,
  )})`;
}

/**
 * The rules as a boolean SQL condition over `users u` (validate them with audienceRulesSchema first).
 * `now` anchors every relative rule (N days, unexpired orders), so a count and a send agree.
 */
export function compileAudience(rules: AudienceRules, now: Date): Prisma.Sql {
  return compileNode(rules, now);
}

/**
 * What every marketing recipient must also be, whatever the rules: opted in, not locked, with a
 * verified address that is not suppressed. (`now` is there for the callers' symmetry with
 * compileAudience: none of these facts expires today.)
 */
export function MARKETING_ELIGIBLE(_now: Date): Prisma.Sql {
  return Prisma.sql`(u.marketing_consent = 1 AND u.is_disabled = 0 AND u.email_verified_at IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM email_suppressions s WHERE s.email = u.email))`;
}

const rulesOrEveryone = (rules: AudienceRules | null, now: Date) => (rules ? compileAudience(rules, now) : ALWAYS);

/**
 * How many users the rules pick: `matching` by the rules alone, `count` of those who may also receive
 * marketing mail (MARKETING_ELIGIBLE). One pass over users.
 */
export async function countAudience(db: Db, rules: AudienceRules | null, now: Date): Promise<{ count: number; matching: number }> {
  const [row] = await db.$queryRaw<{ matching: bigint | number; eligible: bigint | number | string | null }[]>`
    SELECT COUNT(*) AS matching, SUM(CASE WHEN ${MARKETING_ELIGIBLE(now)} THEN 1 ELSE 0 END) AS eligible
      FROM users u
     WHERE ${rulesOrEveryone(rules, now)}`;
  return { count: Number(row?.eligible ?? 0), matching: Number(row?.matching ?? 0) };
}

// Ids per query: keeps each IN list and its bound parameters small.
const FILTER_CHUNK = 1000;

/** Which of `userIds` match the rules (null: everyone) and may receive marketing mail. */
export async function filterAudience(db: Db, rules: AudienceRules | null, userIds: string[], now: Date): Promise<Set<string>> {
  const matched = new Set<string>();
  const ids = [...new Set(userIds)];
  const condition = Prisma.sql`${MARKETING_ELIGIBLE(now)} AND ${rulesOrEveryone(rules, now)}`;
  for (let start = 0; start < ids.length; start += FILTER_CHUNK) {
    const chunk = ids.slice(start, start + FILTER_CHUNK);
    const rows = await db.$queryRaw<{ id: string }[]>`SELECT u.id FROM users u WHERE u.id IN (${Prisma.join(chunk)}) AND ${condition}`;
    for (const row of rows) matched.add(row.id);
  }
  return matched;
}
