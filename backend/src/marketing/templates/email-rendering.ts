import { randomBytes } from 'node:crypto';
import { compile as compileHtmlToText } from 'html-to-text';
import { Liquid, TokenKind, Tokenizer, type Template } from 'liquidjs';
import mjml2html from 'mjml';
import { formatVnd } from '../../common/text/money';
import { greetingName } from '../../common/text/names';
import { DEFAULT_BUTTON_COLOR, EMAIL_TEMPLATE_VARIABLES, isEmailLinkUrl, type EmailBlock } from './email-blocks';

/**
 * From a template's blocks to the mail one recipient gets, in two steps:
 * - at save, `compileTemplate` builds MJML and compiles it to responsive HTML once (MJML is slow). The
 *   Liquid the user wrote stays in that HTML, next to the legal footer's own `{{ unsubscribe_url }}`.
 * - at send, `createRecipientRenderer` parses that HTML as Liquid once and renders it per recipient:
 *   no MJML, no parsing, only Liquid output and the plain-text part.
 */

export interface EmailTemplateContent {
  subject: string;
  preheader: string | null;
  blocks: EmailBlock[];
}

export interface EmailCourseCard {
  title: string;
  shortDescription: string;
  imageUrl: string | null;
  /** Whole VND. */
  price: number;
  url: string;
}

/** Who sends the advertising: Nghị định 91/2020/NĐ-CP wants it in every mail. */
export interface EmailSender {
  name: string;
  address: string;
  email: string;
}

export interface CompileContext {
  courses: Map<string, EmailCourseCard>;
  /** An image block's address → the one mail uses (a JPEG/PNG copy of a WebP); missing: as typed. */
  images?: Map<string, string>;
  sender: EmailSender;
}

export interface CompiledEmail {
  html: string;
  subject: string;
  preheader: string | null;
}

export interface RecipientVars {
  user: { name: string; first_name: string; email: string };
  site: { name: string; url: string };
  unsubscribe_url: string;
  preferences_url: string;
}

export interface RecipientMail {
  subject: string;
  html: string;
  text: string;
}

export type RecipientRenderer = (vars: RecipientVars) => Promise<RecipientMail>;

/** A template that cannot become a mail; the message is Vietnamese and meant for the editor. */
export class EmailTemplateError extends Error {
  override readonly name = 'EmailTemplateError';
}

const BRAND = 'Học viện Marketing';
const LINK_COLOR = '#1d4ed8';
// Marks image cells, so the text part drops an image together with its link.
const IMAGE_CLASS = 'email-image';
// Renders that grow past this come from a runaway template (a capture doubling itself), not a real mail.
const MAX_RENDERED_LENGTH = 2_000_000;

// ── Liquid ──────────────────────────────────────────────────────────────────────────────────

// elsif, else and when are parsed by their parent tag, they are not tags of their own.
const ALLOWED_TAGS = ['if', 'unless', 'case', 'assign', 'capture', 'comment', 'raw'];
const ALLOWED_TAGS_TEXT = 'if, elsif, else, unless, case, when, assign, capture, comment, raw';
const ALLOWED_VARIABLES: readonly string[] = EMAIL_TEMPLATE_VARIABLES.map((variable) => variable.name);
const FOOTER_VARIABLES = ['unsubscribe_url', 'preferences_url'];
// A template may not assign these: it would change the recipient's data or the footer's links.
const RESERVED_NAMES = new Set(['user', 'site', ...FOOTER_VARIABLES]);

/**
 * A Liquid engine with only the harmless tags: no include/render/layout (files), no for/tablerow
 * (loops). `raw` as a filter is gone too: it would skip the HTML escaping of an output.
 */
function createEngine(outputEscape?: 'escape'): Liquid {
  const engine = new Liquid({ strictVariables: true, strictFilters: true, outputEscape, memoryLimit: 10_000_000, renderLimit: 2_000 });
  for (const tag of Object.keys(engine.tags)) if (!ALLOWED_TAGS.includes(tag)) delete engine.tags[tag];
  engine.unregisterFilter('raw');
  return engine;
}

/** For the mail's HTML: every output is HTML-escaped (a name like `<b>An</b>` shows as typed). */
const htmlEngine = createEngine('escape');
/** For the subject, a mail header: plain text, nothing to escape. */
const textEngine = createEngine();

interface LiquidField {
  source: string;
  /** Where the field is, as the editor names it: `ở khối "text"`, `ở tiêu đề email`. */
  where: string;
  /** The subject renders on its own; the preheader and the blocks are one HTML template. */
  scope: 'subject' | 'body';
}

