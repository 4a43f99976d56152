import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { FormError } from '../../../components/ui/FormError';
import { Icon } from '../../../components/ui/Icon';
import { LoadFailureCard } from '../../../components/ui/LoadFailureCard';
import { ReorderButtons } from '../../../components/ui/ReorderButtons';
import { Spinner } from '../../../components/ui/Spinner';
import { TextField } from '../../../components/ui/TextField';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { moveItem } from '../../../lib/moveItem';
import { type EditablePartnerSettings, type PartnerSettingsInput, useEditablePartnerSettings, useSavePartnerSettings } from '../api/siteSettingsApi';
import { publishPartnerSettings } from '../partnerSettingsStore';

/** The server's limits (PUT /api/admin/site-settings/partners), checked here first for a quicker answer. */
const MAX_PARTNER_LINKS = 8;
const MAX_LABEL_LENGTH = 60;
const MAX_FOOTER_TEXT_LENGTH = 160;
const HTTPS_URL_MESSAGE = 'Liên kết phải là địa chỉ https:// hợp lệ.';

type Draft = {
  links: { label: string; url: string }[];
  showFooter: boolean;
  footerText: string;
  footerUrl: string;
};

const toDraft = ({ partnerLinks, footerPartner }: EditablePartnerSettings): Draft => ({
  links: partnerLinks.map((link) => ({ ...link })),
  showFooter: footerPartner !== null,
  footerText: footerPartner?.text ?? '',
  footerUrl: footerPartner?.url ?? '',
});

function isHttpsUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The first problem of the form, naming the row it is in; null when it can be sent. */
function problemOf(draft: Draft): string | null {
  for (const [index, link] of draft.links.entries()) {
    const row = `Liên kết ${index + 1}: `;
    if (!link.label.trim()) return `${row}Vui lòng nhập tên liên kết.`;
    if (link.label.trim().length > MAX_LABEL_LENGTH) return `${row}Tên liên kết không được dài quá ${MAX_LABEL_LENGTH} ký tự.`;
    if (!isHttpsUrl(link.url.trim())) return `${row}${HTTPS_URL_MESSAGE}`;
  }
  if (draft.showFooter) {
    if (!draft.footerText.trim()) return 'Vui lòng nhập tên đối tác ở chân trang.';
    if (draft.footerUrl.trim() && !isHttpsUrl(draft.footerUrl.trim())) return `Chân trang: ${HTTPS_URL_MESSAGE}`;
  }
  return null;
}

const toInput = (draft: Draft): PartnerSettingsInput => ({
  partnerLinks: draft.links.map((link) => ({ label: link.label.trim(), url: link.url.trim() })),
  footerPartner: draft.showFooter ? { text: draft.footerText.trim(), url: draft.footerUrl.trim() || null } : null,
});

/** /admin/partner-links: the partner services of the header and mobile menu, and the partner credited in the footer. */
export default function AdminPartnerLinksPage() {
  const settings = useEditablePartnerSettings();
  if (settings.isError) {
    return <LoadFailureCard error={settings.error} fallback="Không thể tải liên kết đối tác." onRetry={() => void settings.refetch()} testId="partner-links-load-error" />;
  }
  if (!settings.data) return <Spinner />;
  return <PartnerLinksForm saved={settings.data} />;
}

