import { useId, useRef, useState, type FormEvent } from 'react';
import { FormError } from '../../../components/ui/FormError';
import { LoadFailureCard } from '../../../components/ui/LoadFailureCard';
import { Modal } from '../../../components/ui/Modal';
import { Spinner } from '../../../components/ui/Spinner';
import { TextField } from '../../../components/ui/TextField';
import { formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import type { RefundMethod } from '../../../lib/orderStatus';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useAdminOrder, useRefundOrder, useRefundPreview, type AdminOrderDetail, type AdminOrderLine, type RefundPlan, type RefundPreview } from '../api/adminOrdersApi';

const PREVIEW_DEBOUNCE_MS = 400;

/** The lines and method a student asked for, to start the dialog from. */
export type RequestedRefund = { orderItemIds: string[]; method: RefundMethod };

type Props = {
  orderId: string;
  orderCode: string;
  request?: RequestedRefund;
  onClose: () => void;
  /** The server's message; the caller closes the dialog (the refund already refetched the order's data). */
  onRefunded: (message: string) => void;
};

type Draft = Record<string, { checked: boolean; amount: string }>;
type Plan = { lines: { orderItemId: string; amount: number }[]; total: number; full: boolean; problem: string | null };

/** What the draft asks for, or why it cannot be sent; `full` when it is every line's whole refundable amount. */
function planOf(lines: AdminOrderLine[], draft: Draft): Plan {
  const open = lines.filter((line) => line.refundable > 0);
  const chosen = open.filter((line) => draft[line.orderItemId]?.checked);
  const none: Plan = { lines: [], total: 0, full: false, problem: null };
  if (chosen.length === 0) return { ...none, problem: 'Hãy chọn ít nhất một dòng để hoàn tiền.' };
  const planned: Plan['lines'] = [];
  for (const line of chosen) {
    const text = draft[line.orderItemId].amount.trim();
    const amount = Number(text);
    if (!/^\d+$/.test(text) || amount <= 0) return { ...none, problem: `Số tiền hoàn của "${line.title}" phải là số nguyên lớn hơn 0 ₫.` };
    if (amount > line.refundable) return { ...none, problem: `Số tiền hoàn của "${line.title}" vượt quá phần còn có thể hoàn (${formatVnd(line.refundable)}).` };
    planned.push({ orderItemId: line.orderItemId, amount });
  }
  const full = open.every((line) => planned.some((plan) => plan.orderItemId === line.orderItemId && plan.amount === line.refundable));
  return { lines: planned, total: planned.reduce((sum, line) => sum + line.amount, 0), full, problem: null };
}

/**
 * Gives money back for an order: per line (checkbox and amount, what is left by default) or all of it,
 * to the buyer's main wallet or by a bank transfer the admin makes (VietQR to the buyer's saved account,
 * then its reference here). A preview, asked for once the form stops changing, shows where the money goes
 * and whom it is taken back from. One request key per opened dialog: a double click or a retry refunds once.
 */
export function RefundDialog({ orderId, orderCode, request, onClose, onRefunded }: Props) {
  // From the cache when the order's page is open; loaded otherwise (from the request queue).
  const loaded = useAdminOrder(orderId);
  const [busy, setBusy] = useState(false);
  const formId = useId();
  let body;
  if (loaded.status === 'error') {
    body = <LoadFailureCard error={loaded.error} fallback="Không thể tải đơn hàng." onRetry={() => void loaded.refetch()} />;
  } else if (!loaded.data) {
    body = <Spinner />;
  } else {
    body = <RefundForm detail={loaded.data} request={request} formId={formId} busy={busy} setBusy={setBusy} onRefunded={onRefunded} />;
  }
  return (
    <Modal
      open
      onClose={busy ? () => undefined : onClose}
      title={`Hoàn tiền đơn ${orderCode}`}
      size="2xl"
      testId="refund-dialog"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            Hủy
          </button>
          <button type="submit" form={formId} className="btn btn-danger" disabled={busy || !loaded.data} data-testid="refund-confirm">
            {busy ? 'Đang hoàn tiền...' : 'Xác nhận hoàn tiền'}
          </button>
        </>
      }
    >
      {body}
    </Modal>
  );
}

