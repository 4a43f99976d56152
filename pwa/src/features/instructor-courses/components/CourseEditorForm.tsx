import { useState, type FormEvent, type ReactNode } from 'react';
import { FormError } from '../../../components/ui/FormError';
import { TextField } from '../../../components/ui/TextField';
import { formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { COURSE_LEVEL_LABELS } from '../../courses';
import { useCategoryOptions } from '../api/instructorCoursesApi';
import { draftToFormData, validateDraft, type CourseDraft } from '../courseDraft';
import { CurriculumEditor } from './CurriculumEditor';
import { ImagePicker } from '../../../components/ui/ImagePicker';
import { ListInput } from '../../../components/ui/ListInput';
import { UnsavedChangesGuard } from '../../../components/ui/UnsavedChangesGuard';

type Props = {
  initial: CourseDraft;
  submitLabel: string;
  onSubmit: (form: FormData) => Promise<void>;
  /** Extra fields above the form (the admin's instructor picker) and the values they add to `data`. */
  extraFields?: ReactNode;
  extraData?: Record<string, unknown>;
  /** More buttons beside save (the instructor's 'Gửi duyệt'), told whether there are unsaved edits. */
  actions?: (state: { dirty: boolean }) => ReactNode;
};

/**
 * The whole course: details, prices, images and curriculum, checked here before the server sees it.
 * Edits not yet saved are not lost silently: leaving the page asks first. After a save the page
 * mounts a fresh form (a new `key` or another route), which starts clean.
 */
export function CourseEditorForm({ initial, submitLabel, onSubmit, extraFields, extraData, actions }: Props) {
  // The course as loaded, kept from the first render (callers build `initial` anew on each render).
  const [pristine] = useState(initial);
  const [draft, setDraft] = useState(pristine);
  // Any change makes a new draft object; the untouched form still holds the loaded one itself.
  const dirty = draft !== pristine;
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const categories = useCategoryOptions();
  const set = <K extends keyof CourseDraft>(key: K, value: CourseDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateDraft(draft);
    if (invalid) return setError(invalid);
    setSaving(true);
    try {
      await onSubmit(draftToFormData(draft, extraData));
    } catch (failure) {
      setError(errorMessage(failure, 'Không thể lưu khóa học.'));
    } finally {
      setSaving(false);
    }
  };

  const pricePreview = (value: string) => (/^\d+$/.test(value) ? formatVnd(Number(value)) : undefined);
  return (
    <form onSubmit={submit} noValidate className="space-y-8" data-testid="course-editor">
      {/* While saving the page moves on by itself (to the new course's editor): that is no loss. */}
      <UnsavedChangesGuard when={dirty && !saving} />
      {extraFields}
      <section className="card space-y-4">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Thông tin khóa học</h2>
        <TextField label="Tên khóa học" value={draft.title} onChange={(event) => set('title', event.target.value)} maxLength={200} required />
        <TextField label="Mô tả ngắn" value={draft.shortDescription} onChange={(event) => set('shortDescription', event.target.value)} maxLength={500} required />
        <div>
          <label htmlFor="course-description" className="field-label">
            Mô tả chi tiết
          </label>
          <textarea id="course-description" className="field-input min-h-40" value={draft.description} onChange={(event) => set('description', event.target.value)} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="course-category" className="field-label">
              Danh mục
            </label>
            <select id="course-category" className="field-input" value={draft.categoryId} onChange={(event) => set('categoryId', event.target.value)}>
              <option value="">Chọn danh mục</option>
              {(categories.data ?? []).map((category) => (
                <option key={category._id} value={category._id}>
                  {category.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="course-level" className="field-label">
              Trình độ
            </label>
            <select id="course-level" className="field-input" value={draft.level} onChange={(event) => set('level', event.target.value as CourseDraft['level'])}>
              {Object.entries(COURSE_LEVEL_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label="Giá bán (VND)"
            inputMode="numeric"
            value={draft.price}
            onChange={(event) => set('price', event.target.value.trim())}
            hint={pricePreview(draft.price) ?? '0 là khóa học miễn phí'}
          />
          <TextField
            label="Giá gốc (VND, không bắt buộc)"
            inputMode="numeric"
            value={draft.originalPrice}
            onChange={(event) => set('originalPrice', event.target.value.trim())}
            hint={pricePreview(draft.originalPrice) ?? 'Hiện gạch ngang khi cao hơn giá bán'}
          />
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          <ListInput label="Học viên sẽ học được" items={draft.outcomes} onChange={(items) => set('outcomes', items)} placeholder="Ví dụ: Tự lên chiến dịch ra đơn" />
          <ListInput label="Yêu cầu" items={draft.requirements} onChange={(items) => set('requirements', items)} placeholder="Ví dụ: Có tài khoản Facebook" />
        </div>
      </section>

      <section className="card grid gap-6 sm:grid-cols-2">
        <ImagePicker
          label="Ảnh bìa"
          hint="Hiển thị 1280×720 trên thẻ và trang khóa học."
          currentUrl={draft.courseThumbnailUrl}
          file={draft.courseThumbnail}
          onChange={(file) => set('courseThumbnail', file)}
          aspect="aspect-video"
        />
        <ImagePicker
          label="Ảnh chia sẻ mạng xã hội"
          hint="1200×630, hiện khi dán link vào Facebook, Zalo."
          currentUrl={draft.seoThumbnailUrl}
          file={draft.seoThumbnail}
          onChange={(file) => set('seoThumbnail', file)}
          aspect="aspect-[1200/630]"
        />
      </section>

      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Giáo trình</h2>
        <CurriculumEditor sections={draft.sections} onChange={(sections) => set('sections', sections)} />
      </section>

      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-4 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
        <FormError message={error} testId="course-editor-error" />
        <button type="submit" className="btn btn-primary" disabled={saving} data-testid="save-course">
          {saving ? 'Đang lưu...' : submitLabel}
        </button>
        {actions?.({ dirty })}
      </div>
    </form>
  );
}
