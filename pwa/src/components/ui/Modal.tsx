import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHoldPopups } from '../../lib/popupQueue';
import { Icon } from './Icon';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl';

const SIZE_CLASSES: Record<ModalSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-md',
  lg: 'max-w-lg',
  xl: 'max-w-xl',
  '2xl': 'max-w-2xl',
  '3xl': 'max-w-3xl',
};

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: ModalSize;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
  /**
   * While open, the popups the app opens by itself (welcome, promotional: lib/popupQueue) wait: the reader
   * opened this dialog and is using it. False only for those popups' own dialogs.
   */
  holdsPopups?: boolean;
};

export function Modal({ open, onClose, title, size = 'md', children, footer, testId = 'modal', holdsPopups = true }: ModalProps) {
  const titleId = useId();
  useHoldPopups(open && holdsPopups);
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog opened over this one (a picker, a confirmation) takes Escape alone: only the top one closes.
      const dialogs = document.querySelectorAll('[role="dialog"]');
      if (event.key === 'Escape' && dialogs[dialogs.length - 1] === dialogRef.current) onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    // Keep the page behind from scrolling while the dialog is up.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      previouslyFocused?.focus?.();
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4">
      <div className="absolute inset-0 bg-slate-900/60 backdrop-blur-sm" aria-hidden="true" onClick={onClose} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        className={`relative flex max-h-[92vh] w-full ${SIZE_CLASSES[size]} flex-col rounded-t-2xl bg-white shadow-2xl outline-none sm:rounded-2xl dark:bg-slate-900 dark:ring-1 dark:ring-slate-700`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 dark:border-slate-700">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          <button type="button" onClick={onClose} className="icon-btn -mr-2 -mt-1" aria-label="Đóng">
            <Icon name="x" />
          </button>
        </div>
        <div className="overflow-y-auto px-5 py-4">{children}</div>
        {footer ? <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3 dark:border-slate-700">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
