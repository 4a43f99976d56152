import { useId } from 'react';
import { ListInput } from '../../../components/ui/ListInput';
import { TextField } from '../../../components/ui/TextField';
import { UploadedImageField } from '../../../components/ui/UploadedImageField';
import { HOME_COURSES_LIMIT, type FeaturedCoursesBlock, type HeroBlock } from '../../home';
import { uploadContentImage } from '../api/homeEditorApi';

type FormProps<B> = { block: B; onChange: (block: B) => void };

export function HeroBlockForm({ block, onChange }: FormProps<HeroBlock>) {
  const set = <K extends keyof HeroBlock>(key: K, value: HeroBlock[K]) => onChange({ ...block, [key]: value });
  const subtitleId = useId();

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField label="Nhãn nhỏ phía trên" value={block.badge} maxLength={60} onChange={(event) => set('badge', event.target.value)} />
      <TextField label="Tiêu đề" value={block.title} maxLength={120} onChange={(event) => set('title', event.target.value)} />
      <div className="md:col-span-2">
        <label htmlFor={subtitleId} className="field-label">
          Mô tả
        </label>
        <textarea id={subtitleId} className="field-input min-h-24" value={block.subtitle} maxLength={400} onChange={(event) => set('subtitle', event.target.value)} />
      </div>
      <ListInput label="Cụm từ chạy chữ" items={block.typingPhrases} onChange={(items) => set('typingPhrases', items)} placeholder="Ví dụ: quảng cáo TikTok" max={6} />
      <div className="space-y-4">
        <TextField label="Nhãn nút đăng ký" value={block.ctaLabel} maxLength={40} onChange={(event) => set('ctaLabel', event.target.value)} />
        <UploadedImageField
          label="Ảnh bên phải (không bắt buộc)"
          hint="Cắt về 1200×900. Để trống thì hiện lộ trình học."
          url={block.imageUrl}
          upload={uploadContentImage}
          onChange={(url) => set('imageUrl', url)}
          removable
        />
      </div>
    </div>
  );
}

export function FeaturedCoursesBlockForm({ block, onChange }: FormProps<FeaturedCoursesBlock>) {
  const set = <K extends keyof FeaturedCoursesBlock>(key: K, value: FeaturedCoursesBlock[K]) => onChange({ ...block, [key]: value });
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <TextField label="Tiêu đề" value={block.title} maxLength={120} onChange={(event) => set('title', event.target.value)} />
      <TextField label="Mô tả" value={block.subtitle} maxLength={300} onChange={(event) => set('subtitle', event.target.value)} />
      <TextField
        label="Số khóa học hiển thị"
        type="number"
        min={1}
        max={HOME_COURSES_LIMIT}
        value={block.limit}
        onChange={(event) => set('limit', Math.trunc(Number(event.target.value)) || 1)}
        hint={`Khóa học mới nhất đã xuất bản, tối đa ${HOME_COURSES_LIMIT}.`}
      />
    </div>
  );
}
