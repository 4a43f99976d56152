import { simpleParser, type ParsedMail } from 'mailparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, it } from 'vitest';
import { PartTemplate } from './base64-lines';
import { rawMail, type RawMailInput } from './raw-mail';

const mail: RawMailInput & { html: string; text: string } = {
  from: 'Học viện Marketing <no-reply@hocvienmarketing.vn>',
  to: 'nguoinhan.1@example.vn',
  subject: '[QC] Bản tin tuần cho Ánh: ưu đãi "cuối năm" — giảm 20% mọi khóa học, chỉ trong tuần này',
  html: `<!doctype html><html><head><title>Bản tin</title></head><body><p>Chào Ánh,</p><p>${'Năm mẹo quảng cáo. '.repeat(400)}</p><a href="https://hocvienmarketing.vn/api/email/c/s.x/1">Đọc</a>\n.\n..dòng bắt đầu bằng dấu chấm</body></html>`,
  text: `Chào Ánh,\n\n${'Năm mẹo quảng cáo. '.repeat(50)}\n.\nHết.`,
  headers: {
    'List-Unsubscribe':
      '<https://hocvienmarketing.vn/api/email/unsubscribe/s.0b6f0a8e-3c1d-4a8e-9d3e-2f1f5b6c7d8e.AbCdEfGhIjKlMnOpQrStUvWxYz0>, <mailto:unsubscribe+s.0b6f0a8e-3c1d-4a8e-9d3e-2f1f5b6c7d8e.AbCdEfGhIjKlMnOpQrStUvWxYz0@hocvienmarketing.vn>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    Precedence: 'bulk',
  },
};

/** What a reader's mail app takes out of a message. */
function seen(parsed: ParsedMail) {
  return {
    from: parsed.from?.text,
    to: parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : undefined,
    subject: parsed.subject,
    html: parsed.html,
    text: parsed.text,
    headers: Object.fromEntries(['list-unsubscribe-post', 'precedence', 'mime-version'].map((name) => [name, parsed.headers.get(name)])),
    listUnsubscribe: parsed.headerLines.find((line) => line.key === 'list-unsubscribe')?.line.replace(/\r?\n[ \t]+/g, ' '),
    hasDate: parsed.date instanceof Date,
    messageId: parsed.messageId,
  };
}

describe('rawMail', () => {
  it('builds the message nodemailer’s composer builds, as a mail app reads it', async () => {
    const built = rawMail(mail, new Date('2026-11-29T12:00:00Z'))!;
    const composed = await new MailComposer({ ...mail, textEncoding: 'base64' }).compile().build();
    const ours = seen(await simpleParser(built.raw));
    const theirs = seen(await simpleParser(composed));
    expect({ ...ours, messageId: undefined }).toEqual({ ...theirs, messageId: undefined });
    expect(ours.messageId).toMatch(/^<[0-9a-f-]{36}@hocvienmarketing\.vn>$/);
    expect(built.envelopeFrom).toBe('no-reply@hocvienmarketing.vn');
  });

  it('keeps every line within SMTP’s limit, ASCII only, with a boundary no part contains', () => {
    const { raw } = rawMail(mail)!;
    const text = raw.toString('latin1');
    expect(text).toMatch(/^[\x20-\x7e\r\n\t]*$/);
    // 998 is SMTP's limit (a header folds only at spaces: the unsubscribe URL is one long word); 76 is base64's.
    const [head, body] = [text.slice(0, text.indexOf('\r\n\r\n')), text.slice(text.indexOf('\r\n\r\n'))];
    expect(Math.max(...head.split('\r\n').map((line) => line.length))).toBeLessThanOrEqual(998);
    expect(Math.max(...body.split('\r\n').map((line) => line.length))).toBeLessThanOrEqual(76);
    const boundary = /boundary="([^"]+)"/.exec(text)![1];
    expect(text.split(`--${boundary}`)).toHaveLength(4);
  });

  it('builds the same message from filled part templates as from the same text', async () => {
    const now = new Date('2026-11-29T12:00:00Z');
    const token = 's.0b6f0a8e-3c1d-4a8e-9d3e-2f1f5b6c7d8e.AbCdEfGhIjKlMnOpQrStUvWxYz0';
    const standIn = `s.${'Q'.repeat(token.length - 2)}`;
    const template = (text: string) => PartTemplate.marking(text, standIn).filledWith(Buffer.from(token));
    const html = `${mail.html}<a href="https://hocvienmarketing.vn/api/email/c/${standIn}/2">Ưu đãi</a><img src="https://hocvienmarketing.vn/api/email/o/${standIn}.gif">`;
    const text = `${mail.text}\nHủy đăng ký: https://hocvienmarketing.vn/email-preferences?token=${standIn}&action=unsubscribe`;
    const fromText = seen(await simpleParser(rawMail({ ...mail, html: html.replaceAll(standIn, token), text: text.replaceAll(standIn, token) }, now)!.raw));
    const fromTemplates = seen(await simpleParser(rawMail({ ...mail, html: template(html), text: template(text) }, now)!.raw));
    expect({ ...fromTemplates, messageId: undefined }).toEqual({ ...fromText, messageId: undefined });
    expect(fromTemplates.html).toContain(`/api/email/o/${token}.gif`);
  });

  it('leaves to nodemailer an address it would have to rewrite', () => {
    expect(rawMail({ ...mail, to: 'người.nhận@ví-dụ.vn' })).toBeNull();
    expect(rawMail({ ...mail, to: 'An <an@example.vn>' })).toBeNull();
  });
});
