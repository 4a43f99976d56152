import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { greetingName } from '../../common/text/names';
import { emailBlocksSchema, type EmailBlock } from './email-blocks';
import {
  checkTemplateLiquid,
  compileTemplate,
  createRecipientRenderer,
  EmailTemplateError,
  sampleRecipientVars,
  type CompileContext,
  type EmailTemplateContent,
  type RecipientVars,
} from './email-rendering';

const ALLOWED = 'Dùng được: user.name, user.first_name, user.email, site.name, site.url.';

const context: CompileContext = {
  courses: new Map([
    [
      'course-1',
      {
        title: 'Quảng cáo Facebook <Pro>',
        shortDescription: 'Chạy quảng cáo có lãi từ tuần đầu.',
        imageUrl: 'https://cdn.hocvien.vn/courses/fb.jpg',
        price: 1_250_000,
        url: 'https://hocvien.vn/courses/quang-cao-facebook',
      },
    ],
  ]),
  sender: { name: 'Công ty TNHH Học viện Marketing', address: '12 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh', email: 'hotro@hocvienmarketing.vn' },
};

/** A typical 8-block mail: one block of each type, plus a closing paragraph. */
function typicalTemplate(): EmailTemplateContent {
  return {
    subject: 'Chào {{ user.first_name }}, ưu đãi tháng 11',
    preheader: 'Giảm 30% cho {{ user.first_name }} & bạn bè',
    blocks: [
      { id: 'b1', type: 'heading', text: 'Xin chào {{ user.name }}!', level: 1 },
      {
        id: 'b2',
        type: 'text',
        text: 'Khóa học **mới nhất** đã mở. Xem [tất cả khóa học]({{ site.url }}/courses?tu=email&kenh=1).\nDòng thứ hai <script>alert(1)</script>\n\n{% if user.first_name == "An" %}Chào An thân mến{% else %}Chào bạn{% endif %}',
      },
      { id: 'b3', type: 'image', src: 'https://cdn.hocvien.vn/banner.png?w=600&q=80', alt: 'Ưu đãi "tháng 11"', href: 'https://hocvien.vn/uu-dai', width: 400 },
      { id: 'b4', type: 'button', label: 'Mua ngay, {{ user.first_name }}', href: '{{ site.url }}/courses' },
      { id: 'b5', type: 'divider' },
      { id: 'b6', type: 'course', courseId: 'course-1' },
      { id: 'b7', type: 'coupon', code: 'GIAM30', description: 'Nhập mã khi thanh toán', expiresText: 'Hết hạn ngày 30/11' },
      { id: 'b8', type: 'text', text: 'Cảm ơn bạn đã học cùng {{ site.name }}.' },
    ],
  };
}

function withBlocks(...blocks: EmailBlock[]): EmailTemplateContent {
  return { subject: 'Tin mới', preheader: null, blocks };
}

