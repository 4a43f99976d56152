import type { INestApplicationContext } from '@nestjs/common';
import { CommissionsService } from '../affiliates/commissions.service';
import { rebuildClickRollups, rebuildConversionRollups } from '../affiliates/rollups';
import { PayoutsService } from '../affiliates/payouts.service';
import { ReferralsService } from '../affiliates/referrals.service';
import { deviceOf } from '../common/http/client-context';
import { PrismaService } from '../prisma/prisma.service';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const PHONE_BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Who referred whom in the demo (indexes into the seeded learners). */
export const DEMO_REFERRALS = {
  /** Phạm Quốc Bảo brought the demo student in: he is her upline and earns team commission on her team. */
  studentUpline: 0,
  /** Learners who registered through the demo student's link. */
  studentRecruits: [1, 2, 3, 5, 6],
  /** Lê Ngọc Anh (one of them) became an affiliate and recruited these: the student's second tier. */
  secondTier: { affiliate: 1, recruits: [8, 10] },
};

interface Person {
  id: string;
  email: string;
  phoneNumber: string | null;
  createdAt: Date;
}

/**
 * The affiliate programme's demo, through its own services: who joined, who registered through whose
 * link (before the learners' purchases, so their commissions are recorded as the sales are paid).
 */
export async function seedReferrals(app: INestApplicationContext, student: Person, learners: Person[]): Promise<void> {
  const prisma = app.get(PrismaService);
  const referrals = app.get(ReferralsService);
  const commissions = app.get(CommissionsService);
  const codeOf = async (userId: string) => {
    await referrals.join(userId);
    return (await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { affiliateCode: true } })).affiliateCode!;
  };
  const register = (person: Person, code: string, ip: string) => prisma.inTransaction((tx) => commissions.attributeSignup(tx, person, code, ip, deviceOf(PHONE_BROWSER)));

  const upline = learners[DEMO_REFERRALS.studentUpline];
  await register(student, await codeOf(upline.id), '113.161.72.14');
  const studentCode = await codeOf(student.id);
  for (const [n, index] of DEMO_REFERRALS.studentRecruits.entries()) await register(learners[index], studentCode, `14.232.${40 + n}.${100 + n}`);
  const secondTierCode = await codeOf(learners[DEMO_REFERRALS.secondTier.affiliate].id);
  for (const [n, index] of DEMO_REFERRALS.secondTier.recruits.entries()) await register(learners[index], secondTierCode, `171.224.${10 + n}.${20 + n}`);
}

/**
 * After the purchases: referral dates and sign-ups moved back to when the people registered, clicks
 * over the last month, the holding period run (old commissions approved), one rejected after review,
 * one suspicious sign-up waiting in the review queue, and the demo student paid once by bank transfer.
 */
export async function seedAffiliateHistory(app: INestApplicationContext, adminId: string, student: Person, now: number): Promise<void> {
  const prisma = app.get(PrismaService);
  const referrals = app.get(ReferralsService);
  const commissions = app.get(CommissionsService);
  const payouts = app.get(PayoutsService);

  const signups = await prisma.affiliateConversion.findMany({
    where: { type: 'SIGNUP' },
    select: { id: true, holdUntil: true, createdAt: true, referredUser: { select: { id: true, createdAt: true } } },
  });
  for (const signup of signups) {
    const at = signup.referredUser.createdAt;
    await prisma.$transaction([
      prisma.user.update({ where: { id: signup.referredUser.id }, data: { referredAt: at } }),
      prisma.affiliateConversion.update({
        where: { id: signup.id },
        data: { createdAt: at, holdUntil: new Date(at.getTime() + signup.holdUntil.getTime() - signup.createdAt.getTime()) },
      }),
    ]);
  }
  // The sales (backdate.ts) and the sign-ups were moved back to their dates: their day rows follow.
  await prisma.inTransaction((tx) => rebuildConversionRollups(tx));
  await seedClicks(prisma, referrals, student.id, now);

  // A visitor from a throwaway inbox: flagged, it waits for an admin in /admin/conversions.
  const studentCode = (await prisma.user.findUniqueOrThrow({ where: { id: student.id }, select: { affiliateCode: true } })).affiliateCode!;
  const suspicious = await prisma.user.create({
    data: {
      email: 'khach.vang.lai@yopmail.com',
      name: 'Khách Vãng Lai',
      phoneNumber: '0388123456',
      registrationIp: '27.72.101.9',
      emailVerifiedAt: new Date(now - 2 * DAY),
      createdAt: new Date(now - 2 * DAY),
    },
  });
  await prisma.inTransaction((tx) => commissions.attributeSignup(tx, suspicious, studentCode, '27.72.101.9', deviceOf(PHONE_BROWSER)));

  // Before the holding period runs, an admin rejects the student's oldest sale commission.
  const oldest = await prisma.affiliateConversion.findFirst({
    where: { affiliateUserId: student.id, type: 'COURSE_ENROLLMENT', status: 'pending' },
    orderBy: { createdAt: 'asc' },
  });
  if (oldest) await commissions.review(adminId, oldest.id, { newStatus: 'rejected', notes: 'Đơn hàng do chính người giới thiệu đặt hộ, không đủ điều kiện hưởng hoa hồng.' });
  await commissions.approveDue(new Date(now));

  await payouts.savePayoutAccount(student.id, { bankBin: '970436', accountNumber: '0451000123456', accountHolder: 'TRAN THU HA' });
  const { payout } = await payouts.record(adminId, {
    affiliateUserId: student.id,
    kind: 'affiliate',
    method: 'bank_transfer',
    reference: 'FT26310912345',
    idempotencyKey: `seed-payout-${student.id.slice(0, 8)}`,
  });
  const paidAt = new Date(now - 5 * DAY);
  await prisma.$transaction([
    prisma.payout.update({ where: { id: payout._id }, data: { createdAt: paidAt } }),
    prisma.ledgerTransaction.updateMany({ where: { type: 'payout', userId: student.id }, data: { createdAt: paidAt } }),
    prisma.notification.updateMany({ where: { userId: student.id, type: 'payout_sent' }, data: { createdAt: paidAt } }),
  ]);
}

/** About two hundred visits to the student's links over 30 days, through the tracker, then dated. */
async function seedClicks(prisma: PrismaService, referrals: ReferralsService, affiliateId: string, now: number): Promise<void> {
  const code = (await prisma.user.findUniqueOrThrow({ where: { id: affiliateId }, select: { affiliateCode: true } })).affiliateCode!;
  const sources = [null, 'course_facebook-ads-thuc-chien-tu-a-den-z', 'course_chatgpt-cho-dan-marketing'];
  for (let day = 29; day >= 0; day -= 1) {
    const visits = 3 + ((day * 7) % 9);
    for (let visit = 0; visit < visits; visit += 1) {
      const ip = `42.118.${day}.${visit + 1}`;
      const userAgent = `${PHONE_BROWSER} #${day}-${visit}`;
      await referrals.trackClick(code, { ip, device: deviceOf(userAgent), userAgent }, sources[(day + visit) % sources.length]);
    }
    const at = new Date(now - day * DAY - 3 * HOUR);
    await prisma.$executeRaw`UPDATE affiliate_clicks SET created_at = ${at} WHERE affiliate_user_id = ${affiliateId} AND ip LIKE ${`42.118.${day}.%`}`;
  }
  // The tracker counted them all today; the day and month counts follow the dates they were moved to.
  await prisma.inTransaction((tx) => rebuildClickRollups(tx, affiliateId));
}