function PartnerLinksForm({ saved }: { saved: EditablePartnerSettings }) {
  const [draft, setDraft] = useState(() => toDraft(saved));
  const [error, setError] = useState<string | null>(null);
  // The header and footer of this tab show the new links without a reload.
  const save = useSavePartnerSettings(publishPartnerSettings);
  const saving = save.isPending;

  const change = (update: (current: Draft) => Draft) => {
    setDraft(update);
    setError(null);
  };
  const changeLink = (index: number, field: 'label' | 'url', value: string) =>
    change((current) => ({ ...current, links: current.links.map((link, i) => (i === index ? { ...link, [field]: value } : link)) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = problemOf(draft);
    if (problem) return setError(problem);
    try {
      const next = await save.mutateAsync(toInput(draft));
      setDraft(toDraft(next));
      toast.success('Đã lưu liên kết đối tác.');
    } catch (failure) {
      setError(errorMessage(failure, 'Không thể lưu liên kết đối tác.'));
    }
  };

  return (
    <form className="mx-auto max-w-4xl space-y-6" onSubmit={submit} noValidate data-testid="partner-links-form">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Liên kết đối tác</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Dịch vụ đối tác hiện trong menu “Dịch vụ” ở đầu trang và menu trên điện thoại, mở trong tab mới.</p>
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400" data-testid="partner-links-updated">
          {saved.updatedAt ? `Cập nhật lần cuối ${formatDateTime(saved.updatedAt)}${saved.updatedBy ? ` bởi ${saved.updatedBy.name}` : ''}.` : 'Chưa lưu liên kết đối tác nào.'}
        </p>
      </header>

      <section className="card space-y-4" aria-labelledby="partner-links-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="partner-links-title" className="font-semibold text-slate-900 dark:text-white">
            Dịch vụ đối tác ({draft.links.length}/{MAX_PARTNER_LINKS})
          </h2>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={draft.links.length >= MAX_PARTNER_LINKS}
            onClick={() => change((current) => ({ ...current, links: [...current.links, { label: '', url: 'https://' }] }))}
            data-testid="add-partner-link"
          >
            <Icon name="plus" className="h-4 w-4" /> Thêm liên kết
          </button>
        </div>
        {draft.links.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400" data-testid="partner-links-empty">
            Chưa có liên kết nào: đầu trang không hiện menu “Dịch vụ”.
          </p>
        ) : null}
        <ol className="space-y-3">
          {draft.links.map((link, index) => (
            <li
              key={index}
              className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] sm:items-end dark:border-slate-700"
              data-testid="partner-link-row"
            >
              <TextField
                label={`Tên liên kết ${index + 1}`}
                value={link.label}
                maxLength={MAX_LABEL_LENGTH}
                placeholder="Thiết kế website"
                onChange={(event) => changeLink(index, 'label', event.target.value)}
              />
              <TextField
                label={`Địa chỉ liên kết ${index + 1}`}
                type="url"
                inputMode="url"
                value={link.url}
                placeholder="https://"
                onChange={(event) => changeLink(index, 'url', event.target.value)}
              />
              <div className="flex items-center justify-end gap-1 sm:mb-1">
                <ReorderButtons
                  label={link.label.trim() || `liên kết ${index + 1}`}
                  onMove={(delta) => change((current) => ({ ...current, links: moveItem(current.links, index, delta) }))}
                />
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={`Xóa ${link.label.trim() || `liên kết ${index + 1}`}`}
                  onClick={() => change((current) => ({ ...current, links: current.links.filter((_, i) => i !== index) }))}
                >
                  <Icon name="trash" className="h-5 w-5" />
                </button>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section className="card space-y-4" aria-labelledby="footer-partner-title">
        <h2 id="footer-partner-title" className="font-semibold text-slate-900 dark:text-white">
          Đối tác ở chân trang
        </h2>
        <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
          <input type="checkbox" checked={draft.showFooter} onChange={(event) => change((current) => ({ ...current, showFooter: event.target.checked }))} />
          Hiện dòng “Đồng hành cùng đối tác” ở chân trang
        </label>
        {draft.showFooter ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Tên đối tác"
              value={draft.footerText}
              maxLength={MAX_FOOTER_TEXT_LENGTH}
              onChange={(event) => change((current) => ({ ...current, footerText: event.target.value }))}
            />
            <TextField
              label="Trang của đối tác (không bắt buộc)"
              type="url"
              inputMode="url"
              value={draft.footerUrl}
              placeholder="https://"
              onChange={(event) => change((current) => ({ ...current, footerUrl: event.target.value }))}
            />
            <p className="text-sm text-slate-500 sm:col-span-2 dark:text-slate-400" data-testid="footer-partner-preview">
              Chân trang hiển thị: Đồng hành cùng đối tác {draft.footerText.trim() || '…'}
            </p>
          </div>
        ) : null}
      </section>

      <FormError message={error} testId="partner-links-error" />
      <div className="flex justify-end">
        <button type="submit" className="btn btn-primary" disabled={saving} data-testid="partner-links-save">
          {saving ? 'Đang lưu...' : 'Lưu thay đổi'}
        </button>
      </div>
    </form>
  );
}
