import crypto from 'node:crypto';
import { simpleParser } from 'mailparser';
// The DKIM verifier of mailauth (its package entry also loads BIMI, whose HTTP client needs a newer Node).
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with the root scripts
import { freePort } from '../../scripts/lib/local-db.mjs';
import { APP_CONFIG, type AppConfig } from '../src/config/app-config';
import { JobsService } from '../src/jobs/jobs.service';
import { LedgerService } from '../src/ledger/ledger.service';
import { OrdersService } from '../src/orders/orders.service';
import { emailLinkToken } from '../src/marketing/email-links';
import { MarketingEnrollmentsService } from '../src/marketing/marketing-enrollments.service';
import { MarketingSenderService } from '../src/marketing/marketing-sender.service';
import { inQuietHours, quietHoursEnd } from '../src/marketing/sending-limits';
import { StorageService } from '../src/storage/storage.service';
import { createUser, latestActionCode, signedInClient, uniqueEmail } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { SEPAY_API_KEY } from './helpers/money';
import { Shop } from './helpers/shop';
import { isolatedDatabase, startTestApp, TestApp } from './helpers/test-app';

interface ReceivedMail {
  to: string;
  raw: Buffer;
  subject: string;
  html: string;
  text: string;
}

const DKIM_DOMAIN = 'hocvienmarketing.vn';
const DKIM_SELECTOR = 'hvm2026';
const WEBHOOK_SECRET = 'bi-mat-webhook-thu-tra-ve-2026';
const JWT_SECRET = crypto.randomBytes(32).toString('hex');
const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const DKIM_TXT = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;

let t: TestApp;
let smtp: SMTPServer;
let smtpUrl: string;
let database: Awaited<ReturnType<typeof isolatedDatabase>>;
let admin: HttpClient;
let sender: MarketingSenderService;
let enrollments: MarketingEnrollmentsService;
const received: ReceivedMail[] = [];

// The app's PUBLIC_URL is unset in tests (port 0 in its links): links are followed on the real port.
const local = (url: string) => url.replace(/^http:\/\/127\.0\.0\.1:0/, t.baseUrl);
const mailsTo = (email: string) => received.filter((mail) => mail.to === email);
/** A header as it was on the wire (unfolded): mailparser turns List-* headers into objects. */
function rawHeader(mail: ReceivedMail, name: string): string {
  const head = mail.raw
    .toString('utf8')
    .split(/\r?\n\r?\n/)[0]
    .replace(/\r?\n[ \t]+/g, ' ');
  return (
    head
      .split(/\r?\n/)
      .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
      ?.slice(name.length + 1)
      .trim() ?? ''
  );
}

/** A real DKIM verifier (mailauth), with the public key published where DNS would have it. */
async function verifyDkim(raw: Buffer) {
  const { results } = await dkimVerify(raw, {
    resolver: async (name: string, type: string) => {
      if (name === `${DKIM_SELECTOR}._domainkey.${DKIM_DOMAIN}` && type === 'TXT') return [[DKIM_TXT]];
      throw Object.assign(new Error('không có bản ghi'), { code: 'ENOTFOUND' });
    },
  });
  return results[0];
}

/** A controlled clock that moves on a second at each reading (the shared per-second budget is per second). */
let clockMs = Date.parse('2026-12-01T10:00:00+07:00');
const tick = (to?: Date) => {
  clockMs = Math.max(clockMs + 1000, to?.getTime() ?? 0);
  // Never inside the quiet hours unless a test asks for them.
  const now = new Date(clockMs);
  if (inQuietHours({ quietStartHour: 21, quietEndHour: 8 }, now)) clockMs = quietHoursEnd({ quietEndHour: 8 }, now).getTime() + 1000;
  return new Date(clockMs);
};

async function setLimits(limits: Partial<Record<string, number>> = {}) {
  const result = await admin.put('/api/admin/email-settings', {
    perSecond: 1000,
    perDay: 1_000_000,
    perUserPerDay: 10,
    perUserPerWeek: 50,
    quietStartHour: 21,
    quietEndHour: 8,
    softBounceLimit: 3,
    ...limits,
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
}

async function template(blocks: unknown[] = [{ id: 'h', type: 'heading', text: 'Chào {{ user.first_name }}!', level: 1 }]) {
  const result = await admin.post('/api/admin/email-templates', {
    name: `Mẫu ${crypto.randomBytes(3).toString('hex')}`,
    subject: 'Chào mừng {{ user.first_name }}',
    preheader: 'Bắt đầu học ngay hôm nay',
    blocks: [
      ...blocks,
      { id: 't', type: 'text', text: 'Cảm ơn bạn đã tham gia **Học viện Marketing**.' },
      { id: 'b', type: 'button', label: 'Vào học', href: 'https://hocvienmarketing.vn/my-courses' },
    ],
  });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.template as { _id: string };
}

async function scenario(input: Record<string, unknown>, campaigns: { delayMinutes?: number; audience?: unknown; subject?: string }[]) {
  const created = await admin.post('/api/admin/email-scenarios', { name: `Kịch bản ${crypto.randomBytes(3).toString('hex')}`, status: 'active', ...input });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { _id: templateId } = await template();
  const ids: string[] = [];
  for (const [index, campaign] of campaigns.entries()) {
    const result = await admin.post('/api/admin/marketing-campaigns', {
      scenarioId: created.body.scenario._id,
      templateId,
      name: `Thư ${index + 1}`,
      subject: campaign.subject ?? `Thư số ${index + 1} cho {{ user.first_name }}`,
      delayMinutes: campaign.delayMinutes ?? 0,
      audience: campaign.audience ?? null,
      status: 'active',
    });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    ids.push(result.body.campaign._id);
  }
  return { id: created.body.scenario._id as string, campaignIds: ids, templateId };
}

/** A verified user who ticked the marketing box. */
async function subscriber(options: { email?: string; name?: string } = {}) {
  const user = await createUser(t.prisma, { email: options.email, name: options.name ?? 'Trần Thị Mai' });
  await t.prisma.user.update({ where: { id: user.id }, data: { marketingConsent: true, marketingConsentAt: new Date() } });
  return user;
}

/** The link token of a mail sent to `user` (a send row of a fresh campaign), as its List-Unsubscribe carries it. */
async function sentMailToken(user: { id: string; email: string }) {
  const { campaignIds } = await scenario({ trigger: 'user_registered', status: 'paused' }, [{}]);
  const send = await t.prisma.marketingSend.create({ data: { campaignId: campaignIds[0], userId: user.id, email: user.email, status: 'sent', sentAt: new Date() } });
  return { sendId: send.id, token: emailLinkToken(t.app.get<AppConfig>(APP_CONFIG).marketing.linkSecret, { kind: 'send', id: send.id }) };
}

const enrollmentOf = (scenarioId: string, userId: string) => t.prisma.scenarioEnrollment.findUniqueOrThrow({ where: { scenarioId_userId: { scenarioId, userId } } });

function startSmtp(port: number) {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Addresses that play a mailbox that does not exist (permanent) and one that is full (temporary).
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('khongton')) return callback(Object.assign(new Error('5.1.1 Hộp thư không tồn tại'), { responseCode: 550 }));
      if (address.address.startsWith('hopthuday')) return callback(Object.assign(new Error('4.2.2 Hộp thư đầy'), { responseCode: 452 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((mail) => {
            received.push({
              to: session.envelope.rcptTo[0].address,
              raw,
              subject: mail.subject ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              text: mail.text ?? '',
            });
            callback();
          })
          .catch(callback);
      });
    },
  });
  return new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
}

