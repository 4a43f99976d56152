import { useState } from 'react';
import { errorMessage } from '../../lib/http/errorMessage';
import { FilePicker } from './FilePicker';

type Props = {
  label: string;
  /** What the server does with the picture (its size), shown under the input. */
  hint: string;
  url: string | null;
  /** Sends the file and resolves to its stored URL. */
  upload: (file: File) => Promise<string>;
  onChange: (url: string | null) => void;
  /** Offer 'Bỏ ảnh' (the field is optional). */
  removable?: boolean;
  previewClassName?: string;
};

/** An image uploaded as soon as it is chosen (the form then saves only its URL), with a preview and the upload error. */
export function UploadedImageField({ label, hint, url, upload, onChange, removable = false, previewClassName = 'aspect-[4/3] w-48' }: Props) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [uploadedName, setUploadedName] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      onChange(await upload(file));
      setUploadedName(file.name);
    } catch (failure) {
      setError(errorMessage(failure, 'Không tải được ảnh lên.'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div>
      <FilePicker
        label={label}
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        buttonLabel="Chọn ảnh"
        disabled={uploading}
        chosen={url ? (uploadedName ?? 'Đang dùng ảnh hiện tại') : null}
        hint={uploading ? 'Đang tải ảnh lên...' : hint}
        onFiles={([file]) => void choose(file)}
        preview={url ? <img src={url} alt="" className={`mb-2 rounded-lg object-cover ${previewClassName}`} /> : null}
      />
      {error ? (
        <p className="mt-1 text-sm text-red-600" role="alert">
          {error}
        </p>
      ) : null}
      {removable && url ? (
        <button type="button" className="mt-1 text-sm text-red-600 hover:underline" onClick={() => onChange(null)}>
          Bỏ ảnh
        </button>
      ) : null}
    </div>
  );
}
