import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { greetingName } from '../../common/text/names';
import { emailLinkToken } from '../email-links';
import { compileTemplate, createRecipientRenderer, type CompiledEmail, type EmailTemplateContent, type RecipientMail, type RecipientVars } from '../templates/email-rendering';
import { CampaignRenderer, type MailReader } from './campaign-renderer';

const BASE = 'https://hocvienmarketing.vn';
const SECRET = 'bi-mat-cua-lien-ket';
const sender = { name: 'Công ty TNHH Học viện Marketing', address: '12 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh', email: 'hotro@hocvienmarketing.vn' };

function varsOf(reader: MailReader, token: string): RecipientVars {
  const preferences = `${BASE}/email-preferences?token=${token}`;
  return {
    user: { name: reader.name, first_name: greetingName(reader), email: reader.email },
    site: { name: 'Học viện Marketing', url: BASE },
    unsubscribe_url: `${preferences}&action=unsubscribe`,
    preferences_url: preferences,
  };
}

/** What the sender does after the render, as it does it: every web link tracked with the token, and the pixel. */
async function finish(mail: RecipientMail, token: string): Promise<RecipientMail> {
  let linkId = 0;
  const html = mail.html
    .replace(/href="(https?:\/\/[^"]+)"/g, (whole, url: string) => (url.includes('/email-preferences') ? whole : `href="${BASE}/api/email/c/${token}/${(linkId += 1)}"`))
    .replace(/<\/body>/i, `<img src="${BASE}/api/email/o/${token}.gif" width="1" height="1" alt="">$&`);
  return { ...mail, html };
}

const token = () => emailLinkToken(SECRET, { kind: 'send', id: crypto.randomUUID() });

async function compiled(content: EmailTemplateContent): Promise<CompiledEmail> {
  return { ...(await compileTemplate(content, { courses: new Map(), sender })), subject: content.subject, preheader: content.preheader };
}

const template = (text: string, subject = 'Bản tin cho {{ user.first_name }}'): EmailTemplateContent => ({
  subject,
  preheader: 'Ưu đãi cuối năm cho {{ user.first_name }}',
  blocks: [
    { id: 'h', type: 'heading', text: 'Chào {{ user.first_name }}!', level: 1 },
    // A long paragraph: the text part wraps it at 80 columns, and a name of another length wraps it elsewhere.
    { id: 't', type: 'text', text },
    { id: 'b', type: 'button', label: 'Xem khóa học', href: '{{ site.url }}/courses' },
  ],
});

const readers: MailReader[] = [
  { email: 'an@example.vn', name: 'Nguyễn Văn An', preferredName: null },
  { email: 'an2@example.vn', name: 'Trần Thị An', preferredName: null },
  { email: 'binh@example.vn', name: 'Lê Bình', preferredName: 'Bình <b>&</b>' },
  { email: 'khach@example.vn', name: 'Khách vãng lai', preferredName: null },
  { email: 'dai@example.vn', name: 'Phạm Nguyễn Hoàng Minh Khôi Nguyên Trường Giang', preferredName: null },
  { email: 'an3@example.vn', name: 'Võ An', preferredName: null },
];

/** Each reader's mail through the campaign renderer, beside the one the per-reader render made for the same token. */
async function bothWays(content: EmailTemplateContent, cacheSize?: number) {
  const mail = await compiled(content);
  const renderer = new CampaignRenderer(mail, { varsOf, finish, tokenLength: token().length, cacheSize });
  const perReader = createRecipientRenderer(mail);
  const results = [];
  // Twice over: the second pass comes from the cache.
  for (const reader of [...readers, ...readers]) {
    const readerToken = token();
    const { subject, html, text } = await renderer.mailFor(reader, readerToken);
    // The parts come as templates filled with the reader's token; their text must be the per-reader render's.
    const fast = { subject, html: String(html), text: String(text) };
    results.push({ reader, token: readerToken, fast, old: await finish(await perReader(varsOf(reader, readerToken)), readerToken) });
  }
  return results;
}

describe('CampaignRenderer', () => {
  const long =
    'Chào {{ user.first_name }}, năm mẹo tối ưu quảng cáo mùa mua sắm cuối năm đang chờ bạn trong bài viết mới nhất của chúng tôi, đọc ngay kẻo lỡ. [Đọc bài viết](https://hocvienmarketing.vn/blog/meo-cuoi-nam).';

  it('gives every reader, byte for byte, the mail their own render gives: their name, their token in every link, nobody else’s', async () => {
    for (const { reader, token: readerToken, fast, old } of await bothWays(template(long))) {
      expect(fast).toEqual(old);
      expect(fast.html).toContain(`/api/email/o/${readerToken}.gif`);
      expect(fast.html).toContain(`/api/email/c/${readerToken}/`);
      expect(fast.text).toContain(`token=${readerToken}&action=unsubscribe`);
      expect(fast.subject).toBe(`Bản tin cho ${greetingName(reader)}`);
    }
  });

  it('keeps readers apart whatever the template reads: the full name and the address, in the subject and a condition', async () => {
    const content = template(
      `${long}\n\n{% if user.first_name == "An" %}Ưu đãi riêng cho {{ user.name }} ({{ user.email }}){% else %}{{ user.name | upcase }}{% endif %}`,
      '{{ user.name }}: bản tin',
    );
    const results = await bothWays(content);
    for (const { fast, old } of results) expect(fast).toEqual(old);
    const tokens = results.map((result) => result.token);
    for (const { token: own, fast } of results) for (const other of tokens) if (other !== own) expect(fast.html + fast.text).not.toContain(other);
  });

  it('stays exact when readers outnumber its cache', async () => {
    for (const { fast, old } of await bothWays(template(long), 2)) expect(fast).toEqual(old);
  });

  it('renders per reader what reads the clock', async () => {
    const content = template(`${long}\n\nNăm {{ "now" | date: "%Y" }}`);
    for (const { fast, old } of await bothWays(content)) expect(fast).toEqual(old);
  });
});
