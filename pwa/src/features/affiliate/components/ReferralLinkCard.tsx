import QRCode from 'qrcode';
import { useEffect, useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Icon } from '../../../components/ui/Icon';
import { useLinkTargets, type LinkTarget } from '../api/affiliateApi';
import { referralLinkFor } from '../referralLinks';

function copy(text: string, what: string) {
  navigator.clipboard?.writeText(text).then(
    () => toast.success(`Đã sao chép ${what}.`),
    () => toast.error('Không sao chép được, vui lòng chép tay.'),
  );
}

/** The code and a link builder: any course or tool page, copied or shared, with a QR code for Zalo or a poster. */
export function ReferralLinkCard({ code, referralLink }: { code: string; referralLink: string }) {
  const targets = useLinkTargets();
  const [targetKey, setTargetKey] = useState('');
  const [qrSvg, setQrSvg] = useState<string | null>(null);
  const selectId = useId();
  const origin = useMemo(() => new URL(referralLink).origin, [referralLink]);
  const target = targets.data?.find((item) => `${item.kind}/${item.slug}` === targetKey) ?? null;
  const link = referralLinkFor(origin, code, target);

  useEffect(() => {
    let current = true;
    QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (svg) => current && setQrSvg(svg),
      () => current && setQrSvg(null),
    );
    return () => {
      current = false;
    };
  }, [link]);

  const share = () => {
    navigator.share?.({ title: target?.title ?? 'Học viện Marketing', url: link }).catch(() => undefined);
  };
  const group = (kind: LinkTarget['kind']) => targets.data?.filter((item) => item.kind === kind) ?? [];

  return (
    <section className="card" aria-labelledby="referral-link-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="referral-link-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          Liên kết giới thiệu
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Mã của bạn:{' '}
          <button
            type="button"
            className="font-mono font-bold text-brand-700 hover:underline dark:text-brand-300"
            onClick={() => copy(code, 'mã giới thiệu')}
            data-testid="affiliate-code"
          >
            {code}
          </button>
        </p>
      </div>
      <div className="mt-4 grid gap-6 md:grid-cols-[1fr_auto]">
        <div className="min-w-0 space-y-3">
          <label htmlFor={selectId} className="field-label">
            Trang muốn giới thiệu
          </label>
          <select id={selectId} className="field-input" value={targetKey} onChange={(event) => setTargetKey(event.target.value)} data-testid="link-target">
            <option value="">Trang chủ (liên kết chung)</option>
            {(['courses', 'tools'] as const).map((kind) =>
              group(kind).length ? (
                <optgroup key={kind} label={kind === 'courses' ? 'Khóa học' : 'Phần mềm'}>
                  {group(kind).map((item) => (
                    <option key={`${item.kind}/${item.slug}`} value={`${item.kind}/${item.slug}`}>
                      {item.title}
                    </option>
                  ))}
                </optgroup>
              ) : null,
            )}
          </select>
          {targets.isError ? <p className="text-sm text-amber-700 dark:text-amber-300">Không tải được danh sách khóa học; bạn vẫn dùng được liên kết chung.</p> : null}
          <div className="flex items-stretch gap-2">
            <input
              className="field-input min-w-0 flex-1 font-mono text-sm"
              readOnly
              value={link}
              aria-label="Liên kết giới thiệu"
              data-testid="referral-link"
              onFocus={(event) => event.target.select()}
            />
            <button type="button" className="btn btn-primary shrink-0" onClick={() => copy(link, 'liên kết')} data-testid="copy-referral-link">
              <Icon name="clipboard" className="h-4 w-4" /> Sao chép
            </button>
          </div>
          <div className="flex flex-wrap gap-2">
            {typeof navigator.share === 'function' ? (
              <button type="button" className="btn btn-secondary" onClick={share}>
                <Icon name="external" className="h-4 w-4" /> Chia sẻ (Zalo, Messenger...)
              </button>
            ) : null}
            <a className="btn btn-secondary" href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`} target="_blank" rel="noopener noreferrer">
              Chia sẻ lên Facebook
            </a>
          </div>
        </div>
        <figure className="flex flex-col items-center">
          {qrSvg ? (
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
              alt={`Mã QR của liên kết ${link}`}
              width={176}
              height={176}
              className="h-44 w-44 rounded-xl bg-white p-2 ring-1 ring-slate-200"
              data-testid="referral-qr"
            />
          ) : (
            <div className="h-44 w-44 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" aria-hidden="true" />
          )}
          <figcaption className="mt-2 max-w-44 text-center text-xs text-slate-500 dark:text-slate-400">Quét để mở liên kết; chụp màn hình để gửi qua Zalo.</figcaption>
        </figure>
      </div>
    </section>
  );
}