type FormProps = {
  detail: AdminOrderDetail;
  request?: RequestedRefund;
  formId: string;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onRefunded: (message: string) => void;
};

function RefundForm({ detail, request, formId, busy, setBusy, onRefunded }: FormProps) {
  const { order, buyerPayoutAccount: account } = detail;
  const [draft, setDraft] = useState<Draft>(() =>
    Object.fromEntries(
      order.lines.map((line) => [
        line.orderItemId,
        { checked: line.refundable > 0 && (!request || request.orderItemIds.includes(line.orderItemId)), amount: String(line.refundable) },
      ]),
    ),
  );
  const [method, setMethod] = useState<RefundMethod>(request?.method === 'bank_transfer' && account ? 'bank_transfer' : 'wallet');
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const sending = useRef(false);
  const noteId = useId();
  const refund = useRefundOrder(order._id);

  const plan = planOf(order.lines, draft);
  const body: RefundPlan = plan.full ? { method } : { lines: plan.lines, method };
  const planKey = plan.problem ? '' : JSON.stringify(body);
  const previewKey = useDebouncedValue(planKey, PREVIEW_DEBOUNCE_MS);
  const preview = useRefundPreview(order._id, previewKey ? (JSON.parse(previewKey) as RefundPlan) : null);
  const previewCurrent = previewKey === planKey && preview.status === 'success' ? preview.data : null;
  const bank = method === 'bank_transfer';

  const edit = (id: string, change: Partial<Draft[string]>) => {
    setDraft((current) => ({ ...current, [id]: { ...current[id], ...change } }));
    setError(null);
  };
  const refundAll = () => {
    setDraft(Object.fromEntries(order.lines.map((line) => [line.orderItemId, { checked: line.refundable > 0, amount: String(line.refundable) }])));
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    if (plan.problem) return setError(plan.problem);
    if (bank && !reference.trim()) return setError('Hãy nhập mã tham chiếu của giao dịch chuyển khoản hoàn tiền.');
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      const result = await refund.mutateAsync({ ...body, reference: bank ? reference.trim() : null, reason: note.trim() || null, idempotencyKey });
      onRefunded(result.message);
    } catch (failure) {
      setError(errorMessage(failure, 'Không thể hoàn tiền.'));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-5" data-testid="refund-form">
      <fieldset disabled={busy} className="space-y-2">
        <legend className="sr-only">Dòng cần hoàn</legend>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="field-label mb-0" aria-hidden="true">
            Dòng cần hoàn
          </span>
          <button type="button" className="btn btn-secondary btn-sm" onClick={refundAll} data-testid="refund-all">
            Hoàn toàn bộ
          </button>
        </div>
        <ul className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200 dark:divide-slate-800 dark:ring-slate-800">
          {order.lines.map((line) => {
            const state = draft[line.orderItemId];
            const closed = line.refundable <= 0;
            return (
              <li
                key={line.orderItemId}
                className="grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-2 p-3 sm:grid-cols-[auto_1fr_10rem]"
                data-testid={`refund-dialog-line-${line.orderItemId}`}
              >
                <input
                  type="checkbox"
                  className="mt-1 h-4 w-4"
                  aria-label={`Hoàn tiền ${line.title}`}
                  checked={state.checked}
                  disabled={closed}
                  onChange={(event) => edit(line.orderItemId, { checked: event.target.checked })}
                />
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900 dark:text-white">{line.title}</p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    Đã trả {formatVnd(line.amount)}
                    {line.refundedAmount > 0 ? ` · đã hoàn ${formatVnd(line.refundedAmount)}` : ''}
                    {line.progress !== null ? ` · đã học ${line.progress}%` : ''}
                    {line.instructor ? ` · GV ${line.instructor.name}` : ''}
                  </p>
                  {closed ? (
                    <p className="text-xs text-red-600 dark:text-red-400">{line.accessRevoked ? 'Đã hoàn toàn bộ, đã thu hồi quyền truy cập.' : 'Không còn gì để hoàn.'}</p>
                  ) : null}
                </div>
                {closed ? null : (
                  <div className="col-start-2 sm:col-start-auto">
                    <input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={line.refundable}
                      step={1}
                      className="field-input text-right"
                      aria-label={`Số tiền hoàn cho ${line.title}`}
                      value={state.amount}
                      disabled={!state.checked}
                      onChange={(event) => edit(line.orderItemId, { amount: event.target.value })}
                    />
                    <p className="mt-1 text-right text-xs text-slate-500 dark:text-slate-400">tối đa {formatVnd(line.refundable)}</p>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>

      <fieldset disabled={busy} className="space-y-2">
        <legend className="field-label">Hoàn qua</legend>
        <label className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
          <input type="radio" name="refund-method" checked={method === 'wallet'} onChange={() => setMethod('wallet')} />
          Ví chính của học viên
        </label>
        <label className={`flex items-center gap-2 text-sm ${account ? 'text-slate-800 dark:text-slate-200' : 'text-slate-400'}`}>
          <input type="radio" name="refund-method" checked={bank} disabled={!account} onChange={() => setMethod('bank_transfer')} />
          {account ? 'Chuyển khoản ngân hàng' : 'Chuyển khoản ngân hàng (học viên chưa lưu tài khoản)'}
        </label>
        {request ? (
          <p className="text-xs text-slate-500 dark:text-slate-400">Học viên muốn nhận qua {request.method === 'wallet' ? 'ví chính' : 'chuyển khoản ngân hàng'}.</p>
        ) : null}
      </fieldset>

      <PreviewPanel plan={plan} preview={previewCurrent} failure={preview.status === 'error' && previewKey === planKey ? preview.error : null} />

      {bank && account ? (
        <section className="grid gap-4 rounded-xl bg-slate-50 p-3 sm:grid-cols-[1fr_auto] dark:bg-slate-800/60" aria-label="Chuyển khoản hoàn tiền" data-testid="refund-bank">
          <div className="min-w-0 space-y-1 text-sm text-slate-700 dark:text-slate-300">
            <p>
              Chuyển <strong className="text-slate-900 dark:text-white">{previewCurrent ? formatVnd(previewCurrent.refund.toBank) : '…'}</strong> tới:
            </p>
            <p className="break-words">
              {account.bankName} · <span className="font-mono">{account.accountNumber}</span>
            </p>
            <p className="break-words">{account.accountHolder}</p>
            <p>
              Nội dung: <span className="font-mono break-words">{detail.refundMemo}</span>
            </p>
            <TextField
              className="pt-2"
              label="Mã giao dịch ngân hàng"
              hint="Mã tham chiếu trên biên lai chuyển khoản, ví dụ FT26328XXXXX."
              value={reference}
              maxLength={100}
              disabled={busy}
              onChange={(event) => {
                setReference(event.target.value);
                setError(null);
              }}
            />
          </div>
          {previewCurrent?.qrSvg ? (
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(previewCurrent.qrSvg)}`}
              alt={`Mã VietQR chuyển ${formatVnd(previewCurrent.refund.toBank)} tới ${account.bankName} ${account.accountNumber}`}
              width={160}
              height={160}
              className="order-first h-40 w-40 justify-self-center rounded-xl bg-white p-2 ring-1 ring-slate-200 sm:order-last"
            />
          ) : null}
        </section>
      ) : null}

      <div>
        <label htmlFor={noteId} className="field-label">
          Ghi chú (không bắt buộc)
        </label>
        <textarea id={noteId} className="field-input min-h-20" maxLength={500} value={note} disabled={busy} onChange={(event) => setNote(event.target.value)} />
      </div>
      <FormError message={error} testId="refund-error" />
    </form>
  );
}

/** Where the money goes and whom it is taken back from, as the server works it out for the current draft. */
function PreviewPanel({ plan, preview, failure }: { plan: Plan; preview: RefundPreview | null; failure: unknown }) {
  let content;
  if (plan.problem) {
    content = <p className="text-sm text-slate-500 dark:text-slate-400">{plan.problem}</p>;
  } else if (failure) {
    content = (
      <p className="text-sm text-red-600 dark:text-red-400" data-testid="refund-preview-error">
        {errorMessage(failure, 'Không thể tính trước khoản hoàn tiền.')}
      </p>
    );
  } else if (!preview) {
    content = <p className="text-sm text-slate-500 dark:text-slate-400">Đang tính {formatVnd(plan.total)}...</p>;
  } else {
    const { refund } = preview;
    const received = refund.toMain + refund.toBank + refund.toBonus;
    const rows: [string, number, string?][] = [
      ['Học viên nhận', received, 'received'],
      ...(refund.toMain > 0 || refund.method === 'wallet' ? [['Vào ví chính', refund.toMain, 'to-main'] as [string, number, string]] : []),
      ...(refund.toBank > 0 || refund.method === 'bank_transfer' ? [['Chuyển khoản ngân hàng', refund.toBank, 'to-bank'] as [string, number, string]] : []),
      ['Vào ví thưởng', refund.toBonus, 'to-bonus'],
      ...(refund.bonusExpired > 0 ? [['Thưởng đã hết hạn (không hoàn)', refund.bonusExpired, 'bonus-expired'] as [string, number, string]] : []),
      ['Thu lại từ giảng viên', refund.fromInstructors, 'from-instructors'],
      ['Thu lại từ affiliate', refund.fromAffiliates, 'from-affiliates'],
      ['Nền tảng chịu', refund.fromPlatform, 'from-platform'],
    ];
    const withdrawn = refund.lines.filter((line) => line.accessRevoked).map((line) => line.title);
    content = (
      <>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          {rows.map(([label, amount, id]) => (
            <div key={label} className="contents" data-testid={`preview-${id}`}>
              <dt className={id === 'received' ? 'font-semibold text-slate-900 dark:text-white' : 'text-slate-600 dark:text-slate-400'}>{label}</dt>
              <dd className={`text-right whitespace-nowrap ${id === 'received' ? 'font-bold text-slate-900 dark:text-white' : 'text-slate-800 dark:text-slate-200'}`}>
                {formatVnd(amount)}
              </dd>
            </div>
          ))}
        </dl>
        {refund.instructorShortfall > 0 ? (
          <p role="alert" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200" data-testid="preview-shortfall">
            Giảng viên đã rút phần thu nhập này: chỉ thu lại được {formatVnd(refund.fromInstructors)}, nền tảng chịu thêm {formatVnd(refund.instructorShortfall)}.
          </p>
        ) : null}
        {withdrawn.length ? <p className="mt-3 text-sm text-red-700 dark:text-red-300">Học viên sẽ mất quyền truy cập: {withdrawn.join(', ')}.</p> : null}
      </>
    );
  }
  return (
    <section className="rounded-xl p-3 ring-1 ring-slate-200 dark:ring-slate-700" aria-live="polite" aria-label="Xem trước khoản hoàn tiền" data-testid="refund-preview">
      <p className="mb-2 flex flex-wrap items-baseline justify-between gap-2 text-sm font-semibold text-slate-900 dark:text-white">
        <span>Xem trước</span>
        <span>Tổng hoàn {formatVnd(plan.total)}</span>
      </p>
      {content}
    </section>
  );
}
