import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { AsyncContent } from '../../../components/ui/AsyncContent';
import { FormError } from '../../../components/ui/FormError';
import { Modal } from '../../../components/ui/Modal';
import { errorMessage } from '../../../lib/http/errorMessage';
import { MediaPickerModal } from '../../media-library';
import { type ManagedTextLesson, type TextDocument, useManagedTextLesson, useSaveTextLesson } from '../api/textEditorApi';

type Props = { lectureId: string; lectureTitle: string; onClose: () => void };

// Only what the API accepts and the player renders: headings 2-4, no strike or underline.
const extensions = [StarterKit.configure({ heading: { levels: [2, 3, 4] }, strike: false, underline: false, link: { openOnClick: false, protocols: ['mailto'] } }), Image];
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

function Toolbar({ editor, onPickImage }: { editor: Editor; onPickImage: () => void }) {
  const button = (label: string, active: boolean, run: () => void) => (
    <button
      type="button"
      className={`rounded px-2 py-1 text-sm font-medium ${active ? 'bg-brand-100 text-brand-800 dark:bg-brand-500/20 dark:text-brand-200' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
      aria-pressed={active}
      onClick={run}
    >
      {label}
    </button>
  );
  const chain = () => editor.chain().focus();
  const link = () => {
    const href = window.prompt('Địa chỉ liên kết (https://... hoặc mailto:...)', editor.getAttributes('link').href ?? 'https://');
    if (href === null) return;
    if (!href.trim()) return chain().unsetLink().run();
    if (!SAFE_HREF.test(href.trim())) return toast.error('Liên kết phải bắt đầu bằng http://, https:// hoặc mailto:.');
    chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  return (
    <div className="flex flex-wrap gap-1 border-b border-slate-200 pb-2 dark:border-slate-700" role="toolbar" aria-label="Định dạng bài đọc">
      {([2, 3, 4] as const).map((level) => button(`H${level}`, editor.isActive('heading', { level }), () => chain().toggleHeading({ level }).run()))}
      {button('Đậm', editor.isActive('bold'), () => chain().toggleBold().run())}
      {button('Nghiêng', editor.isActive('italic'), () => chain().toggleItalic().run())}
      {button('• Danh sách', editor.isActive('bulletList'), () => chain().toggleBulletList().run())}
      {button('1. Danh sách', editor.isActive('orderedList'), () => chain().toggleOrderedList().run())}
      {button('Trích dẫn', editor.isActive('blockquote'), () => chain().toggleBlockquote().run())}
      {button('Mã', editor.isActive('codeBlock'), () => chain().toggleCodeBlock().run())}
      {button('Liên kết', editor.isActive('link'), link)}
      {button('Ảnh', false, onPickImage)}
    </div>
  );
}

function TextLessonForm({ lesson, lectureId, onClose }: { lesson: ManagedTextLesson; lectureId: string; onClose: () => void }) {
  const save = useSaveTextLesson(lectureId);
  const [serverError, setServerError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
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
  });
  const submit = async () => {
    setServerError(null);
    try {
      await save.mutateAsync(editor.getJSON() as TextDocument);
      toast.success('Đã lưu bài đọc.');
    } catch (failure) {
      setServerError(errorMessage(failure, 'Không thể lưu bài đọc.'));
    }
  };
  return (
    <>
      <Toolbar editor={editor} onPickImage={() => setPicking(true)} />
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

/** The document of a saved text lesson, in a dialog over the course editor (mounted while open). */
export function TextLessonDialog({ lectureId, lectureTitle, onClose }: Props) {
  const lesson = useManagedTextLesson(lectureId);
  return (
    <Modal open onClose={onClose} title={`Bài đọc: ${lectureTitle}`} size="3xl" testId="text-lesson-dialog">
      <AsyncContent result={lesson} errorText="Không tải được bài đọc." loadingLabel="Đang tải bài đọc" retry>
        {(data) => <TextLessonForm lesson={data} lectureId={lectureId} onClose={onClose} />}
      </AsyncContent>
    </Modal>
  );
}