function vars(name: string, preferredName?: string): RecipientVars {
  return {
    user: { name, first_name: greetingName({ name, preferredName }), email: 'lan@example.com' },
    site: { name: 'Học viện Marketing', url: 'https://hocvien.vn' },
    unsubscribe_url: 'https://hocvien.vn/email-preferences?token=abc&action=unsubscribe',
    preferences_url: 'https://hocvien.vn/email-preferences?token=abc',
  };
}

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('emailBlocksSchema', () => {
  it('accepts one block of each type', () => {
    expect(emailBlocksSchema.parse(typicalTemplate().blocks)).toHaveLength(8);
  });

  it('refuses an unknown block type and unknown fields', () => {
    expect(messages(emailBlocksSchema, [{ id: 'a', type: 'video', src: 'https://x.vn/a.mp4' }])).toEqual([
      'Loại khối không hợp lệ: chỉ dùng heading, text, image, button, divider, course hoặc coupon.',
    ]);
    expect(messages(emailBlocksSchema, [{ id: 'a', type: 'divider', html: '<hr>' }])).toEqual(['Khối "divider" có trường không được hỗ trợ: html.']);
  });

  it('refuses addresses that are not http(s), and accepts a Liquid-built button link', () => {
    expect(messages(emailBlocksSchema, [{ id: 'a', type: 'image', src: 'javascript:alert(1)', alt: '' }])).toEqual([
      'Địa chỉ ảnh phải là địa chỉ bắt đầu bằng https:// hoặc http://.',
    ]);
    expect(messages(emailBlocksSchema, [{ id: 'a', type: 'button', label: 'Xem', href: 'javascript:{{ site.url }}' }])[0]).toMatch(/^Liên kết của nút phải là địa chỉ/);
    expect(messages(emailBlocksSchema, [{ id: 'a', type: 'button', label: 'Xem', href: 'trang chủ' }])).toHaveLength(1);
    expect(messages(emailBlocksSchema, [{ id: 'a', type: 'button', label: 'Xem', href: '{{ site.url }}/courses' }])).toEqual([]);
  });

  it('refuses a colour that is not #rrggbb', () => {
    for (const color of ['red', '#12345', '#1d4ed8ff']) {
      expect(messages(emailBlocksSchema, [{ id: 'a', type: 'button', label: 'Xem', href: 'https://hocvien.vn', color }])).toEqual(['Màu nút phải có dạng #rrggbb, ví dụ #1d4ed8.']);
    }
  });

  it('takes 1 to 60 blocks with distinct ids', () => {
    const dividers = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `d${index}`, type: 'divider' }));
    expect(messages(emailBlocksSchema, dividers(60))).toEqual([]);
    expect(messages(emailBlocksSchema, dividers(61))).toEqual(['Mẫu email chỉ được có tối đa 60 khối.']);
    expect(messages(emailBlocksSchema, [])).toEqual(['Mẫu email cần ít nhất một khối.']);
    expect(messages(emailBlocksSchema, [...dividers(1), ...dividers(1)])).toEqual(['Mã khối "d0" bị trùng.']);
  });

  it('checks lengths, heading levels and coupon codes', () => {
    expect(messages(emailBlocksSchema, [{ id: 'a', type: 'heading', text: '   ', level: 1 }])).toEqual(['Tiêu đề không được để trống.']);
    expect(messages(emailBlocksSchema, [{ id: 'a', type: 'heading', text: 'Chào', level: 3 }])).toEqual(['Cấp tiêu đề chỉ được là 1 hoặc 2.']);
    expect(messages(emailBlocksSchema, [{ id: 'a', type: 'text', text: 'x'.repeat(5001) }])).toEqual(['Đoạn văn không được dài quá 5000 ký tự.']);
    expect(messages(emailBlocksSchema, [{ id: 'a', type: 'coupon', code: 'giam30', description: '' }])[0]).toMatch(/^Mã giảm giá gồm 3–40 ký tự/);
    expect(messages(emailBlocksSchema, [{ id: 'a', type: 'image', src: 'https://x.vn/a.png', alt: '', width: 700 }])).toEqual([
      'Chiều rộng ảnh phải là số nguyên từ 50 đến 600 px.',
    ]);
  });
});

