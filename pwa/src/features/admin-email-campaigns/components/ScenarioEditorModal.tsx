import { useId, useState } from 'react';
import { DateField } from '../../../components/ui/DateField';
import { FormError } from '../../../components/ui/FormError';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useModalSubmit } from '../../../lib/useModalSubmit';
import { useCreateScenario, useUpdateScenario, type EditableStatus, type Scenario, type ScenarioTrigger } from '../api/emailCampaignsApi';
import { EDITABLE_STATUSES, reentryExplanation, triggerExplanation, TRIGGERS } from '../labels';
import { draftFromScenario, hasTarget, toScenarioInput, validateScenario, type ScenarioDraft, type TriggerTarget } from '../scenarioDraft';
import { vietnamToIso } from '../vietnamTime';
import { CoursePicker, ToolPicker } from './Pickers';

type Props = { scenario?: Scenario; onClose: () => void; onSaved: (scenario: Scenario, created: boolean) => void };

/** Creates or edits a scenario: its name, what starts it, when people may go through it again, and its state. */
export function ScenarioEditorModal({ scenario, onClose, onSaved }: Props) {
  const [draft, setDraft] = useState<ScenarioDraft>(() => draftFromScenario(scenario));
  const formId = useId();
  const triggerId = useId();
  const statusId = useId();
  const create = useCreateScenario();
  const update = useUpdateScenario();
  const form = useModalSubmit({
    validate: () => validateScenario(draft),
    save: async () => {
      const input = toScenarioInput(draft, scenario);
      onSaved(scenario ? await update.mutateAsync({ id: scenario._id, input }) : await create.mutateAsync(input), !scenario);
    },
    failureMessage: (failure) => errorMessage(failure, 'Không thể lưu kịch bản.'),
    onClose,
  });
  const set = <K extends keyof ScenarioDraft>(key: K, value: ScenarioDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    form.setError(null);
  };

  const broadcast = draft.trigger === 'broadcast';
  const started = Boolean(scenario?.startedAt);
  const sendAt = broadcast ? vietnamToIso(draft.sendDate, draft.sendTime) : null;
  const inPast = sendAt !== null && !started && Date.parse(sendAt) < Date.now();
  const targets: { value: TriggerTarget; label: string }[] =
    draft.trigger === 'order_paid'
      ? [
          { value: 'any', label: 'Mọi đơn hàng' },
          { value: 'course', label: 'Đơn có một khóa học' },
          { value: 'tool', label: 'Đơn có một phần mềm' },
        ]
      : [
          { value: 'any', label: 'Bất kỳ khóa học nào' },
          { value: 'course', label: 'Một khóa học cụ thể' },
        ];

  return (
    <Modal
      open
      onClose={form.close}
      title={scenario ? `Sửa kịch bản "${scenario.name}"` : 'Tạo kịch bản email'}
      size="2xl"
      testId="scenario-editor"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={form.close} disabled={form.saving}>
            Hủy
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={form.saving} data-testid="scenario-save">
            {form.saving ? 'Đang lưu...' : scenario ? 'Lưu thay đổi' : 'Tạo kịch bản'}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={form.submit} noValidate className="space-y-5" data-testid="scenario-form">
        <TextField label="Tên kịch bản" value={draft.name} maxLength={120} onChange={(event) => set('name', event.target.value)} placeholder="Ví dụ: Chào mừng học viên mới" />
        <div>
          <label htmlFor={triggerId} className="field-label">
            Bắt đầu
          </label>
          <select
            id={triggerId}
            className="field-input"
            value={draft.trigger}
            disabled={started}
            onChange={(event) => {
              const trigger = event.target.value as ScenarioTrigger;
              setDraft((current) => ({ ...current, trigger, target: current.target === 'tool' && trigger !== 'order_paid' ? 'any' : current.target }));
              form.setError(null);
            }}
          >
            {TRIGGERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400" data-testid="trigger-explanation">
            {triggerExplanation(draft.trigger)}
          </p>
        </div>

        {hasTarget(draft.trigger) ? (
          <fieldset className="space-y-3 rounded-xl p-3 ring-1 ring-slate-200 dark:ring-slate-700">
            <legend className="field-label px-1">{draft.trigger === 'order_paid' ? 'Đơn hàng nào' : 'Khóa học nào'}</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {targets.map((option) => (
                <label key={option.value} className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                  <input type="radio" name={`${formId}-target`} checked={draft.target === option.value} onChange={() => set('target', option.value)} />
                  {option.label}
                </label>
              ))}
            </div>
            {draft.target === 'course' ? <CoursePicker label="Khóa học" value={draft.courseId} onChange={(id) => set('courseId', id)} /> : null}
            {draft.target === 'tool' && draft.trigger === 'order_paid' ? <ToolPicker label="Phần mềm" value={draft.toolId} onChange={(id) => set('toolId', id)} /> : null}
          </fieldset>
        ) : null}

        {draft.trigger === 'inactive' ? (
          <TextField
            label="Số ngày không học"
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            step={1}
            value={draft.inactiveDays}
            onChange={(event) => set('inactiveDays', event.target.value)}
            hint="Bắt đầu khi học viên không học bài nào trong chừng ấy ngày liền."
          />
        ) : null}

        {broadcast ? (
          <fieldset className="space-y-2">
            <legend className="field-label">Thời gian gửi (giờ Việt Nam)</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <DateField label="Ngày gửi" value={draft.sendDate} disabled={started} onChange={(day) => set('sendDate', day)} />
              <TextField label="Giờ gửi" type="time" value={draft.sendTime} disabled={started} onChange={(event) => set('sendTime', event.target.value)} />
            </div>
            {started ? (
              <p className="text-xs text-slate-600 dark:text-slate-400">Đã bắt đầu gửi lúc {formatDateTime(scenario?.startedAt)}: không đổi được thời gian gửi nữa.</p>
            ) : (
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {sendAt ? `Gửi lúc ${formatDateTime(sendAt)} (giờ Việt Nam). ` : ''}Thư tiếp thị không gửi trong giờ yên lặng (xem Giới hạn gửi).
              </p>
            )}
            {inPast ? <p className="text-xs text-amber-700 dark:text-amber-300">Thời điểm này đã qua: kịch bản sẽ gửi ngay khi được chạy.</p> : null}
          </fieldset>
        ) : null}

        {broadcast ? (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600 dark:bg-slate-800/60 dark:text-slate-400">Gửi hàng loạt: mỗi người nhận một lần, không vào lại.</p>
        ) : (
          <fieldset>
            <legend className="field-label">Vào lại</legend>
            <div className="space-y-2">
              <label className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                <input type="radio" name={`${formId}-reentry`} checked={draft.reentry === 'once'} onChange={() => set('reentry', 'once')} />
                Chỉ một lần
              </label>
              <div className="flex flex-wrap items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                <label className="flex items-center gap-2">
                  <input type="radio" name={`${formId}-reentry`} checked={draft.reentry === 'after_days'} onChange={() => set('reentry', 'after_days')} />
                  Được vào lại sau
                </label>
                <input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={3650}
                  step={1}
                  aria-label="Số ngày trước khi được vào lại"
                  className="field-input w-24 py-1.5"
                  value={draft.reentryDays}
                  disabled={draft.reentry !== 'after_days'}
                  onChange={(event) => set('reentryDays', event.target.value)}
                />
                <span>ngày</span>
              </div>
            </div>
            <p className="mt-2 text-xs text-slate-600 dark:text-slate-400" data-testid="reentry-explanation">
              {reentryExplanation(draft.reentry, draft.reentryDays)}
            </p>
          </fieldset>
        )}

        <div>
          <label htmlFor={statusId} className="field-label">
            Trạng thái
          </label>
          <select
            id={statusId}
            className="field-input sm:max-w-xs"
            value={draft.status}
            disabled={scenario?.status === 'finished'}
            onChange={(event) => set('status', event.target.value as EditableStatus)}
          >
            {EDITABLE_STATUSES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {scenario?.status === 'finished' ? 'Kịch bản đã kết thúc.' : 'Chỉ kịch bản “Đang chạy” mới nhận người và gửi thư.'}
          </p>
        </div>
        <FormError message={form.error} testId="scenario-error" />
      </form>
    </Modal>
  );
}
