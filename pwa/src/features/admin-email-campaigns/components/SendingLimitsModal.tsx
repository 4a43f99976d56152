import { useId, useState } from 'react';
import { FormError } from '../../../components/ui/FormError';
import { LoadFailureCard } from '../../../components/ui/LoadFailureCard';
import { Modal } from '../../../components/ui/Modal';
import { Spinner } from '../../../components/ui/Spinner';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useModalSubmit } from '../../../lib/useModalSubmit';
import { useEmailSettings, useSaveEmailSettings, type EmailSettings } from '../api/emailCampaignsApi';

type Props = { onClose: () => void; onSaved: () => void };
type Draft = Record<keyof EmailSettings, string>;

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

const NUMBER_FIELDS: { key: Exclude<keyof EmailSettings, 'quietStartHour' | 'quietEndHour'>; label: string; hint: string; max: number }[] = [
  { key: 'perSecond', label: 'Số thư mỗi giây', hint: 'Tốc độ gửi tối đa của cả hệ thống, từ 1 đến 10.000 thư.', max: 10_000 },
  { key: 'perDay', label: 'Số thư mỗi ngày', hint: 'Tổng số thư tiếp thị tối đa trong một ngày.', max: 10_000_000 },
  {
    key: 'perUserPerDay',
    label: 'Tối đa mỗi người trong 24 giờ',
    hint: 'Nghị định 91/2020/NĐ-CP: mặc định không quá 1 thư quảng cáo tới một người trong 24 giờ, trừ khi người nhận đồng ý khác.',
    max: 10,
  },
  { key: 'perUserPerWeek', label: 'Tối đa mỗi người trong 7 ngày', hint: 'Không nhỏ hơn giới hạn mỗi 24 giờ.', max: 50 },
  { key: 'softBounceLimit', label: 'Số lần bị từ chối tạm thời liên tiếp', hint: 'Đến mức này thì địa chỉ bị chặn, không gửi nữa.', max: 20 },
];

/** 'Giới hạn gửi': how fast and how often marketing mail goes out, and the quiet hours. */
export function SendingLimitsModal({ onClose, onSaved }: Props) {
  const settings = useEmailSettings();
  const formId = useId();
  const [saving, setSaving] = useState(false);
  let body;
  if (settings.isError) body = <LoadFailureCard error={settings.error} fallback="Không thể tải giới hạn gửi." onRetry={() => void settings.refetch()} />;
  else if (!settings.data) body = <Spinner />;
  else body = <LimitsForm formId={formId} settings={settings.data} onSaving={setSaving} onSaved={onSaved} onClose={onClose} />;
  return (
    <Modal
      open
      onClose={saving ? () => undefined : onClose}
      title="Giới hạn gửi"
      size="xl"
      testId="sending-limits"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={saving}>
            Hủy
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={saving || !settings.data} data-testid="limits-save">
            {saving ? 'Đang lưu...' : 'Lưu giới hạn'}
          </button>
        </>
      }
    >
      {body}
    </Modal>
  );
}

type FormProps = { formId: string; settings: EmailSettings; onSaving: (saving: boolean) => void; onSaved: () => void; onClose: () => void };

function LimitsForm({ formId, settings, onSaving, onSaved, onClose }: FormProps) {
  const [draft, setDraft] = useState<Draft>(() => Object.fromEntries(Object.entries(settings).map(([key, value]) => [key, String(value)])) as Draft);
  const startId = useId();
  const endId = useId();
  const save = useSaveEmailSettings();
  const form = useModalSubmit({
    validate: () => (Object.values(draft).some((value) => value.trim() === '' || !Number.isInteger(Number(value))) ? 'Mọi giới hạn phải là số nguyên.' : null),
    save: async () => {
      onSaving(true);
      try {
        await save.mutateAsync(Object.fromEntries(Object.entries(draft).map(([key, value]) => [key, Number(value)])) as EmailSettings);
        onSaved();
      } finally {
        onSaving(false);
      }
    },
    failureMessage: (failure) => errorMessage(failure, 'Không thể lưu giới hạn gửi.'),
    onClose,
  });
  const set = (key: keyof EmailSettings, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    form.setError(null);
  };
  return (
    <form id={formId} onSubmit={form.submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {NUMBER_FIELDS.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            hint={field.hint}
            type="number"
            inputMode="numeric"
            min={1}
            max={field.max}
            step={1}
            value={draft[field.key]}
            onChange={(event) => set(field.key, event.target.value)}
          />
        ))}
      </div>
      <fieldset>
        <legend className="field-label">Giờ yên lặng (giờ Việt Nam)</legend>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <label htmlFor={startId}>Từ</label>
          <select id={startId} className="field-input w-auto" value={draft.quietStartHour} onChange={(event) => set('quietStartHour', event.target.value)}>
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {hourLabel(hour)}
              </option>
            ))}
          </select>
          <label htmlFor={endId}>đến</label>
          <select id={endId} className="field-input w-auto" value={draft.quietEndHour} onChange={(event) => set('quietEndHour', event.target.value)}>
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {hourLabel(hour)}
              </option>
            ))}
          </select>
        </div>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          Trong khoảng này thư tiếp thị chờ tới giờ kết thúc mới gửi. Thư giao dịch (xác thực, biên nhận…) không bị ảnh hưởng.
        </p>
      </fieldset>
      <FormError message={form.error} testId="limits-error" />
    </form>
  );
}
