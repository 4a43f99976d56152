import { type FormEvent, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { DateField } from '../../../components/ui/DateField';
import { FormError } from '../../../components/ui/FormError';
import { Icon } from '../../../components/ui/Icon';
import { LoadFailureCard } from '../../../components/ui/LoadFailureCard';
import { Spinner } from '../../../components/ui/Spinner';
import { TextField } from '../../../components/ui/TextField';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { type AffiliateSettings, type AffiliateSettingsInput, useAffiliateSettings, useSaveAffiliateSettings } from '../api/adminAffiliatesApi';

const RATES_OVER_LIMIT = 'Tổng hoa hồng trực tiếp và đội nhóm không được vượt quá 100%.';

type Draft = Omit<AffiliateSettingsInput, 'levelRates' | 'taxRules'> & { levelRates: AffiliateSettings['levelRates']; taxRules: AffiliateSettings['taxRules'] };
type NumberField = 'directRatePercent' | 'teamRatePercent' | 'signupCommission' | 'cookieDays' | 'holdingDays' | 'minimumPayout' | 'maxSignupsPerIpPerDay';

const FIELDS: { name: NumberField; label: string; hint: string }[] = [
  { name: 'directRatePercent', label: 'Hoa hồng trực tiếp (%)', hint: 'Trên số tiền thực trả của mỗi dòng đơn hàng.' },
  { name: 'teamRatePercent', label: 'Hoa hồng đội nhóm (%)', hint: 'Cho người đã giới thiệu affiliate bán được hàng.' },
  { name: 'signupCommission', label: 'Hoa hồng đăng ký (đ)', hint: 'Mỗi người đăng ký qua liên kết; 0 là không trả.' },
  { name: 'cookieDays', label: 'Thời hạn ghi nhận (ngày)', hint: 'Từ lần bấm liên kết hoặc ngày đăng ký.' },
  { name: 'holdingDays', label: 'Thời gian giữ hoa hồng (ngày)', hint: 'Sau đó hoa hồng không bị gắn cờ được duyệt tự động.' },
  { name: 'minimumPayout', label: 'Mức thanh toán tối thiểu (đ)', hint: 'Số dư đã duyệt cần đạt để vào hàng chờ chi trả.' },
  { name: 'maxSignupsPerIpPerDay', label: 'Số đăng ký tối đa mỗi IP mỗi ngày', hint: 'Vượt quá thì gắn cờ để xem xét.' },
];

const toDraft = ({ effectiveFrom: _effectiveFrom, ...settings }: AffiliateSettings): Draft => settings;

function overLimit(draft: Draft): boolean {
  return [draft, ...draft.levelRates].some((rates) => rates.directRatePercent + rates.teamRatePercent > 100);
}

/** /admin/affiliates/settings: rates (with per-level overrides), windows, minimum payout, fraud limit and dated tax rules. */
export default function AdminAffiliateSettingsPage() {
  const settings = useAffiliateSettings();
  const save = useSaveAffiliateSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (settings.data) setDraft(toDraft(settings.data));
  }, [settings.data]);

  if (settings.isError) {
    return <LoadFailureCard error={settings.error} fallback="Không thể tải cài đặt affiliate." onRetry={() => void settings.refetch()} />;
  }
  if (!draft || !settings.data) return <Spinner />;

  const change = (update: (current: Draft) => Draft) => {
    setDraft((current) => current && update(current));
    setError(null);
  };
  const number = (value: string) => (value === '' ? Number.NaN : Number(value));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (overLimit(draft)) return setError(RATES_OVER_LIMIT);
    try {
      await save.mutateAsync(draft);
      toast.success('Đã lưu cài đặt affiliate.');
    } catch (failure) {
      setError(errorMessage(failure, 'Không thể cập nhật cài đặt affiliate.'));
    }
  };

  return (
    <form className="mx-auto max-w-4xl space-y-6" onSubmit={submit} noValidate data-testid="affiliate-settings-form">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Cài đặt affiliate</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400" data-testid="settings-effective-from">
          Đang áp dụng từ {formatDateTime(settings.data.effectiveFrom)}. Thay đổi chỉ áp dụng cho hoa hồng phát sinh sau khi lưu.
        </p>
      </header>
      <section className="card grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            hint={field.hint}
            type="number"
            min={0}
            inputMode="numeric"
            value={Number.isNaN(draft[field.name]) ? '' : String(draft[field.name])}
            onChange={(event) => change((current) => ({ ...current, [field.name]: number(event.target.value) }))}
          />
        ))}
      </section>

      <section className="card space-y-3" aria-labelledby="level-rates-title">
        <div className="flex items-center justify-between gap-3">
          <h2 id="level-rates-title" className="font-semibold text-slate-900 dark:text-white">
            Tỉ lệ theo cấp độ
          </h2>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() =>
              change((current) => ({
                ...current,
                levelRates: [
                  ...current.levelRates,
                  {
                    level: Math.max(1, ...current.levelRates.map((rates) => rates.level)) + 1,
                    directRatePercent: current.directRatePercent,
                    teamRatePercent: current.teamRatePercent,
                  },
                ],
              }))
            }
          >
            <Icon name="plus" className="h-4 w-4" /> Thêm cấp độ
          </button>
        </div>
        {draft.levelRates.length === 0 ? <p className="text-sm text-slate-500 dark:text-slate-400">Mọi cấp độ dùng tỉ lệ chung ở trên.</p> : null}
        {draft.levelRates.map((rates, index) => (
          <div key={index} className="grid grid-cols-[1fr_1fr_1fr_auto] items-end gap-2" data-testid="level-rate-row">
            {(['level', 'directRatePercent', 'teamRatePercent'] as const).map((key) => (
              <TextField
                key={key}
                label={key === 'level' ? 'Cấp độ' : key === 'directRatePercent' ? 'Trực tiếp (%)' : 'Đội nhóm (%)'}
                type="number"
                min={0}
                value={Number.isNaN(rates[key]) ? '' : String(rates[key])}
                onChange={(event) =>
                  change((current) => ({ ...current, levelRates: current.levelRates.map((row, i) => (i === index ? { ...row, [key]: number(event.target.value) } : row)) }))
                }
              />
            ))}
            <button
              type="button"
              className="icon-btn mb-1"
              aria-label={`Xóa cấp độ ${rates.level}`}
              onClick={() => change((current) => ({ ...current, levelRates: current.levelRates.filter((_, i) => i !== index) }))}
            >
              <Icon name="trash" className="h-5 w-5" />
            </button>
          </div>
        ))}
      </section>

      <section className="card space-y-3" aria-labelledby="tax-rules-title">
        <div className="flex items-center justify-between gap-3">
          <h2 id="tax-rules-title" className="font-semibold text-slate-900 dark:text-white">
            Khấu trừ thuế thu nhập cá nhân
          </h2>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => change((current) => ({ ...current, taxRules: [...current.taxRules, { from: '', ratePercent: 10, threshold: 5_000_000 }] }))}
          >
            <Icon name="plus" className="h-4 w-4" /> Thêm mốc
          </button>
        </div>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          Mỗi khoản chi trả áp dụng mốc có hiệu lực vào ngày chi trả: khấu trừ theo thuế suất khi tổng khoản chi đạt ngưỡng.
        </p>
        {draft.taxRules.map((rule, index) => (
          // On a phone the day gets a row of its own: dd/mm/yyyy does not fit a quarter of the width.
          <div key={index} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2 sm:grid-cols-[1fr_1fr_1fr_auto]" data-testid="tax-rule-row">
            <DateField
              className="col-span-3 sm:col-span-1"
              label="Hiệu lực từ"
              value={rule.from}
              onChange={(from) => change((current) => ({ ...current, taxRules: current.taxRules.map((row, i) => (i === index ? { ...row, from } : row)) }))}
            />
            <TextField
              label="Thuế suất (%)"
              type="number"
              min={0}
              value={Number.isNaN(rule.ratePercent) ? '' : String(rule.ratePercent)}
              onChange={(event) =>
                change((current) => ({ ...current, taxRules: current.taxRules.map((row, i) => (i === index ? { ...row, ratePercent: number(event.target.value) } : row)) }))
              }
            />
            <TextField
              label="Ngưỡng (đ)"
              type="number"
              min={0}
              value={Number.isNaN(rule.threshold) ? '' : String(rule.threshold)}
              onChange={(event) =>
                change((current) => ({ ...current, taxRules: current.taxRules.map((row, i) => (i === index ? { ...row, threshold: number(event.target.value) } : row)) }))
              }
            />
            <button
              type="button"
              className="icon-btn mb-1"
              aria-label="Xóa mốc thuế"
              disabled={draft.taxRules.length === 1}
              onClick={() => change((current) => ({ ...current, taxRules: current.taxRules.filter((_, i) => i !== index) }))}
            >
              <Icon name="trash" className="h-5 w-5" />
            </button>
          </div>
        ))}
      </section>

      <FormError message={error} />
      <div className="flex justify-end">
        <button type="submit" className="btn btn-primary" disabled={save.isPending} data-testid="settings-save">
          {save.isPending ? 'Đang lưu...' : 'Lưu cài đặt'}
        </button>
      </div>
    </form>
  );
}