/** The fields where Liquid is allowed, in the order they render. */
function liquidFields(content: EmailTemplateContent): LiquidField[] {
  const fields: LiquidField[] = [{ source: content.subject, where: 'ở tiêu đề email', scope: 'subject' }];
  if (content.preheader) fields.push({ source: content.preheader, where: 'ở dòng xem trước', scope: 'body' });
  for (const block of content.blocks) {
    const where = `ở khối "${block.type}"`;
    if (block.type === 'heading' || block.type === 'text') fields.push({ source: block.text, where, scope: 'body' });
    if (block.type === 'button') fields.push({ source: block.label, where, scope: 'body' }, { source: block.href, where, scope: 'body' });
  }
  return fields;
}

/** `user.name` and a few string properties of it (`user.name.size`); nothing else under `user`/`site`. */
function isAllowedVariable(path: string): boolean {
  return ALLOWED_VARIABLES.some((name) => path === name || (path.startsWith(`${name}.`) && /^(size|first|last)$/.test(path.slice(name.length + 1))));
}

/** LiquidJS's parse errors, told in Vietnamese. */
function describeLiquidError(error: unknown, field: LiquidField): string {
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  const line = /, line:(\d+), col:\d+$/.exec(message)?.[1];
  const reason = message.replace(/, line:\d+, col:\d+$/, '');
  const unknownTag = /^tag "([^"]+)" not found$/.exec(reason)?.[1];
  if (unknownTag && !/^(end\w+|elsif|else|when)$/.test(unknownTag)) {
    return `Thẻ {% ${unknownTag} %} không được hỗ trợ ${field.where}. Dùng được: ${ALLOWED_TAGS_TEXT}.`;
  }
  const translations: [RegExp, (match: RegExpExecArray) => string][] = [
    [/^tag "([^"]+)" not found$/, (m) => `thẻ {% ${m[1]} %} không có thẻ mở tương ứng`],
    [/^tag (\{%.*%\}) not closed$/, (m) => `thẻ ${m[1]} chưa được đóng`],
    [/^tag "(.*)" not closed$/s, (m) => `thẻ "${m[1].slice(0, 40)}" thiếu "%}"`],
    [/^output "(.*)" not closed$/s, (m) => `biểu thức "${m[1].slice(0, 40)}" thiếu "}}"`],
    [/^raw ".*" not closed$/s, () => 'thẻ {% raw %} chưa được đóng bằng {% endraw %}'],
    [/^undefined filter: (.+)$/, (m) => `bộ lọc "${m[1]}" không được hỗ trợ`],
    [/^invalid value expression: ""$/, () => 'thiếu giá trị trong thẻ hoặc biểu thức'],
    [/^invalid value expression: (.+)$/, (m) => `giá trị ${m[1]} không hợp lệ`],
    [/^illegal tag syntax, tag name expected$/, () => 'thiếu tên thẻ trong {% %}'],
    [/^expected variable name$/, () => 'thiếu tên biến'],
    [/^invalid capture name$/, () => 'tên biến của {% capture %} không hợp lệ'],
    [/^expected "(.+)"$/, (m) => `thiếu "${m[1]}"`],
  ];
  let text = `cú pháp không hợp lệ (${reason})`;
  for (const [pattern, translate] of translations) {
    const match = pattern.exec(reason);
    if (match) {
      text = translate(match);
      break;
    }
  }
  const position = line && field.source.includes('\n') ? ` (dòng ${line})` : '';
  return `Mẫu email có lỗi cú pháp ${field.where}: ${text}${position}.`;
}

/**
 * The Liquid problems of a template, in Vietnamese (empty when it is fine): syntax errors, tags other
 * than the allowed ones, variables other than EMAIL_TEMPLATE_VARIABLES. A variable set by
 * `assign`/`capture` counts from the field that sets it on, as it renders.
 */
