import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { FormError } from '../../../components/ui/FormError';
import { FilePicker } from '../../../components/ui/FilePicker';
import { formatFileSize } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { type ToolDelivery, useUploadDownload } from '../api/toolDeliveryApi';

type Props = { toolId: string; delivery: ToolDelivery };

/** The installer buyers download (private storage, up to 2 GB): the current one and a replacement. */
export function DownloadSection({ toolId, delivery }: Props) {
  const upload = useUploadDownload(toolId);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError('Hãy chọn tệp cài đặt.');
      return;
    }
    setError(null);
    setProgress(0);
    try {
      await upload.mutateAsync({ file, onProgress: setProgress });
      setFile(null);
      toast.success('Đã tải lên tệp cài đặt.');
    } catch (failure) {
      setError(errorMessage(failure, 'Không tải lên được tệp cài đặt.'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <section className="space-y-3" aria-labelledby={titleId} data-testid="tool-download-admin">
      <h3 id={titleId} className="font-semibold text-slate-900 dark:text-white">
        Tệp cài đặt
      </h3>
      {delivery.download ? (
        <p className="break-words text-sm text-slate-700 dark:text-slate-300" data-testid="download-current">
          Hiện tại: <strong>{delivery.download.fileName}</strong> · {formatFileSize(delivery.download.sizeBytes)}
        </p>
      ) : (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-500/10 dark:text-amber-300" data-testid="download-current">
          Chưa có tệp cài đặt: người mua sẽ được báo tệp đang được cập nhật.
        </p>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
        <FilePicker
          label={delivery.download ? 'Thay tệp mới (tối đa 2 GB)' : 'Tải lên tệp (tối đa 2 GB)'}
          buttonLabel="Chọn tệp cài đặt"
          disabled={progress !== null}
          chosen={file ? `${file.name} · ${formatFileSize(file.size)}` : null}
          onFiles={([chosen]) => {
            setFile(chosen ?? null);
            setError(null);
          }}
        />
        {progress !== null ? (
          <div
            className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
            role="progressbar"
            aria-label="Tiến độ tải lên"
            aria-valuenow={progress}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="h-full bg-brand-600 transition-all" style={{ width: `${progress}%` }} />
          </div>
        ) : null}
        <FormError message={error} testId="download-error" />
        <div className="flex justify-end">
          <button type="submit" className="btn btn-primary" disabled={progress !== null || !file} data-testid="upload-download">
            {progress !== null ? `Đang tải lên... ${progress}%` : 'Tải lên'}
          </button>
        </div>
      </form>
    </section>
  );
}