function appEnv() {
  return {
    DATABASE_URL: database.url,
    JWT_SECRET,
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'Học viện Marketing <no-reply@hocvienmarketing.vn>',
    DKIM_DOMAIN,
    DKIM_SELECTOR,
    DKIM_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    MAIL_WEBHOOK_SECRET: WEBHOOK_SECRET,
    SEPAY_API_KEY,
  };
}

beforeAll(async () => {
  const port = await freePort();
  smtpUrl = `smtp://127.0.0.1:${port}`;
  await startSmtp(port);
  // Its own database: counts, broadcasts to "everyone" and the shared send budget see only this file's users.
  database = await isolatedDatabase('marketing');
  t = await startTestApp(appEnv());
  sender = t.app.get(MarketingSenderService);
  enrollments = t.app.get(MarketingEnrollmentsService);
  admin = (await signedInClient(t.baseUrl, t.prisma, { role: 'admin' })).client;
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await database?.drop();
});
beforeEach(async () => {
  // An hour on per test: one test's per-second budget never meets another's.
  tick(new Date(clockMs + 3_600_000));
  await setLimits();
  // Scenarios of earlier tests stay, paused, so their users do not get this test's mail.
  await t.prisma.emailScenario.updateMany({ where: { status: 'active' }, data: { status: 'paused' } });
});

