import { useState } from 'react';
import toast from 'react-hot-toast';
import { Icon } from '../../../components/ui/Icon';
import { formatFileSize } from '../../../lib/format';
import { toastError } from '../../../lib/http/toastError';
import { fetchToolAccess } from '../api/myToolsApi';

type Props = { toolId: string; fileName: string; sizeBytes: number };

/** Hands a signed link to the browser as a download (the server answers with an attachment). */
function startDownload(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The installer of a bought tool. The signed link lasts only minutes, so the page may hold an expired
 * one: a fresh access is fetched at the click and its link is the one followed.
 */
export function DownloadButton({ toolId, fileName, sizeBytes }: Props) {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const fresh = await fetchToolAccess(toolId);
      if (fresh.download) startDownload(fresh.download.url, fresh.download.fileName);
      else toast.error(fresh.notice ?? 'Tệp cài đặt chưa sẵn sàng. Vui lòng quay lại sau.');
    } catch (error) {
      toastError(error, 'Không lấy được liên kết tải về.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void download()} data-testid="tool-download">
        <Icon name="arrowDown" className="h-4 w-4" /> {busy ? 'Đang chuẩn bị...' : 'Tải về'}
      </button>
      <p className="min-w-0 break-words text-sm text-slate-600 dark:text-slate-400">
        {fileName} · {formatFileSize(sizeBytes)}
      </p>
    </div>
  );
}
