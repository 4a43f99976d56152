import type { INestApplicationContext } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DiscountsService } from '../discounts/discounts.service';
import { ProgressService } from '../learning/progress.service';
import { SEND_JOB as MAIL_SEND_JOB } from '../mail/mail.service';
import type { OrderItemInput } from '../orders/orders.dto';
import { ORDER_PAID_NOTICES_JOB, OrderPaidNoticesService } from '../orders/order-paid-notices.service';
import { OrdersService } from '../orders/orders.service';
import { BankTransfersService } from '../payments/bank-transfers.service';
import { PrismaService } from '../prisma/prisma.service';
import { RefundRequestsService } from '../refunds/refund-requests.service';
import { RefundsService } from '../refunds/refunds.service';
import { BonusService } from '../wallet/bonus.service';
import { DepositsService } from '../wallet/deposits.service';
import { WalletService } from '../wallet/wallet.service';
import { backdater, type Backdater } from './backdate';
import { BONUS_CODE, FIXED_CODE, FIXED_CODE_COURSES, planLearnerPurchases, RECENT_CODES_AGE_DAYS, WELCOME_CODE, type LearnerPurchase } from './learner-purchases';
import { SeedBank } from './seed-bank';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NO_AFFILIATE = { affRefCode: null, affiliateSource: null, buyerIp: null, buyerDevice: null };
/** Learners top their wallet up in round amounts. */
const DEPOSIT_STEP = 100_000;
/** Lectures ticked per learner enrolment, in turn: some never started, a few far along. */
const LECTURES_DONE = [0, 2, 1, 4];

/** Every state the admin's discount table can show: in use, limited to two courses, switched off, expired. */
const DISCOUNT_CODES = [
  { code: WELCOME_CODE, type: 'percentage', value: 20, usageLimit: 100, isActive: true, expiresInDays: null, courses: [], ageDays: 180 },
  { code: FIXED_CODE, type: 'fixed_amount', value: 100_000, usageLimit: null, isActive: true, expiresInDays: 30, courses: FIXED_CODE_COURSES, ageDays: RECENT_CODES_AGE_DAYS },
  { code: 'FLASHSALE30', type: 'percentage', value: 30, usageLimit: 50, isActive: false, expiresInDays: null, courses: [], ageDays: 60 },
  { code: 'SINHNHAT15', type: 'percentage', value: 15, usageLimit: 200, isActive: true, expiresInDays: -45, courses: [], ageDays: 120 },
] as const;

const BONUS_CODES = [
  { code: BONUS_CODE, amount: 50_000, validityDays: 30, usageLimit: 500, isActive: true, ageDays: RECENT_CODES_AGE_DAYS },
  { code: 'TRIAN100K', amount: 100_000, validityDays: 14, usageLimit: 200, isActive: false, ageDays: 90 },
];

/** The demo student's month: what /wallet, /transactions, /my-courses and the bell show. */
const STUDENT = {
  deposit: { amount: 500_000, daysAgo: 21 },
  walletCourse: { title: 'ChatGPT cho dân marketing', discountCode: FIXED_CODE, daysAgo: 20 },
  bonusDaysAgo: 14,
  transferCourse: { title: 'Facebook Ads thực chiến từ A đến Z', discountCode: WELCOME_CODE, daysAgo: 12 },
  toolPlan: { tool: 'Phần mềm làm video AI Veo3 Max Ultra', plan: 'Gói tháng', daysAgo: 6 },
  unpaidCourse: 'Tối ưu chuyển đổi Facebook Ads nâng cao',
};

export interface SeededUser {
  id: string;
  createdAt: Date;
}

interface Purchase {
  items: OrderItemInput[];
  via: 'bank_transfer' | 'wallet';
  discountCode: string | null;
  at: Date;
  minutesToPay: number;
}

/**
 * The academy's commerce and learning history, made by the real services (orders, the bank
 * notification path, deposits, bonus and discount codes, progress), so every figure comes from the
 * ledger: codes, the learners' purchases over six months, the demo student's month, and one bank
 * transfer waiting for an admin.
 */
