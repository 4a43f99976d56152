import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

type Props = {
  /** What the region holds, read out by screen readers ('Bảng doanh thu theo giảng viên'). */
  label: string;
  children: ReactNode;
  className?: string;
  testId?: string;
};

type Edges = { cut: boolean; more: boolean };

/**
 * A box whose content (a wide table) scrolls sideways inside it instead of being cut off or widening
 * the page. It is a labelled region a keyboard can focus and scroll with the arrow keys; while some of
 * the content is hidden, a fade at the right edge and a hint under it say there is more.
 */
export function ScrollRegion({ label, children, className = '', testId }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ cut: false, more: false });

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const cut = element.scrollWidth > element.clientWidth + 1;
    const more = cut && element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setEdges((previous) => (previous.cut === cut && previous.more === more ? previous : { cut, more }));
  }, []);

  useEffect(() => {
    const element = ref.current;
    measure();
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);

  return (
    <div className={className}>
      <div className="relative">
        <div
          ref={ref}
          role="region"
          aria-label={label}
          tabIndex={0}
          onScroll={measure}
          className="focus-visible:ring-brand-500 relative overflow-x-auto rounded-lg focus-visible:ring-2 focus-visible:outline-none"
          data-testid={testId}
        >
          {children}
        </div>
        {edges.more && (
          <div
            aria-hidden="true"
            data-testid="scroll-region-fade"
            className="pointer-events-none absolute inset-y-0 right-0 w-10 bg-gradient-to-l from-white to-transparent dark:from-slate-900"
          />
        )}
      </div>
      {edges.cut && (
        <p className="mt-2 text-xs text-slate-500 dark:text-slate-400" data-testid="scroll-region-hint">
          Vuốt ngang để xem hết bảng →
        </p>
      )}
    </div>
  );
}
