import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { MediaAsset } from '../api/mediaApi';
import { RESOURCE_ACCEPT } from '../../../lib/fileTypes';
import { MediaUploader } from './MediaUploader';

/** /instructor/media-library/upload: one video, image or document at a time, with a real progress bar. */
export default function MediaUploadPage() {
  const [uploaded, setUploaded] = useState<MediaAsset | null>(null);

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Tải lên media</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Video MP4, MOV, WebM (tối đa 2 GB), ảnh JPG, PNG, WebP, hoặc tài liệu cho học viên tải về: PDF, DOCX, XLSX, PPTX, ZIP (tối đa 100 MB).
        </p>
      </header>
      <MediaUploader accept={`video/*,image/*,${RESOURCE_ACCEPT}`} onUploaded={setUploaded} onUploadingChange={(uploading) => uploading && setUploaded(null)} />
      {uploaded ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300" data-testid="upload-done">
          Đã tải lên "{uploaded.originalName}".{' '}
          <Link to="/instructor/media-library" className="font-semibold underline">
            Xem trong thư viện
          </Link>
        </p>
      ) : null}
    </div>
  );
}