export async function seedCommerce(app: INestApplicationContext, studentId: string, learners: SeededUser[], adminId: string): Promise<void> {
  const seeder = new CommerceSeeder(app, Date.now());
  await seeder.loadCatalogue();
  await seeder.codes();
  for (const purchase of planLearnerPurchases(learners, seeder.now)) await seeder.learnerPurchase(learners[purchase.learner].id, purchase);
  await seeder.learnersProgress(learners);
  await seeder.demoStudent(studentId);
  await seeder.heldTransfer();
  await seeder.refunds(learners, adminId);
}

/**
 * The receipts and notices of this made-up history are not mailed: a configured SMTP server would write
 * to the sample addresses, and the first start would log some forty deliveries.
 */
export async function keepDemoMailUnsent(prisma: PrismaService): Promise<void> {
  await prisma.job.deleteMany({ where: { type: MAIL_SEND_JOB.name } });
  await prisma.email.deleteMany({});
}

class CommerceSeeder {
  private readonly prisma: PrismaService;
  private readonly config: AppConfig;
  private readonly orders: OrdersService;
  private readonly paidNotices: OrderPaidNoticesService;
  private readonly deposits: DepositsService;
  private readonly bonus: BonusService;
  private readonly discounts: DiscountsService;
  private readonly wallet: WalletService;
  private readonly progress: ProgressService;
  private readonly bank: SeedBank;
  private readonly backdate: Backdater;
  private readonly refundsService: RefundsService;
  private readonly refundRequests: RefundRequestsService;
  private courses = new Map<string, string>();
  private paidCourses: string[] = [];
  private plans = new Map<string, string>();

  constructor(
    app: INestApplicationContext,
    readonly now: number,
  ) {
    this.prisma = app.get(PrismaService);
    this.config = app.get<AppConfig>(APP_CONFIG);
    this.orders = app.get(OrdersService);
    this.paidNotices = app.get(OrderPaidNoticesService);
    this.deposits = app.get(DepositsService);
    this.bonus = app.get(BonusService);
    this.discounts = app.get(DiscountsService);
    this.wallet = app.get(WalletService);
    this.progress = app.get(ProgressService);
    this.bank = new SeedBank(app.get(BankTransfersService), this.config);
    this.backdate = backdater(this.prisma, this.config.payments.orderTtlMinutes);
    this.refundsService = app.get(RefundsService);
    this.refundRequests = app.get(RefundRequestsService);
  }

  async loadCatalogue(): Promise<void> {
    // In a fixed order (ids are random), so every seeded database picks the same courses.
    const courses = await this.prisma.course.findMany({ where: { status: 'published' }, orderBy: { title: 'asc' }, select: { id: true, title: true, price: true } });
    this.courses = new Map(courses.map((course) => [course.title, course.id]));
    this.paidCourses = courses.filter((course) => Number(course.price) > 0).map((course) => course.id);
    const plans = await this.prisma.toolPlan.findMany({ select: { id: true, name: true, tool: { select: { name: true } } } });
    this.plans = new Map(plans.map((plan) => [`${plan.tool.name}|${plan.name}`, plan.id]));
  }

  async codes(): Promise<void> {
    for (const { ageDays, expiresInDays, courses, ...code } of DISCOUNT_CODES) {
      await this.discounts.create({
        ...code,
        expiresAt: expiresInDays === null ? null : this.ago(-expiresInDays).toISOString(),
        appliesTo: courses.length ? 'specific_courses' : 'all',
        applicableCourses: courses.map((title) => this.course(title).id),
        applicableTools: [],
      });
      await this.prisma.discountCode.update({ where: { code: code.code }, data: { createdAt: this.ago(ageDays) } });
    }
    for (const { ageDays, ...code } of BONUS_CODES) {
      await this.bonus.create(code);
      await this.prisma.bonusCode.update({ where: { code: code.code }, data: { createdAt: this.ago(ageDays) } });
    }
  }

  async learnerPurchase(userId: string, plan: LearnerPurchase): Promise<void> {
    const items = [...plan.courses.map((title) => this.course(title)), ...(plan.toolPlan ? [this.plan(...plan.toolPlan)] : [])];
    const purchase = { items, via: plan.via, discountCode: plan.discountCode, at: plan.at, minutesToPay: plan.minutesToPay };
    if (plan.via === 'wallet') {
      if (plan.claimsBonus) await this.claimBonus(userId, new Date(plan.at.getTime() - 30 * MINUTE));
      // Tops the wallet up to what the order costs, as the learner would before paying from it.
      const { total } = await this.orders.quote(userId, { items, discountCode: plan.discountCode });
      const { balance } = await this.wallet.balance(userId);
      if (total > balance) await this.deposit(userId, Math.ceil((total - balance) / DEPOSIT_STEP) * DEPOSIT_STEP, new Date(plan.at.getTime() - 15 * MINUTE));
    }
    await this.buy(userId, purchase);
  }

