import { DEMO_COURSES, DEMO_TOOLS } from './catalogue-data';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const WELCOME_CODE = 'CHAOBANMOI';
export const FIXED_CODE = 'GIAM100K';
export const BONUS_CODE = 'QUATANG50K';
/** The courses GIAM100K takes 100.000 ₫ off: the two cheapest, where it matters most. */
export const FIXED_CODE_COURSES = ['ChatGPT cho dân marketing', 'Website bán hàng không cần code với WordPress'];
/** GIAM100K and QUATANG50K were made this long ago (their uses fall after it). */
export const RECENT_CODES_AGE_DAYS = 30;

export interface LearnerPurchase {
  learner: number;
  /** When it was paid. */
  at: Date;
  courses: string[];
  /** [tool name, plan name]. */
  toolPlan: [string, string] | null;
  via: 'bank_transfer' | 'wallet';
  discountCode: string | null;
  /** Claims QUATANG50K just before (a wallet purchase of the last weeks, within the bonus's 30 days). */
  claimsBonus: boolean;
  /** Minutes between placing the order and the bank's notification. */
  minutesToPay: number;
}

const sellable = DEMO_COURSES.filter((course) => course.status === 'published' && course.price > 0);
// The demo instructor login sells most: his dashboard, earnings and students are the ones people open.
const DEMO_INSTRUCTOR_COURSES = sellable.filter((course) => course.instructor === 'tuan').map((course) => course.title);
const OTHER_COURSES = sellable.filter((course) => course.instructor !== 'tuan').map((course) => course.title);
const TOOL_PLANS = DEMO_TOOLS.flatMap((tool) => tool.plans.map((plan): [string, string] => [tool.name, plan.name]));

/** mulberry32: a small PRNG with a fixed seed, so every install gets the same history. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * What the seeded learners bought: each buys once a few days after signing up, half of them again
 * weeks later; mostly the demo instructor's courses, by bank transfer or from the wallet, some with a code.
 */
export function planLearnerPurchases(learners: { createdAt: Date }[], now: number): LearnerPurchase[] {
  const random = seededRandom(20_260_101);
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)];
  const purchases: LearnerPurchase[] = [];
  learners.forEach(({ createdAt }, learner) => {
    const signedUp = createdAt.getTime();
    const owned = new Set<string>();
    const firstAt = Math.min(signedUp + (1 + 6 * random()) * DAY, signedUp + 0.75 * (now - signedUp));
    const secondAt = Math.min(firstAt + (7 + 50 * random()) * DAY, now - (1 + 20 * random()) * HOUR);
    const times = random() < 0.5 && secondAt > firstAt ? [firstAt, secondAt] : [firstAt];
    let bonusClaimed = false;
    times.forEach((at, index) => {
      const wanted = random() < 0.2 ? 2 : 1;
      const courses: string[] = [];
      while (courses.length < wanted) {
        const title = pick(random() < 0.7 ? DEMO_INSTRUCTOR_COURSES : OTHER_COURSES);
        if (owned.has(title)) continue;
        owned.add(title);
        courses.push(title);
      }
      const via = random() < 0.5 ? 'wallet' : 'bank_transfer';
      const recent = now - at < (RECENT_CODES_AGE_DAYS - 2) * DAY;
      const welcome = index === 0 && random() < 0.35;
      const fixed = recent && courses.some((title) => FIXED_CODE_COURSES.includes(title));
      const claimsBonus = via === 'wallet' && recent && !bonusClaimed;
      bonusClaimed ||= claimsBonus;
      purchases.push({
        learner,
        at: new Date(Math.floor(at)),
        courses,
        toolPlan: random() < 0.2 ? pick(TOOL_PLANS) : null,
        via,
        discountCode: welcome ? WELCOME_CODE : fixed ? FIXED_CODE : null,
        claimsBonus,
        minutesToPay: via === 'wallet' ? 0 : 2 + Math.floor(random() * 20),
      });
    });
  });
  return purchases.sort((a, b) => a.at.getTime() - b.at.getTime());
}
