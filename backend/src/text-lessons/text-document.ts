import { z } from 'zod';

/**
 * A text lesson's document (docs/learning.md, "Text lessons"): the subset of TipTap's JSON the player
 * renders as React elements. Only these nodes, marks and attributes are kept; text is plain text, so
 * nothing an author writes is ever run as HTML or script.
 */
export const MAX_TEXT_DOCUMENT_BYTES = 200_000;
export const MAX_TEXT_DOCUMENT_DEPTH = 12;

const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

const mark = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('bold') }),
    z.object({ type: z.literal('italic') }),
    z.object({ type: z.literal('code') }),
    z.object({
      type: z.literal('link'),
      attrs: z.object({
        href: z
          .string({ error: 'Liên kết không hợp lệ.' })
          .trim()
          .max(2000, 'Liên kết tối đa 2.000 ký tự.')
          .refine((href) => SAFE_HREF.test(href), 'Liên kết phải bắt đầu bằng http://, https:// hoặc mailto:.'),
      }),
    }),
  ],
  { error: 'Định dạng chữ không được hỗ trợ (chỉ đậm, nghiêng, mã và liên kết).' },
);

export type TextNode =
  | { type: 'doc' | 'paragraph' | 'bulletList' | 'orderedList' | 'listItem' | 'blockquote' | 'codeBlock'; content?: TextNode[] }
  | { type: 'heading'; attrs: { level: 2 | 3 | 4 }; content?: TextNode[] }
  | { type: 'hardBreak' | 'horizontalRule' }
  | { type: 'image'; attrs: { src: string; alt: string | null } }
  | { type: 'text'; text: string; marks?: z.infer<typeof mark>[] };

const node: z.ZodType<TextNode> = z.lazy(() =>
  z.discriminatedUnion(
    'type',
    [
      z.object({ type: z.literal('doc'), content: children }),
      z.object({ type: z.literal('paragraph'), content: children }),
      z.object({ type: z.literal('bulletList'), content: children }),
      z.object({ type: z.literal('orderedList'), content: children }),
      z.object({ type: z.literal('listItem'), content: children }),
      z.object({ type: z.literal('blockquote'), content: children }),
      z.object({ type: z.literal('codeBlock'), content: children }),
      z.object({
        type: z.literal('heading'),
        attrs: z.object({ level: z.union([z.literal(2), z.literal(3), z.literal(4)], { error: 'Tiêu đề chỉ có cấp 2 đến 4.' }) }),
        content: children,
      }),
      z.object({ type: z.literal('hardBreak') }),
      z.object({ type: z.literal('horizontalRule') }),
      z.object({
        type: z.literal('image'),
        attrs: z.object({
          src: z.string({ error: 'Ảnh không hợp lệ.' }).max(500, 'Ảnh không hợp lệ.'),
          alt: z
            .string()
            .max(300, 'Mô tả ảnh tối đa 300 ký tự.')
            .nullish()
            .transform((alt) => alt || null),
        }),
      }),
      z.object({ type: z.literal('text'), text: z.string().min(1).max(MAX_TEXT_DOCUMENT_BYTES), marks: z.array(mark).max(4).optional() }),
    ],
    { error: 'Bài đọc chứa một loại nội dung không được hỗ trợ.' },
  ),
);
const children = z.array(node).max(5000).optional();

function depthOf(value: unknown): number {
  if (!value || typeof value !== 'object') return 0;
  const content = (value as { content?: unknown }).content;
  return 1 + (Array.isArray(content) ? Math.max(0, ...content.map(depthOf)) : 0);
}

/** The whole document: a `doc`, at most 200 KB as JSON and 12 levels deep (checked before parsing deeper). */
export const textDocumentSchema = z
  .unknown()
  .superRefine((value, context) => {
    if (JSON.stringify(value ?? null).length > MAX_TEXT_DOCUMENT_BYTES) context.addIssue({ code: 'custom', message: 'Bài đọc quá dài (tối đa 200 KB).', fatal: true });
    else if (depthOf(value) > MAX_TEXT_DOCUMENT_DEPTH) context.addIssue({ code: 'custom', message: 'Bài đọc lồng nhau quá sâu (tối đa 12 cấp).', fatal: true });
  })
  .pipe(node)
  .refine((doc) => doc.type === 'doc', 'Bài đọc phải là một tài liệu (doc).');

/** Every image's src in the document, to check against the instructor's media library. */
export function imageSources(doc: TextNode): string[] {
  if (doc.type === 'image') return [doc.attrs.src];
  return 'content' in doc && doc.content ? doc.content.flatMap(imageSources) : [];
}

/** Whether the document has anything to read: some text or an image. */
export function hasContent(doc: TextNode | null | undefined): boolean {
  if (!doc) return false;
  if (doc.type === 'image') return true;
  if (doc.type === 'text') return doc.text.trim().length > 0;
  return 'content' in doc && Boolean(doc.content?.some(hasContent));
}
