import { useLayoutEffect, useState, type DragEvent } from 'react';
import toast from 'react-hot-toast';
import { DetailLoadFailure } from '../../../components/ui/DetailLoadFailure';
import { FormError } from '../../../components/ui/FormError';
import { Icon } from '../../../components/ui/Icon';
import { ReorderButtons } from '../../../components/ui/ReorderButtons';
import { Spinner } from '../../../components/ui/Spinner';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { moveItem } from '../../../lib/moveItem';
import { HomeBlocks } from '../../home';
import { DEFAULT_HOME_BLOCKS, newHomeBlock, type HomeBlock, type HomeBlockType } from '../../home';
import { useEditableHome, useSaveHome, type EditableHomePage } from '../api/homeEditorApi';
import { EDITOR_BLOCK_MIME, isHomeBlockType, onAddBlockRequest, PALETTE_BLOCKS } from '../editorEvents';
import { FeaturedCoursesBlockForm, HeroBlockForm } from './BlockForms';

const BLOCK_LABELS = Object.fromEntries(PALETTE_BLOCKS.map((block) => [block.type, block.label])) as Record<HomeBlockType, string>;

/** /admin/edit: arrange and write the top of the home page, preview it, save a draft, publish it. */
export default function HomeEditorPage() {
  const page = useEditableHome();
  if (page.status === 'error')
    return <DetailLoadFailure error={page.error} onRetry={() => void page.refetch()} noun="trang chủ" gone="không còn" listPath="/admin/dashboard" testId="home-editor" />;
  if (!page.data) return <Spinner />;
  return <HomeEditor saved={page.data} />;
}

function HomeEditor({ saved }: { saved: EditableHomePage }) {
  const saveHome = useSaveHome();
  const [blocks, setBlocks] = useState<HomeBlock[]>(() => saved.draft ?? saved.published ?? DEFAULT_HOME_BLOCKS);
  const [dirty, setDirty] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dropActive, setDropActive] = useState(false);

  const change = (next: HomeBlock[]) => {
    setBlocks(next);
    setDirty(true);
    setError(null);
  };
  const addBlock = (type: HomeBlockType) => {
    setBlocks((current) => [...current, newHomeBlock(type)]);
    setDirty(true);
  };
  // Subscribed in the commit itself (not after paint), so a palette click right after the editor appears is never lost.
  useLayoutEffect(() => onAddBlockRequest(addBlock), []);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropActive(false);
    const type = event.dataTransfer.getData(EDITOR_BLOCK_MIME);
    if (isHomeBlockType(type)) addBlock(type);
  };

  const save = async (andPublish: boolean) => {
    setBusy(andPublish ? 'publish' : 'save');
    setError(null);
    try {
      await saveHome.mutateAsync({ blocks, publish: andPublish });
      setDirty(false);
      toast.success(andPublish ? 'Đã xuất bản trang chủ.' : 'Đã lưu bản nháp.');
    } catch (failure) {
      setError(errorMessage(failure, 'Không lưu được trang chủ.'));
    } finally {
      setBusy(null);
    }
  };

  const unpublished = dirty || JSON.stringify(saved.draft) !== JSON.stringify(saved.published);
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Chỉnh sửa trang chủ</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="home-editor-status">
            {saved.publishedAt ? `Xuất bản lần cuối ${formatDateTime(saved.publishedAt)}` : 'Trang chủ đang dùng bố cục mặc định.'}
            {unpublished ? ' · Có thay đổi chưa xuất bản' : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-secondary" onClick={() => setPreviewing(!previewing)} data-testid="toggle-preview">
            <Icon name="eye" className="h-4 w-4" /> {previewing ? 'Quay lại chỉnh sửa' : 'Xem trước'}
          </button>
          <button type="button" className="btn btn-secondary" disabled={busy !== null} onClick={() => void save(false)} data-testid="save-draft">
            {busy === 'save' ? 'Đang lưu...' : 'Lưu nháp'}
          </button>
          <button type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => void save(true)} data-testid="publish-home">
            {busy === 'publish' ? 'Đang xuất bản...' : 'Xuất bản'}
          </button>
        </div>
      </header>
      <FormError message={error} testId="home-editor-error" />

      {previewing ? (
        <div className="overflow-hidden rounded-2xl ring-1 ring-slate-200 dark:ring-slate-800" data-testid="home-preview" inert>
          <HomeBlocks blocks={blocks} onSignUpClick={() => undefined} />
        </div>
      ) : (
        <div
          className={`space-y-4 rounded-2xl border-2 border-dashed p-4 transition-colors ${dropActive ? 'border-brand-400 bg-brand-50/50 dark:bg-brand-500/10' : 'border-transparent'}`}
          onDragOver={(event) => {
            if (!event.dataTransfer.types.includes(EDITOR_BLOCK_MIME)) return;
            event.preventDefault();
            setDropActive(true);
          }}
          onDragLeave={() => setDropActive(false)}
          onDrop={onDrop}
          data-testid="home-canvas"
        >
          {blocks.length === 0 ? (
            <p className="py-10 text-center text-slate-500 dark:text-slate-400">Trang chủ chưa có khối nào. Kéo một khối từ thanh bên vào đây, hoặc bấm vào khối để thêm.</p>
          ) : null}
          {blocks.map((block, index) => (
            <section key={block.id} className="card space-y-4" data-testid={`home-block-${index}`} aria-label={`Khối ${index + 1}: ${BLOCK_LABELS[block.type]}`}>
              <div className="flex items-center justify-between gap-2">
                <h2 className="font-semibold text-slate-900 dark:text-white">
                  {index + 1}. {BLOCK_LABELS[block.type]}
                </h2>
                <div className="flex items-center">
                  <ReorderButtons label={`khối ${index + 1}`} onMove={(delta) => change(moveItem(blocks, index, delta))} />
                  <button type="button" className="icon-btn text-red-600" aria-label={`Xóa khối ${index + 1}`} onClick={() => change(blocks.filter((_, i) => i !== index))}>
                    <Icon name="trash" className="h-4 w-4" />
                  </button>
                </div>
              </div>
              {block.type === 'hero' ? (
                <HeroBlockForm block={block} onChange={(next) => change(blocks.map((item, i) => (i === index ? next : item)))} />
              ) : (
                <FeaturedCoursesBlockForm block={block} onChange={(next) => change(blocks.map((item, i) => (i === index ? next : item)))} />
              )}
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
