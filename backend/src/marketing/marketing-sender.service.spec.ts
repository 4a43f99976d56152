import { Logger } from '@nestjs/common';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config/app-config';
import type { DeliveryFailure, DirectMail } from '../mail/mail.service';
import { emailLinkToken } from './email-links';
import { MarketingSenderService } from './marketing-sender.service';
import type { CampaignContent, CampaignMailStore, CampaignStep, ClaimedEnrollment, EnrollmentMove, Messenger, NewSend, PageFacts, Recipient } from './sending/campaign-mail-store';
import type { SendingLimits } from './sending-limits';

const LIMITS: SendingLimits = { perSecond: 100, perDay: 10_000, perUserPerDay: 10, perUserPerWeek: 50, quietStartHour: 21, quietEndHour: 8, softBounceLimit: 3 };
// 10:00 in Vietnam: outside the quiet hours.
const NOON = new Date('2026-12-01T03:00:00Z');
const later = (ms: number) => new Date(NOON.getTime() + ms);

interface FakeEnrollment {
  id: string;
  scenarioId: string;
  userId: string;
  campaignId: string | null;
  runAt: Date | null;
  status: 'active' | 'finished';
}
interface FakeCampaign extends CampaignStep {
  status: 'active' | 'paused';
  pausedReason: string | null;
}

/** The store in memory: one scenario of campaigns, its enrollments and the send rows. */
class FakeStore implements CampaignMailStore {
  readonly campaigns = new Map<string, FakeCampaign>();
  readonly users = new Map<string, Recipient>();
  readonly enrollments: FakeEnrollment[] = [];
  readonly sends = new Map<string, NewSend & { status: string }>();

  constructor(steps: { id: string; delayMinutes?: number }[], userCount: number) {
    steps.forEach((step, position) =>
      this.campaigns.set(step.id, { id: step.id, scenarioId: 'kich-ban', position, delayMinutes: step.delayMinutes ?? 0, audience: null, status: 'active', pausedReason: null }),
    );
    for (let n = 1; n <= userCount; n += 1) {
      const id = `u${n}`;
      this.users.set(id, { id, email: `nguoi${n}@example.com`, name: `Người ${n}`, preferredName: null, marketingConsent: true, isDisabled: false, emailVerifiedAt: NOON });
      this.enrollments.push({ id: `e${n}`, scenarioId: 'kich-ban', userId: id, campaignId: steps[0].id, runAt: NOON, status: 'active' });
    }
  }

  enrollment(userId: string) {
    return this.enrollments.find((row) => row.userId === userId)!;
  }

  async limits() {
    return LIMITS;
  }
  async reserveBudget(_limits: SendingLimits, wanted: number) {
    return wanted;
  }
  async releaseBudget() {}
  async claimDue(limit: number, now: Date): Promise<ClaimedEnrollment[]> {
    const due = this.enrollments.filter((row) => row.status === 'active' && row.runAt! <= now && this.campaigns.get(row.campaignId!)?.status === 'active').slice(0, limit);
    for (const row of due) row.runAt = new Date(now.getTime() + 600_000);
    return due.map((row) => ({ id: row.id, scenarioId: row.scenarioId, userId: row.userId, campaignId: row.campaignId! }));
  }
  async pageFacts(claimed: ClaimedEnrollment[]): Promise<PageFacts> {
    return {
      steps: new Map([...this.campaigns.values()].map((campaign) => [campaign.id, campaign])),
      recipients: new Map(claimed.map((row) => [row.userId, this.users.get(row.userId)!])),
      suppressed: new Set(),
      inAudience: new Set(claimed.map((row) => `${row.campaignId}:${row.userId}`)),
      capped: new Map(),
    };
  }
  async insertSends(sends: NewSend[]) {
    for (const send of sends) this.sends.set(send.sendId, { ...send, status: send.skip ? 'skipped' : 'sending' });
    return new Set(sends.map((send) => send.sendId));
  }
  async campaignContents(campaignIds: string[]): Promise<CampaignContent[]> {
    const html = '<html><body><p>Chào {{ user.first_name }}</p><a href="https://hocvienmarketing.vn/blog">Blog</a> <a href="{{ unsubscribe_url }}">Hủy</a></body></html>';
    return campaignIds.map((id) => ({ id, version: '1', subject: `Thư ${id}`, html, preheader: null }));
  }
  async linkId() {
    return 1;
  }
  async markSent(sendIds: string[]) {
    for (const id of sendIds) this.sends.get(id)!.status = 'sent';
  }
  async forgetSend(sendId: string) {
    this.sends.delete(sendId);
  }
  async recordBounce(sendId: string, _recipient: Recipient, kind: 'permanent' | 'temporary') {
    this.sends.get(sendId)!.status = kind === 'permanent' ? 'bounced' : 'failed';
  }
  async moveEnrollments(moves: EnrollmentMove[]) {
    for (const move of moves) {
      for (const row of this.enrollments.filter((each) => move.ids.includes(each.id))) {
        if (move.to === 'finished') Object.assign(row, { status: 'finished', campaignId: null, runAt: null });
        else if (move.to === 'later') row.runAt = move.at;
        else Object.assign(row, { campaignId: move.campaignId, runAt: move.at });
      }
    }
  }
  async pauseCampaign(campaignId: string, reason: string) {
    Object.assign(this.campaigns.get(campaignId)!, { status: 'paused', pausedReason: reason });
  }
}

