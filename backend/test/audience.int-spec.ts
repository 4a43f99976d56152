import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../src/config/app-config';
import { countAudience, filterAudience } from '../src/marketing/audience/audience-compiler';
import { AudienceNode, AudienceRule, AudienceRules, audienceRulesSchema } from '../src/marketing/audience/audience-rules';
import type { OrderStatus } from '../src/generated/prisma/enums';
import { PrismaService } from '../src/prisma/prisma.service';
import { insertCourse } from './helpers/catalogue';
import { isolatedDatabase } from './helpers/test-app';

/**
 * The audience compiler against a generated population whose expected counts are worked out here in
 * TypeScript, independently of the SQL. Its own database: eligibility counts every user there is.
 */

const DAY = 86_400_000;
// 12:00 in Vietnam: every relative rule is measured from here.
const NOW = new Date('2026-11-25T05:00:00.000Z');
const POPULATION = 320;

type Role = 'student' | 'instructor' | 'admin';

interface Ownership {
  courseId: string;
  completed: number;
  lastAccessedAt: Date | null;
}

interface Person {
  id: string;
  email: string;
  role: Role;
  createdAt: Date;
  verified: boolean;
  consent: boolean;
  disabled: boolean;
  suppressed: boolean;
  isAffiliate: boolean;
  affiliateLevel: number;
  enrollments: Ownership[];
  /** Orders by status, with their expiry (only pending ones care). */
  orders: { status: OrderStatus; expiresAt: Date }[];
  /** null: no main wallet account. */
  mainBalance: bigint | null;
}

interface Course {
  id: string;
  categoryId: string;
  lessons: number;
  lectureIds: string[];
}

let prisma: PrismaService;
let database: Awaited<ReturnType<typeof isolatedDatabase>>;
const people: Person[] = [];
const courses: Record<'a1' | 'a2' | 'b1' | 'b0', Course> = {} as never;
let categoryA: string;
let categoryB: string;