describe('checkTemplateLiquid', () => {
  it('finds nothing wrong in a template that uses the allowed variables, tags and filters', () => {
    expect(checkTemplateLiquid(typicalTemplate())).toEqual([]);
    expect(checkTemplateLiquid(withBlocks({ id: 'a', type: 'text', text: '{{ user.first_name | default: "bạn" | upcase }} ({{ user.name.size }})' }))).toEqual([]);
  });

  it('refuses an unknown variable and names it', () => {
    const template = { ...withBlocks({ id: 'a', type: 'text', text: 'Số của bạn: {{ user.phone }}' }), subject: 'Chào {{ name }}' };
    expect(checkTemplateLiquid(template)).toEqual([`Biến không được hỗ trợ: {{ name }}, {{ user.phone }}. ${ALLOWED}`]);
  });

  it('tells a syntax error with the block it is in', () => {
    expect(checkTemplateLiquid(withBlocks({ id: 'a', type: 'text', text: '{% if user.name %}Chào bạn' }))).toEqual([
      'Mẫu email có lỗi cú pháp ở khối "text": thẻ {% if user.name %} chưa được đóng.',
    ]);
    expect(checkTemplateLiquid(withBlocks({ id: 'a', type: 'heading', text: 'Chào {{ user.name', level: 2 }))).toEqual([
      'Mẫu email có lỗi cú pháp ở khối "heading": biểu thức "{{ user.name" thiếu "}}".',
    ]);
  });

  it('refuses include, render and for', () => {
    for (const tag of ['include', 'render', 'for']) {
      const [problem] = checkTemplateLiquid(withBlocks({ id: 'a', type: 'text', text: `{% ${tag} "x" %}` }));
      expect(problem).toBe(`Thẻ {% ${tag} %} không được hỗ trợ ở khối "text". Dùng được: if, elsif, else, unless, case, when, assign, capture, comment, raw.`);
    }
  });

  it('allows a variable set by assign or capture, from there on', () => {
    const assigned = withBlocks(
      { id: 'a', type: 'text', text: '{% assign greeting = user.first_name | prepend: "Chào " %}{% capture signature %}{{ site.name }}{% endcapture %}' },
      { id: 'b', type: 'heading', text: '{{ greeting }} – {{ signature }}', level: 1 },
    );
    expect(checkTemplateLiquid(assigned)).toEqual([]);
    const usedBefore = withBlocks({ id: 'b', type: 'heading', text: '{{ greeting }}', level: 1 }, { id: 'a', type: 'text', text: '{% assign greeting = "Chào" %}' });
    expect(checkTemplateLiquid(usedBefore)).toEqual([`Biến không được hỗ trợ: {{ greeting }}. ${ALLOWED}`]);
  });

  it('keeps the footer variables, the raw filter and the reserved names away from the content', () => {
    expect(checkTemplateLiquid(withBlocks({ id: 'a', type: 'button', label: 'Hủy', href: '{{ unsubscribe_url }}' }))).toEqual([
      'Biến {{ unsubscribe_url }} chỉ dùng trong chân thư do hệ thống tự thêm, không dùng trong nội dung.',
    ]);
    expect(checkTemplateLiquid(withBlocks({ id: 'a', type: 'text', text: '{% assign unsubscribe_url = "https://evil.example" %}' }))).toEqual([
      'Không được đặt lại biến "unsubscribe_url" bằng {% assign %} hay {% capture %} ở khối "text": tên này dành cho hệ thống.',
    ]);
    expect(checkTemplateLiquid(withBlocks({ id: 'a', type: 'text', text: '{{ user.name | raw }}' }))).toEqual([
      'Mẫu email có lỗi cú pháp ở khối "text": bộ lọc "raw" không được hỗ trợ.',
    ]);
  });
});