describe('a welcome scenario, from registration to unsubscribe', () => {
  it('mails a user who opted in and verified, with the [QC] label, DKIM, one-click headers and tracked links; one click takes them out of all marketing mail but not account mail', async () => {
    const welcome = await scenario({ trigger: 'email_verified' }, [{ delayMinutes: 24 * 60 }, { delayMinutes: 2 * 24 * 60 }, { delayMinutes: 4 * 24 * 60 }]);
    const email = uniqueEmail('chaomung');
    const visitor = new HttpClient(t.baseUrl);
    visitor.headers['user-agent'] = 'Mozilla/5.0 (iPhone) Safari';
    const registered = await visitor.post('/api/auth/register', { email, password: 'matkhau1', name: 'Lê Thị Hồng Nhung', phoneNumber: '0912345678', marketingConsent: true });
    expect(registered.status).toBe(201);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(user.marketingConsent).toBe(true);
    const consent = await t.prisma.marketingConsentEvent.findFirstOrThrow({ where: { userId: user.id } });
    expect(consent).toMatchObject({ granted: true, source: 'registration', ip: '127.0.0.1', userAgent: 'Mozilla/5.0 (iPhone) Safari' });

    const code = await latestActionCode(t.prisma, email, 'verifyEmail');
    expect((await visitor.post('/api/auth/email-action', { mode: 'verifyEmail', oobCode: code })).status).toBe(200);
    const jobs = t.app.get(JobsService);
    // A paid order's event is queued by its notices job, after the payment.
    while ((await jobs.runDueJobs(['orders.paid-notices', 'marketing.event'])) > 0);
    const entered = await enrollmentOf(welcome.id, user.id);
    expect(entered).toMatchObject({ nextCampaignId: welcome.campaignIds[0], status: 'active' });

    // Not before its day has come.
    expect(await sender.sendDue(() => new Date(entered.nextRunAt!.getTime() - 60_000))).toBe(0);
    const sentAt = tick(entered.nextRunAt!);
    expect(await sender.sendDue(() => sentAt)).toBe(1);
    const [mail] = mailsTo(email);
    expect(mail.subject).toBe('[QC] Thư số 1 cho Nhung');
    // The one-click HTTPS address first, then a mailto: for readers that only write (RFC 2369).
    const [, unsubscribeUrl, unsubscribeMailto] = rawHeader(mail, 'List-Unsubscribe').match(/^<(https?:[^>]+)>, <mailto:([^>]+)>$/)!;
    expect(unsubscribeUrl).toMatch(/\/api\/email\/unsubscribe\/s\.[0-9a-f-]{36}\.[A-Za-z0-9_-]+$/);
    expect(unsubscribeMailto).toBe(`unsubscribe+${unsubscribeUrl.split('/').at(-1)}@hocvienmarketing.vn`);
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(rawHeader(mail, 'Precedence')).toBe('bulk');
    expect(rawHeader(mail, 'Auto-Submitted')).toBe('');
    // A real DKIM verifier, with the public key published where DNS would have it.
    const dkim = await verifyDkim(mail.raw);
    expect(dkim).toMatchObject({ signingDomain: DKIM_DOMAIN, selector: DKIM_SELECTOR, status: { result: 'pass' } });
    // Both RFC 8058 headers are signed, and oversigned with From and Subject: one added on the way breaks it.
    const signedFields = rawHeader(mail, 'DKIM-Signature')
      .match(/(?:^|[; ])h=([^;]+);/)![1]
      .replace(/\s+/g, '')
      .split(':');
    for (const field of ['from', 'subject', 'list-unsubscribe', 'list-unsubscribe-post'])
      expect(
        signedFields.filter((name) => name === field),
        field,
      ).toHaveLength(2);
    const withAddedHeader = Buffer.from(mail.raw.toString('latin1').replace('\r\n\r\n', '\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n\r\n'), 'latin1');
    expect((await verifyDkim(withAddedHeader)).status.result).toBe('fail');
    // The HTML's title is the campaign's subject, not its template's ("Chào mừng …").
    expect(mail.html).toContain('<title>Thư số 1 cho Nhung</title>');
    // The footer the decree asks for, and the plain-text part.
    expect(mail.html).toContain('Chào Nhung!');
    expect(mail.html).toContain('Hủy đăng ký');
    expect(mail.html).toContain('Tầng 5, 123 Nguyễn Trãi');
    expect(mail.text).toContain('/email-preferences?token=s.');
    expect(mail.text).not.toMatch(/<[a-z]/i);

    const send = await t.prisma.marketingSend.findUniqueOrThrow({ where: { campaignId_userId: { campaignId: welcome.campaignIds[0], userId: user.id } } });
    expect(send).toMatchObject({ status: 'sent', sentAt, email });
    const moved = await enrollmentOf(welcome.id, user.id);
    expect(moved).toMatchObject({ nextCampaignId: welcome.campaignIds[1], nextRunAt: new Date(sentAt.getTime() + 2 * 24 * 3_600_000) });

    // The open pixel and a click through the tracker to the real page.
    const pixel = mail.html.match(/src="([^"]+\/api\/email\/o\/[^"]+\.gif)"/)![1];
    const opened = await fetch(local(pixel));
    expect(opened.headers.get('content-type')).toBe('image/gif');
    // Webmail shows it from its own origin.
    expect(opened.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const tracked = mail.html.match(/href="([^"]+\/api\/email\/c\/[^"]+)"/)![1];
    const click = await fetch(local(tracked), { redirect: 'manual' });
    expect(click.status).toBe(302);
    expect(click.headers.get('location')).toBe('https://hocvienmarketing.vn/my-courses');
    expect(await t.prisma.marketingSend.findUniqueOrThrow({ where: { id: send.id } })).toMatchObject({ openedAt: expect.any(Date), clickedAt: expect.any(Date) });
    // A tampered token goes nowhere.
    expect((await fetch(local(tracked.replace(/\.([A-Za-z0-9_-]{27})\//, '.AAAAAAAAAAAAAAAAAAAAAAAAAAA/')), { redirect: 'manual' })).status).toBe(404);

    // A POST without the body RFC 8058 prescribes is not a mail app's one-click: a clear 400, nothing changes.
    for (const body of [undefined, 'List-Unsubscribe=Yes']) {
      const refused = await fetch(local(unsubscribeUrl), { method: 'POST', headers: body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}, body });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'ONE_CLICK_BODY_REQUIRED', message: expect.stringContaining('List-Unsubscribe=One-Click') });
    }
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).marketingConsent).toBe(true);
    // Gmail's "Hủy đăng ký": a POST without cookies, the body RFC 8058 prescribes.
    const oneClick = await fetch(local(unsubscribeUrl), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).marketingConsent).toBe(false);
    expect(await t.prisma.marketingConsentEvent.findFirst({ where: { userId: user.id, granted: false } })).toMatchObject({ source: 'one_click' });
    expect((await t.prisma.marketingSend.findUniqueOrThrow({ where: { id: send.id } })).unsubscribedAt).not.toBeNull();

    // The second mail's time comes: nothing goes out, and the send says why.
    expect(await sender.sendDue(() => tick(moved.nextRunAt!))).toBe(1);
    expect(mailsTo(email)).toHaveLength(1);
    expect(await t.prisma.marketingSend.findUniqueOrThrow({ where: { campaignId_userId: { campaignId: welcome.campaignIds[1], userId: user.id } } })).toMatchObject({
      status: 'skipped',
      detail: 'no_consent',
    });
    // Account mail still arrives.
    expect((await visitor.post('/api/auth/forgot-password', { email })).status).toBe(200);
    while ((await jobs.runDueJobs(['mail.send'])) > 0);
    const reset = mailsTo(email).find((m) => m.subject === '[Học viện Marketing] Đặt lại mật khẩu')!;
    // Account mail says it is sent by a program (RFC 3834), is no bulk mail, and is signed too.
    expect(rawHeader(reset, 'Auto-Submitted')).toBe('auto-generated');
    expect(rawHeader(reset, 'Precedence')).toBe('');
    expect((await verifyDkim(reset.raw)).status.result).toBe('pass');

    const results = await admin.get(`/api/admin/marketing-campaigns/${welcome.campaignIds[0]}/results`);
    expect(results.status).toBe(200);
    expect(results.body.totals).toMatchObject({ sent: 1, delivered: 1, opened: 1, clicked: 1, unsubscribed: 1, skipped: 0 });
    expect(results.body.links).toEqual([{ url: 'https://hocvienmarketing.vn/my-courses', clicks: 1 }]);
  });

  it('sends the third mail only to those who have not bought yet, and counts what a clicker paid within 7 days as the campaign revenue', async () => {
    const shop = await Shop.open(t);
    const course = await shop.course(450_000);
    const nudge = await scenario({ trigger: 'user_registered' }, [{}, { delayMinutes: 60, audience: { all: [{ field: 'bought', op: 'nothing' }] } }]);
    const buyer = await shop.studentWithBalance(1_000_000);
    const browser = await subscriber();
    for (const user of [buyer.user, browser]) {
      await t.prisma.user.update({ where: { id: user.id }, data: { marketingConsent: true } });
      expect(await enrollments.handleEvent({ trigger: 'user_registered', userId: user.id }, new Date(clockMs))).toBe(1);
    }
    expect(await sender.sendDue(() => tick())).toBe(2);
    // The buyer clicks the first mail, then buys from the wallet.
    const first = mailsTo(buyer.user.email).at(-1)!;
    await fetch(local(first.html.match(/href="([^"]+\/api\/email\/c\/[^"]+)"/)![1]), { redirect: 'manual' });
    const bought = await buyer.client.post('/api/orders', { items: [{ kind: 'course', id: course.id }], paymentMethod: 'wallet' });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);

    expect(await sender.sendDue(() => tick(new Date(clockMs + 61 * 60_000)))).toBe(2);
    expect(mailsTo(browser.email).map((m) => m.subject)).toEqual(['[QC] Thư số 1 cho Mai', '[QC] Thư số 2 cho Mai']);
    expect(mailsTo(buyer.user.email).filter((m) => m.subject.startsWith('[QC]'))).toHaveLength(1);
    expect(await t.prisma.marketingSend.findUniqueOrThrow({ where: { campaignId_userId: { campaignId: nudge.campaignIds[1], userId: buyer.user.id } } })).toMatchObject({
      status: 'skipped',
      detail: 'audience',
    });
    const results = await admin.get(`/api/admin/marketing-campaigns/${nudge.campaignIds[0]}/results`);
    expect(results.body.totals).toMatchObject({ sent: 2, clicked: 1, orders: 1, revenue: 450_000 });
  });
});

