import crypto from 'node:crypto';
// The DKIM verifier of mailauth (its package entry also loads BIMI, whose HTTP client needs a newer Node).
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, it } from 'vitest';
import { dkimSign } from './dkim';
import { resetPasswordMail } from './mail-templates';

const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const KEY = { domainName: 'hocvienmarketing.vn', keySelector: 'hvm2026', privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
const TXT = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;

async function verify(message: Buffer) {
  const { results } = await dkimVerify(message, {
    resolver: async (name: string, type: string) => {
      if (name === `${KEY.keySelector}._domainkey.${KEY.domainName}` && type === 'TXT') return [[TXT]];
      throw Object.assign(new Error('không có bản ghi'), { code: 'ENOTFOUND' });
    },
  });
  return results[0];
}

/** A marketing mail as nodemailer builds it: Vietnamese subject, long unsubscribe URL, both parts. */
async function marketingMail(): Promise<Buffer> {
  return new MailComposer({
    from: 'Học viện Marketing <no-reply@hocvienmarketing.vn>',
    to: 'lan@example.vn',
    subject: '[QC] Chào Lan, ưu đãi tháng 12 cho khóa học Facebook Ads',
    html: '<p>Xin chào   Lan,  </p>\n\n\n',
    text: 'Xin chào Lan',
    textEncoding: 'base64',
    headers: {
      'List-Unsubscribe': `<https://hocvienmarketing.vn/api/email/unsubscribe/s.${crypto.randomUUID()}.${'A'.repeat(27)}>, <mailto:unsubscribe+s.x@hocvienmarketing.vn>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      Precedence: 'bulk',
    },
  })
    .compile()
    .build();
}

const addHeader = (message: Buffer, line: string) => message.toString('latin1').replace('\r\n\r\n', `\r\n${line}\r\n\r\n`);

describe('DKIM signing', () => {
  it('signs a mail a real verifier passes, with both RFC 8058 headers in h= and the must-not-be-added ones oversigned', async () => {
    const signed = dkimSign(await marketingMail(), KEY);
    const result = await verify(signed);
    expect(result).toMatchObject({ signingDomain: KEY.domainName, selector: KEY.keySelector, status: { result: 'pass' } });
    const h = /[; ]h=([^;]+);/
      .exec(
        signed
          .toString('latin1')
          .split('\r\n\r\n')[0]
          .replace(/\r\n[ \t]+/g, ' '),
      )![1]
      .replace(/\s+/g, '')
      .split(':');
    for (const name of ['from', 'subject', 'to', 'list-unsubscribe', 'list-unsubscribe-post'])
      expect(
        h.filter((field) => field === name),
        name,
      ).toHaveLength(2);
    expect(h).toContain('precedence');
  });

  it('signs account mail as nodemailer builds it (quoted-printable, long lines, Auto-Submitted)', async () => {
    const mail = resetPasswordMail('Nguyễn Thị Lan', `https://hocvienmarketing.vn/auth/action?mode=resetPassword&oobCode=${'x'.repeat(43)}`, 30);
    const raw = await new MailComposer({
      from: 'Học viện Marketing <no-reply@hocvienmarketing.vn>',
      to: 'lan@example.vn',
      ...mail,
      headers: { 'Auto-Submitted': 'auto-generated' },
    })
      .compile()
      .build();
    const result = await verify(dkimSign(raw, KEY));
    expect(result.status).toMatchObject({ result: 'pass' });
  });

  it('fails verification once a signed header is added after signing', async () => {
    const signed = dkimSign(await marketingMail(), KEY);
    for (const line of [
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
      'Subject: Trúng thưởng',
      'From: ke-gia-mao@example.com',
      'List-Unsubscribe: <https://ke-gia-mao.example/x>',
    ]) {
      expect((await verify(Buffer.from(addHeader(signed, line), 'latin1'))).status.result, line).toBe('fail');
    }
    // A header nobody signs may be added on the way (a relay's Received), and the mail still passes.
    expect((await verify(Buffer.from(addHeader(signed, 'X-Relay: mx1'), 'latin1'))).status.result).toBe('pass');
  });
});
