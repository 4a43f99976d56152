import { Icon } from '../../../components/ui/Icon';
import { formatDate } from '../../../lib/format';
import type { ToolAccess } from '../api/myToolsApi';
import { CopyButton } from './CopyButton';
import { DownloadButton } from './DownloadButton';

/** A value to copy: its label above, the value in monospace (selectable by hand too), the copy button beside. */
function CopyRow({ label, value, what, testId, note }: { label: string; value: string; what: string; testId: string; note?: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2.5 dark:bg-slate-800/60">
      <p className="text-xs text-slate-500 dark:text-slate-400">{label}</p>
      <div className="mt-1 flex items-center justify-between gap-3">
        <code className="min-w-0 select-all break-words font-mono text-sm font-semibold text-slate-900 dark:text-white" data-testid={testId}>
          {value}
        </code>
        <CopyButton value={value} what={what} testId={`${testId}-copy`} />
      </div>
      {note ? <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{note}</p> : null}
    </div>
  );
}

/**
 * How to use a bought tool, from GET /tools/me/{toolId}/access: the licence key(s), the download, or
 * the hosted tool's sign-in page and account; the instructions; and the server's notice when something
 * is still being prepared or no longer available.
 */
export function ToolAccessDetails({ access }: { access: ToolAccess }) {
  const severalKeys = access.licenceKeys.length > 1;
  return (
    <div className="space-y-3" data-testid="tool-access">
      {access.notice ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-500/10 dark:text-amber-300" role="status" data-testid="tool-access-notice">
          {access.notice}
        </p>
      ) : null}
      {access.licenceKeys.map((licence, index) => (
        <CopyRow
          key={licence.key}
          label={severalKeys ? `Mã bản quyền ${index + 1}` : 'Mã bản quyền'}
          value={licence.key}
          what="mã bản quyền"
          testId="licence-key"
          note={severalKeys ? `Dùng từ ${formatDate(licence.startsAt)} đến ${formatDate(licence.expiresAt)}` : undefined}
        />
      ))}
      {access.download ? <DownloadButton toolId={access.toolId} fileName={access.download.fileName} sizeBytes={access.download.sizeBytes} /> : null}
      {access.accessUrl ? (
        <a href={access.accessUrl} target="_blank" rel="noopener noreferrer" className="btn btn-secondary" data-testid="tool-access-url">
          <Icon name="external" className="h-4 w-4" /> {access.deliveryMethod === 'hosted_account' ? 'Mở trang đăng nhập' : 'Mở trang phần mềm'}
          <span className="sr-only"> (mở thẻ mới)</span>
        </a>
      ) : null}
      {access.account?.map((field, index) => (
        <CopyRow key={`${field.label}-${index}`} label={field.label} value={field.value} what={field.label.toLowerCase()} testId={`account-field-${index}`} />
      ))}
      {access.instructions ? (
        <div className="text-sm">
          <p className="font-medium text-slate-800 dark:text-slate-200">Hướng dẫn sử dụng</p>
          <p className="mt-1 whitespace-pre-line text-slate-600 dark:text-slate-300" data-testid="tool-instructions">
            {access.instructions}
          </p>
        </div>
      ) : null}
    </div>
  );
}
