import type { INestApplicationContext } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { emailLinkToken } from '../marketing/email-links';
import { EmailScenariosService } from '../marketing/email-scenarios.service';
import { EmailTemplatesService } from '../marketing/email-templates.service';
import { EmailTrackingService } from '../marketing/email-tracking.service';
import { recordMarketingConsent } from '../marketing/marketing-consent';
import { MarketingEnrollmentsService } from '../marketing/marketing-enrollments.service';
import { MarketingSenderService } from '../marketing/marketing-sender.service';
import type { AudienceRules } from '../marketing/audience/audience-rules';
import type { EmailBlock } from '../marketing/templates/email-blocks';
import { PrismaService } from '../prisma/prisma.service';

const DAY_MS = 86_400_000;
const MINUTES_PER_DAY = 24 * 60;

/** 10:00 in Vietnam, `daysAgo` days before `now`: inside sending hours. */
function vietnamMorning(now: number, daysAgo: number): Date {
  const day = new Date(now - daysAgo * DAY_MS + 7 * 3_600_000).toISOString().slice(0, 10);
  return new Date(`${day}T10:00:00+07:00`);
}

/** The next 20:00 in Vietnam after `now` (a launch evening). */
function nextVietnamEvening(now: number): Date {
  const today = new Date(now + 7 * 3_600_000).toISOString().slice(0, 10);
  const evening = new Date(`${today}T20:00:00+07:00`);
  return evening.getTime() > now ? evening : new Date(evening.getTime() + DAY_MS);
}

/**
 * Email marketing a new admin can look at: opted-in learners (with the proof), templates, the welcome
 * scenario, an abandoned-checkout reminder, tonight's launch broadcast as a draft, and last week's
 * newsletter sent through the real engine with its opens and clicks.
 */
export async function seedMarketing(app: INestApplicationContext, adminId: string, now: number): Promise<void> {
  const prisma = app.get(PrismaService);
  const templates = app.get(EmailTemplatesService);
  const scenarios = app.get(EmailScenariosService);

  const learners = await prisma.user.findMany({ where: { role: 'student', emailVerifiedAt: { not: null } }, orderBy: { createdAt: 'asc' }, select: { id: true, createdAt: true } });
  for (const [index, learner] of learners.entries()) {
    if (index % 4 === 3) continue;
    await recordMarketingConsent(prisma, { userId: learner.id, granted: true, source: 'registration', ip: '113.161.72.15', userAgent: 'Mozilla/5.0' }, learner.createdAt);
  }

  const [bestseller, advanced] = await prisma.course.findMany({
    where: { status: 'published', category: { name: 'Facebook Ads' } },
    orderBy: { createdAt: 'asc' },
    select: { id: true, categoryId: true },
    take: 2,
  });
  const footerText: EmailBlock = { id: 'ky-ten', type: 'text', text: 'Chúc bạn học vui,\nĐội ngũ **Học viện Marketing**' };
  const welcome = await templates.create(adminId, {
    name: 'Chào mừng học viên mới',
    subject: 'Chào mừng {{ user.first_name }} đến với Học viện Marketing',
    preheader: 'Ba bước để bắt đầu học ngay hôm nay',
    blocks: [
      { id: 'tieu-de', type: 'heading', text: 'Chào {{ user.first_name }}, rất vui được đồng hành cùng bạn!', level: 1 },
      {
        id: 'loi-chao',
        type: 'text',
        text: 'Tài khoản của bạn đã sẵn sàng. Hơn 10 khóa học thực chiến về Facebook Ads, TikTok, SEO và AI đang chờ bạn.\n\nBắt đầu bằng các **bài học miễn phí** trong từng khóa để chọn lộ trình phù hợp.',
      },
      { id: 'nut', type: 'button', label: 'Khám phá khóa học', href: '{{ site.url }}/courses' },
      { id: 'khoa-hoc', type: 'course', courseId: bestseller.id },
      { id: 'ke', type: 'divider' },
      footerText,
    ],
  });
  const offer = await templates.create(adminId, {
    name: 'Ưu đãi cho người chưa mua',
    subject: '{{ user.first_name }} ơi, quà chào mừng 15% sắp hết hạn',
    preheader: 'Mã giảm giá dành riêng cho bạn',
    blocks: [
      { id: 'tieu-de', type: 'heading', text: 'Món quà nhỏ cho khóa học đầu tiên', level: 1 },
      { id: 'noi-dung', type: 'text', text: 'Bạn đã xem qua các bài học miễn phí. Dùng mã dưới đây khi thanh toán để được giảm 15%.' },
      { id: 'ma', type: 'coupon', code: 'CHAOMUNG15', description: 'Giảm 15% cho khóa học đầu tiên', expiresText: 'Hết hạn sau 7 ngày' },
      { id: 'nut', type: 'button', label: 'Chọn khóa học', href: '{{ site.url }}/courses', color: '#ea580c' },
      footerText,
    ],
  });
  const launch = await templates.create(adminId, {
    name: 'Ra mắt khóa học mới',
    subject: 'Ra mắt: Facebook Ads nâng cao cho {{ user.first_name }}',
    preheader: 'Ưu đãi 48 giờ đầu cho học viên cũ',
    blocks: [
      { id: 'tieu-de', type: 'heading', text: 'Khóa học mới đã lên sóng', level: 1 },
      { id: 'noi-dung', type: 'text', text: 'Bạn đã học Facebook Ads cùng chúng tôi: khóa nâng cao này dành cho bạn, với ưu đãi riêng trong 48 giờ đầu.' },
      { id: 'khoa-hoc', type: 'course', courseId: (advanced ?? bestseller).id },
      footerText,
    ],
  });

  const onboarding = await scenarios.create({ name: 'Chào mừng học viên mới', trigger: 'email_verified', reentry: 'once', status: 'active' });
  const steps = [
    {
      templateId: welcome.template._id,
      name: 'Bắt đầu hành trình',
      subject: 'Chào mừng {{ user.first_name }} đến với Học viện Marketing',
      delayMinutes: MINUTES_PER_DAY,
      audience: null,
    },
    {
      templateId: welcome.template._id,
      name: 'Bí quyết học hiệu quả',
      subject: '3 bí quyết để học xong khóa đầu tiên, {{ user.first_name }}',
      delayMinutes: 3 * MINUTES_PER_DAY,
      audience: null,
    },
    {
      templateId: offer.template._id,
      name: 'Ưu đãi cho người chưa mua',
      subject: '{{ user.first_name }} ơi, quà chào mừng 15% sắp hết hạn',
      delayMinutes: 7 * MINUTES_PER_DAY,
      audience: { all: [{ field: 'bought', op: 'nothing' }] } satisfies AudienceRules,
    },
  ];
  for (const step of steps) await scenarios.createCampaign({ scenarioId: onboarding.scenario._id, status: 'active', ...step });

  const reminder = await scenarios.create({ name: 'Nhắc đơn chưa thanh toán', trigger: 'checkout_abandoned', reentry: 'after_days', reentryDays: 14, status: 'active' });
  await scenarios.createCampaign({
    scenarioId: reminder.scenario._id,
    templateId: offer.template._id,
    name: 'Đơn hàng của bạn vẫn chờ',
    subject: 'Bạn còn một đơn hàng chưa thanh toán',
    delayMinutes: 60,
    audience: { all: [{ field: 'unpaid_order', op: 'is', value: false }] },
    status: 'active',
  });

  const evening = await scenarios.create({
    name: 'Ra mắt Facebook Ads nâng cao',
    trigger: 'broadcast',
    sendAt: nextVietnamEvening(now).toISOString(),
    reentry: 'once',
    status: 'draft',
  });
  await scenarios.createCampaign({
    scenarioId: evening.scenario._id,
    templateId: launch.template._id,
    name: 'Thư ra mắt',
    subject: 'Ra mắt: Facebook Ads nâng cao cho {{ user.first_name }}',
    delayMinutes: 0,
    audience: {
      all: [
        { field: 'bought' as const, op: 'category' as const, value: bestseller.categoryId },
        { field: 'last_activity' as const, op: 'within_days' as const, value: 90 },
        ...(advanced ? [{ field: 'bought' as const, op: 'not_course' as const, value: advanced.id }] : []),
      ],
    },
    status: 'active',
  });

  await sendLastWeeksNewsletter(app, launch.template._id, now);
}

