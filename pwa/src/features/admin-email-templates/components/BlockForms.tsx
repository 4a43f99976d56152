import { useId } from 'react';
import { TextField } from '../../../components/ui/TextField';
import { DEFAULT_BUTTON_COLOR, IMAGE_WIDTH, LIMITS, type BlockOf, type EmailBlock } from '../emailBlocks';
import { CourseBlockForm } from './CourseBlockForm';
import { LiquidInput, LiquidTextarea } from './LiquidFields';

type FormProps<B> = { block: B; onChange: (block: B) => void };

/** The form of one block, by its type. */
export function BlockForm({ block, onChange }: FormProps<EmailBlock>) {
  const change = onChange as (next: EmailBlock) => void;
  switch (block.type) {
    case 'heading':
      return <HeadingForm block={block} onChange={change} />;
    case 'text':
      return <TextForm block={block} onChange={change} />;
    case 'image':
      return <ImageForm block={block} onChange={change} />;
    case 'button':
      return <ButtonForm block={block} onChange={change} />;
    case 'divider':
      return <p className="text-sm text-slate-500 dark:text-slate-400">Một đường kẻ ngang mảnh ngăn cách hai phần của thư.</p>;
    case 'course':
      return <CourseBlockForm block={block} onChange={change} />;
    case 'coupon':
      return <CouponForm block={block} onChange={change} />;
  }
}

function HeadingForm({ block, onChange }: FormProps<BlockOf<'heading'>>) {
  const levelId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_11rem]">
      <LiquidInput label="Nội dung tiêu đề" value={block.text} maxLength={LIMITS.heading} onValue={(text) => onChange({ ...block, text })} />
      <div>
        <label htmlFor={levelId} className="field-label">
          Cỡ chữ
        </label>
        <select id={levelId} className="field-input" value={block.level} onChange={(event) => onChange({ ...block, level: event.target.value === '1' ? 1 : 2 })}>
          <option value={1}>Tiêu đề lớn</option>
          <option value={2}>Tiêu đề nhỏ</option>
        </select>
      </div>
    </div>
  );
}

function TextForm({ block, onChange }: FormProps<BlockOf<'text'>>) {
  return (
    <LiquidTextarea
      label="Nội dung"
      value={block.text}
      maxLength={LIMITS.text}
      rows={5}
      onValue={(text) => onChange({ ...block, text })}
      hint={
        <>
          Để một dòng trống giữa hai đoạn. Viết <code>**chữ đậm**</code> và <code>[chữ hiển thị](https://địa-chỉ)</code> cho liên kết.
        </>
      }
    />
  );
}

function ImageForm({ block, onChange }: FormProps<BlockOf<'image'>>) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField
        label="Địa chỉ ảnh"
        type="url"
        inputMode="url"
        placeholder="https://..."
        value={block.src}
        onChange={(event) => onChange({ ...block, src: event.target.value })}
        className="md:col-span-2"
      />
      <TextField
        label="Mô tả ảnh (alt)"
        value={block.alt}
        maxLength={LIMITS.alt}
        onChange={(event) => onChange({ ...block, alt: event.target.value })}
        hint="Hiện khi ảnh không tải được."
      />
      <TextField
        label="Chiều rộng (px)"
        type="number"
        min={IMAGE_WIDTH.min}
        max={IMAGE_WIDTH.max}
        placeholder="600"
        value={block.width ?? ''}
        onChange={(event) => onChange({ ...block, width: event.target.value === '' ? undefined : Math.trunc(Number(event.target.value)) })}
        hint={`Từ ${IMAGE_WIDTH.min} đến ${IMAGE_WIDTH.max}; để trống là cả bề ngang thư.`}
      />
      <TextField
        label="Liên kết khi bấm ảnh (không bắt buộc)"
        type="url"
        inputMode="url"
        placeholder="https://..."
        value={block.href ?? ''}
        onChange={(event) => onChange({ ...block, href: event.target.value })}
        className="md:col-span-2"
      />
    </div>
  );
}

function ButtonForm({ block, onChange }: FormProps<BlockOf<'button'>>) {
  const colorId = useId();
  const color = block.color ?? '';
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <LiquidInput label="Chữ trên nút" value={block.label} maxLength={LIMITS.buttonLabel} onValue={(label) => onChange({ ...block, label })} />
      <LiquidInput
        label="Liên kết của nút"
        value={block.href}
        inputMode="url"
        placeholder="{{ site.url }}/courses"
        onValue={(href) => onChange({ ...block, href })}
        hint="Địa chỉ https://, có thể dùng biến như {{ site.url }}/courses."
      />
      <div>
        <label htmlFor={colorId} className="field-label">
          Màu nút
        </label>
        <div className="flex items-center gap-2">
          <input
            type="color"
            className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 dark:border-slate-600 dark:bg-slate-800"
            aria-label="Chọn màu nút"
            value={/^#[0-9a-fA-F]{6}$/.test(color) ? color : DEFAULT_BUTTON_COLOR}
            onChange={(event) => onChange({ ...block, color: event.target.value })}
          />
          <input
            id={colorId}
            className="field-input font-mono"
            placeholder={`${DEFAULT_BUTTON_COLOR} (mặc định)`}
            maxLength={7}
            value={color}
            onChange={(event) => onChange({ ...block, color: event.target.value.trim() })}
          />
        </div>
      </div>
    </div>
  );
}

function CouponForm({ block, onChange }: FormProps<BlockOf<'coupon'>>) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField
        label="Mã giảm giá"
        value={block.code}
        maxLength={40}
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="CHAOMUNG20"
        onChange={(event) => onChange({ ...block, code: event.target.value.toUpperCase().replace(/\s/g, '') })}
        hint="3–40 ký tự: chữ in hoa, số, “_” hoặc “-”."
      />
      <LiquidInput
        label="Hạn dùng (không bắt buộc)"
        value={block.expiresText ?? ''}
        maxLength={LIMITS.couponExpires}
        placeholder="Dùng trước 31/12/2026"
        onValue={(expiresText) => onChange({ ...block, expiresText })}
      />
      <LiquidTextarea
        label="Mô tả ưu đãi"
        className="md:col-span-2"
        rows={2}
        value={block.description}
        maxLength={LIMITS.couponDescription}
        onValue={(description) => onChange({ ...block, description })}
      />
    </div>
  );
}
