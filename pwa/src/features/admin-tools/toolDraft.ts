import type { ManagedTool } from './api/adminToolsApi';

export type PlanDraft = { key: string; _id?: string; name: string; price: string; durationDays: string; features: string[] };
export type ToolDraft = { name: string; shortDescription: string; description: string; isActive: boolean; thumbnailUrl: string | null; thumbnail: File | null; plans: PlanDraft[] };

let counter = 0;
export const emptyPlan = (): PlanDraft => ({ key: `plan-${(counter += 1)}`, name: '', price: '', durationDays: '30', features: [''] });

export function draftFromTool(tool?: ManagedTool): ToolDraft {
  if (!tool) return { name: '', shortDescription: '', description: '', isActive: true, thumbnailUrl: null, thumbnail: null, plans: [emptyPlan()] };
  return {
    name: tool.name,
    shortDescription: tool.shortDescription,
    description: tool.description,
    isActive: tool.isActive,
    thumbnailUrl: tool.thumbnailUrl,
    thumbnail: null,
    plans: tool.plans.map((plan) => ({
      key: plan._id,
      _id: plan._id,
      name: plan.name,
      price: String(plan.price),
      durationDays: String(plan.durationDays),
      features: plan.features.length ? plan.features : [''],
    })),
  };
}

const wholeNumber = (text: string) => /^\d{1,13}$/.test(text.trim());

/** The first problem the server would refuse, in the form's words; null when fine. */
export function validateTool(draft: ToolDraft): string | null {
  if (!draft.name.trim()) return 'Vui lòng nhập tên phần mềm.';
  if (!draft.shortDescription.trim()) return 'Vui lòng nhập mô tả ngắn.';
  for (const plan of draft.plans) {
    if (!plan.name.trim()) return 'Mỗi gói cần có tên.';
    if (!wholeNumber(plan.price)) return `Giá gói "${plan.name.trim()}" phải là số nguyên VND không âm.`;
    const days = Number(plan.durationDays);
    if (!wholeNumber(plan.durationDays) || days < 1 || days > 36_500) return `Thời hạn gói "${plan.name.trim()}" phải là số ngày từ 1 đến 36500.`;
  }
  return null;
}

/** The multipart form of the tools API: `data` JSON plus the thumbnail when one was chosen. */
export function toolToFormData(draft: ToolDraft): FormData {
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify({
      name: draft.name.trim(),
      shortDescription: draft.shortDescription.trim(),
      description: draft.description.trim(),
      isActive: draft.isActive,
      plans: draft.plans.map((plan) => ({
        ...(plan._id ? { _id: plan._id } : {}),
        name: plan.name.trim(),
        price: Number(plan.price),
        durationDays: Number(plan.durationDays),
        features: plan.features.map((feature) => feature.trim()).filter(Boolean),
      })),
    }),
  );
  if (draft.thumbnail) form.append('thumbnail', draft.thumbnail);
  return form;
}
