type SpinnerProps = {
  label?: string;
  className?: string;
  /** On a dark surface (the video frame): light text. A colour in className would clash with the default one. */
  onDark?: boolean;
};

export function Spinner({ label = 'Đang tải...', className = '', onDark = false }: SpinnerProps) {
  const tone = onDark ? 'text-slate-200' : 'text-slate-500 dark:text-slate-400';
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-10 ${tone} ${className}`}>
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden="true" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
