import { useId, useState } from 'react';
import { ListInput } from '../../../components/ui/ListInput';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/http/errorMessage';
import { HOME_COURSES_LIMIT, type FeaturedCoursesBlock, type HeroBlock } from '../../home/homeBlocks';
import { uploadHomeImage } from '../api/homeEditorApi';

type FormProps<B> = { block: B; onChange: (block: B) => void };

export function HeroBlockForm({ block, onChange }: FormProps<HeroBlock>) {
  const set = <K extends keyof HeroBlock>(key: K, value: HeroBlock[K]) => onChange({ ...block, [key]: value });
  const subtitleId = useId();
  const imageId = useId();
  const [uploading, setUploading] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);

  const chooseImage = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setImageError(null);
    try {
      set('imageUrl', await uploadHomeImage(file));
    } catch (error) {
      setImageError(errorMessage(error, 'Không tải được ảnh lên.'));
    } finally {
      setUploading(false);
    }
  };

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
        <div>
          <label htmlFor={imageId} className="field-label">
            Ảnh bên phải (không bắt buộc)
          </label>
          {block.imageUrl ? <img src={block.imageUrl} alt="" className="mb-2 aspect-[4/3] w-48 rounded-lg object-cover" /> : null}
          <input id={imageId} type="file" accept="image/jpeg,image/png,image/webp,image/gif,image/avif" className="text-sm" disabled={uploading} onChange={(event) => void chooseImage(event.target.files?.[0])} />
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{uploading ? 'Đang tải ảnh lên...' : 'Cắt về 1200×900. Để trống thì hiện lộ trình học.'}</p>
          {imageError ? <p className="mt-1 text-sm text-red-600" role="alert">{imageError}</p> : null}
          {block.imageUrl ? (
            <button type="button" className="mt-1 text-sm text-red-600 hover:underline" onClick={() => set('imageUrl', null)}>
              Bỏ ảnh
            </button>
          ) : null}
        </div>
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
