import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormError } from '../../../components/ui/FormError';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useEmailPreview, type EmailPreviewInput } from '../api/emailTemplatesApi';

/** How long the content has to stay unchanged before it is rendered again. */
export const PREVIEW_DEBOUNCE_MS = 600;
/** Sent for the preview only while the subject is still empty (the server needs one to render). */
const UNTITLED_SUBJECT = '(Chưa có tiêu đề thư)';

const DEVICES = {
  desktop: { label: 'Máy tính', width: 600, height: 760 },
  mobile: { label: 'Điện thoại', width: 375, height: 667 },
} as const;
type Device = keyof typeof DEVICES;

const narrowScreen = () => typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 639px)').matches;

/** The mail as the server renders it for a sample reader, in a sandboxed frame as wide as a desktop client or a phone. */
export function EmailPreviewPanel({ content }: { content: EmailPreviewInput }) {
  const [device, setDevice] = useState<Device>(() => (narrowScreen() ? 'mobile' : 'desktop'));
  // The key changes with any edit; the request goes once the edits have paused.
  const key = useDebouncedValue(JSON.stringify(content), PREVIEW_DEBOUNCE_MS);
  const empty = content.blocks.length === 0;
  const preview = useEmailPreview(key, UNTITLED_SUBJECT);
  const frame = DEVICES[device];

  return (
    <section id="email-preview" className="card min-w-0 scroll-mt-16 space-y-3 p-4" aria-label="Xem trước thư" data-testid="email-preview">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900 dark:text-white">Xem trước</h2>
        <div className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800" role="group" aria-label="Khổ màn hình xem trước">
          {(Object.keys(DEVICES) as Device[]).map((id) => (
            <button
              key={id}
              type="button"
              aria-pressed={device === id}
              className={`rounded-md px-3 py-1.5 text-xs font-semibold transition-colors ${
                device === id
                  ? 'bg-white text-brand-700 shadow-sm dark:bg-slate-900 dark:text-brand-300'
                  : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
              }`}
              onClick={() => setDevice(id)}
            >
              {DEVICES[id].label}
            </button>
          ))}
        </div>
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        Hiển thị cho người nhận mẫu <strong>Nguyễn Văn An</strong>. <span aria-live="polite">{preview.isFetching && preview.data ? 'Đang cập nhật…' : ''}</span>
      </p>
      {empty ? (
        <p className="rounded-lg bg-slate-50 px-3 py-8 text-center text-sm text-slate-500 dark:bg-slate-800/60 dark:text-slate-400" data-testid="email-preview-empty">
          Thêm ít nhất một khối để xem trước thư.
        </p>
      ) : preview.isError ? (
        <FormError message={errorMessage(preview.error, 'Không xem trước được thư.')} testId="email-preview-error" />
      ) : preview.data ? (
        <>
          <p className="truncate text-sm text-slate-700 dark:text-slate-300" data-testid="email-preview-subject">
            <span className="text-slate-500 dark:text-slate-400">Tiêu đề:</span> {preview.data.subject}
          </p>
          <ScaledFrame width={frame.width} height={frame.height}>
            <iframe
              title={`Xem trước thư trên ${frame.label.toLowerCase()}`}
              data-testid="email-preview-frame"
              // Nothing in the mail may run (no allow-scripts, and the app's CSP applies too). Same origin only so the
              // pictures served from /uploads (Cross-Origin-Resource-Policy: same-origin) show; links may open new tabs.
              sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
              srcDoc={preview.data.html}
              className="block h-full w-full bg-white"
            />
          </ScaledFrame>
        </>
      ) : (
        <p className="py-8 text-center text-sm text-slate-500 dark:text-slate-400">Đang dựng bản xem trước…</p>
      )}
    </section>
  );
}

/**
 * The frame at its real width (the mail lays itself out for 600 or 375 px), shrunk to fit the panel when the
 * panel is narrower, so the page never scrolls sideways.
 */
function ScaledFrame({ width, height, children }: { width: number; height: number; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState<number | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setAvailable(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = available ? Math.min(1, available / width) : 1;
  return (
    <div ref={box} className="overflow-hidden rounded-lg bg-slate-100 p-2 dark:bg-slate-800" data-testid="email-preview-box">
      <div className="mx-auto overflow-hidden rounded bg-white shadow-sm" style={{ width: width * scale, height: height * scale }}>
        <div style={{ width, height, transform: scale < 1 ? `scale(${scale})` : undefined, transformOrigin: 'top left' }}>{children}</div>
      </div>
      {scale < 1 ? (
        <p className="mt-1 text-center text-xs text-slate-500 dark:text-slate-400">
          Khổ {width} px, thu nhỏ còn {Math.round(scale * 100)}% cho vừa màn hình.
        </p>
      ) : null}
    </div>
  );
}
