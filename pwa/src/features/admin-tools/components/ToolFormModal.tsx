import { useId, useState } from 'react';
import { CancelSaveButtons } from '../../../components/admin/CancelSaveButtons';
import { FormError } from '../../../components/ui/FormError';
import { Icon } from '../../../components/ui/Icon';
import { ImagePicker } from '../../../components/ui/ImagePicker';
import { ListInput } from '../../../components/ui/ListInput';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';
import { formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useModalSubmit } from '../../../lib/useModalSubmit';
import { createTool, updateTool, type ManagedTool } from '../api/adminToolsApi';
import { draftFromTool, emptyPlan, toolToFormData, validateTool, type PlanDraft, type ToolDraft } from '../toolDraft';

type Props = { tool?: ManagedTool; onClose: () => void; onSaved: (tool: ManagedTool, created: boolean) => void };

/** Create or edit a tool with its thumbnail and price plans. */
export function ToolFormModal({ tool, onClose, onSaved }: Props) {
  const [draft, setDraft] = useState<ToolDraft>(() => draftFromTool(tool));
  const { error, setError, saving, submit, close } = useModalSubmit({
    validate: () => validateTool(draft),
    save: async () => {
      const form = toolToFormData(draft);
      onSaved(tool ? await updateTool(tool._id, form) : await createTool(form), !tool);
    },
    failureMessage: (failure) => errorMessage(failure, 'Không lưu được phần mềm.'),
    onClose,
  });
  const descriptionId = useId();
  const set = <K extends keyof ToolDraft>(key: K, value: ToolDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setError(null);
  };
  const setPlan = (index: number, update: Partial<PlanDraft>) =>
    set(
      'plans',
      draft.plans.map((plan, i) => (i === index ? { ...plan, ...update } : plan)),
    );

  return (
    <Modal open onClose={close} title={tool ? `Sửa ${tool.name}` : 'Thêm phần mềm'} size="3xl" testId="tool-form">
      <form onSubmit={submit} noValidate className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-4">
            <TextField label="Tên phần mềm" value={draft.name} maxLength={200} onChange={(event) => set('name', event.target.value)} />
            <TextField label="Mô tả ngắn" value={draft.shortDescription} maxLength={500} onChange={(event) => set('shortDescription', event.target.value)} />
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={draft.isActive} onChange={(event) => set('isActive', event.target.checked)} /> Hiển thị trên trang Phần mềm
            </label>
          </div>
          <ImagePicker
            label="Ảnh đại diện"
            hint="Cắt về 800×450 (16:9)."
            currentUrl={draft.thumbnailUrl}
            file={draft.thumbnail}
            onChange={(file) => set('thumbnail', file)}
            aspect="aspect-video"
          />
        </div>
        <div>
          <label htmlFor={descriptionId} className="field-label">
            Mô tả chi tiết
          </label>
          <textarea id={descriptionId} className="field-input min-h-28" value={draft.description} onChange={(event) => set('description', event.target.value)} />
        </div>

        <fieldset className="space-y-3">
          <legend className="text-base font-semibold text-slate-900 dark:text-white">Gói dịch vụ</legend>
          {draft.plans.map((plan, index) => (
            <div key={plan.key} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60" data-testid={`plan-${index}`}>
              <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
                <TextField label={`Tên gói ${index + 1}`} value={plan.name} onChange={(event) => setPlan(index, { name: event.target.value })} />
                <TextField
                  label="Giá (VND)"
                  inputMode="numeric"
                  value={plan.price}
                  onChange={(event) => setPlan(index, { price: event.target.value.trim() })}
                  hint={/^\d+$/.test(plan.price) ? formatVnd(Number(plan.price)) : undefined}
                />
                <TextField
                  label="Thời hạn (ngày)"
                  inputMode="numeric"
                  value={plan.durationDays}
                  onChange={(event) => setPlan(index, { durationDays: event.target.value.trim() })}
                />
                <button
                  type="button"
                  className="icon-btn mb-1 text-red-600"
                  aria-label={`Xóa gói ${index + 1}`}
                  onClick={() =>
                    set(
                      'plans',
                      draft.plans.filter((_, i) => i !== index),
                    )
                  }
                >
                  <Icon name="trash" className="h-4 w-4" />
                </button>
              </div>
              <div className="mt-3">
                <ListInput
                  label={`Tính năng gói ${index + 1}`}
                  items={plan.features}
                  onChange={(features) => setPlan(index, { features })}
                  placeholder="Ví dụ: Xuất video 4K"
                  max={50}
                />
              </div>
            </div>
          ))}
          <button type="button" className="btn btn-secondary" onClick={() => set('plans', [...draft.plans, emptyPlan()])}>
            <Icon name="plus" className="h-4 w-4" /> Thêm gói
          </button>
        </fieldset>

        <div className="flex flex-wrap items-center justify-end gap-3">
          <FormError message={error} testId="tool-form-error" />
          <CancelSaveButtons saving={saving} onCancel={onClose} saveLabel={tool ? 'Lưu thay đổi' : 'Thêm phần mềm'} saveTestId="save-tool" />
        </div>
      </form>
    </Modal>
  );
}