/** Last week's newsletter, sent by the engine at a past time, then opened and clicked by some readers. */
async function sendLastWeeksNewsletter(app: INestApplicationContext, templateId: string, now: number): Promise<void> {
  const prisma = app.get(PrismaService);
  const scenarios = app.get(EmailScenariosService);
  const sendAt = vietnamMorning(now, 6);
  const newsletter = await scenarios.create({
    name: 'Bản tin tuần: mẹo quảng cáo cuối năm',
    trigger: 'broadcast',
    sendAt: sendAt.toISOString(),
    reentry: 'once',
    status: 'active',
  });
  const { campaign } = await scenarios.createCampaign({
    scenarioId: newsletter.scenario._id,
    templateId,
    name: 'Bản tin tuần 47',
    subject: '{{ user.first_name }}, 5 mẹo tối ưu quảng cáo mùa mua sắm cuối năm',
    delayMinutes: 0,
    audience: null,
    status: 'active',
  });
  await app.get(MarketingEnrollmentsService).startDueBroadcasts(sendAt);
  const sender = app.get(MarketingSenderService);
  for (let second = 0; (await sender.sendPage(new Date(sendAt.getTime() + second * 1000))) > 0; second++);
  await app.get(MarketingEnrollmentsService).finishBroadcasts(sendAt);

  const secret = app.get<AppConfig>(APP_CONFIG).marketing.linkSecret;
  const tracking = app.get(EmailTrackingService);
  const sends = await prisma.marketingSend.findMany({ where: { campaignId: campaign._id, status: 'sent' }, orderBy: { email: 'asc' } });
  const links = await prisma.marketingLink.findMany({ where: { campaignId: campaign._id } });
  for (const [index, send] of sends.entries()) {
    const token = emailLinkToken(secret, { kind: 'send', id: send.id });
    const readAt = new Date(sendAt.getTime() + (index + 1) * 3 * 3_600_000);
    if (index % 3 !== 2) await tracking.open(token, readAt);
    if (index % 3 === 0 && links.length) await tracking.click(token, links[index % links.length].id, new Date(readAt.getTime() + 60_000));
  }
}
