import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DetailLoadFailure } from '../../../components/ui/DetailLoadFailure';
import { FormError } from '../../../components/ui/FormError';
import { Icon } from '../../../components/ui/Icon';
import { ReorderButtons } from '../../../components/ui/ReorderButtons';
import { Spinner } from '../../../components/ui/Spinner';
import { TextField } from '../../../components/ui/TextField';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { moveItem } from '../../../lib/moveItem';
import { useDismissable } from '../../../lib/useDismissable';
import {
  useCreateEmailTemplate,
  useEmailTemplate,
  useEmailTemplates,
  useSendTestEmail,
  useUpdateEmailTemplate,
  type EmailTemplate,
  type EmailTemplateInput,
  type TemplateVariable,
} from '../api/emailTemplatesApi';
import {
  BLOCK_KINDS,
  blockForApi,
  blockLabel,
  blocksFromApi,
  duplicateBlock,
  LIMITS,
  MAX_BLOCKS,
  newBlock,
  starterBlocks,
  type EmailBlock,
  type EmailBlockType,
} from '../emailBlocks';
import { TEMPLATES_PATH } from '../paths';
import { BlockForm } from './BlockForms';
import { DeleteTemplateDialog } from './DeleteTemplateDialog';
import { EmailPreviewPanel } from './EmailPreviewPanel';
import { LiquidInput, VariableChips, VariableTargetScope } from './LiquidFields';
import { TemplateUsageList } from './TemplateUsage';

/** /admin/email-templates/new and /admin/email-templates/:templateId: the block editor with its live preview. */
export default function EmailTemplateEditorPage() {
  const { templateId } = useParams<{ templateId: string }>();
  const template = useEmailTemplate(templateId);
  // The list answer carries the variables a template may use.
  const catalogue = useEmailTemplates();
  if (!templateId) return <TemplateEditor key="new" saved={null} variables={catalogue.data?.variables ?? []} />;
  if (template.isError)
    return <DetailLoadFailure error={template.error} onRetry={() => void template.refetch()} noun="mẫu email" gone="đã bị xóa" listPath={TEMPLATES_PATH} testId="email-template" />;
  if (!template.data) return <Spinner label="Đang tải mẫu email..." />;
  return <TemplateEditor key={templateId} saved={template.data} variables={catalogue.data?.variables ?? []} />;
}