export function checkTemplateLiquid(content: EmailTemplateContent): string[] {
  const problems: string[] = [];
  const unknown = new Set<string>();
  const footerOnly = new Set<string>();
  const assigned = { subject: new Set<string>(), body: new Set<string>() };
  for (const field of liquidFields(content)) {
    let templates: Template[];
    try {
      templates = htmlEngine.parse(field.source);
    } catch (error) {
      problems.push(describeLiquidError(error, field));
      continue;
    }
    for (const path of htmlEngine.globalFullVariablesSync(templates)) {
      const root = path.split(/[.[]/)[0];
      if (assigned[field.scope].has(root) || isAllowedVariable(path)) continue;
      (FOOTER_VARIABLES.includes(root) ? footerOnly : unknown).add(path);
    }
    for (const local of Object.keys(htmlEngine.analyzeSync(templates).locals)) {
      if (RESERVED_NAMES.has(local)) problems.push(`Không được đặt lại biến "${local}" bằng {% assign %} hay {% capture %} ${field.where}: tên này dành cho hệ thống.`);
      assigned[field.scope].add(local);
    }
  }
  if (footerOnly.size) {
    problems.push(`Biến ${[...footerOnly].map((path) => `{{ ${path} }}`).join(', ')} chỉ dùng trong chân thư do hệ thống tự thêm, không dùng trong nội dung.`);
  }
  if (unknown.size) {
    problems.push(`Biến không được hỗ trợ: ${[...unknown].map((path) => `{{ ${path} }}`).join(', ')}. Dùng được: ${ALLOWED_VARIABLES.join(', ')}.`);
  }
  return [...new Set(problems)];
}

// ── Blocks → MJML ───────────────────────────────────────────────────────────────────────────

/**
 * Escapes text for HTML, braces included: user text can then never form `{{`/`{%`, so the only Liquid
 * in the compiled HTML is what the checked Liquid fields hold and the footer's own.
 */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"'{}]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '{': '&#123;', '}': '&#125;' })[ch]!);
}

/**
 * Keeps the Liquid of a field out of MJML's and the markup's way: each `{{ … }}` / `{% … %}` becomes an
 * inert marker (letters and digits, nothing to escape or match), put back into the compiled HTML.
 */
class LiquidStash {
  private readonly sources: string[] = [];
  private readonly marker = `lq${randomBytes(6).toString('hex')}`;
  private readonly markerPattern = new RegExp(`${this.marker}x(\\d+)x`, 'g');

  /** The field with its Liquid replaced by markers; its plain parts stay as typed (to be escaped). */
  hide(source: string): string {
    const tokens = new Tokenizer(source, htmlEngine.options.operators).readTopLevelTokens(htmlEngine.options);
    return tokens.map((token) => (token.kind === TokenKind.HTML ? token.getText() : this.keep(token.getText()))).join('');
  }

  keep(liquid: string): string {
    this.sources.push(liquid);
    return `${this.marker}x${this.sources.length - 1}x`;
  }

  reveal(text: string): string {
    return text.replace(this.markerPattern, (_, index: string) => this.sources[Number(index)]);
  }
}

const LINK_MARKUP = /\[([^\]\n]+)\]\(([^()\s]+)\)/g;
const BOLD_MARKUP = /\*\*(?=\S)([\s\S]*?\S)\*\*/g;

function boldMarkup(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(BOLD_MARKUP)) {
    html += `${escapeHtml(text.slice(last, match.index))}<strong>${escapeHtml(match[1])}</strong>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

/** `[label](https://…)` and `**bold**`; a link to anything but http(s) stays as typed. */
function inlineMarkup(text: string, stash: LiquidStash): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK_MARKUP)) {
    if (!isEmailLinkUrl(stash.reveal(match[2]))) continue;
    html += boldMarkup(text.slice(last, match.index));
    html += `<a href="${escapeHtml(match[2])}" target="_blank" style="color:${LINK_COLOR};text-decoration:underline;">${boldMarkup(match[1])}</a>`;
    last = match.index + match[0].length;
  }
  return html + boldMarkup(text.slice(last));
}