/** A mail server that answers each mail with the next scripted answer (null: taken), then takes everything. */
class FakeMessenger implements Messenger {
  readonly sent: DirectMail[] = [];
  attempts = 0;
  constructor(private readonly answers: (DeliveryFailure | null)[] = []) {}
  async send(mail: DirectMail) {
    this.attempts += 1;
    const answer = this.answers.shift() ?? null;
    if (!answer) this.sent.push(mail);
    return answer;
  }
}

const DOWN: DeliveryFailure = { kind: 'unreachable', message: 'connect ECONNREFUSED 127.0.0.1:25' };
const NO_MAILBOX: DeliveryFailure = { kind: 'permanent', message: '550 5.1.1 Hộp thư không tồn tại' };

function senderWith(store: FakeStore, messenger: FakeMessenger, maxConsecutiveSendErrors = 3) {
  const config = {
    publicUrl: 'https://hocvienmarketing.vn',
    mailFrom: 'Học viện Marketing <no-reply@hocvienmarketing.vn>',
    // One mail at a time: the order of the scripted answers is the order of the mails.
    marketing: { linkSecret: 'bi-mat-cua-lien-ket', sendConcurrency: 1, mailsInFlight: 1, maxConsecutiveSendErrors },
  } as AppConfig;
  return new MarketingSenderService(store, messenger, config);
}