/** `saved` is the template as the server has it now (null for a new one); the form starts from it once. */
function TemplateEditor({ saved, variables }: { saved: EmailTemplate | null; variables: TemplateVariable[] }) {
  const navigate = useNavigate();
  const create = useCreateEmailTemplate();
  const update = useUpdateEmailTemplate(saved?._id ?? '');
  const test = useSendTestEmail(saved?._id ?? '');
  const [name, setName] = useState(saved?.name ?? '');
  const [subject, setSubject] = useState(saved?.subject ?? '');
  const [preheader, setPreheader] = useState(saved?.preheader ?? '');
  const [blocks, setBlocks] = useState<EmailBlock[]>(() => (saved ? blocksFromApi(saved.blocks) : starterBlocks()));
  const [dirty, setDirty] = useState(saved === null);
  const [busy, setBusy] = useState<'save' | 'test' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [adding, setAdding] = useState(false);
  const addMenu = useRef<HTMLDivElement>(null);
  const closeAddMenu = useCallback(() => setAdding(false), []);
  useDismissable(addMenu, adding, closeAddMenu);
  // The block just added, to bring into view and focus once rendered.
  const [focusBlock, setFocusBlock] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  useEffect(() => {
    if (!focusBlock) return;
    const section = document.querySelector<HTMLElement>(`[data-block-id="${focusBlock}"]`);
    section?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    section?.querySelector<HTMLElement>('input, textarea, select')?.focus({ preventScroll: true });
    setFocusBlock(null);
  }, [focusBlock]);

  const edited = () => {
    setDirty(true);
    setError(null);
  };
  /** onChange of a header field: the value, and the editor marked as changed. */
  const field = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    edited();
  };
  const changeBlocks = (update: (current: EmailBlock[]) => EmailBlock[]) => {
    setBlocks(update);
    edited();
  };
  const addBlock = (type: EmailBlockType) => {
    const block = newBlock(type);
    changeBlocks((current) => [...current, block]);
    setAdding(false);
    setFocusBlock(block.id);
  };

  const input = (): EmailTemplateInput => ({ name, subject, preheader: preheader.trim() ? preheader : null, blocks: blocks.map(blockForApi) });

  const save = async () => {
    setBusy('save');
    setError(null);
    try {
      if (saved) {
        await update.mutateAsync(input());
        setDirty(false);
        toast.success('Đã lưu mẫu email.');
      } else {
        const created = await create.mutateAsync(input());
        setDirty(false);
        toast.success('Đã tạo mẫu email.');
        navigate(`${TEMPLATES_PATH}/${created._id}`, { replace: true });
      }
    } catch (failure) {
      setError(errorMessage(failure, 'Không lưu được mẫu email.'));
    } finally {
      setBusy(null);
    }
  };

  const sendTest = async () => {
    if (!saved) return;
    setBusy('test');
    try {
      toast.success(await test.mutateAsync());
    } catch (failure) {
      toast.error(errorMessage(failure, 'Không gửi được thư thử.'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="space-y-6" data-testid="email-template-editor">
      <Link to={TEMPLATES_PATH} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
        <Icon name="arrowLeft" className="h-4 w-4" /> Mẫu email
      </Link>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-slate-900 dark:text-white">{saved ? saved.name : 'Mẫu email mới'}</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="email-template-status">
            {saved ? `Cập nhật lần cuối ${formatDateTime(saved.updatedAt)}` : 'Chưa lưu'}
            {saved && dirty ? ' · Có thay đổi chưa lưu (lưu trước khi gửi thử)' : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* Below the form until the screen is wide enough for both side by side. */}
          <button
            type="button"
            className="btn btn-secondary xl:hidden"
            onClick={() => document.getElementById('email-preview')?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
          >
            <Icon name="eye" className="h-4 w-4" /> Xem trước
          </button>
          {saved ? (
            <>
              <button type="button" className="btn btn-ghost text-red-600 dark:text-red-400" onClick={() => setConfirmingDelete(true)} data-testid="delete-template">
                <Icon name="trash" className="h-4 w-4" /> Xóa mẫu
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy !== null || dirty}
                title={dirty ? 'Lưu mẫu trước khi gửi thử' : undefined}
                onClick={() => void sendTest()}
                data-testid="send-test"
              >
                <Icon name="mail" className="h-4 w-4" /> {busy === 'test' ? 'Đang gửi...' : 'Gửi thử cho tôi'}
              </button>
            </>
          ) : null}
          <button type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => void save()} data-testid="save-template">
            {busy === 'save' ? 'Đang lưu...' : 'Lưu mẫu'}
          </button>
        </div>
      </header>
      <FormError message={error} testId="email-template-error" />
      {saved && saved.usedBy.length > 0 ? (
        <section
          className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200 dark:bg-amber-500/10 dark:text-amber-200 dark:ring-amber-500/30"
          aria-label="Đang dùng bởi"
        >
          <p className="mb-2 font-semibold">Đang dùng bởi {saved.usedBy.length} chiến dịch: thay đổi khi lưu sẽ áp dụng cho các thư gửi sau đó.</p>
          <TemplateUsageList usedBy={saved.usedBy} />
        </section>
      ) : null}

      <div className="grid gap-6 xl:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] xl:items-start">
        <VariableTargetScope className="min-w-0 space-y-4">
          <div className="sticky top-14 z-10 -mx-1 bg-slate-50/95 px-1 py-2 backdrop-blur lg:top-0 dark:bg-slate-950/95">
            <VariableChips variables={variables} />
          </div>
          <section className="card space-y-4 p-4 sm:p-5" aria-label="Thông tin thư">
            <TextField label="Tên mẫu" value={name} maxLength={LIMITS.name} onChange={(event) => field(setName)(event.target.value)} hint="Chỉ quản trị viên thấy tên này." />
            <LiquidInput label="Tiêu đề thư" value={subject} maxLength={LIMITS.subject} onValue={field(setSubject)} />
            <LiquidInput
              label="Dòng xem trước"
              value={preheader}
              maxLength={LIMITS.preheader}
              onValue={field(setPreheader)}
              hint="Không bắt buộc: dòng chữ ngắn hiện sau tiêu đề trong hộp thư đến."
            />
          </section>

          {blocks.length === 0 ? (
            <p className="card py-8 text-center text-sm text-slate-500 dark:text-slate-400" data-testid="email-blocks-empty">
              Thư chưa có khối nào. Bấm “Thêm khối” để bắt đầu.
            </p>
          ) : (
            <ol className="space-y-4" aria-label="Các khối của thư">
              {blocks.map((block, index) => (
                <li key={block.id}>
                  <section
                    className="card min-w-0 space-y-4 p-4"
                    data-testid={`email-block-${index}`}
                    data-block-id={block.id}
                    aria-label={`Khối ${index + 1}: ${blockLabel(block.type)}`}
                  >
                    <div className="flex items-center justify-between gap-2">
                      <h2 className="font-semibold text-slate-900 dark:text-white">
                        {index + 1}. {blockLabel(block.type)}
                      </h2>
                      <div className="flex shrink-0 items-center">
                        <ReorderButtons label={`khối ${index + 1}`} onMove={(delta) => changeBlocks((current) => moveItem(current, index, delta))} />
                        <button
                          type="button"
                          className="icon-btn"
                          aria-label={`Nhân bản khối ${index + 1}`}
                          title="Nhân bản"
                          disabled={blocks.length >= MAX_BLOCKS}
                          onClick={() => changeBlocks((current) => [...current.slice(0, index + 1), duplicateBlock(block), ...current.slice(index + 1)])}
                        >
                          <Icon name="clipboard" className="h-4 w-4" />
                        </button>
                        <button
                          type="button"
                          className="icon-btn text-red-600"
                          aria-label={`Xóa khối ${index + 1}`}
                          title="Xóa khối"
                          onClick={() => changeBlocks((current) => current.filter((item) => item.id !== block.id))}
                        >
                          <Icon name="trash" className="h-4 w-4" />
                        </button>
                      </div>
                    </div>
                    <BlockForm block={block} onChange={(next) => changeBlocks((current) => current.map((item) => (item.id === block.id ? next : item)))} />
                  </section>
                </li>
              ))}
            </ol>
          )}

          <div ref={addMenu}>
            <button
              type="button"
              className="btn btn-secondary w-full border-dashed"
              aria-expanded={adding}
              aria-controls="email-block-kinds"
              disabled={blocks.length >= MAX_BLOCKS}
              onClick={() => setAdding(!adding)}
              data-testid="add-block"
            >
              <Icon name="plus" className="h-4 w-4" /> Thêm khối
            </button>
            {blocks.length >= MAX_BLOCKS ? <p className="mt-1 text-center text-xs text-slate-500">Mỗi mẫu có tối đa {MAX_BLOCKS} khối.</p> : null}
            {adding ? (
              <div id="email-block-kinds" className="card mt-2 grid gap-1 p-2 sm:grid-cols-2" aria-label="Chọn loại khối">
                {BLOCK_KINDS.map((kind) => (
                  <button
                    key={kind.type}
                    type="button"
                    className="flex items-start gap-3 rounded-lg p-3 text-left hover:bg-slate-100 dark:hover:bg-slate-800"
                    onClick={() => addBlock(kind.type)}
                    data-testid={`add-block-${kind.type}`}
                  >
                    <Icon name={kind.icon} className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-300" />
                    <span className="min-w-0">
                      <span className="block text-sm font-semibold text-slate-900 dark:text-white">{kind.label}</span>
                      <span className="block text-xs text-slate-500 dark:text-slate-400">{kind.description}</span>
                    </span>
                  </button>
                ))}
              </div>
            ) : null}
          </div>
        </VariableTargetScope>

        <div className="min-w-0 xl:sticky xl:top-4">
          <EmailPreviewPanel content={{ subject, preheader: preheader.trim() ? preheader : null, blocks: blocks.map(blockForApi) }} />
        </div>
      </div>

      <DeleteTemplateDialog
        template={confirmingDelete ? saved : null}
        onCancel={() => setConfirmingDelete(false)}
        onDeleted={(message) => {
          setDirty(false);
          toast.success(message);
          navigate(TEMPLATES_PATH, { replace: true });
        }}
      />
    </div>
  );
}
