import type { IconName } from '../../components/ui/Icon';
import type { EmailTemplateInput } from './api/emailTemplatesApi';

/** One block of a template, as the API takes it (heading, text, image, button, divider, course, coupon). */
export type EmailBlock = EmailTemplateInput['blocks'][number];
export type EmailBlockType = EmailBlock['type'];
export type BlockOf<Type extends EmailBlockType> = Extract<EmailBlock, { type: Type }>;

/** The limits of the server (backend/src/marketing/templates/email-blocks.ts). */
export const MAX_BLOCKS = 60;
export const LIMITS = { heading: 200, text: 5000, buttonLabel: 60, alt: 200, couponDescription: 300, couponExpires: 100, name: 120, subject: 200, preheader: 200 };
export const IMAGE_WIDTH = { min: 50, max: 600 };
export const DEFAULT_BUTTON_COLOR = '#1d4ed8';

/** The add-block menu, in its order. */
export const BLOCK_KINDS: { type: EmailBlockType; label: string; description: string; icon: IconName }[] = [
  { type: 'heading', label: 'Tiêu đề', description: 'Dòng chữ lớn mở đầu một phần', icon: 'document' },
  { type: 'text', label: 'Đoạn văn', description: 'Chữ thường, **chữ đậm** và liên kết', icon: 'menu' },
  { type: 'image', label: 'Hình ảnh', description: 'Ảnh từ một địa chỉ https://', icon: 'image' },
  { type: 'button', label: 'Nút bấm', description: 'Nút kêu gọi hành động dẫn tới một liên kết', icon: 'link' },
  { type: 'divider', label: 'Đường kẻ', description: 'Đường ngang ngăn cách các phần', icon: 'arrowDown' },
  { type: 'course', label: 'Thẻ khóa học', description: 'Ảnh, tên và giá của một khóa học đã xuất bản', icon: 'academic' },
  { type: 'coupon', label: 'Mã giảm giá', description: 'Ô nổi bật chứa mã và hạn dùng', icon: 'tag' },
];

export const blockLabel = (type: EmailBlockType) => BLOCK_KINDS.find((kind) => kind.type === type)?.label ?? type;

/** A fresh id for a block (the server takes up to 40 characters). */
export function newBlockId(): string {
  return crypto.randomUUID();
}

export function newBlock(type: EmailBlockType): EmailBlock {
  const id = newBlockId();
  switch (type) {
    case 'heading':
      return { id, type, level: 2, text: '' };
    case 'text':
      return { id, type, text: '' };
    case 'image':
      return { id, type, src: '', alt: '' };
    case 'button':
      return { id, type, label: '', href: '' };
    case 'divider':
      return { id, type };
    case 'course':
      return { id, type, courseId: '' };
    case 'coupon':
      return { id, type, code: '', description: '' };
  }
}

/** The same block under a new id, for "Nhân bản". */
export const duplicateBlock = (block: EmailBlock): EmailBlock => ({ ...block, id: newBlockId() });

/** What a new template starts with: a greeting, a line and a button, so the preview shows a real mail at once. */
export function starterBlocks(): EmailBlock[] {
  return [
    { id: newBlockId(), type: 'heading', level: 1, text: 'Chào {{ user.first_name }},' },
    { id: newBlockId(), type: 'text', text: 'Cảm ơn bạn đã đồng hành cùng {{ site.name }}.' },
    { id: newBlockId(), type: 'button', label: 'Khám phá khóa học', href: '{{ site.url }}/courses' },
  ];
}

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

/** The block as the API takes it: optional fields left empty are left out (the server refuses empty links and colours). */
export function blockForApi(block: EmailBlock): EmailBlock {
  switch (block.type) {
    case 'image': {
      const { href, width, ...rest } = block;
      return { ...rest, ...(blank(href) ? {} : { href }), ...(width === undefined || Number.isNaN(width) ? {} : { width }) };
    }
    case 'button': {
      const { color, ...rest } = block;
      return { ...rest, ...(blank(color) ? {} : { color }) };
    }
    case 'coupon': {
      const { expiresText, ...rest } = block;
      return { ...rest, ...(blank(expiresText) ? {} : { expiresText }) };
    }
    default:
      return block;
  }
}

/** The saved blocks of a template (typed loosely by the API) as editor blocks. */
export const blocksFromApi = (blocks: readonly Record<string, unknown>[]): EmailBlock[] => blocks as unknown as EmailBlock[];

/** The Liquid output tag of a variable, e.g. `{{ user.first_name }}`. */
export const liquidTag = (name: string) => `{{ ${name} }}`;