describe('MarketingSenderService with a store and a messenger in memory', () => {
  // The refusals these tests script are logged as warnings: not worth reading here.
  beforeAll(() => Logger.overrideLogger(false));

  it('sends each due mail once, labelled, and moves its enrollment to the next step after its delay, then to the end', async () => {
    const store = new FakeStore([{ id: 'c1' }, { id: 'c2', delayMinutes: 60 }], 2);
    const messenger = new FakeMessenger();
    const sender = senderWith(store, messenger);

    expect(await sender.sendDue(() => NOON)).toBe(2);
    expect(messenger.sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ['nguoi1@example.com', '[QC] Thư c1'],
      ['nguoi2@example.com', '[QC] Thư c1'],
    ]);
    expect(store.enrollment('u1')).toMatchObject({ campaignId: 'c2', runAt: later(3_600_000) });
    expect([...store.sends.values()].map((send) => send.status)).toEqual(['sent', 'sent']);

    expect(await sender.sendDue(() => later(3_600_000))).toBe(2);
    expect(store.enrollment('u2')).toMatchObject({ status: 'finished', campaignId: null });
    expect(messenger.sent).toHaveLength(4);
  });

  it('gives each reader their own name and their own token in every link, header and pixel, however many share a render', async () => {
    const store = new FakeStore([{ id: 'c1' }], 6);
    // Two given names among six readers: the campaign renders twice and is personalised six times.
    for (const [n, name] of ['Nguyễn Văn An', 'Trần Thị An', 'Lê Văn Bình', 'Phạm Thị Bình', 'Võ An', 'Đặng Bình'].entries()) store.users.get(`u${n + 1}`)!.name = name;
    const messenger = new FakeMessenger();
    await senderWith(store, messenger).sendDue(() => NOON);

    expect(messenger.sent).toHaveLength(6);
    const tokens = [...store.sends.values()].map((send) => emailLinkToken('bi-mat-cua-lien-ket', { kind: 'send', id: send.sendId }));
    for (const send of store.sends.values()) {
      const mail = messenger.sent.find((each) => each.to === send.email)!;
      const own = emailLinkToken('bi-mat-cua-lien-ket', { kind: 'send', id: send.sendId });
      expect(String(mail.html)).toContain(`Chào ${store.users.get(send.userId)!.name.split(' ').at(-1)}`);
      expect(String(mail.html)).toContain(`/api/email/c/${own}/1`);
      expect(String(mail.html)).toContain(`/email-preferences?token=${own}&amp;action=unsubscribe`);
      expect(String(mail.html)).toContain(`/api/email/o/${own}.gif`);
      expect(String(mail.text)).toContain(`token=${own}&action=unsubscribe`);
      expect(mail.headers['List-Unsubscribe']).toContain(`/api/email/unsubscribe/${own}>`);
      for (const other of tokens.filter((token) => token !== own)) expect(JSON.stringify(mail)).not.toContain(other);
    }
  });

  it('claims the next page while one sends, and leaves a reader of the page still sending for a second later', async () => {
    // Two pages (500 a page): the second holds the last reader of the broadcast and u1's mail of another scenario.
    const store = new FakeStore([{ id: 'c1' }], 501);
    store.campaigns.set('k2', { id: 'k2', scenarioId: 'kich-ban-2', position: 0, delayMinutes: 0, audience: null, status: 'active', pausedReason: null });
    store.enrollments.push({ id: 'e-k2', scenarioId: 'kich-ban-2', userId: 'u1', campaignId: 'k2', runAt: NOON, status: 'active' });
    const messenger = new FakeMessenger();
    const sender = senderWith(store, messenger);

    expect(await sender.sendDue(() => NOON)).toBe(502);
    expect(messenger.sent).toHaveLength(501);
    expect(store.enrollments.find((row) => row.id === 'e-k2')).toMatchObject({ campaignId: 'k2', runAt: later(1000) });
    expect(await sender.sendDue(() => later(1000))).toBe(1);
    expect(messenger.sent.filter((mail) => mail.to === 'nguoi1@example.com').map((mail) => mail.subject)).toEqual(['[QC] Thư c1', '[QC] Thư k2']);
  });

  it("records a page while the next one's mails go out, and claims the page after only once the first is recorded", async () => {
    // Three pages of 500. The first page's records wait (up to a second) for a mail of the second page.
    const store = new FakeStore([{ id: 'c1' }], 1_200);
    const events: string[] = [];
    let secondPageMail!: () => void;
    const secondPageMailSent = new Promise<void>((resolve) => (secondPageMail = resolve));
    const messenger = new FakeMessenger();
    const send = messenger.send.bind(messenger);
    messenger.send = async (mail) => {
      if (messenger.sent.length === 500) secondPageMail();
      return send(mail);
    };
    const claimDue = store.claimDue.bind(store);
    store.claimDue = async (limit, now) => {
      events.push('claim');
      return claimDue(limit, now);
    };
    const markSent = store.markSent.bind(store);
    let overlapped = false;
    store.markSent = async (sendIds) => {
      if (!events.includes('recorded')) {
        overlapped = await Promise.race([secondPageMailSent.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1000))]);
      }
      await markSent(sendIds);
      events.push('recorded');
    };

    expect(await senderWith(store, messenger).sendDue(() => NOON)).toBe(1_200);
    expect(overlapped).toBe(true);
    expect(events.slice(0, 4)).toEqual(['claim', 'claim', 'recorded', 'claim']);
    expect(new Set(messenger.sent.map((mail) => mail.to)).size).toBe(1_200);
    expect([...store.sends.values()].every((row) => row.status === 'sent')).toBe(true);
    expect(store.enrollments.every((row) => row.status === 'finished')).toBe(true);
  });

  it('fails the run with the error of a page that fails while the next one is being claimed', async () => {
    const store = new FakeStore([{ id: 'c1' }], 501);
    let claims = 0;
    const claimDue = store.claimDue.bind(store);
    // The second claim outlasts the first page, whose bookkeeping fails meanwhile.
    store.claimDue = async (limit, now) => ((claims += 1) === 2 ? new Promise((resolve) => setTimeout(() => resolve(claimDue(limit, now)), 50)) : claimDue(limit, now));
    store.markSent = async () => {
      throw new Error('Mất kết nối cơ sở dữ liệu');
    };
    await expect(senderWith(store, new FakeMessenger()).sendDue(() => NOON)).rejects.toThrow('Mất kết nối cơ sở dữ liệu');
  });

  it('records the page that went out when claiming the next one fails', async () => {
    const store = new FakeStore([{ id: 'c1' }], 501);
    let claims = 0;
    const claimDue = store.claimDue.bind(store);
    store.claimDue = async (limit, now) => {
      if ((claims += 1) === 2) throw new Error('Mất kết nối cơ sở dữ liệu');
      return claimDue(limit, now);
    };
    await expect(senderWith(store, new FakeMessenger()).sendDue(() => NOON)).rejects.toThrow('Mất kết nối cơ sở dữ liệu');
    expect([...store.sends.values()].filter((row) => row.status === 'sent')).toHaveLength(500);
    expect(store.enrollments.filter((row) => row.status === 'finished')).toHaveLength(500);
  });

  it('pauses the campaign with the reason after N mails in a row the server did not take, leaves the rest of the page waiting, and claims nothing of it until resumed', async () => {
    const store = new FakeStore([{ id: 'c1' }], 5);
    const messenger = new FakeMessenger([DOWN, DOWN, DOWN]);
    const sender = senderWith(store, messenger, 3);

    expect(await sender.sendPage(NOON)).toBe(5);
    expect(messenger.attempts).toBe(3);
    expect(store.campaigns.get('c1')).toMatchObject({ status: 'paused', pausedReason: expect.stringContaining('3 lần liên tiếp') });
    expect(store.campaigns.get('c1')!.pausedReason).toContain('ECONNREFUSED');
    // No send row is left: every step may be tried again. The three tried wait a minute, the others not at all.
    expect(store.sends.size).toBe(0);
    expect(store.enrollments.map((row) => [row.campaignId, row.runAt])).toEqual([
      ['c1', later(60_000)],
      ['c1', later(60_000)],
      ['c1', later(60_000)],
      ['c1', NOON],
      ['c1', NOON],
    ]);

    expect(await sender.sendDue(() => later(120_000))).toBe(0);
    expect(messenger.attempts).toBe(3);

    store.campaigns.get('c1')!.status = 'active';
    expect(await sender.sendDue(() => later(120_000))).toBe(5);
    expect(messenger.sent).toHaveLength(5);
    expect(store.enrollments.every((row) => row.status === 'finished')).toBe(true);
  });

  it('counts only refusals in a row: a delivered mail or a mailbox that does not exist starts the count again', async () => {
    const store = new FakeStore([{ id: 'c1' }], 8);
    const messenger = new FakeMessenger([DOWN, DOWN, null, DOWN, DOWN, NO_MAILBOX, DOWN, DOWN]);
    const sender = senderWith(store, messenger, 3);

    expect(await sender.sendPage(NOON)).toBe(8);
    expect(store.campaigns.get('c1')).toMatchObject({ status: 'active', pausedReason: null });
    expect([...store.sends.values()].map((send) => send.status).sort()).toEqual(['bounced', 'sent']);
  });

  it('keeps counting across pages, and a campaign resumed after a pause starts from nothing', async () => {
    const store = new FakeStore([{ id: 'c1' }], 4);
    const messenger = new FakeMessenger([DOWN, DOWN, DOWN, DOWN]);
    const sender = senderWith(store, messenger, 2);

    // One enrollment due per page: the count goes on from one page to the next.
    for (const row of store.enrollments.slice(1)) row.runAt = later(1000);
    expect(await sender.sendPage(NOON)).toBe(1);
    expect(store.campaigns.get('c1')!.status).toBe('active');
    store.enrollments[2].runAt = later(5000);
    store.enrollments[3].runAt = later(5000);
    expect(await sender.sendPage(later(1000))).toBe(1);
    expect(store.campaigns.get('c1')!.status).toBe('paused');

    store.campaigns.get('c1')!.status = 'active';
    expect(await sender.sendPage(later(5000))).toBe(2);
    expect(messenger.attempts).toBe(4);
    expect(store.campaigns.get('c1')!.status).toBe('paused');
  });
});
