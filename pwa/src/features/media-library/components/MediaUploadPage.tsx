import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { FilePicker } from '../../../components/ui/FilePicker';
import { formatFileSize } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { UPLOAD_FAILED, uploadMedia, type MediaAsset } from '../api/mediaApi';

type UploadState = { phase: 'idle' } | { phase: 'uploading'; percent: number } | { phase: 'done'; asset: MediaAsset } | { phase: 'failed'; message: string };

/** /instructor/media-library/upload: one video or image at a time, with a real progress bar. */
export default function MediaUploadPage() {
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const uploading = state.phase === 'uploading';

  const choose = (chosen: File | undefined) => {
    if (!chosen || uploading) return;
    setFile(chosen);
    setState({ phase: 'idle' });
  };

  const start = async () => {
    if (!file) return;
    abort.current = new AbortController();
    setState({ phase: 'uploading', percent: 0 });
    try {
      const asset = await uploadMedia(file, (percent) => setState({ phase: 'uploading', percent }), abort.current.signal);
      setState({ phase: 'done', asset });
      setFile(null);
      toast.success('Tải lên thành công. Video đang được xử lý.');
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return setState({ phase: 'idle' });
      const reason = errorMessage(error, '');
      setState({ phase: 'failed', message: reason || UPLOAD_FAILED });
      toast.error(`Upload thất bại: ${reason || UPLOAD_FAILED}`);
    }
  };

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Tải lên media</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Video MP4, MOV, WebM (tối đa 2 GB) hoặc ảnh JPG, PNG, WebP.</p>
      </header>
      <FilePicker
        label="Tệp tải lên"
        hideLabel
        appearance="dropzone"
        accept="video/*,image/*"
        disabled={uploading}
        chosen={file ? `${file.name} · ${formatFileSize(file.size)}` : null}
        onFiles={([chosen]) => choose(chosen)}
        testId="media-file-input"
      />

      {uploading ? (
        <div className="space-y-2">
          <div
            role="progressbar"
            aria-label="Tiến độ tải lên"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.percent}
            className="h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
          >
            <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${state.percent}%` }} />
          </div>
          <p className="flex justify-between text-sm text-slate-600 dark:text-slate-400">
            <span>Đang tải lên... {state.percent}%</span>
            <button type="button" className="font-medium text-red-600 hover:underline" onClick={() => abort.current?.abort()}>
              Hủy
            </button>
          </p>
        </div>
      ) : (
        <button type="button" className="btn btn-primary" disabled={!file} onClick={() => void start()} data-testid="start-upload">
          Tải lên
        </button>
      )}

      {state.phase === 'failed' ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-500/10 dark:text-red-300">
          {state.message}
        </p>
      ) : null}
      {state.phase === 'done' ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300" data-testid="upload-done">
          Đã tải lên "{state.asset.originalName}".{' '}
          <Link to="/instructor/media-library" className="font-semibold underline">
            Xem trong thư viện
          </Link>
        </p>
      ) : null}
    </div>
  );
}
