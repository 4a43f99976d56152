import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { AsyncContent } from '../../../components/ui/AsyncContent';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { FormError } from '../../../components/ui/FormError';
import { Modal } from '../../../components/ui/Modal';
import { errorMessage } from '../../../lib/http/errorMessage';
import { MediaPickerModal } from '../../media-library';
import { type ManagedTextLesson, type TextDocument, useManagedTextLesson, useSaveTextLesson } from '../api/textEditorApi';

type Props = { lectureId: string; lectureTitle: string; onClose: () => void };

// Only what the API accepts and the player renders: headings 2-4, no strike or underline.
const extensions = [StarterKit.configure({ heading: { levels: [2, 3, 4] }, strike: false, underline: false, link: { openOnClick: false, protocols: ['mailto'] } }), Image];
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

export const CLOSE_UNSAVED_TEXT = {
  title: 'Đóng khi chưa lưu?',
  message: 'Bài đọc có thay đổi chưa lưu. Nếu đóng bây giờ, các thay đổi này sẽ mất.',
  leave: 'Đóng, bỏ thay đổi',
  stay: 'Tiếp tục soạn',
} as const;

/** The link of the selection, typed in a field under the toolbar (not the browser's prompt). */
function LinkField({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(current || 'https://');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const apply = () => {
    const value = href.trim();
    if (!value || value === 'https://') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return onDone();
    }
    if (!SAFE_HREF.test(value)) return setError('Liên kết phải bắt đầu bằng http://, https:// hoặc mailto:.');
    editor.chain().focus().extendMarkRange('link').setLink({ href: value }).run();
    onDone();
  };
  return (
    <div className="flex flex-wrap items-end gap-2 border-b border-slate-200 py-2 dark:border-slate-700" data-testid="link-field">
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
          Địa chỉ liên kết
        </label>
        <input
          id={inputId}
          className="input mt-1 w-full"
          type="url"
          inputMode="url"
          value={href}
          placeholder="https://... hoặc mailto:..."
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => {
            setHref(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            } else if (event.key === 'Escape') {
              // The field closes, not the whole dialog.
              event.stopPropagation();
              onDone();
            }
          }}
        />
      </div>
      <button type="button" className="btn btn-primary btn-sm" onClick={apply}>
        Áp dụng
      </button>
      {current ? (
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onDone();
          }}
        >
          Gỡ liên kết
        </button>
      ) : null}
      <button type="button" className="btn btn-secondary btn-sm" onClick={onDone}>
        Hủy
      </button>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="w-full text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Toolbar({ editor, onPickImage, onLink }: { editor: Editor; onPickImage: () => void; onLink: () => void }) {
  const button = (label: string, active: boolean, run: () => void) => (
    <button
      key={label}
      type="button"
      className={`rounded px-2 py-1 text-sm font-medium ${active ? 'bg-brand-100 text-brand-800 dark:bg-brand-500/20 dark:text-brand-200' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
      aria-pressed={active}
      onClick={run}
    >
      {label}
    </button>
  );
  const chain = () => editor.chain().focus();
  return (
    <div className="flex flex-wrap gap-1 border-b border-slate-200 pb-2 dark:border-slate-700" role="toolbar" aria-label="Định dạng bài đọc">
      {([2, 3, 4] as const).map((level) => button(`H${level}`, editor.isActive('heading', { level }), () => chain().toggleHeading({ level }).run()))}
      {button('Đậm', editor.isActive('bold'), () => chain().toggleBold().run())}
      {button('Nghiêng', editor.isActive('italic'), () => chain().toggleItalic().run())}
      {button('• Danh sách', editor.isActive('bulletList'), () => chain().toggleBulletList().run())}
      {button('1. Danh sách', editor.isActive('orderedList'), () => chain().toggleOrderedList().run())}
      {button('Trích dẫn', editor.isActive('blockquote'), () => chain().toggleBlockquote().run())}
      {button('Mã', editor.isActive('codeBlock'), () => chain().toggleCodeBlock().run())}
      {button('Liên kết', editor.isActive('link'), onLink)}
      {button('Ảnh', false, onPickImage)}
    </div>
  );
}

type FormProps = { lesson: ManagedTextLesson; lectureId: string; onClose: () => void; onDirtyChange: (dirty: boolean) => void };

function TextLessonForm({ lesson, lectureId, onClose, onDirtyChange }: FormProps) {
  const save = useSaveTextLesson(lectureId);
  const [serverError, setServerError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [linking, setLinking] = useState(false);
  // The document as last saved (or loaded), to tell whether closing would lose anything.
  const savedJson = useRef<string | null>(null);
  const editor = useEditor({
    extensions,
    content: lesson.document ?? '',
    immediatelyRender: true,
    editorProps: {
      attributes: {
        class:
          'min-h-64 py-3 outline-none [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_pre]:rounded [&_pre]:bg-slate-900 [&_pre]:p-2 [&_pre]:text-slate-100 [&_img]:max-w-full',
        'aria-label': 'Nội dung bài đọc',
      },
    },
    onCreate: ({ editor: created }) => {
      savedJson.current = JSON.stringify(created.getJSON());
    },
    onUpdate: ({ editor: changed }) => onDirtyChange(JSON.stringify(changed.getJSON()) !== savedJson.current),
  });
  const submit = async () => {
    setServerError(null);
    try {
      const document = editor.getJSON() as TextDocument;
      await save.mutateAsync(document);
      savedJson.current = JSON.stringify(document);
      onDirtyChange(false);
      toast.success('Đã lưu bài đọc.');
    } catch (failure) {
      setServerError(errorMessage(failure, 'Không thể lưu bài đọc.'));
    }
  };
  return (
    <>
      <Toolbar editor={editor} onPickImage={() => setPicking(true)} onLink={() => setLinking((open) => !open)} />
      {linking ? <LinkField editor={editor} onDone={() => setLinking(false)} /> : null}
      <EditorContent editor={editor} className="break-words" data-testid="text-lesson-editor" />
      <div className="mt-3 flex w-full flex-wrap items-center justify-end gap-2 border-t border-slate-200 pt-3 dark:border-slate-700">
        <div className="w-full empty:hidden">
          <FormError message={serverError} testId="text-lesson-save-error" />
        </div>
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={save.isPending}>
          Đóng
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void submit()} disabled={save.isPending} data-testid="save-text-lesson">
          {save.isPending ? 'Đang lưu...' : 'Lưu bài đọc'}
        </button>
      </div>
      <MediaPickerModal
        kind="image"
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(asset) => {
          if (asset.posterUrl) editor.chain().focus().setImage({ src: asset.posterUrl, alt: asset.originalName }).run();
          setPicking(false);
        }}
      />
    </>
  );
}

/**
 * The document of a saved text lesson, in a dialog over the course editor (mounted while open). Closing it
 * with changes not saved (the button, Escape, the backdrop) asks first.
 */
export function TextLessonDialog({ lectureId, lectureTitle, onClose }: Props) {
  const lesson = useManagedTextLesson(lectureId);
  const dirty = useRef(false);
  const [confirming, setConfirming] = useState(false);
  const requestClose = () => (dirty.current ? setConfirming(true) : onClose());
  return (
    <Modal open onClose={requestClose} title={`Bài đọc: ${lectureTitle}`} size="3xl" testId="text-lesson-dialog">
      <AsyncContent result={lesson} errorText="Không tải được bài đọc." loadingLabel="Đang tải bài đọc" retry>
        {(data) => (
          <TextLessonForm
            lesson={data}
            lectureId={lectureId}
            onClose={requestClose}
            onDirtyChange={(value) => {
              dirty.current = value;
            }}
          />
        )}
      </AsyncContent>
      <ConfirmDialog
        open={confirming}
        title={CLOSE_UNSAVED_TEXT.title}
        message={CLOSE_UNSAVED_TEXT.message}
        confirmLabel={CLOSE_UNSAVED_TEXT.leave}
        cancelLabel={CLOSE_UNSAVED_TEXT.stay}
        danger
        onConfirm={onClose}
        onCancel={() => setConfirming(false)}
      />
    </Modal>
  );
}
