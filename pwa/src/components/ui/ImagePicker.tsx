import { useEffect, useState } from 'react';
import { FilePicker } from './FilePicker';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

type Props = { label: string; hint: string; currentUrl: string | null; file: File | null; onChange: (file: File | null) => void; aspect: string };

/** An image field showing the chosen file, or the current image, at the size the pages use. */
export function ImagePicker({ label, hint, currentUrl, file, onChange, aspect }: Props) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? currentUrl;
  return (
    <FilePicker
      label={label}
      accept={IMAGE_TYPES}
      buttonLabel="Chọn ảnh"
      chosen={file?.name ?? (currentUrl ? 'Đang dùng ảnh hiện tại' : null)}
      hint={hint}
      onFiles={([chosen]) => onChange(chosen ?? null)}
      preview={
        <div className={`mb-2 overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-800 ${aspect}`}>
          {shown ? <img src={shown} alt="" className="h-full w-full object-cover" /> : null}
        </div>
      }
    />
  );
}
