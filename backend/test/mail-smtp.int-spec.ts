import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with the root scripts
import { freePort } from '../../scripts/lib/local-db.mjs';
import { JobsService } from '../src/jobs/jobs.service';
import { MailService } from '../src/mail/mail.service';
import { uniqueEmail } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { isolatedDatabase, startTestApp, TestApp } from './helpers/test-app';

interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  autoSubmitted: unknown;
}

let t: TestApp;
let smtp: SMTPServer;
let database: Awaited<ReturnType<typeof isolatedDatabase>>;
const received: ReceivedMail[] = [];

beforeAll(async () => {
  const port = await freePort();
  // A real SMTP server on loopback, with authentication, collecting what it is sent.
  smtp = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'hvm' && auth.password === 'mat-khau-smtp') callback(null, { user: 'hvm' });
      else callback(new Error('Sai thông tin SMTP'));
    },
    // A mailbox this server refuses (permanently), for the batch test.
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('tu-choi.')) callback(Object.assign(new Error('Hộp thư không tồn tại'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            autoSubmitted: mail.headers.get('auto-submitted'),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  // Its own database: the mail queue it drains holds only its own mail, however many other files queued.
  database = await isolatedDatabase('smtp');
  t = await startTestApp({ DATABASE_URL: database.url, SMTP_URL: `smtp://hvm:mat-khau-smtp@127.0.0.1:${port}`, MAIL_FROM: 'Học viện Marketing <no-reply@hocvienmarketing.vn>' });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await database?.drop();
});

describe('mail over SMTP', () => {
  it('delivers the Vietnamese verification mail through the job table', async () => {
    const email = uniqueEmail('smtp');
    const client = new HttpClient(t.baseUrl);
    expect((await client.post('/api/auth/register', { email, password: 'matkhau1', name: 'Phạm SMTP', phoneNumber: '0912345678' })).status).toBe(201);

    // Queued in the registration's transaction, sent when a worker runs the job.
    expect(await t.prisma.email.findFirst({ where: { toAddress: email } })).toMatchObject({ status: 'queued' });
    expect(await t.app.get(JobsService).runDueJobs(['mail.send'])).toBe(1);

    const mail = received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('no-reply@hocvienmarketing.vn');
    expect(mail!.subject).toBe('[Học viện Marketing] Xác thực địa chỉ email của bạn');
    expect(mail!.text).toContain('Chào Phạm SMTP');
    expect(mail!.html).toMatch(/\/auth\/action\?mode=verifyEmail&amp;oobCode=[A-Za-z0-9_-]{43}/);
    // RFC 3834: no auto-reply to a mail a program sent.
    expect(mail!.autoSubmitted).toBe('auto-generated');
    expect(await t.prisma.email.findFirst({ where: { toAddress: email } })).toMatchObject({ status: 'sent' });
    // The developer mailbox is off once SMTP is configured.
    expect((await client.get('/api/dev/mailbox/messages')).status).toBe(404);
  });

  it("sends a claim's mails together and marks them sent; one the server refuses is tried again alone, the others are not sent twice", async () => {
    const mail = t.app.get(MailService);
    const stamp = Date.now();
    const addresses = [`mot.${stamp}@example.vn`, `tu-choi.${stamp}@example.vn`, `ba.${stamp}@example.vn`];
    const ids = [];
    for (const to of addresses) ids.push(await mail.queue(t.prisma, to, { subject: `Biên nhận ${to}`, html: '<p>Cảm ơn bạn.</p>', text: 'Cảm ơn bạn.' }));
    expect(await t.app.get(JobsService).runDueJobs(['mail.send'])).toBe(3);

    const deliveredTo = (to: string) => received.filter((m) => m.to.includes(to)).length;
    expect(addresses.map(deliveredTo)).toEqual([1, 0, 1]);
    const rows = await t.prisma.email.findMany({ where: { id: { in: ids } }, select: { toAddress: true, status: true } });
    expect(new Map(rows.map((row) => [row.toAddress, row.status]))).toEqual(
      new Map([
        [addresses[0], 'sent'],
        [addresses[1], 'queued'],
        [addresses[2], 'sent'],
      ]),
    );
    const refusedJob = await t.prisma.job.findFirstOrThrow({ where: { type: 'mail.send', payload: { path: '$.emailId', equals: ids[1] } } });
    expect(refusedJob).toMatchObject({ status: 'queued', attempts: 1 });
    expect(refusedJob.lastError).toContain('Hộp thư không tồn tại');
    expect(await t.prisma.job.count({ where: { type: 'mail.send', status: 'done', payload: { path: '$.emailId', equals: ids[0] } } })).toBe(1);
  });

  it('sends to an address our message builder leaves to nodemailer (non-ASCII: SMTPUTF8 or punycode) through its composer', async () => {
    const to = `hocvien.${Date.now()}@ví-dụ.vn`;
    const emailId = await t.app
      .get(MailService)
      .queue(t.prisma, to, { subject: 'Biên nhận đơn hàng', html: '<p>Cảm ơn bạn đã mua khóa học.</p>', text: 'Cảm ơn bạn đã mua khóa học.' });
    expect(await t.app.get(JobsService).runDueJobs(['mail.send'])).toBe(1);
    const mail = received.find((m) => m.to.some((address) => address.startsWith(to.split('@')[0])));
    // This server offers SMTPUTF8, so nodemailer gives the address as it is.
    expect(mail?.to).toEqual([to]);
    expect([mail!.subject, mail!.text.trim(), mail!.autoSubmitted]).toEqual(['Biên nhận đơn hàng', 'Cảm ơn bạn đã mua khóa học.', 'auto-generated']);
    expect(await t.prisma.email.findUniqueOrThrow({ where: { id: emailId } })).toMatchObject({ status: 'sent' });
  });
});
