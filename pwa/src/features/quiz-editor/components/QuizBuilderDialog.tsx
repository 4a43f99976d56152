import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { AsyncContent } from '../../../components/ui/AsyncContent';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { FormError } from '../../../components/ui/FormError';
import { Modal } from '../../../components/ui/Modal';
import { TabBar, tabPanelProps } from '../../../components/ui/TabBar';
import { errorMessage } from '../../../lib/http/errorMessage';
import { MediaPickerModal } from '../../media-library';
import { useManagedQuiz, useSaveQuiz } from '../api/quizEditorApi';
import { draftFromQuiz, draftToInput, validateQuiz, type QuizDraft } from '../quizDraft';
import { QuizEditForm } from './QuizEditForm';
import { QuizPreview } from './QuizPreview';
import { QuizStatsPanel } from './QuizStatsPanel';

type Props = { lectureId: string; lectureTitle: string; onClose: () => void };

const TABS = [
  { id: 'questions', label: 'Câu hỏi' },
  { id: 'preview', label: 'Xem trước' },
  { id: 'stats', label: 'Kết quả học viên' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * The quiz of a saved quiz lecture, in a dialog over the course editor (mounted while open): settings,
 * questions, a learner's preview and the figures. Checked here with the server's messages before the
 * PUT; the server's refusal is shown too. A save starts the builder again from the answer, so new
 * questions and options keep the ids they got.
 */
export function QuizBuilderDialog({ lectureId, lectureTitle, onClose }: Props) {
  const quiz = useManagedQuiz(lectureId);
  const save = useSaveQuiz(lectureId);
  const tabsId = useId();
  const formId = useId();
  // The quiz as loaded or last saved, and the edits: null until it loads (one dialog throughout, so focus stays in it).
  const [pristine, setPristine] = useState<QuizDraft | null>(null);
  const [draft, setDraft] = useState<QuizDraft | null>(null);
  if (quiz.data && pristine === null) {
    const loaded = draftFromQuiz(quiz.data);
    setPristine(loaded);
    setDraft(loaded);
  }
  const [tab, setTab] = useState<TabId>('questions');
  // Messages appear once a save was tried, then follow the edits.
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [pickingImageFor, setPickingImageFor] = useState<number | null>(null);
  const [closing, setClosing] = useState(false);
  const errors = checked && draft ? validateQuiz(draft) : {};

  const update = (change: Partial<QuizDraft>) => {
    setDraft((current) => current && { ...current, ...change });
    setServerError(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog is rendered from inside the course form: React would bubble this submit up to it.
    event.stopPropagation();
    if (!draft) return;
    setChecked(true);
    if (Object.keys(validateQuiz(draft)).length > 0) return setTab('questions');
    try {
      const saved = draftFromQuiz(await save.mutateAsync(draftToInput(draft)));
      setPristine(saved);
      setDraft(saved);
      setChecked(false);
      toast.success('Đã lưu bài kiểm tra.');
    } catch (failure) {
      setServerError(errorMessage(failure, 'Không thể lưu bài kiểm tra.'));
    }
  };
  const requestClose = () => (draft !== pristine ? setClosing(true) : onClose());

  return (
    <Modal
      open
      onClose={save.isPending ? () => {} : requestClose}
      title={`Bài kiểm tra: ${lectureTitle}`}
      size="3xl"
      testId="quiz-builder"
      footer={
        draft ? (
          <div className="flex w-full flex-wrap items-center justify-end gap-2">
            <div className="w-full empty:hidden">
              <FormError message={serverError ?? (Object.keys(errors).length ? 'Vui lòng sửa các lỗi được đánh dấu trước khi lưu.' : null)} testId="quiz-save-error" />
            </div>
            <button type="button" className="btn btn-secondary" onClick={requestClose} disabled={save.isPending}>
              Đóng
            </button>
            <button type="submit" form={formId} className="btn btn-primary" disabled={save.isPending} data-testid="save-quiz">
              {save.isPending ? 'Đang lưu...' : 'Lưu bài kiểm tra'}
            </button>
          </div>
        ) : null
      }
    >
      {draft ? (
        <>
          <TabBar tabs={TABS} active={tab} onChange={setTab} baseId={tabsId} label="Bài kiểm tra" className="mb-4" />
          <div {...tabPanelProps(tabsId, tab)}>
            {/* The form stays mounted (hidden) on the other tabs, so the footer's save button always reaches it. */}
            <QuizEditForm
              id={formId}
              hidden={tab !== 'questions'}
              draft={draft}
              errors={errors}
              onSubmit={submit}
              onChange={update}
              onDeleteQuestion={setDeleting}
              onPickImage={setPickingImageFor}
            />
            {tab === 'preview' ? <QuizPreview draft={draft} /> : null}
            {tab === 'stats' ? <QuizStatsPanel lectureId={lectureId} /> : null}
          </div>
        </>
      ) : (
        <AsyncContent result={quiz} errorText="Không tải được bài kiểm tra." loadingLabel="Đang tải bài kiểm tra" retry>
          {() => null}
        </AsyncContent>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={`Xóa câu ${(deleting ?? 0) + 1}?`}
        message="Câu hỏi và các đáp án của nó bị xóa khỏi bài kiểm tra khi bạn lưu."
        confirmLabel="Xóa"
        danger
        onConfirm={() => {
          update({ questions: draft?.questions.filter((_, i) => i !== deleting) });
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={closing}
        title="Đóng khi chưa lưu?"
        message="Những thay đổi chưa lưu của bài kiểm tra sẽ mất."
        confirmLabel="Đóng không lưu"
        cancelLabel="Ở lại"
        danger
        onConfirm={onClose}
        onCancel={() => setClosing(false)}
      />
      <MediaPickerModal
        kind="image"
        open={pickingImageFor !== null}
        onClose={() => setPickingImageFor(null)}
        onPick={(asset) => {
          const index = pickingImageFor;
          if (draft && index !== null && asset.posterUrl) update({ questions: draft.questions.map((item, i) => (i === index ? { ...item, imageUrl: asset.posterUrl } : item)) });
          setPickingImageFor(null);
        }}
      />
    </Modal>
  );
}