describe('what starts a scenario', () => {
  it('enrolls people from the real events: order paid (for one course), abandoned checkout, course completed, affiliate joined, commission approved, and N days without learning', async () => {
    const shop = await Shop.open(t);
    const course = await shop.course(300_000);
    const other = await shop.course(200_000);
    const paidFor = await scenario({ trigger: 'order_paid', triggerCourseId: course.id }, [{}]);
    const abandoned = await scenario({ trigger: 'checkout_abandoned' }, [{}]);
    const completed = await scenario({ trigger: 'course_completed', triggerCourseId: course.id }, [{}]);
    const joined = await scenario({ trigger: 'affiliate_joined' }, [{}]);
    const quiet = await scenario({ trigger: 'inactive', inactiveDays: 7 }, [{}]);
    const jobs = t.app.get(JobsService);
    const runEvents = async () => {
      // A paid order's event is queued by its notices job, after the payment.
      while ((await jobs.runDueJobs(['orders.paid-notices', 'marketing.event'])) > 0);
    };
    const entered = async (scenarioId: string, userId: string) => Boolean(await t.prisma.scenarioEnrollment.findUnique({ where: { scenarioId_userId: { scenarioId, userId } } }));

    // Buying the other course does not start the scenario for this one; buying this one does.
    const buyer = await shop.studentWithBalance(1_000_000);
    expect((await buyer.client.post('/api/orders', { items: [{ kind: 'course', id: other.id }], paymentMethod: 'wallet' })).status).toBe(201);
    await runEvents();
    expect(await entered(paidFor.id, buyer.user.id)).toBe(false);
    expect((await buyer.client.post('/api/orders', { items: [{ kind: 'course', id: course.id }], paymentMethod: 'wallet' })).status).toBe(201);
    await runEvents();
    expect(await entered(paidFor.id, buyer.user.id)).toBe(true);

    // A VietQR order left unpaid past its time.
    const hesitant = await signedInClient(t.baseUrl, t.prisma);
    const order = (await hesitant.client.post('/api/orders', { items: [{ kind: 'course', id: other.id }], paymentMethod: 'bank_transfer' })).body.order;
    await t.prisma.order.update({ where: { id: order._id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await t.app.get(OrdersService).expireOverdue()).toBeGreaterThanOrEqual(1);
    await runEvents();
    expect(await entered(abandoned.id, hesitant.user.id)).toBe(true);

    // The lecture that completes the course (it has one).
    const lecture = await t.prisma.lecture.findFirstOrThrow({ where: { section: { courseId: course.id } } });
    const progress = await buyer.client.post('/api/learn/progress/update', {
      updateId: `u_${crypto.randomBytes(6).toString('hex')}`,
      courseId: course.id,
      lectureId: lecture.id,
      completed: true,
    });
    expect(progress.status, JSON.stringify(progress.body)).toBe(200);
    await runEvents();
    expect(await entered(completed.id, buyer.user.id)).toBe(true);

    expect((await buyer.client.post('/api/affiliates/me/join')).status).toBeLessThan(300);
    await runEvents();
    expect(await entered(joined.id, buyer.user.id)).toBe(true);

    // An admin approves the affiliate's sign-up commission of 20.000 ₫ (booked as pending, as a sign-up books it).
    const approvedScenario = await scenario({ trigger: 'commission_approved' }, [{}]);
    await t.prisma.inTransaction((tx) =>
      t.app.get(LedgerService).post(tx, {
        type: 'commission_signup',
        userId: buyer.user.id,
        description: 'Hoa hồng đăng ký',
        lines: [
          { account: { kind: 'commission_expense' }, amount: -20_000 },
          { account: { kind: 'affiliate_pending', userId: buyer.user.id }, amount: 20_000 },
        ],
      }),
    );
    const conversion = await t.prisma.affiliateConversion.create({
      data: {
        type: 'SIGNUP',
        tier: 'direct',
        dedupeKey: `signup:${hesitant.user.id}`,
        affiliateUserId: buyer.user.id,
        referredUserId: hesitant.user.id,
        baseAmount: 0n,
        ratePercent: 0,
        affiliateLevel: 1,
        amount: 20_000n,
        flagReasons: [],
        holdUntil: new Date(),
      },
    });
    expect((await admin.put(`/api/admin/conversions/${conversion.id}/review`, { newStatus: 'approved' })).status).toBe(200);
    await runEvents();
    expect(await entered(approvedScenario.id, buyer.user.id)).toBe(true);

    // Seven days after the last visit of a course, not three; once only.
    const now = new Date();
    const idle = await subscriber();
    const busy = await subscriber();
    await t.prisma.enrollment.create({ data: { userId: idle.id, courseId: other.id, source: 'purchase', lastAccessedAt: new Date(now.getTime() - 8 * 86_400_000) } });
    await t.prisma.enrollment.create({ data: { userId: busy.id, courseId: other.id, source: 'purchase', lastAccessedAt: new Date(now.getTime() - 3 * 86_400_000) } });
    expect(await enrollments.enrollInactive(now)).toBe(1);
    expect(await entered(quiet.id, idle.id)).toBe(true);
    expect(await entered(quiet.id, busy.id)).toBe(false);
    expect(await enrollments.enrollInactive(now)).toBe(0);
  });
});

describe('who is never mailed', () => {
  it('suppresses a mailbox the server rejects for good, and one that is full three times in a row', async () => {
    const news = await scenario({ trigger: 'user_registered', reentry: 'after_days', reentryDays: 1 }, [{}]);
    const gone = await subscriber({ email: uniqueEmail('khongton') });
    const full = await subscriber({ email: uniqueEmail('hopthuday') });
    await enrollments.handleEvent({ trigger: 'user_registered', userId: gone.id }, new Date(clockMs));
    await enrollments.handleEvent({ trigger: 'user_registered', userId: full.id }, new Date(clockMs));
    expect(await sender.sendDue(() => tick())).toBe(2);
    expect(await t.prisma.emailSuppression.findUnique({ where: { email: gone.email } })).toMatchObject({ reason: 'hard_bounce' });
    expect(await t.prisma.marketingSend.findFirstOrThrow({ where: { userId: gone.id } })).toMatchObject({ status: 'bounced' });
    expect(await t.prisma.emailSuppression.findUnique({ where: { email: full.email } })).toBeNull();
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: full.id } })).softBounceStreak).toBe(1);

    // Two more campaigns to the full mailbox: the third temporary refusal suppresses it.
    for (const round of [1, 2]) {
      const more = await scenario({ trigger: 'user_registered' }, [{}]);
      await t.prisma.emailScenario.update({ where: { id: news.id }, data: { status: 'paused' } });
      await enrollments.handleEvent({ trigger: 'user_registered', userId: full.id }, new Date(clockMs));
      expect(await sender.sendDue(() => tick())).toBe(1);
      await t.prisma.emailScenario.update({ where: { id: more.id }, data: { status: 'paused' } });
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: full.id } })).softBounceStreak).toBe(round + 1);
    }
    expect(await t.prisma.emailSuppression.findUnique({ where: { email: full.email } })).toMatchObject({ reason: 'soft_bounce' });

    // Suppressed addresses are skipped at send time, whatever their consent.
    const last = await scenario({ trigger: 'user_registered' }, [{}]);
    for (const user of [gone, full]) await enrollments.handleEvent({ trigger: 'user_registered', userId: user.id }, new Date(clockMs));
    const before = received.length;
    expect(await sender.sendDue(() => tick())).toBe(2);
    expect(received.length).toBe(before);
    expect((await t.prisma.marketingSend.findMany({ where: { campaignId: last.campaignIds[0] } })).map((send) => send.detail)).toEqual(['suppressed', 'suppressed']);
  });

  it('lets the admin block an address by hand and lift the block; a blocked address is skipped whatever its consent', async () => {
    const blocked = await subscriber();
    const added = await admin.post('/api/admin/email-suppressions', { email: blocked.email.toUpperCase(), detail: 'Khách gọi điện xin ngừng nhận thư' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const listed = await admin.get(`/api/admin/email-suppressions?search=${encodeURIComponent(blocked.email)}`);
    expect(listed.body.suppressions).toEqual([expect.objectContaining({ email: blocked.email, reason: 'manual', detail: 'Khách gọi điện xin ngừng nhận thư' })]);

    const news = await scenario({ trigger: 'user_registered' }, [{}]);
    await enrollments.handleEvent({ trigger: 'user_registered', userId: blocked.id }, new Date(clockMs));
    expect(await sender.sendDue(() => tick())).toBe(1);
    expect(mailsTo(blocked.email)).toHaveLength(0);
    expect(await t.prisma.marketingSend.findFirstOrThrow({ where: { campaignId: news.campaignIds[0] } })).toMatchObject({ status: 'skipped', detail: 'suppressed' });

    expect((await admin.delete(`/api/admin/email-suppressions/${encodeURIComponent(blocked.email)}`)).status).toBe(200);
    const again = await admin.delete(`/api/admin/email-suppressions/${encodeURIComponent(blocked.email)}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Địa chỉ này không có trong danh sách chặn gửi.');
  });

  it('takes the provider’s signed bounce and complaint reports, and refuses unsigned ones', async () => {
    const bounced = await subscriber();
    const complainer = await subscriber();
    const body = JSON.stringify({
      events: [
        { type: 'hard_bounce', email: bounced.email, reason: '550 không tồn tại' },
        { type: 'complaint', email: complainer.email },
      ],
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const sign = (secret: string) => `t=${timestamp},v1=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
    const post = (signature: string) =>
      fetch(`${t.baseUrl}/api/email/webhooks/events`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-mail-signature': signature }, body });

    const forged = await post(sign('mot-bi-mat-gia-mao-khac-hoan-toan'));
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { message: string }).message).toBe('Chữ ký webhook không hợp lệ.');
    expect(await t.prisma.emailSuppression.findUnique({ where: { email: bounced.email } })).toBeNull();

    const accepted = await post(sign(WEBHOOK_SECRET));
    expect(accepted.status).toBe(200);
    expect(await t.prisma.emailSuppression.findUnique({ where: { email: bounced.email } })).toMatchObject({ reason: 'hard_bounce' });
    expect(await t.prisma.emailSuppression.findUnique({ where: { email: complainer.email } })).toMatchObject({ reason: 'complaint' });
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: complainer.id } })).marketingConsent).toBe(false);
  });

  it('unsubscribes whoever writes to the mailto: of List-Unsubscribe, through the provider’s signed inbound webhook', async () => {
    const reader = await subscriber();
    const { sendId, token } = await sentMailToken(reader);
    const inbound = (payload: unknown, secret = WEBHOOK_SECRET) => {
      const body = JSON.stringify(payload);
      const timestamp = Math.floor(Date.now() / 1000);
      const signature = `t=${timestamp},v1=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
      return fetch(`${t.baseUrl}/api/email/webhooks/inbound`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-mail-signature': signature }, body });
    };
    const to = `Hủy đăng ký <unsubscribe+${token}@hocvienmarketing.vn>`;
    expect((await inbound({ to }, 'mot-bi-mat-gia-mao-khac-hoan-toan')).status).toBe(401);
    const notOurs = await inbound({ to: 'hotro@hocvienmarketing.vn' });
    expect(notOurs.status).toBe(400);
    expect(((await notOurs.json()) as { code: string }).code).toBe('NOT_AN_UNSUBSCRIBE_MAILBOX');
    expect((await inbound({ to: `unsubscribe+${token.slice(0, -2)}xx@hocvienmarketing.vn` })).status).toBe(404);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: reader.id } })).marketingConsent).toBe(true);

    const done = await inbound({ to, from: reader.email });
    expect(done.status).toBe(200);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: reader.id } })).marketingConsent).toBe(false);
    expect(await t.prisma.marketingConsentEvent.findFirst({ where: { userId: reader.id, granted: false } })).toMatchObject({ source: 'mailto' });
    expect((await t.prisma.marketingSend.findUniqueOrThrow({ where: { id: sendId } })).unsubscribedAt).not.toBeNull();
  });
});

describe('what a reader’s mail app shows', () => {
  it('greets by the name the user asked for, else by a plausible given name, else "bạn"', async () => {
    await scenario({ trigger: 'user_registered' }, [{}]);
    const { client, user: staff } = await signedInClient(t.baseUrl, t.prisma, { name: 'Quản trị viên' });
    await t.prisma.user.update({ where: { id: staff.id }, data: { marketingConsent: true } });
    const guest = await subscriber({ name: 'Khách vãng lai' });
    const lan = await subscriber({ name: 'Nguyễn Thị Lan' });
    for (const user of [staff, guest, lan]) expect(await enrollments.handleEvent({ trigger: 'user_registered', userId: user.id }, new Date(clockMs))).toBe(1);
    // The profile says what mail will call them, and takes a "Tên gọi" of their own.
    expect((await client.get('/api/users/profile')).body).toMatchObject({ preferredName: null, greetingName: 'bạn' });
    const named = await client.put('/api/users/profile', { preferredName: '  chị Hạnh ' });
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({ name: 'Quản trị viên', preferredName: 'chị Hạnh', greetingName: 'chị Hạnh' });
    const tooLong = await client.put('/api/users/profile', { preferredName: 'x'.repeat(61) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain('Tên gọi');

    expect(await sender.sendDue(() => tick())).toBe(3);
    expect(mailsTo(staff.email)[0].subject).toBe('[QC] Thư số 1 cho chị Hạnh');
    expect(mailsTo(guest.email)[0].subject).toBe('[QC] Thư số 1 cho bạn');
    expect(mailsTo(guest.email)[0].html).toContain('Chào bạn!');
    expect(mailsTo(lan.email)[0].subject).toBe('[QC] Thư số 1 cho Lan');
    // Cleared, the guess comes back.
    expect((await client.put('/api/users/profile', { preferredName: '' })).body).toMatchObject({ preferredName: null, greetingName: 'bạn' });
  });

  it('shows our WebP images as JPEG copies that load from any origin, like the open pixel; the API stays same-origin', async () => {
    const base = t.app.get<AppConfig>(APP_CONFIG).publicUrl;
    const storage = t.app.get(StorageService);
    const picture = () =>
      sharp({ create: { width: 64, height: 36, channels: 3, background: '#1d4ed8' } })
        .webp()
        .toBuffer();
    const coverKey = `courses/covers/${crypto.randomUUID()}.webp`;
    const bannerKey = `email-images/${crypto.randomUUID()}.webp`;
    await storage.putPublic(coverKey, await picture(), 'image/webp');
    await storage.putPublic(bannerKey, await picture(), 'image/webp');
    const course = await (await Shop.open(t)).course(450_000);
    await t.prisma.course.update({ where: { id: course.id }, data: { status: 'published', thumbnailUrl: `/uploads/${coverKey}` } });

    const { _id: templateId } = await template([
      { id: 'anh', type: 'image', src: `${base}/uploads/${bannerKey}`, alt: 'Ưu đãi' },
      { id: 'kh', type: 'course', courseId: course.id },
    ]);
    const { html } = await t.prisma.emailTemplate.findUniqueOrThrow({ where: { id: templateId } });
    expect(html).not.toContain('.webp');
    const images = [...html.matchAll(/<img\s[^>]*?src="([^"]+)"/g)].map((match) => match[1]);
    expect(images).toEqual([`${base}/uploads/mail/${bannerKey.replace('.webp', '.jpg')}`, `${base}/uploads/mail/${coverKey.replace('.webp', '.jpg')}`]);
    for (const url of images) {
      const served = await fetch(local(url));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('jpeg');
    }
    // The site's own WebP covers load from other origins too (a mail, a partner's page); API answers do not.
    expect((await fetch(`${t.baseUrl}/uploads/${coverKey}`)).headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await fetch(`${t.baseUrl}/api/users/profile`)).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

describe('when marketing mail may go out', () => {
  it('waits through the quiet hours (21:00–08:00 Vietnam time) while account mail does not', async () => {
    const late = await scenario({ trigger: 'user_registered' }, [{}]);
    const user = await subscriber();
    const night = new Date('2026-12-10T22:30:00+07:00');
    await enrollments.handleEvent({ trigger: 'user_registered', userId: user.id }, night);
    expect(await sender.sendDue(() => night)).toBe(0);
    expect(await sender.sendDue(() => new Date('2026-12-11T07:59:00+07:00'))).toBe(0);
    expect(mailsTo(user.email)).toHaveLength(0);
    // Account mail goes through its own queue, at any hour.
    expect((await new HttpClient(t.baseUrl).post('/api/auth/forgot-password', { email: user.email })).status).toBe(200);
    while ((await t.app.get(JobsService).runDueJobs(['mail.send'])) > 0);
    expect(mailsTo(user.email).map((mail) => mail.subject)).toEqual(['[Học viện Marketing] Đặt lại mật khẩu']);
    const morning = new Date('2026-12-11T08:00:05+07:00');
    clockMs = morning.getTime();
    expect(await sender.sendDue(() => morning)).toBe(1);
    expect(mailsTo(user.email)).toHaveLength(2);
    expect(await t.prisma.marketingSend.findUniqueOrThrow({ where: { campaignId_userId: { campaignId: late.campaignIds[0], userId: user.id } } })).toMatchObject({
      sentAt: morning,
    });
  });

  it('keeps each person under the daily and weekly caps: the mail over the cap waits for the window to pass', async () => {
    await setLimits({ perUserPerDay: 1, perUserPerWeek: 2 });
    const a = await scenario({ trigger: 'user_registered' }, [{}]);
    const b = await scenario({ trigger: 'user_registered' }, [{}]);
    const c = await scenario({ trigger: 'user_registered' }, [{}]);
    const user = await subscriber();
    const start = tick();
    expect(await enrollments.handleEvent({ trigger: 'user_registered', userId: user.id }, start)).toBe(3);
    // One mail per person per page; the others are looked at again a second later, against the caps.
    expect(await sender.sendDue(() => start)).toBe(3);
    expect(await sender.sendDue(() => new Date(start.getTime() + 2000))).toBe(2);
    expect(await sender.sendDue(() => new Date(start.getTime() + 4000))).toBe(0);
    expect(mailsTo(user.email)).toHaveLength(1);
    const waiting = await t.prisma.scenarioEnrollment.findMany({ where: { userId: user.id, status: 'active' }, orderBy: { nextRunAt: 'asc' } });
    expect(waiting).toHaveLength(2);
    // 24 hours after the first mail, and not a moment before.
    expect(waiting[0].nextRunAt!.getTime()).toBeGreaterThan(start.getTime() + 24 * 3_600_000);
    expect(await sender.sendDue(() => new Date(start.getTime() + 23 * 3_600_000))).toBe(0);
    const nextDay = tick(waiting[0].nextRunAt!);
    expect(await sender.sendDue(() => nextDay)).toBe(2);
    expect(mailsTo(user.email)).toHaveLength(2);
    expect(await sender.sendDue(() => tick(new Date(nextDay.getTime() + 2000)))).toBe(1);
    // The weekly cap of two now holds the third until a week after the first.
    const third = await t.prisma.scenarioEnrollment.findFirstOrThrow({ where: { userId: user.id, status: 'active' } });
    expect(third.nextRunAt!.getTime()).toBeGreaterThan(start.getTime() + 7 * 24 * 3_600_000);
    expect(new Set([a.id, b.id, c.id]).has(third.scenarioId)).toBe(true);
    expect(await sender.sendDue(() => tick(third.nextRunAt!))).toBe(1);
    expect(mailsTo(user.email)).toHaveLength(3);
  });

  it('never sends faster than the per-second limit', async () => {
    await setLimits({ perSecond: 5 });
    await scenario({ trigger: 'user_registered' }, [{}]);
    const users = await Promise.all(Array.from({ length: 12 }, () => subscriber()));
    const now = tick();
    for (const user of users) await enrollments.handleEvent({ trigger: 'user_registered', userId: user.id }, now);
    const before = received.length;
    expect(await sender.sendDue(() => now)).toBe(5);
    expect(received.length - before).toBe(5);
    expect(await sender.sendDue(() => now)).toBe(0);
    expect(await sender.sendDue(() => new Date(now.getTime() + 1000))).toBe(5);
    expect(await sender.sendDue(() => new Date(now.getTime() + 2000))).toBe(2);
    clockMs = now.getTime() + 3000;
  });

  it('takes a per-second limit up to 10.000 (a relay that fast is not held back), and refuses more in Vietnamese', async () => {
    await setLimits({ perSecond: 10_000 });
    expect((await admin.get('/api/admin/email-settings')).body.settings.perSecond).toBe(10_000);
    const tooFast = await admin.put('/api/admin/email-settings', { ...(await admin.get('/api/admin/email-settings')).body.settings, perSecond: 10_001 });
    expect(tooFast.status).toBe(400);
    expect(JSON.stringify(tooFast.body)).toContain('Số thư mỗi giây phải từ 1 đến 10.000.');
    expect((await admin.get('/api/admin/email-settings')).body.settings.perSecond).toBe(10_000);
    await setLimits();
  });
});

describe('a broadcast', () => {
  it('freezes its recipients at the send time and goes to each exactly once with three workers racing, even after a crash replays it', async () => {
    const users = await Promise.all(Array.from({ length: 150 }, (_, i) => subscriber({ email: uniqueEmail(`bc${i}`) })));
    const sendAt = tick();
    const launch = await scenario({ trigger: 'broadcast', sendAt: sendAt.toISOString() }, [{ audience: { all: [{ field: 'marketing_consent', op: 'is', value: true }] } }]);
    // Someone who opts in after the start is not part of it.
    const frozen = await enrollments.startDueBroadcasts(sendAt);
    expect(frozen).toBeGreaterThanOrEqual(150);
    const late = await subscriber();
    expect(await enrollments.startDueBroadcasts(sendAt)).toBe(0);

    const workers = await Promise.all([startTestApp(appEnv()), startTestApp(appEnv())]);
    try {
      const senders = [sender, ...workers.map((worker) => worker.app.get(MarketingSenderService))];
      const before = received.length;
      const handled = await Promise.all(senders.map((each) => each.sendDue(() => sendAt)));
      expect(handled.reduce((sum, count) => sum + count, 0)).toBe(frozen);
      const delivered = received.slice(before);
      expect(delivered).toHaveLength(frozen);
      expect(new Set(delivered.map((mail) => mail.to)).size).toBe(frozen);
      for (const user of users) expect(mailsTo(user.email)).toHaveLength(1);
      expect(mailsTo(late.email)).toHaveLength(0);

      // A worker died after sending, before moving the enrollments on: they come back after the lease.
      await t.prisma.scenarioEnrollment.updateMany({ where: { scenarioId: launch.id }, data: { status: 'active', nextCampaignId: launch.campaignIds[0], nextRunAt: sendAt } });
      const replayed = await Promise.all(senders.map((each) => each.sendDue(() => new Date(sendAt.getTime() + 1000))));
      expect(replayed.reduce((sum, count) => sum + count, 0)).toBe(frozen);
      expect(received.length - before).toBe(frozen);
    } finally {
      await Promise.all(workers.map((worker) => worker.close()));
    }
    await enrollments.finishBroadcasts(sendAt);
    expect((await admin.get('/api/admin/email-scenarios')).body.scenarios.find((s: { _id: string }) => s._id === launch.id)).toMatchObject({ status: 'finished' });
  });

  it('pauses, survives a restart and resumes where it stopped', async () => {
    await t.prisma.user.updateMany({ data: { marketingConsent: false } });
    const users = await Promise.all(Array.from({ length: 60 }, () => subscriber()));
    await setLimits({ perSecond: 25 });
    const sendAt = tick();
    const launch = await scenario({ trigger: 'broadcast', sendAt: sendAt.toISOString() }, [{}]);
    expect(await enrollments.startDueBroadcasts(sendAt)).toBe(60);
    const before = received.length;
    expect(await sender.sendPage(sendAt)).toBe(25);

    const stored = (await admin.get('/api/admin/email-scenarios')).body.scenarios.find((s: { _id: string }) => s._id === launch.id);
    const paused = await admin.put(`/api/admin/email-scenarios/${launch.id}`, { ...pickScenario(stored), status: 'paused' });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect(await sender.sendDue(() => new Date(sendAt.getTime() + 1000))).toBe(0);

    // A new process (the old one stopped) picks the broadcast up once it is resumed.
    const restarted = await startTestApp(appEnv());
    try {
      expect((await admin.put(`/api/admin/email-scenarios/${launch.id}`, { ...pickScenario(stored), status: 'active' })).status).toBe(200);
      const resumed = restarted.app.get(MarketingSenderService);
      expect(await resumed.sendDue(() => new Date(sendAt.getTime() + 2000))).toBe(25);
      expect(await resumed.sendDue(() => new Date(sendAt.getTime() + 3000))).toBe(10);
    } finally {
      await restarted.close();
    }
    expect(received.length - before).toBe(60);
    for (const user of users) expect(mailsTo(user.email)).toHaveLength(1);
    clockMs = sendAt.getTime() + 4000;
  });
});

describe('when the mail server is down', () => {
  it('pauses a campaign after N mails in a row the server did not take, shows why, claims nothing more of it, and sends the rest once the admin resumes it', async () => {
    await t.prisma.user.updateMany({ data: { marketingConsent: false } });
    const users = await Promise.all(Array.from({ length: 6 }, () => subscriber()));
    const sendAt = tick();
    const launch = await scenario({ trigger: 'broadcast', sendAt: sendAt.toISOString() }, [{}]);
    const [campaignId] = launch.campaignIds;
    expect(await enrollments.startDueBroadcasts(sendAt)).toBe(6);

    // A worker whose SMTP server does not answer (nothing listens on the port), one mail at a time.
    const down = await startTestApp({ ...appEnv(), SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, MARKETING_MAX_CONSECUTIVE_SEND_ERRORS: '3', MARKETING_SEND_CONCURRENCY: '1' });
    try {
      const broken = down.app.get(MarketingSenderService);
      expect(await broken.sendPage(sendAt)).toBe(6);
      const results = await admin.get(`/api/admin/marketing-campaigns/${campaignId}/results`);
      expect(results.body.campaign).toMatchObject({ status: 'paused', pausedReason: expect.stringContaining('3 lần liên tiếp máy chủ thư không nhận thư') });
      expect(results.body.totals).toMatchObject({ recipients: 0, waiting: 6 });
      // Paused: the one-second sweep finds nothing of it, however long the server stays down.
      expect(await broken.sendDue(() => new Date(sendAt.getTime() + 120_000))).toBe(0);
      expect(await t.prisma.scenarioEnrollment.count({ where: { scenarioId: launch.id, nextCampaignId: campaignId, status: 'active' } })).toBe(6);
    } finally {
      await down.close();
    }

    const resumed = await admin.post(`/api/admin/marketing-campaigns/${campaignId}/resume`, {});
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
    expect(resumed.body.campaign).toMatchObject({ status: 'active', pausedReason: null });
    const again = await admin.post(`/api/admin/marketing-campaigns/${campaignId}/resume`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('không ở trạng thái tạm dừng');

    const before = received.length;
    expect(await sender.sendDue(() => new Date(sendAt.getTime() + 121_000))).toBe(6);
    expect(received.length - before).toBe(6);
    for (const user of users) expect(mailsTo(user.email)).toHaveLength(1);
    clockMs = sendAt.getTime() + 122_000;
  });
});

function pickScenario(scenario: Record<string, unknown>) {
  const { name, trigger, sendAt, reentry } = scenario;
  return { name, trigger, sendAt, reentry };
}

describe('the admin’s tools', () => {
  it('refuses unknown template variables at save and a template in use at delete, previews, and sends a test to the admin', async () => {
    const bad = await admin.post('/api/admin/email-templates', { name: 'Sai', subject: 'Chào', blocks: [{ id: 'a', type: 'text', text: 'Số điện thoại: {{ user.phone }}' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('user.phone');

    const preview = await admin.post('/api/admin/email-templates/preview', {
      subject: 'Chào {{ user.first_name }}',
      preheader: null,
      blocks: [{ id: 'a', type: 'heading', text: 'Xin chào {{ user.name }}', level: 1 }],
    });
    expect(preview.status).toBe(200);
    expect(preview.body.subject).toBe('Chào An');
    expect(preview.body.html).toContain('Xin chào Nguyễn Văn An');

    const used = await scenario({ trigger: 'user_registered' }, [{}]);
    const refused = await admin.delete(`/api/admin/email-templates/${used.templateId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Thư 1');

    const me = await t.prisma.user.findFirstOrThrow({ where: { role: 'admin' } });
    await t.prisma.user.update({ where: { id: me.id }, data: { marketingConsent: true } });
    const test = await admin.post(`/api/admin/email-templates/${used.templateId}/test`);
    expect(test.status).toBe(200);
    const testMail = mailsTo(me.email).at(-1)!;
    expect(testMail.subject).toMatch(/^\[Thử\] \[QC\] Chào mừng /);
    // The test mail's unsubscribe links change nothing, and say so: the admin stays subscribed.
    const testUnsubscribe = rawHeader(testMail, 'List-Unsubscribe').match(/^<([^>]+)>/)![1];
    const clicked = await fetch(local(testUnsubscribe), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(clicked.status).toBe(200);
    expect(((await clicked.json()) as { message: string }).message).toContain('thư gửi thử');
    const testToken = testUnsubscribe.split('/').at(-1)!;
    const page = await new HttpClient(t.baseUrl).put(`/api/email/preferences/${testToken}`, { marketingConsent: false });
    expect(page.status).toBe(400);
    expect(page.body).toMatchObject({ code: 'TEST_MAIL_LINK', message: expect.stringContaining('thư gửi thử') });
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: me.id } })).marketingConsent).toBe(true);
    expect(await t.prisma.marketingConsentEvent.count({ where: { userId: me.id } })).toBe(0);
  });

  it('counts an audience live and refuses what it does not know with a Vietnamese 400', async () => {
    await subscriber();
    const counted = await admin.post('/api/admin/audience/count', { rules: { all: [{ field: 'marketing_consent', op: 'is', value: true }] } });
    expect(counted.status).toBe(200);
    expect(counted.body.count).toBe(
      await t.prisma.user.count({
        where: { marketingConsent: true, isDisabled: false, emailVerifiedAt: { not: null }, email: { notIn: (await t.prisma.emailSuppression.findMany()).map((s) => s.email) } },
      }),
    );
    const unknown = await admin.post('/api/admin/audience/count', { rules: { all: [{ field: 'password_hash', op: 'eq', value: 'x' }] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/không được hỗ trợ/);
    const injected = await admin.post('/api/admin/audience/count', { rules: { all: [{ field: 'role', op: 'eq', value: "student' OR 1=1 --" }] } });
    expect(injected.status).toBe(400);
  });

  it('moves a campaign to another scenario only from where it is, sending the users waiting on it to the next step', async () => {
    const from = await scenario({ trigger: 'user_registered' }, [{}, { delayMinutes: 60 }, { delayMinutes: 60 }]);
    const to = await scenario({ trigger: 'email_verified' }, [{}]);
    const user = await subscriber();
    await t.prisma.scenarioEnrollment.create({ data: { scenarioId: from.id, userId: user.id, nextCampaignId: from.campaignIds[1], nextRunAt: new Date(), enteredAt: new Date() } });

    const stale = await admin.put(`/api/admin/marketing-campaigns/${from.campaignIds[1]}/scenario`, { newScenarioId: to.id, oldScenarioId: to.id });
    expect(stale.status).toBe(409);
    const moved = await admin.put(`/api/admin/marketing-campaigns/${from.campaignIds[1]}/scenario`, { newScenarioId: to.id, oldScenarioId: from.id });
    expect(moved.status).toBe(200);
    expect(moved.body.campaign).toMatchObject({ scenarioId: to.id, position: 1 });
    expect((await enrollmentOf(from.id, user.id)).nextCampaignId).toBe(from.campaignIds[2]);
  });

  it('numbers twenty campaigns created at once one per position, and reorders them by swapping', async () => {
    const { id: scenarioId, templateId } = await scenario({ trigger: 'user_registered', status: 'paused' }, []);
    const fields = { templateId, name: 'Cùng lúc', subject: 'Tin mới', status: 'draft' };
    const created = await Promise.all(Array.from({ length: 20 }, () => admin.post('/api/admin/marketing-campaigns', { scenarioId, ...fields })));
    expect(created.map((result) => result.status)).toEqual(Array(20).fill(201));
    /** Campaign ids by position, as the sender walks them. */
    const steps = async () => new Map((await t.prisma.marketingCampaign.findMany({ where: { scenarioId }, orderBy: { position: 'asc' } })).map((row) => [row.position, row.id]));
    const numbered = await steps();
    // The first campaign of a scenario is at 0, each next one at the last + 1: 0..19, none shared.
    expect([...numbered.keys()]).toEqual(Array.from({ length: 20 }, (_, index) => index));

    const swapped = await admin.put(`/api/admin/marketing-campaigns/${numbered.get(0)}`, { ...fields, position: 1 });
    expect(swapped.status, JSON.stringify(swapped.body)).toBe(200);
    expect(swapped.body.campaign).toMatchObject({ position: 1, audience: null });
    expect([(await steps()).get(0), (await steps()).get(1)]).toEqual([numbered.get(1), numbered.get(0)]);

    const toTheEnd = await admin.put(`/api/admin/marketing-campaigns/${numbered.get(1)}`, { ...fields, position: 40 });
    expect(toTheEnd.status, JSON.stringify(toTheEnd.body)).toBe(200);
    expect((await steps()).get(40)).toBe(numbered.get(1));
    expect((await steps()).has(0)).toBe(false);
    // A new campaign goes after the last one, not into the gap left at 0.
    const next = await admin.post('/api/admin/marketing-campaigns', { scenarioId, ...fields });
    expect(next.body.campaign.position).toBe(41);
  });

  it('lets a recipient change their mind on the preference page and signed in', async () => {
    const user = await subscriber();
    const { client } = await signedInClient(t.baseUrl, t.prisma);
    const mine = await client.get('/api/email-preferences');
    expect(mine.body).toMatchObject({ marketingConsent: false, suppressed: false });
    const on = await client.put('/api/email-preferences', { marketingConsent: true });
    expect(on.body.marketingConsent).toBe(true);

    const { token: link } = await sentMailToken(user);
    const page = await new HttpClient(t.baseUrl).get(`/api/email/preferences/${link}`);
    expect(page.body.email).toMatch(/^s•••@example\.vn$/);
    expect((await new HttpClient(t.baseUrl).put(`/api/email/preferences/${link}`, { marketingConsent: false })).body.marketingConsent).toBe(false);
    expect((await new HttpClient(t.baseUrl).get('/api/email/preferences/u.khong-hop-le.x')).status).toBe(404);
  });
});
