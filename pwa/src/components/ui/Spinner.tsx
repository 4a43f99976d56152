type SpinnerProps = { label?: string; className?: string };

export function Spinner({ label = 'Đang tải...', className = '' }: SpinnerProps) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-10 text-slate-500 dark:text-slate-400 ${className}`}>
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden="true" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