// mulberry32: the same population on every run.
function randomSource(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = randomSource(20261125);
const chance = (p: number) => random() < p;
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

function randomPerson(index: number): Person {
  const enrollments: Ownership[] = [];
  for (const [key, p] of [
    ['a1', 0.4],
    ['a2', 0.3],
    ['b1', 0.35],
    ['b0', 0.1],
  ] as const) {
    if (!chance(p)) continue;
    const course = courses[key];
    // Some never finish a lecture, some finish all of it, most are in between.
    const completed = chance(0.25) ? 0 : chance(0.2) ? course.lessons : between(0, course.lessons);
    enrollments.push({ courseId: course.id, completed, lastAccessedAt: chance(0.15) ? null : new Date(NOW.getTime() - between(0, 400) * DAY - between(0, DAY - 1)) });
  }
  const orders: Person['orders'] = [];
  if (chance(0.15))
    orders.push({
      status: pick<OrderStatus>(['paid', 'refund_requested', 'partially_refunded', 'refunded', 'cancelled', 'credited_to_wallet']),
      expiresAt: new Date(NOW.getTime() - 30 * DAY),
    });
  if (chance(0.15)) orders.push({ status: pick<OrderStatus>(['pending', 'pending', 'expired']), expiresAt: new Date(NOW.getTime() + between(-3, 3) * 3_600_000 + 60_000) });
  return {
    id: crypto.randomUUID(),
    email: `nguoi.${index}@audience.test`,
    role: random() < 0.85 ? 'student' : chance(0.6) ? 'instructor' : 'admin',
    createdAt: new Date(NOW.getTime() - between(0, 800) * DAY - between(0, DAY - 1)),
    verified: chance(0.8),
    consent: chance(0.6),
    disabled: false,
    suppressed: false,
    isAffiliate: chance(0.2),
    // Non-affiliates carry a level too: the rule must still leave them out.
    affiliateLevel: between(1, 10),
    enrollments,
    orders,
    mainBalance: chance(0.5) ? pick([0n, 50_000n, 100_000n, 500_000n, 2_000_000n]) : null,
  };
}

/** Users placed on the edges of the date rules, and the two that eligibility must drop. */
function edgePeople(): Person[] {
  const base = randomPerson(10_000);
  const edge = (overrides: Partial<Person>, index: number): Person => ({
    ...base,
    enrollments: [],
    orders: [],
    ...overrides,
    id: crypto.randomUUID(),
    email: `bien.${index}@audience.test`,
  });
  const eligible = { verified: true, consent: true };
  return [
    // 2026-02-01 00:00 in Vietnam: the first instant "after 2026-01-31".
    edge({ ...eligible, createdAt: new Date('2026-01-31T17:00:00.000Z') }, 1),
    edge({ ...eligible, createdAt: new Date('2026-01-31T16:59:59.999Z') }, 2),
    // Exactly 30 days before now: still "within 30 days".
    edge({ ...eligible, createdAt: new Date(NOW.getTime() - 30 * DAY) }, 3),
    edge({ ...eligible, createdAt: new Date(NOW.getTime() - 30 * DAY - 1) }, 4),
    // Would match almost anything, but is locked or suppressed.
    edge({ ...eligible, disabled: true, createdAt: new Date(NOW.getTime() - 10 * DAY) }, 5),
    edge({ ...eligible, suppressed: true, createdAt: new Date(NOW.getTime() - 10 * DAY) }, 6),
    // Activity exactly at the 90-day edge, in the example's category, without course X.
    edge(
      { ...eligible, createdAt: new Date(NOW.getTime() - 200 * DAY), enrollments: [{ courseId: courses.a1.id, completed: 1, lastAccessedAt: new Date(NOW.getTime() - 90 * DAY) }] },
      7,
    ),
  ];
}

// ---- What each rule means, written again in TypeScript against the generated data ----

const PAID: OrderStatus[] = ['paid', 'refund_requested', 'partially_refunded'];
const courseById = (id: string) => Object.values(courses).find((course) => course.id === id)!;
const vietnamMidnight = (day: string) => new Date(`${day}T00:00:00+07:00`).getTime();

function percentDone(person: Person, courseId: string): number | null {
  const enrollment = person.enrollments.find((e) => e.courseId === courseId);
  if (!enrollment) return null;
  const lessons = courseById(courseId).lessons;
  return lessons === 0 ? 0 : Math.min(100, Math.floor((100 * enrollment.completed) / lessons));
}

function lastActivity(person: Person): number | null {
  const times = person.enrollments.map((e) => e.lastAccessedAt?.getTime()).filter((t): t is number => t !== undefined);
  return times.length ? Math.max(...times) : null;
}

function expectedRule(person: Person, rule: AudienceRule): boolean {
  const now = NOW.getTime();
  const owns = (courseId: string) => person.enrollments.some((e) => e.courseId === courseId);
  const ownsCategory = (categoryId: string) => person.enrollments.some((e) => courseById(e.courseId).categoryId === categoryId);
  const boughtAnything = person.enrollments.length > 0 || person.orders.some((order) => PAID.includes(order.status));
  switch (rule.field) {
    case 'role':
      return rule.op === 'eq' ? person.role === rule.value : person.role !== rule.value;
    case 'registered_at': {
      const created = person.createdAt.getTime();
      if (rule.op === 'within_days') return created >= now - rule.value * DAY;
      if (rule.op === 'older_than_days') return created < now - rule.value * DAY;
      if (rule.op === 'after') return created >= vietnamMidnight(rule.value) + DAY;
      return rule.op === 'before' && created < vietnamMidnight(rule.value);
    }
    case 'email_verified':
      return person.verified === rule.value;
    case 'marketing_consent':
      return person.consent === rule.value;
    case 'affiliate':
      return person.isAffiliate === rule.value;
    case 'unpaid_order':
      return person.orders.some((order) => order.status === 'pending' && order.expiresAt.getTime() > now) === rule.value;
    case 'affiliate_level': {
      const level = person.affiliateLevel;
      return person.isAffiliate && (rule.op === 'eq' ? level === rule.value : rule.op === 'gte' ? level >= rule.value : level <= rule.value);
    }
    case 'bought':
      if (rule.op === 'course') return owns(rule.value);
      if (rule.op === 'not_course') return !owns(rule.value);
      if (rule.op === 'category') return ownsCategory(rule.value);
      if (rule.op === 'not_category') return !ownsCategory(rule.value);
      return rule.op === 'anything' ? boughtAnything : !boughtAnything;
    case 'course_progress': {
      const percent = percentDone(person, rule.courseId);
      if (percent === null) return false;
      if (rule.op === 'gte') return percent >= rule.value;
      if (rule.op === 'lte') return percent <= rule.value;
      if (rule.op === 'completed') return courseById(rule.courseId).lessons > 0 && percent === 100;
      return person.enrollments.find((e) => e.courseId === rule.courseId)!.completed === 0;
    }
    case 'last_activity': {
      const last = lastActivity(person);
      const active = last !== null && last >= now - rule.value * DAY;
      return rule.op === 'within_days' ? active : !active;
    }
    case 'wallet_balance': {
      const balance = person.mainBalance ?? 0n;
      return rule.op === 'gte' ? balance >= BigInt(rule.value) : balance <= BigInt(rule.value);
    }
  }
}

function expectedNode(person: Person, node: AudienceNode): boolean {
  if ('all' in node) return node.all.every((child) => expectedNode(person, child));
  if ('any' in node) return node.any.some((child) => expectedNode(person, child));
  return expectedRule(person, node);
}

const isEligible = (person: Person) => person.consent && !person.disabled && person.verified && !person.suppressed;

function expectedAudience(rules: AudienceRules | null) {
  const matching = people.filter((person) => !rules || expectedNode(person, rules));
  return { matching, eligible: matching.filter(isEligible) };
}

// ---- Writing the population ----

const userRow = (person: Person) => ({
  id: person.id,
  email: person.email,
  name: 'Người nhận thử',
  role: person.role,
  createdAt: person.createdAt,
  emailVerifiedAt: person.verified ? new Date(person.createdAt.getTime() + 60_000) : null,
  marketingConsent: person.consent,
  isDisabled: person.disabled,
  isAffiliate: person.isAffiliate,
  affiliateLevel: person.affiliateLevel,
});

async function writePopulation(population: Person[]): Promise<void> {
  await prisma.user.createMany({ data: population.map(userRow) });
  await prisma.emailSuppression.createMany({ data: population.filter((p) => p.suppressed).map((p) => ({ email: p.email, reason: 'hard_bounce' as const })) });
  await prisma.enrollment.createMany({
    data: population.flatMap((person) =>
      person.enrollments.map((e, i) => ({
        userId: person.id,
        courseId: e.courseId,
        source: i % 3 === 0 ? ('admin_grant' as const) : ('purchase' as const),
        lastAccessedAt: e.lastAccessedAt,
      })),
    ),
  });
  await prisma.lectureProgress.createMany({
    data: population.flatMap((person) =>
      person.enrollments.flatMap((e) => {
        const lectures = courseById(e.courseId).lectureIds;
        // The completed lectures, plus one started but not finished: it must not count.
        const rows = lectures.slice(0, e.completed).map((lectureId) => ({ userId: person.id, courseId: e.courseId, lectureId, completed: true, completedAt: NOW }));
        const started = lectures[e.completed];
        return started ? [...rows, { userId: person.id, courseId: e.courseId, lectureId: started, completed: false, positionSeconds: 30 }] : rows;
      }),
    ),
  });
  let code = 0;
  await prisma.order.createMany({
    data: population.flatMap((person) =>
      person.orders.map((order) => ({
        code: `AUD${String((code += 1)).padStart(6, '0')}`,
        userId: person.id,
        status: order.status,
        paymentMethod: 'bank_transfer' as const,
        subtotal: 199_000n,
        total: 199_000n,
        expiresAt: order.expiresAt,
        paidAt: PAID.includes(order.status) ? NOW : null,
      })),
    ),
  });
  await prisma.ledgerAccount.createMany({
    data: population.flatMap((person) => [
      ...(person.mainBalance === null ? [] : [{ kind: 'user_main' as const, userId: person.id, key: `user_main:${person.id}`, balance: person.mainBalance }]),
      // A bonus wallet is not the main wallet: a large one must not lift anyone over a threshold.
      ...(person.mainBalance === null && chance(0.5) ? [{ kind: 'user_bonus' as const, userId: person.id, key: `user_bonus:${person.id}`, balance: 9_000_000n }] : []),
    ]),
  });
}

async function addCourse(categoryId: string, instructorId: string, lessons: number): Promise<Course> {
  const course = await insertCourse(prisma, { categoryId, instructorId, lectures: lessons });
  const lectures = await prisma.lecture.findMany({ where: { section: { courseId: course.id } }, orderBy: { position: 'asc' }, select: { id: true } });
  return { id: course.id, categoryId, lessons, lectureIds: lectures.map((l) => l.id) };
}

beforeAll(async () => {
  database = await isolatedDatabase('audience');
  // Only the database is needed: no app, so nothing else writes users here.
  prisma = new PrismaService({ databaseUrl: database.url, databasePoolSize: 5 } as AppConfig);

  // The courses' instructor is one of the population too: verified, not opted in, owns nothing.
  const instructor: Person = {
    id: crypto.randomUUID(),
    email: 'giang.vien@audience.test',
    role: 'instructor',
    createdAt: new Date('2025-03-01T02:00:00.000Z'),
    verified: true,
    consent: false,
    disabled: false,
    suppressed: false,
    isAffiliate: false,
    affiliateLevel: 1,
    enrollments: [],
    orders: [],
    mainBalance: null,
  };
  await prisma.user.create({ data: userRow(instructor) });
  people.push(instructor);
  categoryA = (await prisma.category.create({ data: { name: 'Quảng cáo', slug: 'quang-cao' } })).id;
  categoryB = (await prisma.category.create({ data: { name: 'Nội dung', slug: 'noi-dung' } })).id;
  courses.a1 = await addCourse(categoryA, instructor.id, 10);
  courses.a2 = await addCourse(categoryA, instructor.id, 4);
  courses.b1 = await addCourse(categoryB, instructor.id, 3);
  // A course without lectures: 0% for everyone in it, never completed.
  courses.b0 = await addCourse(categoryB, instructor.id, 0);

  const generated = [...Array.from({ length: POPULATION - 1 }, (_, i) => randomPerson(i + 1)), ...edgePeople()];
  await writePopulation(generated);
  people.push(...generated);
}, 120_000);

afterAll(async () => {
  await prisma?.$disconnect();
  await database?.drop();
});

// Built lazily: the course and category ids exist only after beforeAll.
const SHAPES: [string, () => AudienceRules][] = [
  ['everyone (empty top group)', () => ({ all: [] })],
  [
    'students who opted in',
    () => ({
      all: [
        { field: 'role', op: 'eq', value: 'student' },
        { field: 'marketing_consent', op: 'is', value: true },
      ],
    }),
  ],
  ['not students', () => ({ all: [{ field: 'role', op: 'neq', value: 'student' }] })],
  [
    'registered in the last 30 days or over a year ago',
    () => ({
      any: [
        { field: 'registered_at', op: 'within_days', value: 30 },
        { field: 'registered_at', op: 'older_than_days', value: 365 },
      ],
    }),
  ],
  [
    'registered after 2026-01-31 and before 2026-06-01 (Vietnam days)',
    () => ({
      all: [
        { field: 'registered_at', op: 'after', value: '2026-01-31' },
        { field: 'registered_at', op: 'before', value: '2026-06-01' },
      ],
    }),
  ],
  ['unverified email (never eligible)', () => ({ all: [{ field: 'email_verified', op: 'is', value: false }] })],
  [
    'example: bought category A, active in 90 days, not a buyer of course X',
    () => ({
      all: [
        { field: 'bought', op: 'category', value: categoryA },
        { field: 'last_activity', op: 'within_days', value: 90 },
        { field: 'bought', op: 'not_course', value: courses.a2.id },
      ],
    }),
  ],
  [
    'bought nothing, or bought category B but nothing of category A',
    () => ({
      any: [
        { field: 'bought', op: 'nothing' },
        {
          all: [
            { field: 'bought', op: 'category', value: categoryB },
            { field: 'bought', op: 'not_category', value: categoryA },
          ],
        },
      ],
    }),
  ],
  ['bought course B1', () => ({ all: [{ field: 'bought', op: 'course', value: courses.b1.id }] })],
  ['bought anything', () => ({ all: [{ field: 'bought', op: 'anything' }] })],
  ['course A1 at least 50%', () => ({ all: [{ field: 'course_progress', courseId: courses.a1.id, op: 'gte', value: 50 }] })],
  // 2 of B1's 3 lectures is 66.7%: rounded down to 66, so it is not "at least 67" but is "at most 66".
  ['course B1 at least 67% (rounded down)', () => ({ all: [{ field: 'course_progress', courseId: courses.b1.id, op: 'gte', value: 67 }] })],
  ['course B1 at most 66% (rounded down)', () => ({ all: [{ field: 'course_progress', courseId: courses.b1.id, op: 'lte', value: 66 }] })],
  ['course A1 at most 30%', () => ({ all: [{ field: 'course_progress', courseId: courses.a1.id, op: 'lte', value: 30 }] })],
  [
    'course A2 completed or B1 not started',
    () => ({
      any: [
        { field: 'course_progress', courseId: courses.a2.id, op: 'completed' },
        { field: 'course_progress', courseId: courses.b1.id, op: 'not_started' },
      ],
    }),
  ],
  [
    'course without lectures: everyone in it is at 0% or more, nobody completed it',
    () => ({
      any: [{ all: [{ field: 'course_progress', courseId: courses.b0.id, op: 'gte', value: 0 }] }, { field: 'course_progress', courseId: courses.b0.id, op: 'completed' }],
    }),
  ],
  ['not active in 180 days (never active included)', () => ({ all: [{ field: 'last_activity', op: 'not_within_days', value: 180 }] })],
  ['main wallet at least 500,000 (a big bonus wallet does not count)', () => ({ all: [{ field: 'wallet_balance', op: 'gte', value: 500_000 }] })],
  [
    'main wallet at most 50,000 and bought something (no account is 0)',
    () => ({
      all: [{ field: 'bought', op: 'anything' }, { any: [{ field: 'wallet_balance', op: 'lte', value: 50_000 }] }],
    }),
  ],
  ['affiliates', () => ({ all: [{ field: 'affiliate', op: 'is', value: true }] })],
  [
    'affiliate level exactly 1, or between 5 and 7',
    () => ({
      any: [
        { field: 'affiliate_level', op: 'eq', value: 1 },
        {
          all: [
            { field: 'affiliate_level', op: 'gte', value: 5 },
            { field: 'affiliate_level', op: 'lte', value: 7 },
          ],
        },
      ],
    }),
  ],
  ['an unexpired unpaid order', () => ({ all: [{ field: 'unpaid_order', op: 'is', value: true }] })],
  ['no unexpired unpaid order', () => ({ all: [{ field: 'unpaid_order', op: 'is', value: false }] })],
  [
    'nested three levels: any of (affiliates ≥ 3 with money) or (finished A1 and (unpaid order or active this month))',
    () => ({
      any: [
        {
          all: [
            { field: 'role', op: 'neq', value: 'admin' },
            { field: 'affiliate_level', op: 'gte', value: 3 },
            { field: 'wallet_balance', op: 'gte', value: 100_000 },
          ],
        },
        {
          all: [
            { field: 'course_progress', courseId: courses.a1.id, op: 'completed' },
            {
              any: [
                { field: 'unpaid_order', op: 'is', value: true },
                { field: 'last_activity', op: 'within_days', value: 30 },
              ],
            },
          ],
        },
      ],
    }),
  ],
];

describe('countAudience on a known population', () => {
  it('starts from exactly the generated users', async () => {
    expect(await prisma.user.count()).toBe(people.length);
    expect(people.length).toBe(POPULATION + 7);
    expect(await prisma.enrollment.count()).toBeGreaterThan(200);
  });

  it.each(SHAPES)('%s', async (_label, build) => {
    const rules = audienceRulesSchema.parse(build());
    const expected = expectedAudience(rules);
    // A shape that matches nobody (or everybody) would prove little.
    if (!('all' in rules && rules.all.length === 0)) {
      expect(expected.matching.length).toBeGreaterThan(0);
      expect(expected.matching.length).toBeLessThan(people.length);
    }
    expect(await countAudience(prisma, rules, NOW)).toEqual({ count: expected.eligible.length, matching: expected.matching.length });
  });

  it('counts every field somewhere above', () => {
    const fields = new Set<string>();
    const walk = (node: AudienceNode): void => {
      if ('all' in node) node.all.forEach(walk);
      else if ('any' in node) node.any.forEach(walk);
      else fields.add(node.field);
    };
    SHAPES.forEach(([, build]) => walk(build()));
    expect([...fields].sort()).toEqual(
      [
        'affiliate',
        'affiliate_level',
        'bought',
        'course_progress',
        'email_verified',
        'last_activity',
        'marketing_consent',
        'registered_at',
        'role',
        'unpaid_order',
        'wallet_balance',
      ].sort(),
    );
  });

  it('leaves out the locked user and the suppressed address whatever the rules', async () => {
    const locked = people.find((p) => p.disabled)!;
    const suppressed = people.find((p) => p.suppressed)!;
    const rules: AudienceRules = { all: [{ field: 'registered_at', op: 'within_days', value: 11 }] };
    const expected = expectedAudience(rules);
    expect(expected.matching.map((p) => p.id)).toEqual(expect.arrayContaining([locked.id, suppressed.id]));
    expect(await countAudience(prisma, rules, NOW)).toEqual({ count: expected.eligible.length, matching: expected.matching.length });
    expect(expected.matching.length - expected.eligible.length).toBeGreaterThanOrEqual(2);
  });

  it('moves relative rules with `now`', async () => {
    const rules: AudienceRules = { all: [{ field: 'unpaid_order', op: 'is', value: true }] };
    // Six hours on, every pending order generated here (±3 h) has expired.
    expect(await countAudience(prisma, rules, new Date(NOW.getTime() + 6 * 3_600_000))).toEqual({ count: 0, matching: 0 });
  });
});

describe('filterAudience', () => {
  it('returns exactly the listed users who match and may receive marketing', async () => {
    const rules = audienceRulesSchema.parse(SHAPES.find(([label]) => label.startsWith('example'))![1]());
    const expected = new Set(expectedAudience(rules).eligible.map((p) => p.id));
    const listed = [...people.map((p) => p.id), people[0].id, crypto.randomUUID()];
    expect(expected.size).toBeGreaterThan(0);
    expect(await filterAudience(prisma, rules, listed, NOW)).toEqual(expected);

    // Only some of them asked about: only those can come back.
    const half = people.filter((_, i) => i % 2 === 0).map((p) => p.id);
    expect(await filterAudience(prisma, rules, half, NOW)).toEqual(new Set(half.filter((id) => expected.has(id))));
  });

  it('with no rules keeps everyone eligible, and asks nothing for an empty list', async () => {
    const everyone = new Set(people.filter(isEligible).map((p) => p.id));
    expect(
      await filterAudience(
        prisma,
        null,
        people.map((p) => p.id),
        NOW,
      ),
    ).toEqual(everyone);
    expect(await filterAudience(prisma, null, [], NOW)).toEqual(new Set());
  });
});