/** A text block: a blank line starts a paragraph, a single newline breaks the line. */
function paragraphs(source: string, stash: LiquidStash): string {
  return stash
    .hide(source.replace(/\r\n?/g, '\n'))
    .split(/\n[^\S\n]*\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p style="margin:0 0 12px;">${inlineMarkup(paragraph, stash).replace(/\n/g, '<br />')}</p>`)
    .join('\n');
}

/** Dark or white label, whichever reads better on the button's colour. */
function labelColorOn(background: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(background.slice(at, at + 2), 16) / 255);
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.6 ? '#0f172a' : '#ffffff';
}

function section(content: string, columnAttributes = ''): string {
  return `<mj-section><mj-column${columnAttributes}>${content}</mj-column></mj-section>`;
}

function blockMjml(block: EmailBlock, context: CompileContext, stash: LiquidStash): string {
  switch (block.type) {
    case 'heading': {
      const size = block.level === 1 ? 28 : 22;
      const heading = `<h${block.level} style="margin:0;font-size:${size}px;line-height:1.3;font-weight:700;">${escapeHtml(stash.hide(block.text))}</h${block.level}>`;
      return section(`<mj-text padding="12px 0 4px">${heading}</mj-text>`);
    }
    case 'text':
      return section(`<mj-text>${paragraphs(block.text, stash)}</mj-text>`);
    case 'image': {
      const link = block.href ? ` href="${escapeHtml(block.href)}"` : '';
      const width = block.width ? ` width="${block.width}px"` : '';
      return section(`<mj-image css-class="${IMAGE_CLASS}" src="${escapeHtml(context.images?.get(block.src) ?? block.src)}" alt="${escapeHtml(block.alt)}"${link}${width} />`);
    }
    case 'button': {
      const color = block.color ?? DEFAULT_BUTTON_COLOR;
      const href = escapeHtml(stash.hide(block.href));
      return section(`<mj-button href="${href}" background-color="${color}" color="${labelColorOn(color)}">${escapeHtml(stash.hide(block.label))}</mj-button>`);
    }
    case 'divider':
      return section('<mj-divider />');
    case 'course':
      return courseCard(block.courseId, context);
    case 'coupon':
      return couponBox(block);
  }
}

function courseCard(courseId: string, context: CompileContext): string {
  const course = context.courses.get(courseId);
  if (!course) throw new EmailTemplateError(`Không tìm thấy khóa học của khối "course" (mã ${courseId}): khóa học không tồn tại hoặc chưa xuất bản.`);
  const image = course.imageUrl
    ? `<mj-image css-class="${IMAGE_CLASS}" src="${escapeHtml(course.imageUrl)}" alt="${escapeHtml(course.title)}" href="${escapeHtml(course.url)}" padding="0 0 4px" border-radius="12px 12px 0 0" />`
    : '';
  const price = course.price > 0 ? formatVnd(course.price) : 'Miễn phí';
  return section(
    [
      image,
      `<mj-text padding="12px 16px 4px"><h3 style="margin:0;font-size:20px;line-height:1.35;font-weight:700;">${escapeHtml(course.title)}</h3></mj-text>`,
      `<mj-text padding="0 16px" color="#475569">${escapeHtml(course.shortDescription)}</mj-text>`,
      `<mj-text padding="8px 16px 0" font-size="20px" font-weight="700" color="#b91c1c">${escapeHtml(price)}</mj-text>`,
      `<mj-button href="${escapeHtml(course.url)}" align="left" padding="12px 16px 16px" background-color="${DEFAULT_BUTTON_COLOR}">Xem khóa học</mj-button>`,
    ].join(''),
    ' border="1px solid #e2e8f0" border-radius="12px" background-color="#f8fafc"',
  );
}

function couponBox(block: Extract<EmailBlock, { type: 'coupon' }>): string {
  // Plain text, not an image: the reader selects (a tap selects it all) and copies the code.
  const code = `<span style="font-family:'Courier New',Courier,monospace;font-size:28px;font-weight:700;letter-spacing:3px;color:${LINK_COLOR};user-select:all;-webkit-user-select:all;">${escapeHtml(block.code)}</span>`;
  return section(
    [
      block.description ? `<mj-text align="center" padding="0 16px">${escapeHtml(block.description)}</mj-text>` : '',
      `<mj-text align="center" padding="8px 16px" line-height="1.2">${code}</mj-text>`,
      block.expiresText ? `<mj-text align="center" padding="0 16px" font-size="14px" color="#64748b">${escapeHtml(block.expiresText)}</mj-text>` : '',
    ].join(''),
    ` border="2px dashed ${LINK_COLOR}" border-radius="12px" background-color="#eff6ff" padding="12px 0"`,
  );
}

/** Nghị định 91/2020/NĐ-CP: who advertises, why the reader gets it, and a way out, in every mail. */
function legalFooter(sender: EmailSender, stash: LiquidStash): string {
  const email = escapeHtml(sender.email.trim());
  const link = (liquid: string, label: string) => `<a href="${stash.keep(liquid)}" target="_blank" style="color:#475569;text-decoration:underline;">${label}</a>`;
  const lines = [
    `<p style="margin:0 0 8px;"><strong>${escapeHtml(sender.name.trim())}</strong><br />Địa chỉ: ${escapeHtml(sender.address.trim())}<br />Email liên hệ: <a href="mailto:${email}" style="color:#475569;">${email}</a></p>`,
    `<p style="margin:0 0 8px;">Bạn nhận được thư này vì đã đồng ý nhận tin từ ${BRAND}.</p>`,
    `<p style="margin:0;">${link('{{ unsubscribe_url }}', 'Hủy đăng ký')} · ${link('{{ preferences_url }}', 'Tùy chọn nhận thư')}</p>`,
  ];
  return `<mj-section padding="24px 24px 32px"><mj-column><mj-text align="center" font-size="12px" line-height="1.6" color="#64748b" padding="0">${lines.join('\n')}</mj-text></mj-column></mj-section>`;
}

function templateMjml(content: EmailTemplateContent, context: CompileContext, stash: LiquidStash): string {
  const preview = content.preheader?.trim() ? `<mj-preview>${escapeHtml(stash.hide(content.preheader))}</mj-preview>` : '';
  return `<mjml lang="vi">
  <mj-head>
    <mj-title>${escapeHtml(stash.hide(content.subject))}</mj-title>
    ${preview}
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-section padding="0 24px" />
      <mj-text font-size="16px" line-height="1.6" color="#0f172a" padding="6px 0" />
      <mj-image padding="8px 0" />
      <mj-button font-size="16px" font-weight="700" border-radius="8px" inner-padding="12px 24px" padding="12px 0" />
      <mj-divider border-color="#e2e8f0" border-width="1px" padding="16px 0" />
    </mj-attributes>
  </mj-head>
  <mj-body width="600px" background-color="#f1f5f9">
    <mj-wrapper background-color="#ffffff" padding="24px 0">
${content.blocks.map((block) => blockMjml(block, context, stash)).join('\n')}
    </mj-wrapper>
${legalFooter(context.sender, stash)}
  </mj-body>
</mjml>`;
}

interface MjmlIssue {
  line?: number;
  message?: string;
  tagName?: string;
}

/**
 * Blocks → MJML → responsive HTML (600 px on a desktop, fluid down to a 360 px phone). The Liquid of
 * the template stays in the HTML for `createRecipientRenderer`; the legal footer is always added.
 */
export async function compileTemplate(content: EmailTemplateContent, context: CompileContext): Promise<{ html: string }> {
  const problems = checkTemplateLiquid(content);
  if (problems.length) throw new EmailTemplateError(problems.join(' '));
  const { sender } = context;
  if (![sender.name, sender.address, sender.email].every((value) => value?.trim())) {
    throw new EmailTemplateError('Chưa có đủ tên, địa chỉ và email liên hệ của người gửi để ghi ở chân thư quảng cáo (Nghị định 91/2020/NĐ-CP).');
  }
  const stash = new LiquidStash();
  const mjml = templateMjml(content, context, stash);
  let result: { html: string; errors?: MjmlIssue[] };
  try {
    // ignoreIncludes: no mj-include may read a file; fonts: Arial needs no web font link.
    result = await mjml2html(mjml, { validationLevel: 'strict', keepComments: false, fonts: {}, ignoreIncludes: true });
  } catch (error) {
    const issues = ((error as { errors?: MjmlIssue[] }).errors ?? []).map((issue) => `${issue.tagName ?? 'mjml'}: ${issue.message ?? ''}`);
    const details = issues.length ? issues.slice(0, 3).join('; ') : error instanceof Error ? error.message : String(error);
    throw new EmailTemplateError(`Không tạo được HTML cho mẫu email (MJML báo lỗi: ${details}).`);
  }
  return { html: stash.reveal(result.html) };
}

// ── Per recipient ───────────────────────────────────────────────────────────────────────────

// The text/plain part. Tables are MJML's layout, read as blocks; an image (and the bare address of its
// link) carries nothing worth a line of text.
const htmlToPlainText = compileHtmlToText({
  wordwrap: 80,
  selectors: [
    { selector: 'img', format: 'skip' },
    { selector: `td.${IMAGE_CLASS}`, format: 'skip' },
    { selector: 'a', options: { linkBrackets: ['[', ']'], hideLinkHrefIfSameAsText: true } },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
  ],
});

/**
 * Variables a template sets with assign/capture start out empty: set only in an `{% if %}` branch not
 * taken, they would otherwise fail `strictVariables` for some recipients in the middle of a campaign.
 */
function assignedDefaults(engine: Liquid, templates: Template[]): Record<string, string> {
  return Object.fromEntries(Object.keys(engine.analyzeSync(templates).locals).map((name) => [name, '']));
}

function parseOrExplain(engine: Liquid, field: LiquidField): Template[] {
  try {
    return engine.parse(field.source);
  } catch (error) {
    throw new EmailTemplateError(describeLiquidError(error, field));
  }
}

function renderOrExplain(engine: Liquid, templates: Template[], scope: object): string {
  try {
    return engine.renderSync(templates, scope) as string;
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0].replace(/, line:\d+, col:\d+$/, '') : String(error);
    const variable = /^undefined variable: (.+)$/.exec(message)?.[1];
    throw new EmailTemplateError(`Không điền được thư cho người nhận: ${variable ? `biến {{ ${variable} }} không có giá trị` : message}.`);
  }
}

/**
 * Parses the compiled mail once and returns the per-recipient render: Liquid only (HTML-escaped output in
 * the HTML, plain in the subject), then the text part from the rendered HTML. The preheader needs no
 * work of its own: it is inside the HTML (mj-preview) and so leads the text part too.
 */
export function createRecipientRenderer(compiled: CompiledEmail): RecipientRenderer {
  const htmlTemplate = parseOrExplain(htmlEngine, { source: compiled.html, where: 'ở nội dung thư', scope: 'body' });
  const subjectTemplate = parseOrExplain(textEngine, { source: compiled.subject, where: 'ở tiêu đề email', scope: 'subject' });
  const htmlDefaults = assignedDefaults(htmlEngine, htmlTemplate);
  const subjectDefaults = assignedDefaults(textEngine, subjectTemplate);
  return async (vars) => {
    const html = renderOrExplain(htmlEngine, htmlTemplate, { ...htmlDefaults, ...vars });
    if (html.length > MAX_RENDERED_LENGTH) throw new EmailTemplateError('Thư sau khi điền biến quá lớn: hãy kiểm tra các thẻ {% capture %} của mẫu email.');
    const subject = renderOrExplain(textEngine, subjectTemplate, { ...subjectDefaults, ...vars });
    // The text comes from the body alone: parsing MJML's long <head> (styles) would be a quarter of the work.
    const body = html.slice(Math.max(0, html.search(/<body[\s>]/i)));
    // One line, whatever the variables held: a header must not break.
    const oneLine = subject.replace(/\s+/g, ' ').trim();
    // The HTML's <title> is the mail's own subject (a campaign's, not its template's), as some readers show it.
    const titled = html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(oneLine)}</title>`);
    return { subject: oneLine, html: titled, text: htmlToPlainText(body).replace(/\n{3,}/g, '\n\n') };
  };
}