describe('compileTemplate', () => {
  it('shows every block type in the HTML', async () => {
    const { html } = await compileTemplate(typicalTemplate(), context);
    expect(html).toContain('<html lang="vi"');
    expect(html).toContain('Arial, Helvetica, sans-serif');
    expect(html).toContain('>Xin chào {{ user.name }}!</h1>');
    expect(html).toContain('Cảm ơn bạn đã học cùng {{ site.name }}.');
    expect(html).toContain('src="https://cdn.hocvien.vn/banner.png?w=600&amp;q=80"');
    expect(html).toContain('alt="Ưu đãi &quot;tháng 11&quot;"');
    expect(html).toMatch(/href="\{\{ site\.url \}\}\/courses"[^>]*background:#1d4ed8/);
    expect(html).toContain('Mua ngay, {{ user.first_name }}');
    expect(html).toContain('Quảng cáo Facebook &lt;Pro&gt;</h3>');
    expect(html).toMatch(/>1\.250\.000\s₫</);
    expect(html).toContain('href="https://hocvien.vn/courses/quang-cao-facebook"');
    expect(html).toContain('Xem khóa học');
    expect(html).toMatch(/user-select:all;[^>]*>GIAM30<\/span>/);
    expect(html).toContain('Hết hạn ngày 30/11');
    expect(html).toContain('border-top:solid 1px #e2e8f0');
  });

  it('gives a light button a dark label', async () => {
    const { html } = await compileTemplate(withBlocks({ id: 'a', type: 'button', label: 'Xem', href: 'https://hocvien.vn', color: '#facc15' }), context);
    expect(html).toMatch(/background:#facc15;color:#0f172a;/);
  });

  it('escapes the markup of a text block and keeps only bold and http(s) links', async () => {
    const { html } = await compileTemplate(
      withBlocks({
        id: 'a',
        type: 'text',
        text: 'Một **điểm nhấn** <script>alert(1)</script> {x}\ndòng hai\n\n[Trang chủ](https://hocvien.vn/?a=1&b=2) [độc](javascript:alert%281%29)',
      }),
      context,
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('Một <strong>điểm nhấn</strong> &lt;script&gt;alert(1)&lt;/script&gt; &#123;x&#125;<br />dòng hai</p>');
    expect(html).toMatch(/<a href="https:\/\/hocvien\.vn\/\?a=1&amp;b=2"[^>]*>Trang chủ<\/a>/);
    expect(html).toContain('[độc](javascript:alert%281%29)');
    expect(html).not.toContain('href="javascript:');
  });

  it('adds the footer the advertising decree requires, and the preheader', async () => {
    const { html } = await compileTemplate(typicalTemplate(), context);
    expect(html).toContain('Công ty TNHH Học viện Marketing');
    expect(html).toContain('Địa chỉ: 12 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh');
    expect(html).toContain('href="mailto:hotro@hocvienmarketing.vn"');
    expect(html).toContain('Bạn nhận được thư này vì đã đồng ý nhận tin từ Học viện Marketing.');
    expect(html).toMatch(/<a href="\{\{ unsubscribe_url \}\}"[^>]*>Hủy đăng ký<\/a>/);
    expect(html).toMatch(/<a href="\{\{ preferences_url \}\}"[^>]*>Tùy chọn nhận thư<\/a>/);
    expect(html).toMatch(/<div style="display:none;[^"]*">Giảm 30% cho \{\{ user\.first_name \}\} &amp; bạn bè<\/div>/);
  });

  it('refuses a missing course, a missing sender address and Liquid problems', async () => {
    const missing = compileTemplate(withBlocks({ id: 'a', type: 'course', courseId: 'da-xoa' }), context);
    await expect(missing).rejects.toThrow(EmailTemplateError);
    await expect(missing).rejects.toThrow('Không tìm thấy khóa học của khối "course" (mã da-xoa)');
    const noAddress = { ...context, sender: { ...context.sender, address: ' ' } };
    await expect(compileTemplate(typicalTemplate(), noAddress)).rejects.toThrow(/Chưa có đủ tên, địa chỉ và email liên hệ của người gửi/);
    await expect(compileTemplate(withBlocks({ id: 'a', type: 'text', text: '{{ user.phone }}' }), context)).rejects.toThrow('Biến không được hỗ trợ: {{ user.phone }}.');
  });
});

describe('createRecipientRenderer', () => {
  async function render(template: EmailTemplateContent, recipient: RecipientVars) {
    const { html } = await compileTemplate(template, context);
    return createRecipientRenderer({ html, subject: template.subject, preheader: template.preheader })(recipient);
  }

  it('greets an account whose name is not a person’s with "bạn"', async () => {
    const mail = await render(typicalTemplate(), vars('Quản trị viên'));
    expect(mail.subject).toBe('Chào bạn, ưu đãi tháng 11');
    expect(mail.html).toContain('Mua ngay, bạn');
  });

  it('titles the HTML with the subject it is sent with (a campaign’s), not the template’s', async () => {
    const template = typicalTemplate();
    const { html } = await compileTemplate(template, context);
    const mail = await createRecipientRenderer({ html, subject: 'Ưu đãi <cuối tuần> cho {{ user.first_name }}', preheader: template.preheader })(vars('Nguyễn Thị Lan'));
    expect(mail.html).toContain('<title>Ưu đãi &lt;cuối tuần&gt; cho Lan</title>');
    expect(mail.html).not.toContain('ưu đãi tháng 11</title>');
  });

  it('fills in the name and first name, and the Liquid conditions', async () => {
    const mail = await render(typicalTemplate(), vars('Nguyễn Thị Lan'));
    expect(mail.subject).toBe('Chào Lan, ưu đãi tháng 11');
    expect(mail.html).toContain('>Xin chào Nguyễn Thị Lan!</h1>');
    expect(mail.html).toContain('Mua ngay, Lan');
    expect(mail.html).toContain('Chào bạn</p>');
    expect(mail.html).toContain('href="https://hocvien.vn/courses?tu=email&amp;kenh=1"');
    expect(mail.html).toContain('href="https://hocvien.vn/email-preferences?token=abc&amp;action=unsubscribe"');
    expect(mail.html).not.toMatch(/\{\{|\{%/);
    expect((await render(typicalTemplate(), vars('Trần Văn An'))).html).toContain('Chào An thân mến</p>');
  });

  it('escapes what a recipient typed in the HTML, not in the subject', async () => {
    const mail = await render(typicalTemplate(), vars('<b>An</b>', '<b>An</b>'));
    expect(mail.html).toContain('>Xin chào &lt;b&gt;An&lt;/b&gt;!</h1>');
    expect(mail.html).not.toContain('<b>An</b>');
    expect(mail.subject).toBe('Chào <b>An</b>, ưu đãi tháng 11');
  });

  it('makes a plain-text part with the links and the unsubscribe address, without tags or images', async () => {
    const { text } = await render(typicalTemplate(), vars('Nguyễn Thị Lan'));
    expect(text.startsWith('Giảm 30% cho Lan & bạn bè')).toBe(true);
    expect(text).toContain('Xin chào Nguyễn Thị Lan!');
    expect(text).toMatch(/tất cả khóa học\s\[https:\/\/hocvien\.vn\/courses\?tu=email&kenh=1\]/);
    expect(text).toContain('Hủy đăng ký [https://hocvien.vn/email-preferences?token=abc&action=unsubscribe]');
    expect(text).toContain('Tùy chọn nhận thư [https://hocvien.vn/email-preferences?token=abc]');
    expect(text).toMatch(/1\.250\.000\s₫/);
    expect(text).toContain('GIAM30');
    // What the user typed (`<script>` in a text block) is text there; the mail's own tags are gone.
    expect(text).toContain('Dòng thứ hai <script>alert(1)</script>');
    expect(text).not.toMatch(/<\/?(html|head|body|div|table|tr|td|p|a|strong|h[1-3]|span|br|img|style)\b/i);
    expect(text).not.toContain('banner.png');
    expect(text).not.toContain('https://hocvien.vn/uu-dai');
    expect(text.split('\n').every((line) => line.length <= 80)).toBe(true);
    expect(text).not.toMatch(/\n{3}/);
  });

  it('renders braces the user typed as text, and a variable assigned in a branch not taken as empty', async () => {
    const template = withBlocks(
      { id: 'a', type: 'image', src: 'https://cdn.hocvien.vn/a.png', alt: '{{ user.phone }}' },
      { id: 'b', type: 'text', text: '{% if user.first_name == "Lan" %}{% assign note = "VIP" %}{% endif %}Hạng: [{{ note }}]' },
    );
    const mail = await render(template, vars('Trần Văn An'));
    expect(mail.html).toContain('alt="&#123;&#123; user.phone &#125;&#125;"');
    expect(mail.html).toContain('Hạng: []');
    expect((await render(template, vars('Nguyễn Thị Lan'))).html).toContain('Hạng: [VIP]');
  });

  // How fast a broadcast renders and sends is scripts/bench-email.mjs's figure (messages per second), not a test's.
  it('renders a typical 8-block mail for 50 recipients from one compiled template, each with their own name', async () => {
    const template = typicalTemplate();
    const { html } = await compileTemplate(template, context);
    const renderFor = createRecipientRenderer({ html, subject: template.subject, preheader: template.preheader });
    const recipients = Array.from({ length: 50 }, (_, index) => vars(`Nguyễn Văn Khách ${index}`));
    const mails = [];
    for (const recipient of recipients) mails.push(await renderFor(recipient));
    expect(mails.filter((mail, index) => !mail.html.includes(`Khách ${index}`))).toEqual([]);
  });

  it('explains in Vietnamese a subject it cannot parse or fill in', async () => {
    const { html } = await compileTemplate(typicalTemplate(), context);
    expect(() => createRecipientRenderer({ html, subject: 'Chào {{ user.name', preheader: null })).toThrow(
      'Mẫu email có lỗi cú pháp ở tiêu đề email: biểu thức "{{ user.name" thiếu "}}".',
    );
    const render = createRecipientRenderer({ html, subject: 'Chào {{ user.phone }}', preheader: null });
    await expect(render(vars('Nguyễn Thị Lan'))).rejects.toThrow('Không điền được thư cho người nhận: biến {{ user.phone }} không có giá trị.');
  });

  it('offers a sample recipient for previews', async () => {
    const sample = sampleRecipientVars('https://hocvien.vn/');
    expect(sample.user).toEqual({ name: 'Nguyễn Văn An', first_name: 'An', email: 'an.nguyen@example.com' });
    expect(sample.site.url).toBe('https://hocvien.vn');
    expect((await render(typicalTemplate(), sample)).subject).toBe('Chào An, ưu đãi tháng 11');
  });
});
