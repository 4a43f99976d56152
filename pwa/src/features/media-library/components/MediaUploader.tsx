import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { FilePicker } from '../../../components/ui/FilePicker';
import { formatFileSize } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { UPLOAD_FAILED, useUploadMedia, type MediaAsset } from '../api/mediaApi';

type UploadState = { phase: 'idle' } | { phase: 'uploading'; percent: number } | { phase: 'failed'; message: string };

type Props = {
  /** The file types the chooser offers, e.g. 'video/*'. */
  accept: string;
  /** The upload finished: the new asset (a video is still to be processed). */
  onUploaded: (asset: MediaAsset) => void;
  /** Told when an upload starts and ends, so a dialog around it can stay open meanwhile. */
  onUploadingChange?: (uploading: boolean) => void;
  /** The tall drop area of the upload page, or the inline chooser of a dialog. */
  appearance?: 'dropzone' | 'inline';
};

/**
 * One file into my library with a real progress bar and a cancel button: the upload page and the
 * lecture video picker both upload through this. Leaving it (unmounting) cancels a running upload.
 */
export function MediaUploader({ accept, onUploaded, onUploadingChange, appearance = 'dropzone' }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const upload = useUploadMedia();
  const uploading = state.phase === 'uploading';

  const uploadingChanged = useRef(onUploadingChange);
  useEffect(() => {
    uploadingChanged.current = onUploadingChange;
  });
  useEffect(() => {
    if (!uploading) return;
    uploadingChanged.current?.(true);
    // Also when the upload ends by unmounting (the picker closes as it takes the new video).
    return () => uploadingChanged.current?.(false);
  }, [uploading]);
  useEffect(() => () => abort.current?.abort(), []);

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
      const asset = await upload.mutateAsync({ file, onProgress: (percent) => setState({ phase: 'uploading', percent }), signal: abort.current.signal });
      setState({ phase: 'idle' });
      setFile(null);
      toast.success(asset.kind === 'video' ? 'Tải lên thành công. Video đang được xử lý.' : 'Tải lên thành công.');
      onUploaded(asset);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return setState({ phase: 'idle' });
      const reason = errorMessage(error, '');
      setState({ phase: 'failed', message: reason || UPLOAD_FAILED });
      toast.error(`Upload thất bại: ${reason || UPLOAD_FAILED}`);
    }
  };

  return (
    <div className="space-y-4">
      <FilePicker
        label="Tệp tải lên"
        hideLabel
        appearance={appearance}
        accept={accept}
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
    </div>
  );
}