  /** Lectures ticked through the progress service, then dated between the enrolment and now. */
  async learnersProgress(learners: SeededUser[]): Promise<void> {
    const enrollments = await this.prisma.enrollment.findMany({
      where: { userId: { in: learners.map((learner) => learner.id) } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { userId: true, courseId: true, createdAt: true },
    });
    for (const [index, { userId, courseId, createdAt }] of enrollments.entries()) {
      const lectures = (await this.lectures(courseId)).slice(0, LECTURES_DONE[index % LECTURES_DONE.length]);
      if (!lectures.length) continue;
      for (const lecture of lectures) await this.watch(userId, courseId, lecture, lecture.durationSeconds, true);
      await this.backdate.progress(userId, courseId, new Date(createdAt.getTime() + 0.6 * (this.now - createdAt.getTime())));
    }
  }

  /**
   * Deposit 500.000 ₫ → ChatGPT course from the wallet with GIAM100K (490.000 ₫) → QUATANG50K claimed
   * → Facebook Ads course by bank transfer with CHAOBANMOI → a tool plan by bank transfer → an unpaid
   * order. Leaves 10.000 ₫ in the main wallet, 50.000 ₫ of bonus, and progress in the Facebook course.
   */
  async demoStudent(studentId: string): Promise<void> {
    await this.deposit(studentId, STUDENT.deposit.amount, this.ago(STUDENT.deposit.daysAgo));
    const { walletCourse, transferCourse, toolPlan } = STUDENT;
    await this.buy(studentId, {
      items: [this.course(walletCourse.title)],
      via: 'wallet',
      discountCode: walletCourse.discountCode,
      at: this.ago(walletCourse.daysAgo),
      minutesToPay: 0,
    });
    await this.claimBonus(studentId, this.ago(STUDENT.bonusDaysAgo));
    const facebook = this.course(transferCourse.title);
    await this.buy(studentId, { items: [facebook], via: 'bank_transfer', discountCode: transferCourse.discountCode, at: this.ago(transferCourse.daysAgo), minutesToPay: 6 });
    // Three lectures finished, the fourth stopped halfway: /my-courses offers to continue there.
    const lectures = await this.lectures(facebook.id);
    for (const lecture of lectures.slice(0, 3)) await this.watch(studentId, facebook.id, lecture, lecture.durationSeconds, true);
    await this.watch(studentId, facebook.id, lectures[3], Math.floor(lectures[3].durationSeconds / 2), false);
    await this.buy(studentId, { items: [this.plan(toolPlan.tool, toolPlan.plan)], via: 'bank_transfer', discountCode: null, at: this.ago(toolPlan.daysAgo), minutesToPay: 3 });
    // Placed last and left unpaid: it waits for its transfer for the usual time, then expires like any order.
    await this.orders.create(studentId, { items: [this.course(STUDENT.unpaidCourse)], paymentMethod: 'bank_transfer', discountCode: null }, NO_AFFILIATE);
  }

  /**
   * /admin/orders: a learner's purchase refunded to the wallet two and a half weeks ago (the reports show
   * it as a negative amount then), and another learner's request from yesterday, waiting for the admin.
   */
  async refunds(learners: SeededUser[], adminId: string): Promise<void> {
    const [refunded, requester] = learners.slice(-2);
    const refundedOrder = await this.buy(refunded.id, {
      items: [await this.courseNotOwnedBy(refunded.id)],
      via: 'bank_transfer',
      discountCode: null,
      at: this.ago(25),
      minutesToPay: 4,
    });
    const { refund } = await this.refundsService.refund(adminId, refundedOrder.id, {
      method: 'wallet',
      idempotencyKey: `seed-refund-${refundedOrder.code}`,
      reason: 'Học viên mua trùng khóa học.',
    });
    await this.backdate.refund(refund._id, this.ago(18));

    const askedOrder = await this.buy(requester.id, {
      items: [await this.courseNotOwnedBy(requester.id)],
      via: 'bank_transfer',
      discountCode: null,
      at: this.ago(2),
      minutesToPay: 3,
    });
    const { request } = await this.refundRequests.request(requester.id, askedOrder.id, {
      reason: 'Mình mua nhầm khóa học này, mình cần khóa về Google Ads. Mong admin hoàn tiền vào ví giúp mình.',
      method: 'wallet',
    });
    await this.backdate.refundRequest(request._id, this.ago(1));
  }

  /** A published course with a price (a free one is paid the moment it is ordered) the user has not bought. */
  private async courseNotOwnedBy(userId: string): Promise<OrderItemInput> {
    const owned = new Set((await this.prisma.enrollment.findMany({ where: { userId }, select: { courseId: true } })).map((row) => row.courseId));
    const id = this.paidCourses.find((courseId) => !owned.has(courseId));
    if (!id) throw new Error('Dữ liệu mẫu: học viên đã có mọi khóa học.');
    return { kind: 'course', id };
  }

  /** A transfer whose memo names no order: /admin/payments holds it for review. */
  async heldTransfer(): Promise<void> {
    const status = await this.bank.transfer(1_290_000, 'NGUYEN THI MAI CHUYEN TIEN HOC FACEBOOK ADS', new Date(this.now - 2 * HOUR));
    if (status !== 'held') throw new Error(`Giao dịch mẫu chờ duyệt lại có trạng thái ${status}.`);
  }

  private async buy(userId: string, purchase: Purchase): Promise<{ id: string; code: string }> {
    const { order } = await this.orders.create(userId, { items: purchase.items, paymentMethod: purchase.via, discountCode: purchase.discountCode }, NO_AFFILIATE);
    if (purchase.via === 'bank_transfer') await this.bank.pay(order.code, order.total, purchase.at);
    await this.tellPaid(order._id);
    await this.backdate.order({ id: order._id, code: order.code, userId }, purchase.at, purchase.minutesToPay);
    return { id: order._id, code: order.code };
  }

  /**
   * What a worker does after a payment (its notices job), done here at once, so the buyer's
   * notification exists when the order is dated into the past just after.
   */
  private async tellPaid(orderId: string): Promise<void> {
    const job = await this.prisma.job.findFirst({ where: { type: ORDER_PAID_NOTICES_JOB.name, status: 'queued', payload: { path: '$.orderId', equals: orderId } } });
    if (!job) return;
    await this.paidNotices.send([ORDER_PAID_NOTICES_JOB.schema.parse(job.payload)]);
    await this.prisma.job.update({ where: { id: job.id }, data: { status: 'done' } });
  }

  private async deposit(userId: string, amount: number, at: Date): Promise<void> {
    const { deposit } = await this.deposits.create(userId, amount);
    await this.bank.pay(deposit.code, amount, at);
    await this.backdate.deposit({ id: deposit._id, code: deposit.code, userId }, at);
  }

  private async claimBonus(userId: string, at: Date): Promise<void> {
    // Claimed with `at` as its clock, so the credit expires 30 days after it, as it would have.
    await this.bonus.claim(userId, BONUS_CODE, at);
    await this.backdate.bonusClaim(userId, at);
  }

  private async watch(userId: string, courseId: string, lecture: { id: string }, positionSeconds: number, completed: boolean): Promise<void> {
    await this.progress.update(userId, { courseId, lectureId: lecture.id, updateId: `seed-${lecture.id}`, positionSeconds, completed });
  }

  private lectures(courseId: string) {
    return this.prisma.lecture.findMany({
      where: { section: { courseId } },
      orderBy: [{ section: { position: 'asc' } }, { position: 'asc' }],
      select: { id: true, durationSeconds: true },
    });
  }

  private course(title: string): OrderItemInput {
    const id = this.courses.get(title);
    if (!id) throw new Error(`Dữ liệu mẫu: không có khóa học đã xuất bản "${title}".`);
    return { kind: 'course', id };
  }

  private plan(tool: string, plan: string): OrderItemInput {
    const id = this.plans.get(`${tool}|${plan}`);
    if (!id) throw new Error(`Dữ liệu mẫu: không có gói "${plan}" của "${tool}".`);
    return { kind: 'tool_plan', id };
  }

  private ago(days: number): Date {
    return new Date(this.now - days * DAY);
  }
}
