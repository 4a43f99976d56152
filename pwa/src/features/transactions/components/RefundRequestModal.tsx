import { useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { FormError } from '../../../components/ui/FormError';
import { LoadFailureCard } from '../../../components/ui/LoadFailureCard';
import { Modal } from '../../../components/ui/Modal';
import { Spinner } from '../../../components/ui/Spinner';
import { formatDateTime, formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { REFUND_METHOD_LABELS, type RefundMethod } from '../../../lib/orderStatus';
import { PayoutAccountForm, usePayoutAccount } from '../../affiliate';
import { useRefundEligibility, useRequestRefund, type MyOrder, type RefundEligibility, type RefundRequestResult } from '../api/transactionsApi';

export type RefundRequest = RefundRequestResult['request'];

type Props = { order: MyOrder; onClose: () => void; onRequested: (request: RefundRequest) => void };

const REASON_MIN = 10;
const REASON_MAX = 1000;

const METHOD_HINTS: Record<RefundMethod, string> = {
  wallet: 'Tiền được cộng vào ví chính ngay khi yêu cầu được duyệt, dùng được cho lần mua sau.',
  bank_transfer: 'Quản trị viên chuyển khoản tới tài khoản ngân hàng bạn đã lưu.',
};

/**
 * 'Yêu cầu hoàn tiền' for one paid order: the policy in force, each line with whether it can still be
 * asked for (and why not), a reason and where the money should go. A bank transfer needs a saved bank
 * account, which can be entered right here.
 */
export function RefundRequestModal({ order, onClose, onRequested }: Props) {
  const eligibility = useRefundEligibility(order._id);
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const canAsk = Boolean(eligibility.data?.eligible && !eligibility.data.openRequest);
  let body;
  if (eligibility.isError) {
    body = <LoadFailureCard error={eligibility.error} fallback="Không thể tải điều kiện hoàn tiền." onRetry={() => void eligibility.refetch()} testId="refund-eligibility-error" />;
  } else if (!eligibility.data) {
    body = <Spinner label="Đang kiểm tra điều kiện hoàn tiền..." />;
  } else {
    body = <RefundRequestForm order={order} eligibility={eligibility.data} formId={formId} busy={busy} setBusy={setBusy} onRequested={onRequested} />;
  }
  return (
    <Modal
      open
      onClose={busy ? () => undefined : onClose}
      title={`Yêu cầu hoàn tiền đơn ${order.code}`}
      size="lg"
      testId="refund-request"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            {canAsk ? 'Hủy' : 'Đóng'}
          </button>
          {canAsk ? (
            <button type="submit" form={formId} className="btn btn-primary" disabled={busy} data-testid="refund-request-submit">
              {busy ? 'Đang gửi...' : 'Gửi yêu cầu'}
            </button>
          ) : null}
        </>
      }
    >
      {body}
    </Modal>
  );
}

type FormProps = {
  order: MyOrder;
  eligibility: RefundEligibility;
  formId: string;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onRequested: (request: RefundRequest) => void;
};

function RefundRequestForm({ order, eligibility, formId, busy, setBusy, onRequested }: FormProps) {
  const reasonId = useId();
  const [selected, setSelected] = useState(() => new Set(eligibility.lines.filter((line) => line.eligible).map((line) => line.orderItemId)));
  const [reason, setReason] = useState('');
  const [method, setMethod] = useState<RefundMethod>('wallet');
  const [hasAccount, setHasAccount] = useState(eligibility.hasPayoutAccount);
  const { policy, openRequest } = eligibility;
  const canAsk = eligibility.eligible && !openRequest;
  const total = eligibility.lines.filter((line) => selected.has(line.orderItemId)).reduce((sum, line) => sum + line.refundable, 0);

  const [error, setError] = useState<string | null>(null);
  const sending = useRef(false);
  const request = useRequestRefund(order._id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    if (selected.size === 0) return setError('Hãy chọn ít nhất một sản phẩm cần hoàn tiền.');
    if (reason.trim().length < REASON_MIN) return setError(`Lý do hoàn tiền cần ít nhất ${REASON_MIN} ký tự.`);
    if (method === 'bank_transfer' && !hasAccount) return setError('Hãy lưu tài khoản ngân hàng nhận tiền trước khi chọn nhận hoàn tiền qua chuyển khoản.');
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      const result = await request.mutateAsync({ reason: reason.trim(), method, orderItemIds: [...selected] });
      toast.success(result.message);
      onRequested(result.request);
    } catch (failure) {
      setError(errorMessage(failure, 'Không thể gửi yêu cầu hoàn tiền.'));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const toggle = (id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
    setError(null);
  };

  return (
    <div className="space-y-5">
      <section className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300" data-testid="refund-policy">
        <p>
          Hoàn tiền trong {policy.maxDays} ngày kể từ khi thanh toán, khi bạn học chưa quá {policy.maxProgressPercent}% khóa học.
        </p>
        {eligibility.deadline ? (
          <p className="mt-1">
            Hạn cuối gửi yêu cầu: <strong className="text-slate-900 dark:text-white">{formatDateTime(eligibility.deadline)}</strong>
          </p>
        ) : null}
      </section>

      {openRequest ? (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200" data-testid="refund-open-request">
          Bạn đã gửi yêu cầu hoàn tiền lúc {formatDateTime(openRequest.createdAt)}. Vui lòng chờ quản trị viên xử lý.
        </p>
      ) : !eligibility.eligible ? (
        <ul className="space-y-1 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200" data-testid="refund-not-eligible">
          {eligibility.reasons.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}

      <form id={formId} onSubmit={submit} noValidate>
        <fieldset disabled={busy} className="min-w-0 space-y-5">
          <fieldset>
            <legend className="field-label">Sản phẩm cần hoàn tiền</legend>
            <ul className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200 dark:divide-slate-800 dark:ring-slate-800">
              {eligibility.lines.map((line) => (
                <li key={line.orderItemId} data-testid={`refund-line-${line.orderItemId}`}>
                  <label className={`flex items-start gap-3 p-3 ${line.eligible && canAsk ? 'cursor-pointer' : ''}`}>
                    <input
                      type="checkbox"
                      className="mt-1 h-4 w-4 shrink-0"
                      checked={selected.has(line.orderItemId)}
                      disabled={!line.eligible || !canAsk}
                      onChange={() => toggle(line.orderItemId)}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium break-words text-slate-900 dark:text-white">{line.title}</span>
                      <span className="block text-xs text-slate-500 dark:text-slate-400">
                        {line.refundable < line.amount && line.refundable > 0
                          ? `Còn có thể hoàn ${formatVnd(line.refundable)} / ${formatVnd(line.amount)}`
                          : formatVnd(line.amount)}
                        {line.progress !== null ? ` · Đã học ${line.progress}%` : ''}
                      </span>
                      {line.reason ? <span className="mt-1 block text-xs text-amber-700 dark:text-amber-300">{line.reason}</span> : null}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>

          {canAsk ? (
            <>
              <div>
                <label htmlFor={reasonId} className="field-label">
                  Lý do hoàn tiền
                </label>
                <textarea
                  id={reasonId}
                  className="field-input min-h-24"
                  maxLength={REASON_MAX}
                  value={reason}
                  placeholder="Cho chúng tôi biết vì sao khóa học chưa phù hợp với bạn..."
                  onChange={(event) => {
                    setReason(event.target.value);
                    setError(null);
                  }}
                />
                <p className="mt-1 text-right text-xs text-slate-500 dark:text-slate-400">
                  {reason.trim().length}/{REASON_MAX}
                </p>
              </div>
              <fieldset className="space-y-2">
                <legend className="field-label">Nhận tiền hoàn qua</legend>
                {(['wallet', 'bank_transfer'] as const).map((value) => (
                  <label key={value} className="flex items-start gap-2 text-sm text-slate-800 dark:text-slate-200">
                    <input
                      type="radio"
                      name="refund-method"
                      className="mt-0.5"
                      value={value}
                      checked={method === value}
                      onChange={() => {
                        setMethod(value);
                        setError(null);
                      }}
                    />
                    <span>
                      <span className="font-medium">{REFUND_METHOD_LABELS[value]}</span>
                      <span className="block text-xs text-slate-500 dark:text-slate-400">{METHOD_HINTS[value]}</span>
                    </span>
                  </label>
                ))}
              </fieldset>
            </>
          ) : null}
        </fieldset>
      </form>

      {canAsk && method === 'bank_transfer' ? <BankAccountSection onChange={setHasAccount} /> : null}

      {canAsk ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Số tiền yêu cầu hoàn:{' '}
          <strong className="text-slate-900 dark:text-white" data-testid="refund-request-total">
            {formatVnd(total)}
          </strong>
        </p>
      ) : null}
      <FormError message={error} testId="refund-request-error" />
    </div>
  );
}

/** The bank account a bank refund goes to: shown when saved, entered here when not (its own form). */
function BankAccountSection({ onChange }: { onChange: (saved: boolean) => void }) {
  const account = usePayoutAccount();
  return (
    <section className="space-y-2" aria-label="Tài khoản nhận tiền hoàn" data-testid="refund-bank-account">
      {account.isError ? (
        <LoadFailureCard error={account.error} fallback="Không thể tải tài khoản ngân hàng đã lưu." onRetry={() => void account.refetch()} />
      ) : account.isPending ? (
        <Spinner />
      ) : (
        <>
          {account.data ? null : (
            <p className="text-sm text-amber-700 dark:text-amber-300">Bạn chưa lưu tài khoản ngân hàng nhận tiền. Hãy nhập tài khoản để nhận hoàn tiền qua chuyển khoản.</p>
          )}
          <PayoutAccountForm
            account={account.data ?? null}
            onSaved={(saved) => {
              onChange(Boolean(saved));
            }}
          />
        </>
      )}
    </section>
  );
}