/** The recipient's own values a template may read (`user.*`); the rest of RecipientVars is the site's or the token's. */
export type RecipientField = keyof RecipientVars['user'];
const RECIPIENT_FIELDS: readonly RecipientField[] = ['name', 'first_name', 'email'];

/**
 * Which of the recipient's own values the compiled mail reads, so that two recipients equal in these
 * get the same mail but for their token; null when the render may change with the time (the `date`
 * filter reads the clock), and so may not be shared.
 */
export function recipientFieldsRead(compiled: CompiledEmail): RecipientField[] | null {
  const sources = [compiled.html, compiled.subject];
  if (sources.some((source) => /\|\s*date\b/.test(source))) return null;
  const paths = sources.flatMap((source) => htmlEngine.globalFullVariablesSync(htmlEngine.parse(source)));
  // `{{ user }}` or `user[...]` reads more than one field: count it as all of them.
  return RECIPIENT_FIELDS.filter((field) =>
    paths.some((path) => path === 'user' || path.startsWith('user[') || path === `user.${field}` || path.startsWith(`user.${field}.`) || path.startsWith(`user.${field}[`)),
  );
}

/** A sample recipient for previews and test sends. */
export function sampleRecipientVars(siteUrl: string): RecipientVars {
  const base = siteUrl.replace(/\/+$/, '');
  const example = (name: string) => EMAIL_TEMPLATE_VARIABLES.find((variable) => variable.name === name)!.example;
  const preferences = `${base}/email-preferences?preview=1`;
  return {
    user: { name: example('user.name'), first_name: greetingName({ name: example('user.name') }), email: example('user.email') },
    site: { name: example('site.name'), url: base },
    unsubscribe_url: `${preferences}&action=unsubscribe`,
    preferences_url: preferences,
  };
}
