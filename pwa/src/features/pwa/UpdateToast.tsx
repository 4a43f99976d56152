type UpdateToastProps = { visible: boolean; onUpdate: () => void; onDismiss: () => void };

/** Shown when a new version of the app is installed and waiting to take over. */
export function UpdateToast({ visible, onUpdate, onDismiss }: UpdateToastProps) {
  return (
    <div
      role="status"
      data-testid="update-toast"
      className={`flex max-w-sm items-center gap-3 rounded-xl bg-white p-4 shadow-lg ring-1 ring-slate-200 transition-opacity dark:bg-slate-800 dark:ring-slate-700 ${
        visible ? 'opacity-100' : 'opacity-0'
      }`}
    >
      <p className="flex-1 text-sm text-slate-700 dark:text-slate-200">Đã có phiên bản mới của Học viện Marketing.</p>
      <button type="button" className="btn btn-primary btn-sm" onClick={onUpdate}>
        Cập nhật
      </button>
      <button type="button" className="icon-btn h-8 w-8" aria-label="Để sau" onClick={onDismiss}>
        ✕
      </button>
    </div>
  );
}
